import { and, desc, eq, gt, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { CashReference } from '../../providers/collections/types.ts';
import { collectionsReconciliations, incomingPayments, repaymentCustomers, repaymentReferences } from '../../db/schema.ts';

/** `repayment_customers`, `repayment_references` and `collections_reconciliations` (ADR 034), written by this module alone. */
export type RepaymentReferenceRow = typeof repaymentReferences.$inferSelect;

/** The borrower's serial at the collections providers, given once: a racing second call reads the first. */
export async function customerSerialOf(db: Executor, userId: string): Promise<number> {
  await db.insert(repaymentCustomers).values({ userId }).onConflictDoNothing();
  const [row] = await db.select({ serial: repaymentCustomers.serial }).from(repaymentCustomers).where(eq(repaymentCustomers.userId, userId));
  if (!row) throw new Error('repayment customer serial missing after insert');
  return row.serial;
}

export async function insertReference(db: Executor, row: typeof repaymentReferences.$inferInsert): Promise<void> {
  await db.insert(repaymentReferences).values(row).onConflictDoNothing();
}

export async function findReference(db: Executor, reference: string): Promise<RepaymentReferenceRow | undefined> {
  const [row] = await db.select().from(repaymentReferences).where(eq(repaymentReferences.reference, reference)).limit(1);
  return row;
}

export async function findReferenceByPayable(db: Executor, payable: string): Promise<RepaymentReferenceRow | undefined> {
  const [row] = await db.select().from(repaymentReferences).where(eq(repaymentReferences.payableReference, payable)).limit(1);
  return row;
}

/**
 * The sandbox's claim on a reference before it pays it: true for exactly one of any number of
 * simultaneous claims (the conditional update decides), false once it is claimed.
 */
export async function claimSandboxPayment(db: Executor, reference: string, at: Date): Promise<boolean> {
  const claimed = await db
    .update(repaymentReferences)
    .set({ sandboxPaidAt: at })
    .where(and(eq(repaymentReferences.reference, reference), isNull(repaymentReferences.sandboxPaidAt)))
    .returning({ reference: repaymentReferences.reference });
  return claimed.length === 1;
}

/** A claim whose payment could not be delivered: the reference may be paid again. */
export async function releaseSandboxPayment(db: Executor, reference: string): Promise<void> {
  await db.update(repaymentReferences).set({ sandboxPaidAt: null }).where(eq(repaymentReferences.reference, reference));
}

/** What the vendor made of a cash reference: the number to pay with, its barcode, its own id. */
export async function updateCashReference(db: Executor, reference: string, made: CashReference): Promise<void> {
  await db
    .update(repaymentReferences)
    .set({ payableReference: made.payableReference, barcodeUrl: made.barcodeUrl, providerReference: made.providerReference, expiresAt: new Date(made.expiresAt) })
    .where(eq(repaymentReferences.reference, reference));
}

/** The code a USSD charge gave, kept as the reference's payable text: a retry of the attempt shows it again. */
export async function updateUssdCode(db: Executor, reference: string, ussdCode: string): Promise<void> {
  await db.update(repaymentReferences).set({ payableReference: ussdCode }).where(eq(repaymentReferences.reference, reference));
}

/**
 * The newest USSD code made for an order since `since` that no payment has paid yet, for the
 * reminder SMS (ADR 104); null when there is none.
 */
export async function latestUnpaidUssdCode(db: Executor, orderId: string, since: Date): Promise<{ code: string; amount: number } | null> {
  const [row] = await db
    .select({ code: repaymentReferences.payableReference, amount: repaymentReferences.amount })
    .from(repaymentReferences)
    .where(and(
      eq(repaymentReferences.orderId, orderId), eq(repaymentReferences.kind, 'ussd'), isNotNull(repaymentReferences.payableReference), gt(repaymentReferences.createdAt, since),
      notExists(db.select({ one: sql`1` }).from(incomingPayments).where(and(
        eq(incomingPayments.provider, repaymentReferences.provider), eq(incomingPayments.targetKind, 'reference'), eq(incomingPayments.target, repaymentReferences.reference),
      ))),
    ))
    .orderBy(desc(repaymentReferences.createdAt))
    .limit(1);
  return row?.code && row.amount !== null ? { code: row.code, amount: row.amount } : null;
}

/** Where the provider's list was last compared up to; null before the first run. */
export async function reconciledUntil(db: Executor, provider: string): Promise<Date | null> {
  const [row] = await db.select({ until: collectionsReconciliations.reconciledUntil }).from(collectionsReconciliations).where(eq(collectionsReconciliations.provider, provider));
  return row?.until ?? null;
}

/** Moves the mark forward only: a slower run that finishes late never moves it back. */
export async function markReconciled(db: Executor, provider: string, until: Date, at: Date): Promise<void> {
  await db
    .insert(collectionsReconciliations)
    .values({ provider, reconciledUntil: until, updatedAt: at })
    .onConflictDoUpdate({
      target: collectionsReconciliations.provider,
      set: { reconciledUntil: sql`greatest(${collectionsReconciliations.reconciledUntil}, excluded.reconciled_until)`, updatedAt: at },
    });
}
