import type { Config } from '../../config.ts';
import type { Log } from '../../shared/log.ts';
import { createSandboxSms, type SandboxOutbox } from './sandbox/sandbox-sms.ts';
import { createTermiiSms } from './termii/termii-sms.ts';
import type { SmsProvider } from './types.ts';

/** The provider named by SMS_PROVIDER; an exhaustive switch, so a new vendor cannot be half-wired. */
export function createSmsProvider(config: Config, deps: { outbox: SandboxOutbox; log: Log }): SmsProvider {
  switch (config.smsProvider) {
    case 'sandbox':
      return createSandboxSms(deps);
    case 'termii':
      return createTermiiSms(config.termii);
    default: {
      const unknown: never = config.smsProvider;
      throw new Error(`Unknown SMS provider ${String(unknown)}`);
    }
  }
}
