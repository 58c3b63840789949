import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { jobs } from '../db/schema-jobs.ts';

export interface ClaimedJob {
  id: string;
  queue: string;
  key: string;
  payload: Record<string, unknown>;
  /** The version of the payload's shape it was enqueued with (jobs/queues.ts). */
  payloadVersion: number;
  attempt: number;
}

export interface NewJob {
  queue: string;
  key: string;
  payload: Record<string, unknown>;
  payloadVersion: number;
  runAt: Date;
}

/** ON CONFLICT DO NOTHING: the (queue, key) unique index makes enqueueing idempotent. */
export async function insertJob(tx: Executor, job: NewJob, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(jobs)
    .values({ id: randomUUID(), ...job, state: 'queued', attempts: 0, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [jobs.queue, jobs.key] })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * One statement, so no transaction stays open while handlers run (PGlite has one
 * connection). SKIP LOCKED lets instances claim side by side without waiting on each other;
 * a row another instance claimed meanwhile fails the re-checked WHERE and is not taken twice.
 * A running job whose lease ran out (its instance died) is due again.
 */
export async function claimJobs(
  db: Db,
  claim: { queue: string; limit: number; now: Date; leaseUntil: Date; instanceId: string },
): Promise<ClaimedJob[]> {
  const { queue, limit, now, leaseUntil, instanceId } = claim;
  const result = await db.execute(sql`
    UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_until = ${leaseUntil.toISOString()}::timestamptz,
      locked_by = ${instanceId}, updated_at = ${now.toISOString()}::timestamptz
    WHERE id IN (
      SELECT id FROM jobs
      WHERE queue = ${queue}
        AND ((state = 'queued' AND run_at <= ${now.toISOString()}::timestamptz)
          OR (state = 'running' AND locked_until <= ${now.toISOString()}::timestamptz))
      ORDER BY run_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, queue, key, payload, payload_version, attempts`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: String(row.id),
    queue: String(row.queue),
    key: String(row.key),
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
    payloadVersion: Number(row.payload_version),
    attempt: Number(row.attempts),
  }));
}

/** Guards every write after a claim: if our lease expired and someone re-claimed, we change nothing. */
const stillOurs = (job: ClaimedJob, instanceId: string) =>
  and(eq(jobs.id, job.id), eq(jobs.lockedBy, instanceId), eq(jobs.attempts, job.attempt), eq(jobs.state, 'running'));

export async function markDone(db: Db, job: ClaimedJob, instanceId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'done', doneAt: now, updatedAt: now, lockedUntil: null, lastError: null })
    .where(stillOurs(job, instanceId));
}

/** A retry (queued again at `retryAt`) or, when `retryAt` is null, the final failure. */
export async function markFailed(
  db: Db,
  job: ClaimedJob,
  instanceId: string,
  failure: { now: Date; error: string; retryAt: Date | null },
): Promise<void> {
  const { now, error, retryAt } = failure;
  await db
    .update(jobs)
    .set(retryAt ? { state: 'queued', runAt: retryAt, lockedUntil: null, lastError: error, updatedAt: now }
      : { state: 'failed', lockedUntil: null, lastError: error, updatedAt: now })
    .where(stillOurs(job, instanceId));
}

/**
 * Hands a job back at shutdown (ADR 093): queued and due now, its attempt not counted (the
 * instance stopping is not the job failing), so another instance claims it on its next poll
 * instead of waiting out the lease.
 */
export async function releaseJob(db: Db, job: ClaimedJob, instanceId: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'queued', runAt: now, lockedUntil: null, attempts: sql`${jobs.attempts} - 1`, updatedAt: now })
    .where(stillOurs(job, instanceId));
}

/** Pushes the lease forward while a handler is still working, so a slow job is not claimed twice. */
export async function extendLease(db: Db, job: ClaimedJob, instanceId: string, until: Date): Promise<void> {
  await db.update(jobs).set({ lockedUntil: until }).where(stillOurs(job, instanceId));
}

/** One queue's backlog as a scrape reads it (ADR 090). */
export interface QueueStats {
  queue: string;
  /** Queued and due now: waiting for a worker. */
  due: number;
  running: number;
  /** Failed for good (kept for a person). */
  failed: number;
  /** The run_at of the oldest due job, or null when none waits. */
  oldestDueAt: Date | null;
}

/**
 * Every named queue's backlog in one statement, whatever the number of jobs: each figure is a
 * range of the (queue, state, run_at) index, so the done jobs the table keeps are never read.
 */
export async function queueStats(db: Db, queues: readonly string[], now: Date): Promise<QueueStats[]> {
  if (queues.length === 0) return [];
  const at = now.toISOString();
  const result = await db.execute(sql`
    SELECT q.queue,
      (SELECT count(*) FROM jobs j WHERE j.queue = q.queue AND j.state = 'queued' AND j.run_at <= ${at}::timestamptz) AS due,
      (SELECT min(j.run_at) FROM jobs j WHERE j.queue = q.queue AND j.state = 'queued' AND j.run_at <= ${at}::timestamptz) AS oldest,
      (SELECT count(*) FROM jobs j WHERE j.queue = q.queue AND j.state = 'running') AS running,
      (SELECT count(*) FROM jobs j WHERE j.queue = q.queue AND j.state = 'failed') AS failed
    FROM unnest(string_to_array(${queues.join(',')}, ',')) AS q(queue)`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    queue: String(row.queue),
    due: Number(row.due),
    running: Number(row.running),
    failed: Number(row.failed),
    oldestDueAt: row.oldest === null || row.oldest === undefined ? null : new Date(row.oldest as string | Date),
  }));
}
