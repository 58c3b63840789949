import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/client.ts';
import type { AuditActorKind, AuditOutcome } from '../../db/schema.ts';
import type { Clock } from '../../shared/clock.ts';
import { asStoredJson, checkHead, checkRows, GENESIS_HASH, hashOf, toCsv, type AuditRow, type ChainPosition } from './audit-fns.ts';
import { appendEvent, eventsInOrder, eventsNewestFirst, lockHead, readHead, type AuditFilters } from './audit-repository.ts';

export type { AuditFilters } from './audit-repository.ts';
/** One CSV cell, never a spreadsheet formula: the portfolio's exports write theirs the same way (ADR 078). */
export { csvCell } from './audit-fns.ts';
export type { AuditActorKind, AuditOutcome } from '../../db/schema.ts';

export interface AuditDeps {
  db: Db;
  now: Clock;
}

/** A staff member, an API key or the server itself ('system': a job, a sweep). */
export interface AuditActor {
  kind: AuditActorKind;
  id: string;
  name: string;
}

/** Who acts and from where: made once per request by whoever authenticates it. */
export interface AuditContext {
  actor: AuditActor;
  /** The client's address as the server resolved it (trustProxy); null for the system. */
  address: string | null;
  requestId: string | null;
}

/**
 * One action to record. NEVER a secret: no password, code, token, TOTP secret or API key, and no
 * unmasked identity number, document or phone number (a reveal records which field was shown,
 * never its value). `before` and `after` hold the changed fields only, as plain JSON values.
 */
export interface AuditEntry extends AuditContext {
  /** '<object>.<verb>', e.g. 'proof.approve', 'staff.create', 'reveal'. */
  action: string;
  object: { type: string; id: string };
  before?: Readonly<Record<string, unknown>>;
  after?: Readonly<Record<string, unknown>>;
  /** What staff gave as the reason, when the action asks for one. */
  reason?: string;
  /** 'refused': the action was asked for and not done (no permission, a rule said no). Default 'done'. */
  outcome?: AuditOutcome;
}

/** What is revealed unmasked: the object and which of its fields. */
export interface RevealTarget {
  type: string;
  id: string;
  /** e.g. 'idNumber', 'documentImage', 'phone'. */
  field: string;
}

export type AuditEvent = AuditRow;

export interface AuditSearch extends AuditFilters {
  /** The nextCursor of the page before. */
  cursor?: number;
  limit?: number;
}

export type ChainCheck = { ok: true; count: number } | { ok: false; brokenAt: number; reason: string };

export type AuditService = ReturnType<typeof createAuditService>;

/** What a module recording staff actions is given (ADR 077): `record` in its own transaction, as its last write. */
export type AuditRecorder = Pick<AuditService, 'record' | 'recordReveal' | 'recordAlone'>;

const DEFAULT_PAGE = 50;
const MAX_PAGE = 500;
/** Rows read at a time by the check and the export. */
const BATCH = 1000;

/**
 * The staff audit trail (issue 22, ADR 073): append-only rows chained by hash. `record` runs in
 * the caller's transaction, so an action and its row commit together or not at all; it locks
 * the chain head until that commit, so record as the transaction's last write.
 */
export function createAuditService(deps: AuditDeps) {
  const { db, now } = deps;

  async function record(executor: Executor, entry: AuditEntry): Promise<void> {
    // A savepoint inside the caller's transaction, or a transaction of its own when given the database.
    await executor.transaction(async (tx) => {
      const head = await lockHead(tx);
      const unhashed = {
        seq: head.seq + 1, id: randomUUID(), at: now(),
        actorKind: entry.actor.kind, actorId: entry.actor.id, actorName: entry.actor.name,
        address: entry.address, requestId: entry.requestId, action: entry.action,
        objectType: entry.object.type, objectId: entry.object.id,
        before: asStoredJson(entry.before), after: asStoredJson(entry.after),
        reason: entry.reason ?? null, outcome: entry.outcome ?? 'done', prevHash: head.hash,
      };
      await appendEvent(tx, { ...unhashed, hash: hashOf(unhashed) });
    });
  }

  return {
    record,

    /**
     * A row in a transaction of its own, for what changes no table of ours: an action refused
     * before anything changed (no permission, another market), a link handed out (ADR 077).
     */
    recordAlone(entry: AuditEntry): Promise<void> {
      return record(db, entry);
    },

    /** An unmasked value shown to staff: which field of which object, never the value. */
    recordReveal(executor: Executor, context: AuditContext, target: RevealTarget, reason?: string): Promise<void> {
      return record(executor, { ...context, action: 'reveal', object: { type: target.type, id: target.id }, after: { field: target.field }, ...(reason !== undefined ? { reason } : {}) });
    },

    /** Newest first, a page at a time: nextCursor is null on the last page. */
    async search(filters: AuditSearch): Promise<{ events: AuditEvent[]; nextCursor: number | null }> {
      const asked = filters.limit !== undefined && Number.isFinite(filters.limit) ? Math.trunc(filters.limit) : DEFAULT_PAGE;
      const limit = Math.min(Math.max(asked, 1), MAX_PAGE);
      const rows = await eventsNewestFirst(db, filters, filters.cursor, limit + 1);
      const events = rows.slice(0, limit);
      return { events, nextCursor: rows.length > limit ? (events.at(-1)?.seq ?? null) : null };
    },

    /** Every matching row in the chain's order (oldest first, so the file's hashes link line to line). */
    async exportCsv(filters: AuditFilters): Promise<string> {
      const rows: AuditRow[] = [];
      for (let after = 0; ; ) {
        const batch = await eventsInOrder(db, filters, after, BATCH);
        rows.push(...batch);
        if (batch.length < BATCH) break;
        after = batch.at(-1)!.seq;
      }
      return toCsv(rows);
    },

    /** Reads the whole chain in order; the first row that does not follow is where it broke. */
    async verifyChain(): Promise<ChainCheck> {
      // The head first: rows appended while the check reads are beyond it and not yet its business.
      const head = await readHead(db);
      let position: ChainPosition = { seq: 0, hash: GENESIS_HASH };
      for (;;) {
        const batch = await eventsInOrder(db, {}, position.seq, BATCH);
        const upToHead = batch.filter((row) => row.seq <= head.seq);
        const next = checkRows(position, upToHead);
        if ('brokenAt' in next) return { ok: false, ...next };
        position = next;
        if (upToHead.length < BATCH) break;
      }
      const broken = checkHead(position, head);
      return broken ? { ok: false, ...broken } : { ok: true, count: position.seq };
    },
  };
}
