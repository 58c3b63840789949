import type { HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { SandboxService } from './sandbox-service.ts';

/** Registered only when SMS_PROVIDER=sandbox; otherwise the path answers as if it did not exist. */
export function registerSandboxRoutes(registry: HandlerRegistry, sandbox: SandboxService): void {
  registry.add('/sandbox/sms/latest', (input) => sandbox.latestSms(input.mobile));
}
