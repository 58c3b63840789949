// Resident memory of one idle server (issue 20 item 7, ADR 060): started, healthy, then left alone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgres } from './fresh-postgres.ts';
import { startLendline, type LendlineOptions } from './servers.ts';

/** After the health check: the start-up jobs (the servicing run, the first poll) finish and the heap settles. */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5_000);

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

async function idleResident(port: number, env: Record<string, string>, options: LendlineOptions): Promise<number> {
  const server = await startLendline(port, { LOG_LEVEL: 'warn', ...env }, options);
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return residentMb(server.pid);
  } finally {
    await server.stop();
  }
}

async function withFreshPostgres<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const db = await freshPostgres(adminUrl, 'lendline_memory');
  try {
    return await use(db.url);
  } finally {
    await db.drop();
  }
}

export interface MemoryResult {
  /** MB resident, idle, per start; null when no PostgreSQL was named. */
  postgresBuilt: number | null;
  postgresTsx: number | null;
  pgliteFirstStart: number;
  pgliteRestart: number;
}

export async function measureMemory(adminUrl: string | undefined): Promise<MemoryResult> {
  const postgres = async (runtime: 'built' | 'tsx') =>
    adminUrl ? withFreshPostgres(adminUrl, (url) => idleResident(18_090, { DATABASE_URL: url }, { runtime })) : null;
  const postgresBuilt = await postgres('built');
  const postgresTsx = await postgres('tsx');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lendline-memory-'));
  try {
    const pgliteFirstStart = await idleResident(18_091, {}, { dataDir });
    const pgliteRestart = await idleResident(18_091, {}, { dataDir });
    return { postgresBuilt, postgresTsx, pgliteFirstStart, pgliteRestart };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
