/**
 * Tables of the kyc module (see schema.ts for the conventions: text UUID ids, instants from
 * the injected clock, money as bigint minor units). Add each table to `kycTables`.
 */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
// Circular with schema.ts, which spreads kycTables; safe because references() is lazy.
import { users } from './schema.ts';


/**
 * The latest accepted photo of each kind per borrower (front, back, face): a retake replaces
 * the row and its file. Only photos that passed recognition are kept.
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
    /** JSON of what the provider read (DocumentFields); null for the face. */
    recognized: text('recognized'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ name: 'kyc_images_pk', columns: [t.userId, t.kind] })],
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
