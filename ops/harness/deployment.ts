// A deployment as deploy/ describes it, on this machine: two built instances started from the
// systemd unit's command with the example env file, on a fresh PostgreSQL database, behind the
// shipped nginx site over HTTPS.
import { connect } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgres, type FreshPostgres } from '../../bench/fresh-postgres.ts';
import { distinctFreePorts } from './distinct-ports.ts';
import { startInstance, type RunningInstance } from './instances.ts';
import { startNginx, type RunningNginx } from './nginx.ts';
import { ENV_FILE_EXAMPLE, parseEnvFile } from './systemd-unit.ts';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL answers at ADMIN_URL's host and port. */
export function postgresAnswers(): Promise<boolean> {
  const url = new URL(ADMIN_URL);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port || 5432), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Deployment {
  instances: RunningInstance[];
  nginx: RunningNginx;
  database: FreshPostgres;
  /** The env file's variables as the instances got them. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The example env file, with what a test machine must change: the sandboxes instead of the
 * vendors (no call leaves 127.0.0.0/8), the fresh database, a scratch DATA_DIR, no metrics
 * listener (two instances would want the same port). HOST and TRUST_PROXY stay as shipped.
 */
function testEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  const shipped = parseEnvFile(readFileSync(ENV_FILE_EXAMPLE, 'utf8'));
  const { METRICS_PORT: _metrics, ...env } = shipped;
  return {
    ...env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'sandbox',
    KYC_PROVIDER: 'sandbox',
    PAYOUT_PROVIDER: 'sandbox',
    BUREAU_PROVIDER: 'sandbox',
    COLLECTIONS_SANDBOX: 'true',
    ASSESSMENT_DELAY_SECONDS: '0',
    LOG_LEVEL: 'warn',
  };
}

export async function startDeployment(count = 2): Promise<Deployment> {
  const database = await freshPostgres(ADMIN_URL, 'lendline_edge');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lendline-edge-data-'));
  const env = testEnv(database.url, dataDir);
  const instances: RunningInstance[] = [];
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates the empty database (under the advisory lock either way).
    for (const port of await distinctFreePorts(count)) instances.push(await startInstance({ port, env }));
    nginx = await startNginx({ upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`) });
    return { instances, nginx, database, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
