// One instance's start time and resident memory (issue 20 item 7 and issue 23, ADR 060 and 097):
// spawned, timed to its first answers, left idle, then put under load.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiUrl, registerBorrower } from './api-client.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { startLendline, type LendlineOptions } from './servers.ts';

/** After the health check: the start-up jobs (the servicing run, the first poll) finish and the heap settles. */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5_000);
/** Starts per runtime and database: the first (a new database: initdb or every migration), then restarts. */
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
/** The load: this many callers, each one request after another, for this long. */
const LOAD_CALLERS = 16;
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 10_000);

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) / 1024;
}

/** Polls `url` every 10 ms until it answers 200; the time since `since`. */
async function firstOk(url: string, since: number): Promise<number> {
  for (;;) {
    const ok = await fetch(url).then((res) => res.status === 200, () => false);
    if (ok) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Borrowers' reads as the app makes them, half public (the product list), half signed in (the user info, a session lookup). */
async function load(base: string, pid: number): Promise<{ requests: number; peakMb: number }> {
  const auth = { authorization: `Bearer ${await registerBorrower(base)}` };
  const until = performance.now() + LOAD_MS;
  let requests = 0;
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, statusMb(pid, 'VmRSS'))), 250);
  await Promise.all(Array.from({ length: LOAD_CALLERS }, async (_, i) => {
    while (performance.now() < until) {
      const res = await fetch(i % 2 ? apiUrl(base, '/security/getUserInfo') : apiUrl(base, '/loan/product/list'), { headers: i % 2 ? auth : {} });
      await res.arrayBuffer();
      requests++;
    }
  }));
  clearInterval(sampler);
  return { requests, peakMb: Math.max(peakMb, statusMb(pid, 'VmRSS')) };
}

export interface StartFigures {
  /** ms from spawn to the first 200: `/openapi.json` (the process answers HTTP), `/readyz` (migrated, the job runner polled: the balancer sends traffic). */
  firstAnswerMs: number;
  readyMs: number;
}

export interface InstanceFigures {
  runtime: 'built' | 'tsx';
  database: 'postgres' | 'pglite';
  /** The first start on a new database, then the median of the restarts on it. */
  first: StartFigures;
  restart: StartFigures | null;
  /** MB resident after IDLE_MS idle (the first start), then the peak under load and the requests it answered. */
  idleMb: number;
  loadPeakMb: number;
  loadRequests: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measureInstance(port: number, runtime: 'built' | 'tsx', database: 'postgres' | 'pglite', env: Record<string, string>, options: LendlineOptions): Promise<InstanceFigures> {
  const starts: StartFigures[] = [];
  let idleMb = 0;
  let loaded = { requests: 0, peakMb: 0 };
  for (let i = 0; i < STARTS; i++) {
    const server = await startLendline(port, { LOG_LEVEL: 'warn', ...env }, { ...options, runtime, pollMs: 10 });
    try {
      const firstAnswerMs = performance.now() - server.spawnedAt;
      starts.push({ firstAnswerMs, readyMs: await firstOk(`${server.url}/readyz`, server.spawnedAt) });
      if (i > 0) continue;
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      idleMb = statusMb(server.pid, 'VmRSS');
      loaded = await load(server.url, server.pid);
    } finally {
      await server.stop();
    }
  }
  const restarts = starts.slice(1);
  return {
    runtime, database, first: starts[0]!,
    restart: restarts.length ? { firstAnswerMs: median(restarts.map((s) => s.firstAnswerMs)), readyMs: median(restarts.map((s) => s.readyMs)) } : null,
    idleMb, loadPeakMb: loaded.peakMb, loadRequests: loaded.requests,
  };
}

/** Every runtime on PGlite, and on PostgreSQL when `adminUrl` names a server (a fresh database each, dropped after). */
export async function measureMemory(adminUrl: string | undefined): Promise<InstanceFigures[]> {
  const figures: InstanceFigures[] = [];
  for (const runtime of ['built', 'tsx'] as const) {
    if (adminUrl) {
      const db = await freshPostgres(adminUrl, 'lendline_memory');
      try {
        figures.push(await measureInstance(18_090, runtime, 'postgres', { DATABASE_URL: db.url }, {}));
      } finally {
        await db.drop();
      }
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lendline-memory-'));
    try {
      figures.push(await measureInstance(18_091, runtime, 'pglite', {}, { dataDir }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return figures;
}
