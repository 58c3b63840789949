/**
 * Four-eyes requests (issue 22, ADR 076), written by the approvals module. Conventions as in
 * schema.ts: text UUID ids, instants from the injected clock. Makers and approvers are staff
 * principals (a person or an API key), kept by id and name.
 */
import type { ApprovalState, FourEyesAction } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/** One request: what it will do (payload), what it changes (before/after), who asked and who decided. */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: text('id').primaryKey(),
    action: text('action').$type<FourEyesAction>().notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** The action's own input, checked by its executor when asked. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** What the approver compares: the object's fields now, and as they will be. */
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    state: text('state').$type<ApprovalState>().notNull(),
    makerId: text('maker_id').notNull(),
    makerName: text('maker_name').notNull(),
    createdAt: instant('created_at').notNull(),
    deciderId: text('decider_id'),
    deciderName: text('decider_name'),
    /** Why it was rejected or withdrawn; why its run failed. */
    decisionReason: text('decision_reason'),
    decidedAt: instant('decided_at'),
    /** What the run answered (done), or the refusal's error name (failed). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    // One waiting request per action and object: a second is refused while the first waits.
    uniqueIndex('approval_requests_pending_idx').on(t.action, t.objectType, t.objectId).where(sql`"state" = 'pending'`),
    index('approval_requests_state_idx').on(t.state, t.createdAt),
    check('approval_requests_state_check', sql`${t.state} IN ('pending', 'approved', 'done', 'failed', 'rejected', 'withdrawn')`),
  ],
);

export const approvalsTables = { approvalRequests };
