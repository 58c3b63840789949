import { createHash } from 'node:crypto';
import type { auditEvents } from '../../db/schema.ts';

/** A row of `audit_events` as stored. */
export type AuditRow = typeof auditEvents.$inferSelect;

/** The first row's prev_hash: no row before it. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with every object's keys sorted and no whitespace, so the same values always give the
 * same text, whatever order the caller built them in or jsonb gave them back in. Undefined
 * members are left out as JSON.stringify and jsonb leave them out; a Date is its ISO UTC text.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A changed-fields object as jsonb will give it back: Dates become ISO text, undefined members go.
 * The row is hashed as stored, so what is hashed at append is what the check reads later.
 */
export function asStoredJson(value: unknown): unknown {
  return value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * hash = sha256(prev_hash + canonical JSON of every other column, by its SQL name; ADR 073). The
 * seq is in it, so renumbering shows; the at is ISO UTC text, so any tool can recompute it.
 */
export function hashOf(row: Omit<AuditRow, 'hash'>): string {
  const fields = {
    seq: row.seq, id: row.id, at: row.at.toISOString(),
    actor_kind: row.actorKind, actor_id: row.actorId, actor_name: row.actorName,
    address: row.address, request_id: row.requestId, action: row.action,
    object_type: row.objectType, object_id: row.objectId,
    before: row.before, after: row.after, reason: row.reason, outcome: row.outcome,
  };
  return createHash('sha256').update(row.prevHash + canonicalJson(fields)).digest('hex');
}

/** Where a check stands: the last row it accepted. */
export interface ChainPosition {
  seq: number;
  hash: string;
}

export interface ChainBreak {
  brokenAt: number;
  reason: string;
}

/**
 * Checks rows that follow `from`, in seq order: each is the next seq, links to the row before and
 * hashes to its own hash. An edited row breaks at itself; a deleted one at its (missing) seq.
 */
export function checkRows(from: ChainPosition, rows: readonly AuditRow[]): ChainPosition | ChainBreak {
  let position = from;
  for (const row of rows) {
    const expected = position.seq + 1;
    if (row.seq !== expected) return { brokenAt: expected, reason: `row ${expected} is missing (the next row is ${row.seq})` };
    if (row.prevHash !== position.hash) return { brokenAt: row.seq, reason: `prev_hash does not match the hash of row ${position.seq}` };
    if (hashOf(row) !== row.hash) return { brokenAt: row.seq, reason: 'the row does not match its hash: edited after it was written' };
    position = { seq: row.seq, hash: row.hash };
  }
  return position;
}

/** The head must be the last row: a head ahead of the rows means the tail was deleted. */
export function checkHead(last: ChainPosition, head: ChainPosition): ChainBreak | null {
  if (head.seq === last.seq && head.hash === last.hash) return null;
  if (head.seq > last.seq) return { brokenAt: last.seq + 1, reason: `rows ${last.seq + 1} to ${head.seq} are missing (the chain head is at ${head.seq})` };
  return { brokenAt: head.seq, reason: `the chain head (${head.seq}) does not match the last row (${last.seq})` };
}

const CSV_COLUMNS = [
  'seq', 'id', 'at', 'actor_kind', 'actor_id', 'actor_name', 'address', 'request_id', 'action',
  'object_type', 'object_id', 'before', 'after', 'reason', 'outcome', 'prev_hash', 'hash',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * A cell a spreadsheet would run as a formula (starting = + - @, or a tab or carriage return,
 * OWASP's list) gets a leading apostrophe first: the export is opened by staff in spreadsheets,
 * and a borrower's or staff's text must not become a formula there.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV with a header line, CRLF line ends; before and after as their JSON text. */
export function toCsv(rows: readonly AuditRow[]): string {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const lines = rows.map((r) =>
    [
      String(r.seq), r.id, r.at.toISOString(), r.actorKind, r.actorId, r.actorName, r.address, r.requestId, r.action,
      r.objectType, r.objectId, json(r.before), json(r.after), r.reason, r.outcome, r.prevHash, r.hash,
    ].map(csvCell).join(','),
  );
  return [CSV_COLUMNS.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}
