// Starts the servers a benchmark compares, each in its own process, and stops them after.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdtempSync } from 'node:fs';
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
  /** The server's process (taskset execs it in place), for its CPU and memory in /proc. */
  pid: number | undefined;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
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

export async function startBare(port: number, body: string): Promise<Running> {
  const child = spawnPinned(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], {
    env: { ...process.env, PORT: String(port), BARE_BODY: body },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, pid: child.pid, stop: stopper(child) };
}

/** `pinned: false` lets the server use every core (the burst runs two instances on a 2-core machine). */
export async function startLendline(port: number, extraEnv: Record<string, string> = {}, options: { pinned?: boolean } = {}): Promise<Running> {
  const spawnServer = options.pinned === false ? spawn : spawnPinned;
  const child = spawnServer(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lendline-bench-')),
      SMS_PROVIDER: 'sandbox',
      // The production default: the per-request access line is part of what is measured.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/openapi.json`, child);
  return { url, pid: child.pid, stop: stopper(child) };
}
