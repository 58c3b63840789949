import { normalizePhone, type MarketId } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { insertMessage, latestMessage } from './sms-outbox-repository.ts';

export interface SandboxLatest {
  text: string;
  code: string;
  sentAt: string;
}

/**
 * The sandbox's outbox: the sandbox SMS provider records what it would have sent here, and
 * /sandbox/sms/latest reads it back for the web app's banner and the e2e journeys. Exists
 * only when SMS_PROVIDER=sandbox, which production refuses.
 */
export function createSandboxService(deps: { db: Db; now: Clock; market: MarketId }) {
  return {
    /** Keeps a message the sandbox provider "sent"; returns its id in the outbox. */
    recordSms: (phone: string, text: string): Promise<number> => insertMessage(deps.db, { phone, text, createdAt: deps.now() }),

    async latestSms(mobile: string): Promise<Outcome<SandboxLatest>> {
      const phone = normalizePhone(mobile, deps.market);
      if (phone === null) return fail('MOBILE_INVALID');
      const message = await latestMessage(deps.db, phone);
      if (!message) return fail('NOT_FOUND');
      // The code is the six-digit group of the text (the SMS API carries text only).
      const code = /\b(\d{6})\b/.exec(message.text)?.[1] ?? '';
      return ok({ text: message.text, code, sentAt: message.sentAt.toISOString() });
    },
  };
}

export type SandboxService = ReturnType<typeof createSandboxService>;
