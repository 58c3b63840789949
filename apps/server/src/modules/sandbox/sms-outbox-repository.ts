import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sandboxSms } from '../../db/schema.ts';

export interface OutboxMessage {
  id: number;
  text: string;
  sentAt: Date;
}

/** `sandbox_sms`: what the sandbox SMS provider would have sent (the sandbox module's table, ADR 023). */
export async function insertMessage(db: Executor, message: { phone: string; text: string; createdAt: Date }): Promise<number> {
  const [row] = await db.insert(sandboxSms).values(message).returning({ id: sandboxSms.id });
  return row?.id ?? 0;
}

/** The newest `limit` messages to a phone, newest first; with `beforeId`, the older ones after that message. */
export async function latestMessages(db: Executor, phone: string, limit: number, beforeId?: number): Promise<OutboxMessage[]> {
  return db
    .select({ id: sandboxSms.id, text: sandboxSms.text, sentAt: sandboxSms.createdAt })
    .from(sandboxSms)
    .where(and(eq(sandboxSms.phone, phone), beforeId === undefined ? undefined : lt(sandboxSms.id, beforeId)))
    .orderBy(desc(sandboxSms.id))
    .limit(limit);
}
