import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createJobQueue, type JobQueue, type JobQueueDeps } from '../src/jobs/job-queue.ts';
import { createTestClock, T0, type TestClock } from './helper.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface JobRow {
  queue: string;
  key: string;
  state: string;
  attempts: number;
  run_at: Date;
  done_at: Date | null;
  last_error: string | null;
  locked_by: string | null;
}

export interface QueueHarness {
  readonly clock: TestClock;
  /** The first handle; on PostgreSQL each `openDatabase()` is another pool ("instance"). */
  readonly database: Database;
  openDatabase(): Promise<Database>;
  /** A queue instance on `database` (default: the first handle); stopped after each test. */
  queue(options?: { database?: Database; instanceId?: string; pollMs?: number } & Pick<JobQueueDeps, 'stopGraceMs' | 'abandonAfterMs'>): JobQueue;
  rows(): Promise<JobRow[]>;
  readonly logs: { level: string; msg: string }[];
}

/** A migrated database per file, emptied and the clock reset to T0 before each test. */
export function useQueueHarness(): QueueHarness {
  let testDb: TestDatabase | undefined;
  let first: Database | undefined;
  const clock = createTestClock();
  const logs: { level: string; msg: string }[] = [];
  const queues: JobQueue[] = [];
  const log: JobQueueDeps['log'] = {
    warn: (_obj, msg) => void logs.push({ level: 'warn', msg }),
    error: (_obj, msg) => void logs.push({ level: 'error', msg }),
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    first = await testDb.open();
    await migrate(first);
  });
  afterAll(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await testDb?.dispose();
  });
  beforeEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    clock.set(T0);
    logs.length = 0;
    await h.database.transaction((s) => s.exec('TRUNCATE jobs'));
  });

  const h: QueueHarness = {
    clock,
    logs,
    get database() {
      if (!first) throw new Error('harness not ready');
      return first;
    },
    openDatabase: () => testDb!.open(),
    queue(options = {}) {
      const q = createJobQueue({
        db: (options.database ?? h.database).db,
        now: clock.now,
        log,
        instanceId: options.instanceId,
        pollMs: options.pollMs,
        stopGraceMs: options.stopGraceMs,
        abandonAfterMs: options.abandonAfterMs,
      });
      queues.push(q);
      return q;
    },
    rows: () =>
      h.database.transaction((s) =>
        s.query<JobRow>('SELECT queue, key, state, attempts, run_at, done_at, last_error, locked_by FROM jobs ORDER BY queue, key'),
      ),
  };
  return h;
}

/** A promise the test settles by hand, to hold a handler mid-run. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

export async function waitFor(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}
