import type { StaffBorrowerDocument } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../providers/storage/types.ts';
import { findIdentity, findImages } from './kyc-repository.ts';

/** The order staff see the photos in: the document's two sides, then the face. */
const ORDER = ['front', 'back', 'face'];

/**
 * The kyc module's reads for staff (issue 22, ADR 081): the borrower's identity photos as a
 * list (never a storage path), one photo's bytes by its id and its owner, and the identity
 * check that passed, whose ID number is stored only masked and hashed.
 */
export function createStaffDocuments(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;
  return {
    async documentsOf(userId: string): Promise<StaffBorrowerDocument[]> {
      const rows = await findImages(db, userId);
      return rows
        .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind))
        .map((row) => ({
          documentId: row.imageId, kind: row.kind, status: row.status, uploadedAt: row.createdAt.toISOString(),
          byteSize: row.byteSize, width: row.width, height: row.height,
        }));
    },

    /** The photo's bytes when it is this borrower's; null for another's, a rejected one (its file is gone) or none. */
    async documentBytes(userId: string, documentId: string): Promise<Buffer | null> {
      const row = (await findImages(db, userId)).find((image) => image.imageId === documentId);
      return row && row.status !== 'rejected' ? storage.get(row.storageKey) : null;
    },

    async identityOf(userId: string): Promise<{ idType: string; idNumberMasked: string; verifiedAt: string } | null> {
      const row = await findIdentity(db, userId);
      return row ? { idType: row.idType, idNumberMasked: row.idNumberMasked, verifiedAt: row.verifiedAt.toISOString() } : null;
    },
  };
}
