import { normalizePhone, type MarketId } from '@lendline/domain';
import type { HandlerRegistry } from '../../plugins/api/handlers.ts';
import { HOUR_MS } from '../../shared/clock.ts';
import { ok } from '../../shared/outcome.ts';
import type { SandboxService } from './sandbox-service.ts';

/**
 * Registered only when SMS_PROVIDER=sandbox; otherwise the path answers as if it did not exist.
 * A code's SMS goes out after the request is answered, so the read waits for those on their way
 * to its phone (an invalid number has none, and the read says so).
 */
export function registerSandboxRoutes(registry: HandlerRegistry, sandbox: SandboxService, market: MarketId, codesSent: (phone: string) => Promise<void>): void {
  registry.add('/sandbox/sms/latest', async (input) => {
    const phone = normalizePhone(input.mobile, market);
    if (phone !== null) await codesSent(phone);
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
