import { decimalToMinor, namedIn, type Currency } from '@lendline/domain';
import type { VendorExchange } from '../vendor-http.ts';
import type { BureauFailureReason, BureauReport, BureauResult, BureauSubject } from './types.ts';

/**
 * What every bureau adapter shares: reading a report strictly (a report read by half is worse
 * than none, since a decision would rest on the half), amounts, dates, masking and matching.
 * The readers throw `MalformedReport` at the first field they cannot read; each adapter turns
 * it into `invalid_response` at its boundary, so no partly read report ever leaves it.
 */
export class MalformedReport extends Error {
  override name = 'MalformedReport';
}

export type Failure = Extract<BureauResult, { ok: false }>;
export const failure = (reason: BureauFailureReason, detail: string): Failure => ({ ok: false, reason, detail });

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^\d+(\.\d+)?$/;

/**
 * A bureau's amount in major units as minor units: "1,260,995.50" → 126099550, "15000" and
 * 15000 → 1500000. Thousands commas only in groups of three; anything else ("1,26,0", "12.5.0",
 * "₦500", "-3", "N/A", a third decimal digit that is not zero) is refused, never guessed at.
 */
export function bureauAmount(value: unknown, currency: Currency, field: string): number {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (!GROUPED.test(text) && !PLAIN.test(text)) throw new MalformedReport(`${field}: not an amount`);
  const minor = decimalToMinor(text.replaceAll(',', ''), currency);
  if (minor === null) throw new MalformedReport(`${field}: not an amount`);
  return minor;
}

/** As `bureauAmount`, with absent, null and "" read as "not given". */
export function optionalAmount(value: unknown, currency: Currency, field: string): number | null {
  return value === undefined || value === null || value === '' ? null : bureauAmount(value, currency, field);
}

/** The account reference's last 4 letters or digits behind stars; the rest never leaves the adapter. */
export function maskAccount(reference: unknown): string {
  const kept = String(reference ?? '').replace(/[^A-Za-z0-9]/g, '');
  return `***${kept.slice(-4)}`;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A bureau's calendar date as YYYY-MM-DD: ISO ("2024-05-14", "2024-05-14T00:00:00"), the
 * Nigerian bureaus' day-first "14/05/2024" and CRC's "14-May-2024". Absent, null and "" are
 * "not given"; any other text is refused.
 */
export function bureauDate(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value.trim() : '';
  let parsed: string | null = null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  const dayFirst = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const named = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (iso) parsed = validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  else if (dayFirst) parsed = validDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  else if (named) parsed = validDate(Number(named[3]), MONTHS.indexOf(named[2]!.toUpperCase()) + 1, Number(named[1]));
  if (parsed === null) throw new MalformedReport(`${field}: not a date`);
  return parsed;
}

/** A required text field, trimmed. */
export function requiredText(value: unknown, field: string): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw new MalformedReport(`${field}: missing`);
  const text = String(value).trim();
  if (!text) throw new MalformedReport(`${field}: missing`);
  return text;
}

/** A plain object, or the report is malformed. */
export function record(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MalformedReport(`${field}: not an object`);
  return value as Record<string, unknown>;
}

/** An array, or the report is malformed; absent and null read as empty where `optional`. */
export function list(value: unknown, field: string, optional = false): unknown[] {
  if (optional && (value === undefined || value === null)) return [];
  if (!Array.isArray(value)) throw new MalformedReport(`${field}: not a list`);
  return value;
}

/** A whole number ≥ 0 given as a number or digits; absent, null and "" are "not given". */
export function optionalCount(value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (!/^\d{1,6}$/.test(text)) throw new MalformedReport(`${field}: not a whole number`);
  return Number(text);
}

/**
 * Whether a bureau's record is the subject: the first name and last name both among the
 * record's names, and the same birthday. Only used to pick among several records a search
 * returned; a single record is handed on as the bureau gave it, and the bureaus module
 * compares it (a report on another person is refused there, with its reason shown to staff).
 */
export function isSubject(candidate: { fullName: string; birthday: string | null }, subject: BureauSubject): boolean {
  return candidate.birthday === subject.birthday && namedIn(candidate.fullName, subject);
}

export type RecordPick<T> = { kind: 'one'; record: T } | { kind: 'none' } | { kind: 'ambiguous'; count: number };

/**
 * Which of a search's records to report on (ADR 098): one record is taken; of several, the
 * only one that is the subject by name and birthday. When none is, the bureau has no file we
 * can tie to the borrower (a thin file); when more than one is, nothing is guessed.
 */
export function pickRecord<T>(records: readonly T[], describe: (r: T) => { fullName: string; birthday: string | null }, subject: BureauSubject): RecordPick<T> {
  if (records.length === 0) return { kind: 'none' };
  if (records.length === 1) return { kind: 'one', record: records[0]! };
  const matching = records.filter((r) => isSubject(describe(r), subject));
  if (matching.length === 1) return { kind: 'one', record: matching[0]! };
  return matching.length === 0 ? { kind: 'none' } : { kind: 'ambiguous', count: matching.length };
}

/** How many of `dates` (YYYY-MM-DD) fall within the `days` before `now`. */
export function countWithin(dates: ReadonlyArray<string | null>, now: Date, days = 90): number {
  const from = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const to = now.toISOString().slice(0, 10);
  return dates.filter((d) => d !== null && d >= from && d <= to).length;
}

/**
 * What a transport failure or an HTTP status means, the same at every bureau: no answer, a
 * 5xx or 429 is `unavailable` (ask again later, or the second bureau); 401 and 403 are our
 * credentials (`misconfigured`, after the one re-login the adapters try). Null: an answer
 * the adapter reads itself.
 */
export function exchangeFailure(exchange: VendorExchange, vendor: string): Failure | null {
  if (!exchange.ok) return failure('unavailable', `${vendor}: ${exchange.timedOut ? 'timed out' : 'no answer'}`);
  if (exchange.status >= 500 || exchange.status === 429) return failure('unavailable', `${vendor}: HTTP ${exchange.status}`);
  if (exchange.status === 401 || exchange.status === 403) return failure('misconfigured', `${vendor}: HTTP ${exchange.status}, check the credentials`);
  return null;
}

/** Runs a strict reader; its first unreadable field becomes `invalid_response` (the field named, never its value). */
export function readStrictly<T>(vendor: string, read: () => T): { ok: true; value: T } | Failure {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    if (error instanceof MalformedReport) return failure('invalid_response', `${vendor}: ${error.message}`);
    throw error;
  }
}

/** The bureau has no file on the person (a thin file): our reference stands for the enquiry. */
export function noHitReport(bureau: string, reference: string, subject: BureauSubject, reportedAt: string): BureauReport {
  const fullName = [subject.firstName, subject.lastName, subject.secondLastName].filter(Boolean).join(' ').toUpperCase();
  return { bureau, bureauReference: reference, found: false, subject: { fullName, birthday: subject.birthday }, score: null, facilities: [], recentInquiries: null, reportedAt };
}
