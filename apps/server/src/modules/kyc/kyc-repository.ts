import type { ImageKind } from '@lendline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kycIdentities, kycImages } from '../../db/schema.ts';

export type KycImageRow = typeof kycImages.$inferSelect;
export type KycIdentityRow = typeof kycIdentities.$inferSelect;

/** Every query is scoped by user id: a borrower can only ever reach their own photos. */
export async function findImages(db: Executor, userId: string): Promise<KycImageRow[]> {
  return db.select().from(kycImages).where(eq(kycImages.userId, userId));
}

/**
 * Replaces the borrower's photo of that kind inside the caller's transaction (which also
 * enqueues its check); returns the storage key of the one replaced.
 */
export async function replaceImage(tx: Executor, row: KycImageRow): Promise<string | undefined> {
  const [old] = await tx
    .select({ storageKey: kycImages.storageKey })
    .from(kycImages)
    .where(and(eq(kycImages.userId, row.userId), eq(kycImages.kind, row.kind)))
    .for('update');
  const { userId: _user, kind: _kind, ...fields } = row;
  await tx.insert(kycImages).values(row).onConflictDoUpdate({ target: [kycImages.userId, kycImages.kind], set: fields });
  return old?.storageKey;
}

export async function findImageById(db: Executor, imageId: string): Promise<KycImageRow | undefined> {
  const [row] = await db.select().from(kycImages).where(eq(kycImages.imageId, imageId)).limit(1);
  return row;
}

export type CheckResult =
  | { status: 'checked'; storageKey: string; byteSize: number; width: number; height: number; brightness: number; recognized: string | null }
  | { status: 'rejected'; rejection: string };

/**
 * Writes a photo's check once: only while that very photo (its image id) is still `checking`.
 * A second run of the job, or a run for a photo replaced meanwhile, changes nothing and is
 * told so (false), so the caller removes the file it made instead of the one in use.
 */
export async function settleImage(db: Executor, imageId: string, result: CheckResult): Promise<boolean> {
  const updated = await db
    .update(kycImages)
    .set(result)
    .where(and(eq(kycImages.imageId, imageId), eq(kycImages.status, 'checking')))
    .returning({ imageId: kycImages.imageId });
  return updated.length > 0;
}

/** Whether any of these photos of the borrower is still being checked (the finish call waits on them). */
export async function stillChecking(db: Executor, userId: string, kinds: readonly ImageKind[]): Promise<boolean> {
  const rows = await db
    .select({ kind: kycImages.kind })
    .from(kycImages)
    .where(and(eq(kycImages.userId, userId), eq(kycImages.status, 'checking'), inArray(kycImages.kind, [...kinds])))
    .limit(1);
  return rows.length > 0;
}

export async function saveIdentity(db: Executor, row: KycIdentityRow): Promise<void> {
  await db
    .insert(kycIdentities)
    .values(row)
    .onConflictDoUpdate({
      target: kycIdentities.userId,
      set: {
        idType: row.idType,
        idNumberMasked: row.idNumberMasked,
        idNumberHash: row.idNumberHash,
        provider: row.provider,
        verifiedAt: row.verifiedAt,
      },
    });
}

export async function findIdentity(db: Executor, userId: string): Promise<KycIdentityRow | undefined> {
  const [row] = await db.select().from(kycIdentities).where(eq(kycIdentities.userId, userId)).limit(1);
  return row;
}

/** Every photo row and the identity record of the borrower (their files are removed by the caller first). */
export async function deleteApplicant(db: Executor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(kycImages).where(eq(kycImages.userId, userId));
    await tx.delete(kycIdentities).where(eq(kycIdentities.userId, userId));
  });
}
