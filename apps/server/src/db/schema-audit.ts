/**
 * The staff audit trail (issue 22, ADR 073), written by the audit module alone. Append-only:
 * migration 0035 makes `audit_events` refuse UPDATE, DELETE and TRUNCATE, and lets the chain
 * head only move one row forward, onto a row that exists with that hash.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

export type AuditActorKind = 'staff' | 'api-key' | 'system';
export type AuditOutcome = 'done' | 'refused';

/** One staff action (or a refusal of one), chained to the row before it by hash. */
export const auditEvents = pgTable(
  'audit_events',
  {
    /** The chain's order, 1, 2, 3... without gaps: given under the chain head's lock, never by a sequence (which skips on rollback). */
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique('audit_events_id_unique'),
    at: instant('at').notNull(),
    actorKind: text('actor_kind').$type<AuditActorKind>().notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** The client address the request came from; null for the system's own actions. */
    address: text('address'),
    requestId: text('request_id'),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** The changed fields only, never a secret (AuditEntry). */
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    /** The hash of row seq - 1; 64 zeros for the first row. */
    prevHash: text('prev_hash').notNull(),
    /** Hex sha256 of prev_hash and the row's canonical JSON (audit-fns.ts). */
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_events_actor_idx').on(t.actorId, t.seq),
    index('audit_events_object_idx').on(t.objectType, t.objectId, t.seq),
    index('audit_events_action_idx').on(t.action, t.seq),
    index('audit_events_at_idx').on(t.at),
    check('audit_events_actor_kind_check', sql`${t.actorKind} IN ('staff', 'api-key', 'system')`),
    check('audit_events_outcome_check', sql`${t.outcome} IN ('done', 'refused')`),
  ],
);

/**
 * The chain's last row, one row (id 1): locked FOR UPDATE by each append, so appends from every
 * instance form one chain, and compared with the last row by the check, so a deleted tail shows.
 */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [check('audit_chain_head_one_row_check', sql`${t.id} = 1`)],
);

export const auditTables = { auditEvents, auditChainHead };
