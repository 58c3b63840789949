import { describe, expect, it } from 'vitest';
import { useQueueHarness } from './jobs-fixtures.ts';

// On PostgreSQL (TEST_DATABASE_URL) each instance has its own connection pool, as two
// servers would; on PGlite both share the one embedded connection.
const h = useQueueHarness();

describe('two instances on one database', () => {
  it('run each of 50 jobs exactly once while racing for them', async () => {
    const runs = new Map<string, number>();
    const active = new Set<string>();
    let overlapped = false;
    const handler = (instance: string) => async (job: { key: string }) => {
      if (active.has(job.key)) overlapped = true;
      active.add(job.key);
      await new Promise((r) => setTimeout(r, Math.random() * 5));
      active.delete(job.key);
      runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
      runs.set(instance, (runs.get(instance) ?? 0) + 1);
    };
    const a = h.queue({ database: h.database, instanceId: 'a' });
    const b = h.queue({ database: await h.openDatabase(), instanceId: 'b' });
    a.register('race', handler('a'), { concurrency: 5 });
    b.register('race', handler('b'), { concurrency: 5 });
    await h.database.db.transaction(async (tx) => {
      for (let i = 0; i < 50; i += 1) await a.enqueue(tx, { queue: 'race', key: `job-${i}` });
    });

    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(50);
    expect(overlapped).toBe(false);
    for (let i = 0; i < 50; i += 1) expect(runs.get(`job-${i}`), `job-${i}`).toBe(1);
    expect((runs.get('a') ?? 0) + (runs.get('b') ?? 0)).toBe(50);
    const rows = await h.rows();
    expect(rows.every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
  });

  it('add a periodic job once when both add the same slot at the same instant', async () => {
    const a = h.queue({ instanceId: 'a' });
    const b = h.queue({ database: await h.openDatabase(), instanceId: 'b' });
    let runs = 0;
    a.registerPeriodic('retention', 86_400_000, async () => void (runs += 1));
    b.registerPeriodic('retention', 86_400_000, async () => void (runs += 1));
    const ran = await Promise.all([a.runDue(), b.runDue()]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(runs).toBe(1);
    expect(await h.rows()).toHaveLength(1);
  });
});
