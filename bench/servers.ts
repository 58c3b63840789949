// Starts the servers a benchmark compares, each in its own process, and stops them after.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * With two or more cores and taskset, servers run on the last core and the load generator
 * stays off it (see run.ts), so the two do not steal time from each other and the ratio is
 * steadier from run to run.
 */
const canPin = availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0;
export const SERVER_CORE = String(availableParallelism() - 1);

function spawnPinned(command: string, args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  return canPin ? spawn('taskset', ['-c', SERVER_CORE, command, ...args], options) : spawn(command, args, options);
}

export function pinSelfAwayFromServers(): void {
  if (canPin) spawnSync('taskset', ['-a', '-p', '-c', `0-${Number(SERVER_CORE) - 1}`, String(process.pid)]);
}

export interface Running {
  url: string;
  /** The server's process id (under taskset, taskset execs node: the same process). */
  pid: number;
  /** performance.now() when the process was spawned (start times are measured from it). */
  spawnedAt: number;
  stop(): Promise<void>;
}

/** CPU time (user + system) a process has used so far, in microseconds, from /proc. */
export function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / CLOCK_TICKS;
}

/** USER_HZ: 100 on Linux everywhere we run. */
const CLOCK_TICKS = 100;

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000, pollMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`server at ${url} did not start`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });
}

/** `responses`: per URL path prefix, the headers and body to answer with (bare-server.mjs). */
export async function startBare(port: number, responses: Record<string, { headers: string[]; body: string }>): Promise<Running> {
  const spawnedAt = performance.now();
  const child = spawnPinned(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], {
    env: { ...process.env, PORT: String(port), BARE_RESPONSES: JSON.stringify(responses) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, pid: child.pid!, spawnedAt, stop: stopper(child) };
}

export interface LendlineOptions {
  /**
   * 'built' (default): the production start, `node apps/server/dist/main.js` as `npm start`
   * runs it (ADR 060; `npm run bench` builds first). 'tsx': the TypeScript source through tsx.
   */
  runtime?: 'built' | 'tsx';
  /** Default: a fresh temporary directory (PGlite's first start). */
  dataDir?: string;
  /** false lets the server use every core (the burst runs two instances on a 2-core machine). */
  pinned?: boolean;
  /** How often the start is polled, ms (default 200); the start-time bench polls every 10 ms. */
  pollMs?: number;
}

export const BUILT_SERVER = path.join(repoRoot, 'apps/server/dist/main.js');

export async function startLendline(port: number, extraEnv: Record<string, string> = {}, options: LendlineOptions = {}): Promise<Running> {
  const runtime = options.runtime ?? 'built';
  if (runtime === 'built' && !existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build first`);
  // BENCH_NODE_ARGS: flags for the servers' node only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p"
  // (node refuses --cpu-prof in NODE_OPTIONS, and there it would profile the bench as well).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...nodeArgs, ...(runtime === 'built' ? [BUILT_SERVER] : ['--import', 'tsx', 'apps/server/src/main.ts'])];
  const spawnServer = options.pinned === false ? spawn : spawnPinned;
  const spawnedAt = performance.now();
  const child = spawnServer(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'lendline-bench-')),
      SMS_PROVIDER: 'sandbox',
      // The production default: the per-request access line is part of what is measured.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/openapi.json`, child, 60_000, options.pollMs);
  return { url, pid: child.pid!, spawnedAt, stop: stopper(child) };
}
