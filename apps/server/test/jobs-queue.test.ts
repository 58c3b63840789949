import { describe, expect, it } from 'vitest';
import type { JobContext } from '../src/jobs/job-queue.ts';
import { T0 } from './helper.ts';
import { deferred, useQueueHarness, waitFor } from './jobs-fixtures.ts';

const h = useQueueHarness();
const SECOND = 1_000;

describe('enqueue', () => {
  it('adds one job per (queue, key), whatever the state of the first', async () => {
    const queue = h.queue();
    const seen: JobContext[] = [];
    queue.register('mail', async (job) => void seen.push(job));
    expect(await queue.enqueue(h.database.db, { queue: 'mail', key: 'order-1', payload: { to: 'a' } })).toBe(true);
    expect(await queue.enqueue(h.database.db, { queue: 'mail', key: 'order-1', payload: { to: 'b' } })).toBe(false);
    expect(await queue.enqueue(h.database.db, { queue: 'sms', key: 'order-1' })).toBe(true);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.enqueue(h.database.db, { queue: 'mail', key: 'order-1' })).toBe(false);
    expect(seen).toEqual([{ id: expect.any(String), queue: 'mail', key: 'order-1', payload: { to: 'a' }, payloadVersion: 1, attempt: 1, signal: expect.any(AbortSignal) }]);
    const rows = await h.rows();
    expect(rows.map((r) => [r.queue, r.key, r.state])).toEqual([['mail', 'order-1', 'done'], ['sms', 'order-1', 'queued']]);
    expect(rows[0]?.done_at).toEqual(T0);
  });

  it('commits and rolls back with the caller’s transaction', async () => {
    const queue = h.queue();
    await expect(
      h.database.db.transaction(async (tx) => {
        expect(await queue.enqueue(tx, { queue: 'mail', key: 'lost' })).toBe(true);
        throw new Error('the caller’s work failed');
      }),
    ).rejects.toThrow('the caller’s work failed');
    await h.database.db.transaction(async (tx) => void (await queue.enqueue(tx, { queue: 'mail', key: 'kept' })));
    expect((await h.rows()).map((r) => r.key)).toEqual(['kept']);
  });

  it('does not run a job before its runAt', async () => {
    const queue = h.queue();
    let runs = 0;
    queue.register('later', async () => void (runs += 1));
    await queue.enqueue(h.database.db, { queue: 'later', key: 'k', runAt: new Date(T0.getTime() + 10 * SECOND) });
    expect(await queue.runDue()).toBe(0);
    h.clock.advance(10 * SECOND);
    expect(await queue.runDue()).toBe(1);
    expect(runs).toBe(1);
  });
});

