import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { TEST_DATABASE_URL } from './test-database.ts';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'lendline-built-'));
const databaseName = `lendline_test_${randomBytes(6).toString('hex')}`;
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (TEST_DATABASE_URL) await adminQuery(TEST_DATABASE_URL, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

/** Starts `node dist/main.js` as `npm start` does, and resolves with the URL it says it listens on. */
function startBuilt(env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverRoot,
    // No NODE_OPTIONS: vitest's own loaders must not be what makes the bundle run.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent/lendline-web-dist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Lendline listening on (http:\/\/[^"\s]+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.once('exit', (code) => reject(new Error(`the built server exited with ${code}: ${output.slice(-2000)}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, url, exited };
}

describe('the production start (ADR 060)', () => {
  it('builds the server as plain JavaScript that starts with node alone, answers, and stops cleanly on SIGTERM', async () => {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'build/bundle.ts'], { cwd: serverRoot, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    for (const file of ['dist/main.js', 'dist/pglite-initdb.mjs', 'dist/migrations/0001_init.sql']) expect(existsSync(join(serverRoot, file)), file).toBe(true);

    if (TEST_DATABASE_URL) await adminQuery(TEST_DATABASE_URL, `CREATE DATABASE ${databaseName}`);
    // On PostgreSQL when the suite runs there; otherwise the embedded database's first start,
    // whose initdb runs in a child process from the copy of the script beside the bundle.
    const database: Record<string, string> = TEST_DATABASE_URL ? { DATABASE_URL: databaseUrl(TEST_DATABASE_URL, databaseName) } : { DATA_DIR: dataDir };
    const server = startBuilt(database);
    try {
      const base = await server.url;
      const res = await fetch(`${base}/api/${encryptPath('/loan/product/list', DEFAULT_PACKAGE_NAME)}?timestamp=${Math.floor(Date.now() / 1000)}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { code: number }).code).toBe(0);
      expect((await fetch(`${base}/openapi.json`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  }, 120_000);
});
