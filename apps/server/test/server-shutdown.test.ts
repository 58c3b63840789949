import { describe, expect, it } from 'vitest';
import type { JobContext } from '../src/jobs/job-queue.ts';
import { startServer } from '../src/main.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { waitFor } from './jobs-fixtures.ts';
import { createTestDatabase } from './test-database.ts';

const env = { NODE_ENV: 'test', WEB_DIST: '/nonexistent/lendline-web-dist', LOG_LEVEL: 'silent' };
const options = { env, config: { port: 0, host: '127.0.0.1' }, logger: createLogger('silent') };
/** main.ts forces exit 1 after this long. */
const GRACE_MS = 10_000;

type Row = { state: string; attempts: number };

describe('a server told to stop with a long job running (ADR 093)', () => {
  it('closes within the grace, the job back in the queue with no attempt counted, and the next server runs it', { timeout: 30_000 }, async () => {
    const testDb = await createTestDatabase();
    try {
      const database = await testDb.open();
      const rowOf = async () => (await database.transaction((s) => s.query<Row>(`SELECT state, attempts FROM jobs WHERE key = 'long-1'`)))[0];
      const first = await startServer({ ...options, database });
      let started = false;
      // A job that would run on for minutes unless asked to stop, registered without handOffAtStop: the grace applies.
      first.app.jobs.register('test-long', (job: JobContext) => new Promise<void>((_resolve, reject) => {
        started = true;
        job.signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
      }));
      await first.app.jobs.enqueue(database.db, { queue: 'test-long', key: 'long-1' });
      first.app.jobs.nudge();
      await waitFor(() => started, 5_000);

      const began = performance.now();
      await first.close();
      expect(performance.now() - began).toBeLessThan(GRACE_MS);
      expect(await rowOf()).toMatchObject({ state: 'queued', attempts: 0 });

      const second = await startServer({ ...options, database });
      try {
        second.app.jobs.register('test-long', async () => undefined);
        second.app.jobs.nudge();
        const deadline = Date.now() + 5_000;
        while ((await rowOf())?.state !== 'done' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(await rowOf()).toMatchObject({ state: 'done', attempts: 1 });
      } finally {
        await second.close();
      }
    } finally {
      await testDb.dispose();
    }
  });
});
