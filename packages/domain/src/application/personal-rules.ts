import { normalizePhone } from '../phone/normalize.ts';
import type { MarketId } from '../market/markets.ts';

/**
 * Email domains accepted and suggested. The spec's hint says "gmail and yahoo Mail only"
 * while its suggestions add outlook; we accept exactly what we suggest (ADR 010), so a
 * suggestion is never refused.
 */
export const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com'] as const;
export const DEFAULT_EMAIL_DOMAIN = 'gmail.com';

/** Spaces are stripped as the borrower types (spec section 5). */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * Completions for what has been typed: the local part with each domain that still fits.
 * "ada" → ada@gmail.com, ada@yahoo.com, ada@outlook.com; "ada@y" → ada@yahoo.com.
 */
export function emailSuggestions(partial: string): string[] {
  const typed = stripSpaces(partial).toLowerCase();
  const at = typed.indexOf('@');
  const local = at === -1 ? typed : typed.slice(0, at);
  const host = at === -1 ? '' : typed.slice(at + 1);
  if (local === '') return [];
  return EMAIL_DOMAINS.filter((domain) => domain.startsWith(host)).map((domain) => `${local}@${domain}`);
}

/** A bare local part gets the default domain ("ada" → "ada@gmail.com"); anything else is left alone. */
export function withDefaultEmailDomain(value: string): string {
  const typed = stripSpaces(value);
  return typed === '' || typed.includes('@') ? typed : `${typed}@${DEFAULT_EMAIL_DOMAIN}`;
}

/** "1990-1-5" → "1990-01-05": the picker's month and day padded to two digits (spec section 5). */
export function padBirthday(value: string): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return value;
  return `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
}

/** Whether a YYYY-MM-DD string names a real calendar day (no 31 April, no 29 February 2023). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Whole years from birthday to today, both YYYY-MM-DD on the market's calendar. Compared as
 * strings so no time zone enters: someone born on 29 February turns a year older on 1 March
 * in common years.
 */
export function ageOn(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) < birthday.slice(5) ? years - 1 : years;
}

export const MINIMUM_AGE = 18;

/**
 * A contact's phone as the spec normalises a picked number (strip +234, 234, a leading 0 and
 * non-digits), returned as the national number ("8031234567"), or null when it is not a
 * mobile number of the market.
 */
export function normalizeContactPhone(input: string, market: MarketId): string | null {
  const canonical = normalizePhone(input.replace(/[^\d+]/g, ''), market);
  if (canonical === null) return null;
  return canonical.slice(canonical.length - 10);
}
