// A fleet of instances of the BUILT server over one database, as the systemd unit runs each
// (instances.ts, deploy/systemd/lendline@.service, plain node, ADR 060): what a fault scenario
// kills, stops, starts again on the same port (as systemd's Restart= or an upgrade does) and puts
// behind the balancer.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distinctFreePorts } from './distinct-ports.ts';
import { builtServerMissing, startInstance, type RunningInstance } from './instances.ts';

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
  /** Where each instance's stderr goes when it stops or dies, e.g. /tmp/fault-instance → /tmp/fault-instance-1.log. */
  logPrefix?: string;
}

/** The environment a fault run's instances share: sandbox providers, no waits, behind a local proxy. */
function baseEnv(options: InstancesOptions, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: '10',
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
  const ports = await distinctFreePorts(options.count);
  for (const [i, port] of ports.entries()) list.push(makeInstance(i + 1, port, env, options.logPrefix));
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
  let running: RunningInstance | null = null;
  let exited = true;
  const keepLog = (proc: RunningInstance) => {
    if (logPrefix) appendFileSync(`${logPrefix}-${index}.log`, proc.stderr());
  };
  const instance: Instance = {
    index,
    port,
    url,
    pid: () => running?.pid,
    alive: () => !exited,
    async kill() {
      if (!running || exited) return;
      await running.kill('SIGKILL');
      exited = true;
      keepLog(running);
    },
    async stop() {
      if (!running || exited) return;
      await running.stop();
      exited = true;
      keepLog(running);
    },
    async start() {
      if (!exited) throw new Error(`instance ${index} is still running`);
      running = await startInstance({ port, env, secretKey: FAULT_SECRET_KEY });
      exited = false;
    },
    async waitReady(timeoutMs = 60_000) {
      const started = performance.now();
      while (performance.now() - started < timeoutMs) {
        if (exited) throw new Error(`instance ${index} is not running`);
        try {
          const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
          if (res.status === 200) return performance.now() - started;
        } catch {
          // not answering yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`instance ${index} not ready within ${timeoutMs} ms`);
    },
  };
  return instance;
}
