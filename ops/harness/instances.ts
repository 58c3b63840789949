// Instances of the BUILT server (apps/server/dist/main.js, plain node as `npm start` runs it,
// ADR 060), each its own process on its own free port, all over one database: what a fault test
// kills, restarts and puts behind a balancer.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const BUILT_SERVER = path.join(repoRoot, 'apps/server/dist/main.js');

/** Why the built server cannot run here, or null (the test's skip reason). */
export function builtServerMissing(): string | null {
  return existsSync(BUILT_SERVER) ? null : `no built server at apps/server/dist/main.js: run npm run build -w @lendline/server`;
}

/** The key every instance shares (sessions, webhook signatures): one deployment. */
export const FAULT_SECRET_KEY = 'lendline-faults-secret-key-0123456789abcdef';

export interface Instance {
  /** 1-based, as the reports name them. */
  readonly index: number;
  readonly port: number;
  readonly url: string;
  pid(): number | undefined;
  alive(): boolean;
  /** SIGKILL: no shutdown, no hand-off, leases left to expire. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit (main.ts closes within its grace, ADR 093). */
  stop(): Promise<void>;
  /** A new process on the same port (as a process manager would), ready when this resolves. */
  start(): Promise<void>;
  /** Milliseconds until /readyz answered 200, or throws after `timeoutMs`. */
  waitReady(timeoutMs?: number): Promise<number>;
}

export interface Instances {
  list: Instance[];
  urls(): string[];
  /** The shared upload folder (a photo's check may run on any instance). */
  dataDir: string;
  stopAll(): Promise<void>;
}

export interface InstancesOptions {
  count: number;
  databaseUrl: string;
  /** More variables (or overrides) for every instance. */
  env?: Record<string, string>;
  /** Where each instance's stderr goes (appended), e.g. /tmp/fault-instance; none by default. */
  logPrefix?: string;
}

/** The environment a fault run's instances share: sandbox providers, no waits, behind a local proxy. */
function baseEnv(options: InstancesOptions, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: '10',
    SECRET_KEY: FAULT_SECRET_KEY,
    SMS_PROVIDER: 'sandbox',
    PAYOUT_PROVIDER: 'sandbox',
    KYC_PROVIDER: 'sandbox',
    // nginx (or the load generator standing in for it) is on loopback and says who the borrower is.
    TRUST_PROXY: '127.0.0.1',
    ASSESSMENT_DELAY_SECONDS: '0',
    SANDBOX_PAYOUT_DELAY_MS: '0',
    // The nightly run's scenario moves both instances' clocks on to the next sweep slot.
    SANDBOX_CLOCK: 'true',
    // A campaign's borrowers all come through one proxy address in the short tests.
    CODE_SENDS_PER_ADDRESS_PER_HOUR: '100000',
    LOOKUPS_PER_ADDRESS_PER_10_MINUTES: '100000',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
}

export async function startInstances(options: InstancesOptions): Promise<Instances> {
  const missing = builtServerMissing();
  if (missing) throw new Error(missing);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lendline-faults-data-'));
  const env = baseEnv(options, dataDir);
  const list: Instance[] = [];
  for (let i = 1; i <= options.count; i++) list.push(makeInstance(i, await freePort(), env, options.logPrefix));
  // The first migrates the empty database; the others then find nothing to do.
  for (const instance of list) {
    await instance.start();
  }
  return {
    list,
    dataDir,
    urls: () => list.map((instance) => instance.url),
    stopAll: async () => {
      await Promise.all(list.map((instance) => instance.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function makeInstance(index: number, port: number, env: Record<string, string>, logPrefix: string | undefined): Instance {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const exited = () => child === null || child.exitCode !== null || child.signalCode !== null;
  const waitExit = (proc: ChildProcess) => new Promise<void>((resolve) => (proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', () => resolve())));

  const instance: Instance = {
    index,
    port,
    url,
    pid: () => child?.pid,
    alive: () => !exited(),
    async kill() {
      if (!child || exited()) return;
      const proc = child;
      proc.kill('SIGKILL');
      await waitExit(proc);
    },
    async stop() {
      if (!child || exited()) return;
      const proc = child;
      const force = setTimeout(() => proc.kill('SIGKILL'), 30_000);
      proc.kill('SIGTERM');
      await waitExit(proc);
      clearTimeout(force);
    },
    async start() {
      if (child && !exited()) throw new Error(`instance ${index} is still running`);
      const proc = spawn(process.execPath, [BUILT_SERVER], {
        cwd: repoRoot,
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'ignore', logPrefix ? 'pipe' : 'ignore'],
      });
      if (logPrefix && proc.stderr) proc.stderr.pipe(createWriteStream(`${logPrefix}-${index}.log`, { flags: 'a' }));
      child = proc;
      await instance.waitReady();
    },
    async waitReady(timeoutMs = 60_000) {
      const started = performance.now();
      while (performance.now() - started < timeoutMs) {
        if (exited()) throw new Error(`instance ${index} exited (${child?.exitCode ?? child?.signalCode}) before it was ready`);
        try {
          const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
          if (res.status === 200) return performance.now() - started;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`instance ${index} not ready within ${timeoutMs} ms`);
    },
  };
  return instance;
}
