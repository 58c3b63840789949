import * as z from 'zod/mini';
import type { Currency } from '../market/markets.ts';

/**
 * The collections work queue on the staff console (issue 22, ADR 087): the server's overdue
 * loans, oldest first, with what each owes and what was last said to its borrower. Amounts are
 * integer minor units of `currency`; dates 'YYYY-MM-DD' market days; instants ISO UTC.
 */

/** Days-past-due buckets of the queue, as the portfolio's (ADR 078) without 'current'. */
export const COLLECTION_BUCKETS = ['1-30', '31-60', '61-90', '91+'] as const;
export type CollectionBucket = (typeof COLLECTION_BUCKETS)[number];

export function isCollectionBucket(value: unknown): value is CollectionBucket {
  return typeof value === 'string' && (COLLECTION_BUCKETS as readonly string[]).includes(value);
}

/** The bucket of a loan `daysPastDue` days past due (1–30 takes 0 too: an Overdue loan is in the queue). */
export function collectionBucketOf(daysPastDue: number): CollectionBucket {
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return '91+';
}

/** The queue's page: at most this many loans, 25 unless asked. */
export const COLLECTIONS_MAX_PAGE = 100;
export const COLLECTIONS_DEFAULT_PAGE = 25;

/** What staff record and send (the kinds of `collection_contacts`). */
export const COLLECTION_CONTACT_KINDS = ['note', 'promise', 'reminder', 'rollover_offer'] as const;
export type CollectionContactKind = (typeof COLLECTION_CONTACT_KINDS)[number];

export interface CollectionContact {
  kind: CollectionContactKind;
  at: string;
  /** Who on the staff. */
  by: string;
  /** A note's words (notes and promises only). */
  note: string | null;
  /** A promise to pay: the day and amount the borrower promised. */
  promisedOn: string | null;
  promisedAmount: number | null;
}

export interface StaffCollection {
  orderNo: string;
  currency: Currency;
  daysPastDue: number;
  bucket: CollectionBucket;
  /** The oldest phase not covered (penalties aside): days past due count from it; the age too. */
  oldestDueDate: string;
  owed: { principal: number; interest: number; penalty: number; total: number; dueNow: number };
  borrower: { userId: string; name: string | null; phone: string | null };
  /** The latest reminder the borrower got for this loan (automatic or staff's), by SMS and message centre. */
  lastReminder: { kind: string; at: string } | null;
  /** The latest thing staff recorded or sent. */
  lastContact: CollectionContact | null;
  /** The latest promise to pay, if any. */
  promise: { on: string; amount: number; at: string } | null;
  /** Whether the borrower may roll over now, and on what terms (the borrower's own quote). */
  extension: { available: boolean; refusal: string | null; fee: number; total: number; days: number; newDueDate: string | null };
}

export interface StaffCollectionList {
  loans: StaffCollection[];
  /** Every overdue loan per bucket, whatever the filter. */
  counts: Record<CollectionBucket, number>;
  /** The market day the days past due are counted at. */
  asOf: string;
  nextCursor: string | null;
  /** Whether a message may go to a borrower now (contact hours in the market's time zone), and the hours. */
  contactHours: { open: boolean; from: number; until: number; timeZone: string };
}

/**
 * A contact note, or a promise to pay when a date and an amount are given (the server asks for
 * both or neither: `error.collections.promise`). The amount is whole minor units.
 */
export const collectionNoteSchema = z.object({
  note: z.string('error.collections.note').check(z.trim(), z.minLength(3, 'error.collections.note'), z.maxLength(1000, 'error.collections.note')),
  promisedOn: z.optional(z.string('error.collections.promisedOn').check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'error.collections.promisedOn'))),
  promisedAmount: z.optional(z.number('error.collections.promisedAmount').check(z.refine((n) => Number.isSafeInteger(n) && n > 0, 'error.collections.promisedAmount'))),
});
export type CollectionNote = z.output<typeof collectionNoteSchema>;

/** What an action did. */
export interface CollectionAnswer {
  orderNo: string;
  kind: CollectionContactKind;
  /** For a reminder: whether the SMS went too (the message centre has it either way). */
  sms?: 'sent' | 'failed' | 'rejected' | 'no_phone';
}
