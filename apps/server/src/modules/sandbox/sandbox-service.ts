import { normalizePhone, type MarketId } from '@lendline/domain';
import type { SandboxMessage } from '../../providers/sms/sandbox/sandbox-sms.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';

export interface SandboxLatest {
  text: string;
  code: string;
  sentAt: string;
}

export interface SandboxOutbox {
  latestFor(phone: string): Promise<SandboxMessage | null>;
}

/** Reads back what the sandbox SMS provider "sent", for local use and the e2e journeys. */
export function createSandboxService(deps: { outbox: SandboxOutbox; market: MarketId }) {
  return {
    async latestSms(mobile: string): Promise<Outcome<SandboxLatest>> {
      const phone = normalizePhone(mobile, deps.market);
      if (phone === null) return fail('MOBILE_INVALID');
      const message = await deps.outbox.latestFor(phone);
      if (!message) return fail('NOT_FOUND');
      // The code is the six-digit group of the text (the SMS API carries text only).
      const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? '';
      return ok({ text: message.text, code, sentAt: message.sentAt.toISOString() });
    },
  };
}

export type SandboxService = ReturnType<typeof createSandboxService>;
