import { asc, eq } from 'drizzle-orm';
import type { LegalDocument } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { legalAcceptances } from '../../db/schema.ts';

export interface Acceptance {
  document: LegalDocument;
  version: string;
  acceptedAt: Date;
}

export async function acceptancesOf(db: Executor, userId: string): Promise<Acceptance[]> {
  const rows = await db
    .select({ document: legalAcceptances.document, version: legalAcceptances.version, acceptedAt: legalAcceptances.acceptedAt })
    .from(legalAcceptances)
    .where(eq(legalAcceptances.userId, userId))
    .orderBy(asc(legalAcceptances.acceptedAt), asc(legalAcceptances.document));
  // Only this module writes the column, with a LegalDocument.
  return rows.map((r) => ({ ...r, document: r.document as LegalDocument }));
}

/** Records an acceptance; the same version accepted again keeps its first time. */
export async function recordAcceptance(
  db: Executor,
  row: { userId: string; document: LegalDocument; version: string; acceptedAt: Date; source: string },
): Promise<void> {
  await db.insert(legalAcceptances).values(row).onConflictDoNothing();
}
