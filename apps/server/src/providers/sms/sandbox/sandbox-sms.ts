import { maskPhone } from '@lendline/domain';
import type { Log } from '../../../shared/log.ts';
import type { SmsProvider } from '../types.ts';

/** Where the sandbox keeps what it would have sent (the sandbox module's outbox). */
export interface SandboxOutbox {
  recordSms(phone: string, text: string): Promise<number>;
}

/**
 * The local stand-in for an SMS vendor: messages go to the sandbox outbox (read back through
 * /sandbox/sms/latest by the web app's banner and the e2e tests) and to the log.
 * This log line is the one place a one-time code is written in clear, and the sandbox is
 * refused when NODE_ENV=production.
 */
export function createSandboxSms(deps: { outbox: SandboxOutbox; log: Log }): SmsProvider {
  return {
    name: 'sandbox',
    async sendSms({ to, text }) {
      const id = await deps.outbox.recordSms(to, text);
      deps.log.info({ to: maskPhone(to), sms: text }, 'sandbox SMS (not sent; sandbox mode)');
      return { ok: true, providerMessageId: `sandbox-${id}` };
    },
  };
}
