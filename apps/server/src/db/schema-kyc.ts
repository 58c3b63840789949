/**
 * Tables of the kyc module (see schema.ts for the conventions: text UUID ids, instants from
 * the injected clock, money as bigint minor units). Add each table to `kycTables`.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
// Circular with schema.ts, which spreads kycTables; safe because references() is lazy.
import { users } from './schema.ts';


/**
 * The latest photo of each kind per borrower (front, back, face): a retake replaces the row
 * and its file. An upload is stored as received and `checking`; the photo-check job replaces
 * the file with the re-encoded one and writes `checked`, or removes it and writes `rejected`
 * (ADR 056). Only a checked photo is ever given to the identity check.
 */
export const kycImages = pgTable(
  'kyc_images',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** front | back | face */
    kind: text('kind').notNull(),
    /** Random id shown to the client; never a storage path. */
    imageId: text('image_id').notNull().unique('kyc_images_image_id_unique'),
    /** Random name in the private store. */
    storageKey: text('storage_key').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** JSON of what the provider read (DocumentFields); null for the face and before the check. */
    recognized: text('recognized'),
    createdAt: instant('created_at').notNull(),
    /** checking | checked | rejected */
    status: text('status').notNull(),
    /** The borrower's error (PHOTO_REJECTIONS) when rejected. */
    rejection: text('rejection'),
    /** Mean luma of the checked photo (ImageFacts), so the identity check need not decode it again; null before the check. */
    brightness: real('brightness'),
  },
  (t) => [
    primaryKey({ name: 'kyc_images_pk', columns: [t.userId, t.kind] }),
    check('kyc_images_status_check', sql`${t.status} IN ('checking', 'checked', 'rejected')`),
  ],
);

/** The identity check that passed: the ID number is kept only masked and as an HMAC (for duplicate checks). */
export const kycIdentities = pgTable('kyc_identities', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  idType: text('id_type').notNull(),
  idNumberMasked: text('id_number_masked').notNull(),
  /** HMAC-SHA256(SECRET_KEY, idType|idNumber). */
  idNumberHash: text('id_number_hash').notNull(),
  provider: text('provider').notNull(),
  verifiedAt: instant('verified_at').notNull(),
});

export const kycTables = { kycImages, kycIdentities };