describe('failures', () => {
  it('retries with exponential backoff on the injected clock', async () => {
    const queue = h.queue();
    const attempts: number[] = [];
    queue.register('flaky', async (job) => {
      attempts.push(job.attempt);
      if (job.attempt < 3) throw new Error(`boom ${job.attempt}`);
    });
    await queue.enqueue(h.database.db, { queue: 'flaky', key: 'k' });
    expect(await queue.runDue()).toBe(1);
    expect(await h.rows()).toMatchObject([{ state: 'queued', attempts: 1, last_error: 'Error: boom 1', run_at: new Date(T0.getTime() + SECOND) }]);
    h.clock.advance(SECOND - 1);
    expect(await queue.runDue()).toBe(0);
    h.clock.advance(1);
    expect(await queue.runDue()).toBe(1);
    // Second failure: 2 s after the second attempt.
    h.clock.advance(2 * SECOND - 1);
    expect(await queue.runDue()).toBe(0);
    h.clock.advance(1);
    expect(await queue.runDue()).toBe(1);
    expect(attempts).toEqual([1, 2, 3]);
    expect(await h.rows()).toMatchObject([{ state: 'done', attempts: 3, last_error: null }]);
    expect(h.logs.map((l) => l.level)).toEqual(['warn', 'warn']);
  });

  it('marks the job failed after maxAttempts and keeps it with the last error', async () => {
    const queue = h.queue();
    queue.register('doomed', async (job) => { throw new Error(`no ${job.attempt}`); }, { maxAttempts: 3, backoffMs: () => 5 * SECOND });
    await queue.enqueue(h.database.db, { queue: 'doomed', key: 'k' });
    for (let i = 0; i < 3; i += 1) {
      expect(await queue.runDue()).toBe(1);
      h.clock.advance(5 * SECOND);
    }
    h.clock.advance(3_600 * SECOND);
    expect(await queue.runDue()).toBe(0);
    expect(await h.rows()).toMatchObject([{ state: 'failed', attempts: 3, last_error: 'Error: no 3', done_at: null }]);
    expect(h.logs.map((l) => l.level)).toEqual(['warn', 'warn', 'error']);
  });

  it('claims a job again once the lease of a crashed instance runs out, and the late instance records nothing', async () => {
    const a = h.queue({ instanceId: 'a' });
    const b = h.queue({ instanceId: 'b' });
    const stuck = deferred();
    let aStarted = false;
    const bRuns: number[] = [];
    a.register('slow', async () => {
      aStarted = true;
      await stuck.promise;
    }, { leaseMs: 30 * SECOND });
    b.register('slow', async (job) => void bRuns.push(job.attempt), { leaseMs: 30 * SECOND });
    await a.enqueue(h.database.db, { queue: 'slow', key: 'k' });

    const aRun = a.runDue();
    await waitFor(() => aStarted);
    expect(await b.runDue()).toBe(0);
    h.clock.advance(30 * SECOND - 1);
    expect(await b.runDue()).toBe(0);
    h.clock.advance(1);
    expect(await b.runDue()).toBe(1);
    expect(bRuns).toEqual([2]);

    stuck.resolve();
    expect(await aRun).toBe(1);
    expect(await h.rows()).toMatchObject([{ state: 'done', attempts: 2, locked_by: 'b' }]);
  });
});

describe('running', () => {
  it('nudge runs a freshly committed job without waiting for the poll', async () => {
    const queue = h.queue({ pollMs: 60_000 });
    const ran: string[] = [];
    queue.register('fast', async (job) => void ran.push(job.key));
    queue.start();
    await new Promise((r) => setTimeout(r, 50)); // the first poll has come and gone
    await h.database.db.transaction(async (tx) => void (await queue.enqueue(tx, { queue: 'fast', key: 'k1' })));
    const sent = Date.now();
    queue.nudge();
    await waitFor(() => ran.length === 1, 1_000);
    expect(Date.now() - sent).toBeLessThan(500);
    await queue.stop();
    expect(await h.rows()).toMatchObject([{ state: 'done' }]);
  });

  it('stop waits for running handlers', async () => {
    const queue = h.queue({ pollMs: 60_000 });
    const hold = deferred();
    let started = false;
    let finished = false;
    queue.register('held', async () => {
      started = true;
      await hold.promise;
      finished = true;
    });
    await queue.enqueue(h.database.db, { queue: 'held', key: 'k' });
    queue.start();
    await waitFor(() => started);
    const stopped = queue.stop();
    setTimeout(hold.resolve, 30);
    await stopped;
    expect(finished).toBe(true);
  });

  it('adds a periodic job once per slot across instances', async () => {
    const a = h.queue({ instanceId: 'a' });
    const b = h.queue({ instanceId: 'b' });
    const HOUR = 3_600 * SECOND;
    const runs: string[] = [];
    a.registerPeriodic('sweep', HOUR, async (job) => void runs.push(`a:${job.key}`));
    b.registerPeriodic('sweep', HOUR, async (job) => void runs.push(`b:${job.key}`));
    const slot = Math.floor(T0.getTime() / HOUR);
    expect((await a.runDue()) + (await b.runDue())).toBe(1);
    h.clock.advance(HOUR / 2);
    expect((await b.runDue()) + (await a.runDue())).toBe(0);
    h.clock.advance(HOUR / 2);
    expect((await b.runDue()) + (await a.runDue())).toBe(1);
    expect(runs).toEqual([`a:sweep:${slot}`, `b:sweep:${slot + 1}`]);
    expect((await h.rows()).map((r) => r.key)).toEqual([`sweep:${slot}`, `sweep:${slot + 1}`]);
  });
});
