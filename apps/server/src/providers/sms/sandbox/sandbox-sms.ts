import { maskPhone } from '@lendline/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sandboxSms } from '../../../db/schema.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { SmsProvider } from '../types.ts';

export interface SandboxMessage {
  text: string;
  sentAt: Date;
}

export interface SandboxSms extends SmsProvider {
  latestFor(phone: string): Promise<SandboxMessage | null>;
}

/**
 * The local stand-in for an SMS vendor: messages go to a table (read back through
 * /sandbox/sms/latest by the web app's banner and the e2e tests) and to the log.
 * This log line is the one place a one-time code is written in clear, and the sandbox is
 * refused when NODE_ENV=production.
 */
export function createSandboxSms(deps: { db: Db; now: Clock; log: FastifyBaseLogger }): SandboxSms {
  return {
    name: 'sandbox',
    async sendSms({ to, text }) {
      const [row] = await deps.db
        .insert(sandboxSms)
        .values({ phone: to, text, createdAt: deps.now() })
        .returning({ id: sandboxSms.id });
      deps.log.info({ to: maskPhone(to), sms: text }, 'sandbox SMS (not sent; sandbox mode)');
      return { ok: true, providerMessageId: `sandbox-${row?.id ?? 0}` };
    },
    async latestFor(phone) {
      const [row] = await deps.db
        .select({ text: sandboxSms.text, sentAt: sandboxSms.createdAt })
        .from(sandboxSms)
        .where(eq(sandboxSms.phone, phone))
        .orderBy(desc(sandboxSms.id))
        .limit(1);
      return row ?? null;
    },
  };
}
