// A private PostgreSQL cluster a fault test may stop, restart or kill: never the machine's shared
// server on 5432, which every other test and helper uses. Debian's server binaries
// (/usr/lib/postgresql/15/bin, or wherever `pg_config --bindir` points) make a throwaway cluster
// under /tmp on a free port, its socket in the same temporary folder.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const execFileAsync = promisify(execFile);
const DEBIAN_BIN = '/usr/lib/postgresql/15/bin';

/** The folder of initdb and pg_ctl, or why there is none (the test's skip reason). */
export function postgresBinaries(): { dir: string } | { missing: string } {
  const candidates = [process.env.PG_BINDIR, pgConfigBindir(), DEBIAN_BIN, ...debianMajors()].filter((dir): dir is string => Boolean(dir));
  const dir = candidates.find((candidate) => existsSync(path.join(candidate, 'initdb')) && existsSync(path.join(candidate, 'pg_ctl')));
  if (dir) return { dir };
  return { missing: `no PostgreSQL server binaries (initdb, pg_ctl) in ${candidates.join(', ')}: apt-get install postgresql-15, or set PG_BINDIR` };
}

/** Debian's other majors, newest first, when 15 is not there. */
function debianMajors(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => path.join(root, major, 'bin'));
}

function pgConfigBindir(): string | undefined {
  const result = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** initdb refuses root: as root every server command runs as the `postgres` user. */
const asRoot = process.getuid?.() === 0;

export type StopMode = 'fast' | 'immediate';

export interface PostgresCluster {
  /** Superuser URL of the `postgres` database (trust authentication, 127.0.0.1 only). */
  adminUrl: string;
  port: number;
  /** URL of another database of this cluster. */
  urlOf(database: string): string;
  /** Asynchronous, so the load generator and the probes keep running meanwhile. */
  start(): Promise<void>;
  /** `fast` rolls back sessions and checkpoints; `immediate` is a crash (recovery at the next start). */
  stop(mode?: StopMode): Promise<void>;
  restart(mode?: StopMode): Promise<void>;
  /** SIGKILL to the postmaster: the backends die with it, the next start recovers from the WAL. */
  killPostmaster(): Promise<void>;
  /** Stops the cluster (immediate) and removes its folder. */
  destroy(): void;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const found = postgresBinaries();
  if ('missing' in found) throw new Error(found.missing);
  const bin = (name: string) => path.join(found.dir, name);
  const root = mkdtempSync(path.join(tmpdir(), 'lendline-pg-'));
  const data = path.join(root, 'data');
  const log = path.join(root, 'server.log');
  // The postgres user must reach its own folder through the temporary one.
  chmodSync(root, 0o755);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  const run = (args: string[], allowFailure = false) => {
    const [command, ...rest] = args;
    const result = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', command!, ...rest], { encoding: 'utf8' }) : spawnSync(command!, rest, { encoding: 'utf8' });
    if (result.status !== 0 && !allowFailure) throw new Error(`${path.basename(command!)} failed (${result.status}): ${result.stderr || result.stdout}\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-2_000) : ''}`);
    return result;
  };
  run([bin('initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = portSync();
  // Only loopback TCP and a socket in our own folder (never /var/run/postgresql, the shared server's).
  // fsync off: the faults here are the server's processes dying, not the machine losing power.
  writeFileSync(
    path.join(data, 'postgresql.auto.conf'),
    [`port = ${port}`, `listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${root}'`, 'max_connections = 100', 'fsync = off', 'synchronous_commit = off', 'full_page_writes = off', `shared_buffers = '64MB'`, ''].join('\n'),
  );
  const runAsync = async (args: string[]) => {
    const [command, ...rest] = args;
    try {
      await (asRoot ? execFileAsync('runuser', ['-u', 'postgres', '--', command!, ...rest]) : execFileAsync(command!, rest));
    } catch (error) {
      throw new Error(`${path.basename(command!)} failed: ${String(error)}\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-2_000) : ''}`, { cause: error });
    }
  };
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const cluster: PostgresCluster = {
    adminUrl,
    port,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => runAsync([bin('pg_ctl'), '-D', data, '-l', log, '-w', '-t', '60', 'start']),
    stop: (mode = 'fast') => runAsync([bin('pg_ctl'), '-D', data, '-m', mode, '-w', '-t', '60', 'stop']),
    restart: (mode = 'fast') => runAsync([bin('pg_ctl'), '-D', data, '-l', log, '-m', mode, '-w', '-t', '60', 'restart']),
    killPostmaster: async () => {
      const pidFile = path.join(data, 'postmaster.pid');
      if (!existsSync(pidFile)) return;
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGKILL');
      // The backends notice their postmaster is gone and exit; the next start waits for them.
      const until = Date.now() + 10_000;
      while (isAlive(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    destroy: () => {
      run([bin('pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop'], true);
      rmSync(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A free port found synchronously (the cluster's commands are synchronous): a child asks the kernel. */
function portSync(): number {
  const script = `const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})`;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}
