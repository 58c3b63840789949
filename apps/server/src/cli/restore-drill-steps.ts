import { spawn } from 'node:child_process';

/**
 * The restore drill's moving parts (ADR 092): PostgreSQL's own client programs, the scratch
 * database, and the built server as `npm start` runs it. Nothing here prints: the drill reports.
 */

/** A connection string split so that the password travels in the environment, never on a command line `ps` shows. */
export function clientArgs(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** What a report may say of a database: host, port and name; no user, no password. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}


/** Runs a client program (pg_dump, pg_restore); answers its exit code and the end of what it wrote to stderr. */
export function runProgram(command: string, args: readonly string[], env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', (error) => resolve({ code: 127, stderr: error.message }));
    child.once('exit', (code) => resolve({ code: code ?? 1, stderr: stderr.trim() }));
  });
}

export interface BuiltServer {
  /** Resolves with the address it says it listens on; rejects if it exits first. */
  url: Promise<string>;
  /** SIGTERM, then the exit code (null: killed after the grace period). */
  stop(): Promise<number | null>;
}

/**
 * Starts the built server (`node dist/main.js`, as `npm start` does) with `env` alone, so the
 * operator's own settings (providers' keys, the production SECRET_KEY) never reach a copy whose
 * job runner would act on restored work: the defaults are the sandboxes, and nothing leaves the machine.
 */
export function startBuiltServer(entry: string, env: Record<string, string>): BuiltServer {
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const found = /Lendline listening on (http:\/\/[^"\s]+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    // The log may name people (it is the restored data's server): say only how it ended.
    void exited.then((code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
  url.catch(() => undefined);
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const grace = setTimeout(() => child.kill('SIGKILL'), 15_000);
      try {
        return await exited;
      } finally {
        clearTimeout(grace);
      }
    },
  };
}

/**
 * Ready as a load balancer asks: `/readyz` where the build has it; a build from before it
 * (issue 23's health endpoints) is ready when its contract document answers.
 */
export async function waitReady(base: string, timeoutMs: number): Promise<{ ok: boolean; how: string }> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until) {
    try {
      const ready = await fetch(`${base}/readyz`);
      if (ready.status === 200) return { ok: true, how: '/readyz 200' };
      if (ready.status === 404) {
        const contract = await fetch(`${base}/openapi.json`);
        if (contract.status === 200) return { ok: true, how: '/openapi.json 200 (this build has no /readyz)' };
        last = `/openapi.json ${contract.status}`;
      } else {
        last = `/readyz ${ready.status}`;
      }
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { ok: false, how: last };
}
