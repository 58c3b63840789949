import type { HandlerRegistry } from '../../plugins/api/handlers.ts';
import { HOUR_MS } from '../../shared/clock.ts';
import { ok } from '../../shared/outcome.ts';
import type { SandboxService } from './sandbox-service.ts';

/**
 * Registered only when SMS_PROVIDER=sandbox; otherwise the path answers as if it did not exist.
 * A code's SMS goes out after the request is answered, so the read waits for those on their way.
 */
export function registerSandboxRoutes(registry: HandlerRegistry, sandbox: SandboxService, codesSent: () => Promise<void>): void {
  registry.add('/sandbox/sms/latest', async (input) => {
    await codesSent();
    return sandbox.latestSms(input.mobile);
  });
}

/** Registered only when SANDBOX_CLOCK=true: days pass for a browser journey in one call. */
export function registerSandboxClockRoute(registry: HandlerRegistry, clock: { advance(ms: number): Date }, jobs: { nudge(): void }): void {
  registry.add('/sandbox/clock', async ({ advanceHours }) => {
    const at = clock.advance(advanceHours * HOUR_MS);
    // Periodic jobs read the clock when they next poll; the nudge makes that at once.
    jobs.nudge();
    return ok({ now: at.toISOString() });
  });
}
