import type { Db } from '../src/db/client.ts';
import { describe, expect, it } from 'vitest';
import { createReadiness, JOB_POLL_STALE_MS, READINESS_CACHE_MS } from '../src/plugins/health/readiness.ts';
import { startServer, type RunningServer } from '../src/start.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { parseExposition } from './metrics-exposition.ts';
import { createTestDatabase } from './test-database.ts';

const env = { NODE_ENV: 'test', WEB_DIST: '/nonexistent/lendline-web-dist', CONSOLE_DIST: '/nonexistent/lendline-console-dist', LOG_LEVEL: 'silent' };
const quiet = createLogger('silent');

/** Asks until the answer is `status` (readiness waits for the job runner's first poll and is cached a second). */
async function readyzUntil(url: string, status: number): Promise<Response> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const res = await fetch(`${url}/readyz`);
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('GET /healthz and /readyz over real HTTP', () => {
  it('answer up and ready with a word, no-store, and the headers every answer carries', async () => {
    const testDb = await createTestDatabase();
    const server = await startServer({ env, config: { port: 0, host: '127.0.0.1' }, database: await testDb.open(), logger: quiet });
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'up' });
      const ready = await readyzUntil(server.url, 200);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      for (const res of [health, ready]) {
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        expect(res.headers.get('x-request-id')).toBeTruthy();
      }
      // HEAD works for balancers that use it; other methods do not.
      expect((await fetch(`${server.url}/readyz`, { method: 'HEAD' })).status).toBe(200);
      expect((await fetch(`${server.url}/healthz`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
      await testDb.dispose();
    }
  });

  it('readyz answers 503 once the database is unreachable, and says nothing of why', async () => {
    const testDb = await createTestDatabase();
    const database = await testDb.open();
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const server: RunningServer = await startServer({ env, config: { port: 0, host: '127.0.0.1' }, database, logger });
    try {
      expect((await readyzUntil(server.url, 200)).status).toBe(200);
      await database.close();
      const refused = await readyzUntil(server.url, 503);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ status: 'not ready' });
      // The process itself is up: a balancer stops sending, an orchestrator does not restart it.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(lines.some((line) => line.includes('"reason":"database_unreachable"'))).toBe(true);
    } finally {
      await server.app.close();
      await testDb.dispose();
    }
  });
});

/** A database handle that counts its statements and answers the newest migration applied. */
function fakeDb(state: { applied: string | null; fail?: boolean; queries: number }): Db {
  return {
    execute: async () => {
      state.queries += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.fail) throw new Error('connection refused');
      return { rows: [{ name: state.applied }] };
    },
  } as unknown as Db;
}

describe('readiness', () => {
  it('is computed once a second whatever the number of callers (single-flight, then cached)', async () => {
    const state = { applied: '0047_x.sql', queries: 0 };
    let clock = 10_000;
    const readiness = createReadiness({ db: fakeDb(state), latestMigration: '0047_x.sql', lastJobPoll: () => clock, monotonicNow: () => clock });
    const answers = await Promise.all(Array.from({ length: 50 }, () => readiness.check()));
    expect(answers.every((a) => a.ready)).toBe(true);
    expect(state.queries).toBe(1);
    clock += READINESS_CACHE_MS - 1;
    await readiness.check();
    expect(state.queries).toBe(1);
    clock += 1;
    await readiness.check();
    expect(state.queries).toBe(2);
  });

  it('is not ready while the database is behind the build, unreachable, or the job runner has not polled lately', async () => {
    const state = { applied: '0046_y.sql', queries: 0, fail: false };
    let clock = 50_000;
    let polled: number | null = clock;
    const readiness = createReadiness({ db: fakeDb(state), latestMigration: '0047_x.sql', lastJobPoll: () => polled, monotonicNow: () => clock });
    const after = async () => {
      clock += READINESS_CACHE_MS;
      return readiness.check();
    };
    expect(await readiness.check()).toEqual({ ready: false, reason: 'migrations_behind' });
    // A database migrated further by a newer release still serves this one (migrations only add).
    state.applied = '0048_z.sql';
    polled = clock + READINESS_CACHE_MS;
    expect(await after()).toEqual({ ready: true, reason: null });
    clock += JOB_POLL_STALE_MS;
    expect(await after()).toEqual({ ready: false, reason: 'job_runner_stalled' });
    polled = null;
    expect(await after()).toEqual({ ready: false, reason: 'job_runner_stalled' });
    polled = clock + READINESS_CACHE_MS;
    state.fail = true;
    expect(await after()).toEqual({ ready: false, reason: 'database_unreachable' });
  });
});

describe('the metrics listener (METRICS_PORT)', () => {
  it('serves the exposition on its own loopback port, not on the public one', async () => {
    const testDb = await createTestDatabase();
    const server = await startServer({ env, config: { port: 0, host: '127.0.0.1', metrics: { port: 0, host: '127.0.0.1' } }, database: await testDb.open(), logger: quiet });
    try {
      expect(server.metricsPort).toBeGreaterThan(0);
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      await fetch(`${server.url}/healthz`);
      const res = await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const exposition = parseExposition(await res.text());
      expect(exposition.value('lendline_http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_class: '2xx' })).toBe(1);
      expect(exposition.types.get('process_resident_memory_bytes')).toBe('gauge');
      expect((await fetch(`http://127.0.0.1:${server.metricsPort}/other`)).status).toBe(404);
    } finally {
      await server.close();
      await testDb.dispose();
    }
  });

  it('is off when METRICS_PORT is unset', async () => {
    const testDb = await createTestDatabase();
    const server = await startServer({ env, config: { port: 0, host: '127.0.0.1' }, database: await testDb.open(), logger: quiet });
    try {
      expect(server.metricsPort).toBeNull();
    } finally {
      await server.close();
      await testDb.dispose();
    }
  });
});
