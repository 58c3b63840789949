import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sandboxSms } from '../../db/schema.ts';

export interface OutboxMessage {
  text: string;
  sentAt: Date;
}

/** `sandbox_sms`: what the sandbox SMS provider would have sent (the sandbox module's table, ADR 023). */
export async function insertMessage(db: Executor, message: { phone: string; text: string; createdAt: Date }): Promise<number> {
  const [row] = await db.insert(sandboxSms).values(message).returning({ id: sandboxSms.id });
  return row?.id ?? 0;
}

/** The newest `limit` messages to a phone, newest first. */
export async function latestMessages(db: Executor, phone: string, limit: number): Promise<OutboxMessage[]> {
  return db
    .select({ text: sandboxSms.text, sentAt: sandboxSms.createdAt })
    .from(sandboxSms)
    .where(eq(sandboxSms.phone, phone))
    .orderBy(desc(sandboxSms.id))
    .limit(limit);
}
