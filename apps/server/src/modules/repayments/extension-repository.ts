import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { extensionReferences, incomingPayments, loanExtensions } from '../../db/schema.ts';

/** `loan_extensions` and `extension_references` (ADR 037), written by the repayments module alone. */
export type ExtensionRow = typeof loanExtensions.$inferSelect;

/** False when another order already awaits payment for the loan (the partial unique index): a racing confirmation. */
export async function insertExtension(tx: Executor, row: typeof loanExtensions.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(loanExtensions).values(row).onConflictDoNothing().returning({ id: loanExtensions.id });
  return inserted.length === 1;
}

export async function findExtension(db: Executor, id: string): Promise<ExtensionRow | undefined> {
  const [row] = await db.select().from(loanExtensions).where(eq(loanExtensions.id, id)).limit(1);
  return row;
}

/** The loan's order awaiting its fee, if any (expired or not: the caller compares `expiresAt`). */
export async function awaitingExtension(db: Executor, orderId: string): Promise<ExtensionRow | undefined> {
  const [row] = await db.select().from(loanExtensions).where(and(eq(loanExtensions.orderId, orderId), eq(loanExtensions.state, 'awaiting_payment'))).limit(1);
  return row;
}

/** The loan's most recent extension order in any state. */
export async function latestExtension(db: Executor, orderId: string): Promise<ExtensionRow | undefined> {
  const [row] = await db.select().from(loanExtensions).where(eq(loanExtensions.orderId, orderId)).orderBy(desc(loanExtensions.createdAt), desc(loanExtensions.number)).limit(1);
  return row;
}

/** How many rollovers the loan has had. */
export async function appliedCount(db: Executor, orderId: string): Promise<number> {
  const [row] = await db.select({ n: sql<string>`count(*)` }).from(loanExtensions).where(and(eq(loanExtensions.orderId, orderId), eq(loanExtensions.state, 'applied')));
  return Number(row?.n ?? 0);
}

export async function markExpired(tx: Executor, id: string): Promise<void> {
  await tx.update(loanExtensions).set({ state: 'expired' }).where(and(eq(loanExtensions.id, id), eq(loanExtensions.state, 'awaiting_payment')));
}

/** Once a rollover is applied, any other order awaiting payment was priced on dates that moved: it expires. */
export async function expireAwaiting(tx: Executor, orderId: string): Promise<void> {
  await tx.update(loanExtensions).set({ state: 'expired' }).where(and(eq(loanExtensions.orderId, orderId), eq(loanExtensions.state, 'awaiting_payment')));
}

/**
 * Applied by one payment: only from awaiting or expired, so a repeat (or a second payment)
 * changes nothing. Its number is counted when applied, so an expired order paid late never
 * shares a number with one applied before it.
 */
export async function markApplied(tx: Executor, id: string, applied: { number: number; paymentId: string; fromDate: string; appliedDueDate: string; appliedAt: Date }): Promise<boolean> {
  const rows = await tx
    .update(loanExtensions)
    .set({ state: 'applied', ...applied })
    .where(and(eq(loanExtensions.id, id), sql`${loanExtensions.state} in ('awaiting_payment', 'expired')`))
    .returning({ id: loanExtensions.id });
  return rows.length === 1;
}

export async function insertExtensionReference(tx: Executor, reference: string, extensionId: string): Promise<void> {
  await tx.insert(extensionReferences).values({ reference, extensionId }).onConflictDoNothing();
}

/** The extension a checkout or cash reference was made to pay the fee of, if it was. */
export async function extensionOfReference(db: Executor, reference: string): Promise<ExtensionRow | undefined> {
  const [row] = await db
    .select({ extension: loanExtensions })
    .from(extensionReferences)
    .innerJoin(loanExtensions, eq(loanExtensions.id, extensionReferences.extensionId))
    .where(eq(extensionReferences.reference, reference))
    .limit(1);
  return row?.extension;
}

/** A payment that paid a fee already paid: it is the borrower's credit, and says why. */
export async function markPaymentCredit(tx: Executor, paymentId: string, reason: string): Promise<void> {
  await tx.update(incomingPayments).set({ outcome: 'credit', reason }).where(eq(incomingPayments.id, paymentId));
}
