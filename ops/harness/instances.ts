// One instance of the BUILT server as the systemd unit runs it: ExecStart and Environment read
// from deploy/systemd/lendline@.service (plain node on apps/server/dist/main.js, ADR 060), run
// from the repository root (the unit's WorkingDirectory), with the env file's variables and the
// signing key as a credential file, like LoadCredential=.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { instanceCommand } from './systemd-unit.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = 'apps/server/dist/main.js';

/** Why the built server cannot run here, or null (the test's skip reason). */
export function builtServerMissing(): string | null {
  return existsSync(path.join(REPO_ROOT, SERVER_ENTRY)) ? null : `no built server at ${SERVER_ENTRY}: run npm run build -w @lendline/server`;
}

export interface RunningInstance {
  url: string;
  port: number;
  pid: number;
  /** What the process wrote to stderr so far (start failures). */
  stderr(): string;
  /** Sends a signal and waits for the exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM (what systemd sends, KillSignal=), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export interface InstanceOptions {
  port: number;
  /** The env file's variables. As with systemd, they override the unit's Environment=. */
  env: Record<string, string>;
  /** The credential the unit loads as secret_key; one key for every instance of a deployment. */
  secretKey?: string;
}

/** Starts the unit's command for `lendline@<port>` and waits for /readyz to answer 200. */
export async function startInstance(options: InstanceOptions): Promise<RunningInstance> {
  const missing = builtServerMissing();
  if (missing) throw new Error(missing);
  const credentials = mkdtempSync(path.join(tmpdir(), 'lendline-credentials-'));
  writeFileSync(path.join(credentials, 'secret_key'), options.secretKey ?? 'ops-test-signing-key-0123456789abcdef', { mode: 0o600 });
  const command = instanceCommand(options.port, credentials);
  // The unit names /usr/bin/node; the tests run the node they run under (the same major).
  const child = spawn(process.execPath, command.args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...command.env, ...options.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.once('exit', () => rmSync(credentials, { recursive: true, force: true }));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-10_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const kill = async (signal: NodeJS.Signals) => {
    if (!gone()) child.kill(signal);
    await exited;
  };
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone()) throw new Error(`instance on ${options.port} exited with ${child.exitCode}: ${stderr}`);
    const ready = await fetch(`${url}/readyz`).then((res) => res.status === 200, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`instance on ${options.port} not ready within 60 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    port: options.port,
    pid: child.pid!,
    stderr: () => stderr,
    kill,
    async stop() {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await kill('SIGTERM');
      clearTimeout(force);
    },
  };
}
