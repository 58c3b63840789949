import { and, asc, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditChainHead, auditEvents } from '../../db/schema.ts';
import type { AuditRow, ChainPosition } from './audit-fns.ts';

/** What the console searches by; `from` inclusive, `to` exclusive. */
export interface AuditFilters {
  actorId?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  from?: Date;
  to?: Date;
}

function matching(filters: AuditFilters): SQL[] {
  const e = auditEvents;
  return [
    filters.actorId !== undefined ? eq(e.actorId, filters.actorId) : undefined,
    filters.action !== undefined ? eq(e.action, filters.action) : undefined,
    filters.objectType !== undefined ? eq(e.objectType, filters.objectType) : undefined,
    filters.objectId !== undefined ? eq(e.objectId, filters.objectId) : undefined,
    filters.from !== undefined ? gte(e.at, filters.from) : undefined,
    filters.to !== undefined ? lt(e.at, filters.to) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

/** Locks the chain head until the caller's transaction ends: one append at a time, across instances. */
export async function lockHead(tx: Executor): Promise<ChainPosition> {
  const [head] = await tx.select({ seq: auditChainHead.seq, hash: auditChainHead.hash }).from(auditChainHead).where(eq(auditChainHead.id, 1)).for('update');
  if (!head) throw new Error('audit_chain_head has no row: migration 0035 was not applied');
  return head;
}

export async function readHead(db: Executor): Promise<ChainPosition> {
  const [head] = await db.select({ seq: auditChainHead.seq, hash: auditChainHead.hash }).from(auditChainHead).where(eq(auditChainHead.id, 1));
  if (!head) throw new Error('audit_chain_head has no row: migration 0035 was not applied');
  return head;
}

/** The row and the head's move, under the lock lockHead took (the database checks both extend the chain). */
export async function appendEvent(tx: Executor, row: AuditRow): Promise<void> {
  await tx.insert(auditEvents).values(row);
  await tx.update(auditChainHead).set({ seq: row.seq, hash: row.hash }).where(eq(auditChainHead.id, 1));
}

/** Newest first, before the seq `before` when given; `limit` rows at most. */
export async function eventsNewestFirst(db: Executor, filters: AuditFilters, before: number | undefined, limit: number): Promise<AuditRow[]> {
  const conditions = [...matching(filters), ...(before !== undefined ? [lt(auditEvents.seq, before)] : [])];
  return db.select().from(auditEvents).where(and(...conditions)).orderBy(desc(auditEvents.seq)).limit(limit);
}

/** Oldest first, after the seq `after`: the check and the export read the chain in its order. */
export async function eventsInOrder(db: Executor, filters: AuditFilters, after: number, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditEvents).where(and(...matching(filters), gt(auditEvents.seq, after))).orderBy(asc(auditEvents.seq)).limit(limit);
}
