/**
 * The durable job queue's one table (ADR 014; conventions in schema.ts). Instants come from
 * the injected clock, never the database's now(), so tests pin time.
 */
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';


/** queued -> running -> done | queued again (retry) | failed (after maxAttempts; kept). */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    queue: text('queue').notNull(),
    /** The caller's idempotency key: one job per (queue, key), whatever its state. */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    /** The version of the payload's shape (jobs/queues.ts); a handler meets only its own version. */
    payloadVersion: integer('payload_version').notNull().default(1),
    /** queued | running | done | failed */
    state: text('state').notNull(),
    runAt: instant('run_at').notNull(),
    /** Claims so far, the current one included. */
    attempts: integer('attempts').notNull(),
    /** While running: the lease; past it, another instance may claim the job again. */
    lockedUntil: instant('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    doneAt: instant('done_at'),
  },
  (t) => [
    uniqueIndex('jobs_queue_key_idx').on(t.queue, t.key),
    index('jobs_due_idx').on(t.queue, t.state, t.runAt),
  ],
);

export const jobTables = { jobs };
