import { and, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { incomingPayments } from '../../db/schema.ts';

/** What the collections reconciliation reads of `incoming_payments` to compare a vendor's list with (ADR 086). */
export type RecordedPayment = Pick<typeof incomingPayments.$inferSelect, 'providerReference' | 'amount' | 'currency' | 'paidAt' | 'outcome' | 'reason'>;

const columns = {
  providerReference: incomingPayments.providerReference, amount: incomingPayments.amount, currency: incomingPayments.currency,
  paidAt: incomingPayments.paidAt, outcome: incomingPayments.outcome, reason: incomingPayments.reason,
};

/** The payment recorded under a provider's reference, if any. */
export async function recordedPayment(db: Executor, provider: string, providerReference: string): Promise<RecordedPayment | null> {
  const [row] = await db.select(columns).from(incomingPayments)
    .where(and(eq(incomingPayments.provider, provider), eq(incomingPayments.providerReference, providerReference))).limit(1);
  return row ?? null;
}

/** Every payment we recorded from this provider as paid in [from, to): what its list of the window must have. */
export async function recordedInWindow(db: Executor, provider: string, from: Date, to: Date): Promise<RecordedPayment[]> {
  return db.select(columns).from(incomingPayments)
    .where(and(eq(incomingPayments.provider, provider), gte(incomingPayments.paidAt, from), lt(incomingPayments.paidAt, to)));
}
