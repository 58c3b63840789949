import { randomInt } from 'node:crypto';
import type { Complaint, ComplaintCategory, ComplaintState } from '@lendline/domain';
import type { complaints } from '../../db/schema.ts';

export type ComplaintRow = typeof complaints.$inferSelect;

/** Crockford's base32 without I, L, O, U: read aloud over the phone without confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "CMP-260302-7KQ4XM": the day it was made (UTC) and six random characters (30 bits); unique
 * by index, and the caller draws again on the rare collision. Guessing one reveals nothing:
 * every read is scoped to its borrower.
 */
export function complaintReference(at: Date, random: (max: number) => number = randomInt): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += ALPHABET[random(ALPHABET.length)];
  return `CMP-${day}-${tail}`;
}

export function answerByOf(createdAt: Date, days: number): Date {
  return new Date(createdAt.getTime() + days * DAY_MS);
}

export function complaintView(row: ComplaintRow): Complaint {
  return {
    reference: row.reference,
    category: row.category as ComplaintCategory,
    text: row.text,
    orderNo: row.orderNo,
    state: row.state as ComplaintState,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    answerBy: row.answerBy.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}
