import type { ImageKind } from '@lendline/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kycIdentities, kycImages } from '../../db/schema.ts';

export type KycImageRow = typeof kycImages.$inferSelect;
export type KycIdentityRow = typeof kycIdentities.$inferSelect;

/** Every query is scoped by user id: a borrower can only ever reach their own photos. */
export async function findImages(db: Executor, userId: string): Promise<KycImageRow[]> {
  return db.select().from(kycImages).where(eq(kycImages.userId, userId));
}

export async function findImage(db: Executor, userId: string, kind: ImageKind): Promise<KycImageRow | undefined> {
  const [row] = await db
    .select()
    .from(kycImages)
    .where(and(eq(kycImages.userId, userId), eq(kycImages.kind, kind)))
    .limit(1);
  return row;
}

/** Replaces the borrower's photo of that kind; returns the storage key of the one replaced. */
export async function replaceImage(db: Executor, row: KycImageRow): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ storageKey: kycImages.storageKey })
      .from(kycImages)
      .where(and(eq(kycImages.userId, row.userId), eq(kycImages.kind, row.kind)))
      .for('update');
    await tx
      .insert(kycImages)
      .values(row)
      .onConflictDoUpdate({
        target: [kycImages.userId, kycImages.kind],
        set: {
          imageId: row.imageId,
          storageKey: row.storageKey,
          byteSize: row.byteSize,
          width: row.width,
          height: row.height,
          recognized: row.recognized,
          createdAt: row.createdAt,
        },
      });
    return old?.storageKey;
  });
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
