import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { createSandboxSms, type SandboxSms } from './sandbox/sandbox-sms.ts';
import { createTermiiSms } from './termii/termii-sms.ts';
import type { SmsProvider } from './types.ts';

export interface SmsSetup {
  provider: SmsProvider;
  /** Present only in sandbox mode: the outbox /sandbox/sms/latest reads. */
  sandbox: SandboxSms | null;
}

/** The provider named by SMS_PROVIDER; an exhaustive switch, so a new vendor cannot be half-wired. */
export function createSmsProvider(config: Config, deps: { db: Db; now: Clock; log: FastifyBaseLogger }): SmsSetup {
  switch (config.smsProvider) {
    case 'sandbox': {
      const sandbox = createSandboxSms(deps);
      return { provider: sandbox, sandbox };
    }
    case 'termii':
      return { provider: createTermiiSms(config.termii), sandbox: null };
    default: {
      const unknown: never = config.smsProvider;
      throw new Error(`Unknown SMS provider ${String(unknown)}`);
    }
  }
}
