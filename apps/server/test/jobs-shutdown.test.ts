import { describe, expect, it } from 'vitest';
import type { JobContext } from '../src/jobs/job-queue.ts';
import { deferred, useQueueHarness, waitFor } from './jobs-fixtures.ts';

// ADR 093: a stopping instance hands its long jobs back (due now, the attempt not counted)
// instead of waiting them out past the grace period of main.ts.
const h = useQueueHarness();

/** A long job that stops when asked, as the servicing run does between batches. */
const untilAsked = (started: Set<string>) => (job: JobContext) =>
  new Promise<void>((_resolve, reject) => {
    started.add(job.key);
    job.signal.addEventListener('abort', () => reject(job.signal.reason as Error), { once: true });
  });

async function enqueue(queue: string, key: string): Promise<void> {
  const q = h.queue({ instanceId: 'enqueuer' });
  await h.database.db.transaction((tx) => q.enqueue(tx, { queue, key }).then(() => undefined));
}

async function expectHandedBack(key: string): Promise<void> {
  const row = (await h.rows()).find((r) => r.key === key)!;
  expect(row).toMatchObject({ state: 'queued', attempts: 0, last_error: null });
  expect(new Date(row.run_at).getTime()).toBeLessThanOrEqual(h.clock.now().getTime());
}

describe('stopping an instance with a long job running (ADR 093)', () => {
  it('asks a hand-off job to stop at once, hands it back, and another instance runs it to the end', async () => {
    const started = new Set<string>();
    const a = h.queue({ instanceId: 'a', stopGraceMs: 5_000 });
    a.register('long', untilAsked(started), { handOffAtStop: true });
    await enqueue('long', 'book');
    const running = a.runDue();
    await waitFor(() => started.has('book'));

    const began = performance.now();
    await a.stop();
    expect(performance.now() - began).toBeLessThan(1_000);
    await running;
    await expectHandedBack('book');

    const b = h.queue({ database: await h.openDatabase(), instanceId: 'b' });
    let ran = 0;
    b.register('long', async () => void (ran += 1));
    expect(await b.runDue()).toBe(1);
    expect(ran).toBe(1);
    expect((await h.rows()).find((r) => r.key === 'book')).toMatchObject({ state: 'done', attempts: 1, locked_by: 'b' });
  });

  it('lets a short job finish within the grace, then asks the rest to stop', async () => {
    const started = new Set<string>();
    const short = deferred();
    const a = h.queue({ instanceId: 'a', stopGraceMs: 300 });
    a.register('short', async (job) => void (started.add(job.key), await short.promise));
    a.register('slow', untilAsked(started));
    await enqueue('short', 's');
    await enqueue('slow', 'l');
    const running = a.runDue();
    await waitFor(() => started.size === 2);

    const began = performance.now();
    const stopped = a.stop();
    setTimeout(short.resolve, 50);
    await stopped;
    expect(performance.now() - began).toBeLessThan(2_000);
    await running;
    expect((await h.rows()).find((r) => r.key === 's')).toMatchObject({ state: 'done', attempts: 1 });
    await expectHandedBack('l');
    expect(h.logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('hands back a job deaf to its signal and returns; its late end changes nothing', async () => {
    const started = new Set<string>();
    const hung = deferred();
    const a = h.queue({ instanceId: 'a', stopGraceMs: 100, abandonAfterMs: 100 });
    a.register('deaf', async (job) => void (started.add(job.key), await hung.promise));
    await enqueue('deaf', 'd');
    const running = a.runDue();
    await waitFor(() => started.has('d'));

    const began = performance.now();
    await a.stop();
    expect(performance.now() - began).toBeLessThan(2_000);
    await expectHandedBack('d');

    hung.resolve();
    await running;
    await expectHandedBack('d');
    const b = h.queue({ database: await h.openDatabase(), instanceId: 'b' });
    b.register('deaf', async () => undefined);
    expect(await b.runDue()).toBe(1);
    expect((await h.rows()).find((r) => r.key === 'd')).toMatchObject({ state: 'done', attempts: 1, locked_by: 'b' });
  });
});
