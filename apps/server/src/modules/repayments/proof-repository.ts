import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { repaymentProofImages, repaymentProofs } from '../../db/schema.ts';

/** `repayment_proof_images` and `repayment_proofs` (ADR 038), written by this module alone. */
export type ProofImageRow = typeof repaymentProofImages.$inferSelect;
export type ProofRow = typeof repaymentProofs.$inferSelect;

export async function insertProofImage(db: Executor, row: ProofImageRow): Promise<void> {
  await db.insert(repaymentProofImages).values(row);
}

/** The borrower's own photo; another borrower's is as absent as one that never existed. */
export async function findOwnImage(db: Executor, userId: string, imageId: string): Promise<ProofImageRow | undefined> {
  const [row] = await db
    .select()
    .from(repaymentProofImages)
    .where(and(eq(repaymentProofImages.id, imageId), eq(repaymentProofImages.userId, userId)))
    .limit(1);
  return row;
}

export async function findImage(db: Executor, imageId: string): Promise<ProofImageRow | undefined> {
  const [row] = await db.select().from(repaymentProofImages).where(eq(repaymentProofImages.id, imageId)).limit(1);
  return row;
}

/** A new proof, or the one already saved with this photo (a double tap, a retry): null then. */
export async function insertProof(db: Executor, row: typeof repaymentProofs.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(repaymentProofs).values(row).onConflictDoNothing({ target: repaymentProofs.imageId }).returning({ id: repaymentProofs.id });
  return inserted.length > 0;
}

export async function findProofByImage(db: Executor, imageId: string): Promise<ProofRow | undefined> {
  const [row] = await db.select().from(repaymentProofs).where(eq(repaymentProofs.imageId, imageId)).limit(1);
  return row;
}

export async function proofsOfOrder(db: Executor, orderId: string): Promise<ProofRow[]> {
  return db.select().from(repaymentProofs).where(eq(repaymentProofs.orderId, orderId)).orderBy(desc(repaymentProofs.createdAt), desc(repaymentProofs.id));
}

/** Under the row lock: two reviews of one proof run one after the other, and the second sees the first. */
export async function lockProof(tx: Executor, proofId: string): Promise<ProofRow | undefined> {
  const [row] = await tx.select().from(repaymentProofs).where(eq(repaymentProofs.id, proofId)).for('update');
  return row;
}

export async function findProof(db: Executor, proofId: string): Promise<ProofRow | undefined> {
  const [row] = await db.select().from(repaymentProofs).where(eq(repaymentProofs.id, proofId)).limit(1);
  return row;
}

export async function markReviewed(tx: Executor, proofId: string, review: { state: 'approved' | 'rejected'; reviewedBy: string; reviewedAt: Date; rejectReason: string | null }): Promise<void> {
  await tx.update(repaymentProofs).set(review).where(and(eq(repaymentProofs.id, proofId), eq(repaymentProofs.state, 'pending')));
}

/** Staff's queue: the oldest pending proofs first. */
export async function pendingProofs(db: Executor, limit: number): Promise<ProofRow[]> {
  return db.select().from(repaymentProofs).where(eq(repaymentProofs.state, 'pending')).orderBy(asc(repaymentProofs.createdAt), asc(repaymentProofs.id)).limit(limit);
}
