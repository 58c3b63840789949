import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDrillMain, runRestoreDrill } from '../src/cli/restore-drill.ts';
import { clientArgs, describeDatabase } from '../src/cli/restore-drill-steps.ts';
import { useTestApp } from './helper.ts';
import { forceEntries, seedMoneyJourneys } from './ledger-journeys-fixtures.ts';
import { databaseUrl } from './postgres-admin.ts';
import { TEST_DATABASE_URL } from './test-database.ts';

const t = useTestApp();
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
// A build of its own: production-build.test.ts empties dist/ and builds it again meanwhile.
const buildRoot = join(serverRoot, `drill-build-${randomBytes(4).toString('hex')}`);
const serverEntry = join(buildRoot, 'dist', 'main.js');
// From dist/ one level deeper than the real one, the default paths to the repository miss: say them.
const serverEnv = { CONTENT_DIR: fileURLToPath(new URL('../../../content', import.meta.url)), WEB_DIST: '/nonexistent/lendline-web-dist', CONSOLE_DIST: '/nonexistent/lendline-console-dist' };

async function drill() {
  const [{ name } = { name: '' }] = await t.database.transaction((s) => s.query<{ name: string }>('SELECT current_database() AS name'));
  const lines: string[] = [];
  const result = await runRestoreDrill({ from: databaseUrl(TEST_DATABASE_URL!, name), serverEntry, serverEnv, print: (line) => void lines.push(line) });
  return { result, lines, report: lines.join('\n'), failed: result.steps.filter((s) => !s.ok).map((s) => s.step) };
}

async function scratchDatabases(): Promise<string[]> {
  const rows = await t.database.transaction((s) => s.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'lendline_drill_%'"));
  return rows.map((r) => r.datname);
}

describe.skipIf(!TEST_DATABASE_URL)('the restore drill on the local PostgreSQL (ADR 092; skipped on PGlite: no PostgreSQL answers, nothing to pg_dump)', () => {
  beforeAll(() => {
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'build/bundle.ts'], { cwd: serverRoot, encoding: 'utf8', env: { ...process.env, SERVER_BUILD_DIR: join(buildRoot, 'dist') } });
    expect(build.status, build.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(buildRoot, { recursive: true, force: true }));

  it('dumps, restores into a fresh database, starts the built server on it, reads a borrower and finds the ledger whole; prints no personal data', async () => {
    await seedMoneyJourneys(t);
    const before = await scratchDatabases();
    const { result, report, failed } = await drill();
    expect(failed, report).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.steps.map((s) => s.step)).toEqual([
      'dump', 'restore', 'ledger balanced', 'ledger money in', 'ledger finished', 'start', 'ready', 'borrower read', 'stop', 'ledger after', 'drop scratch',
    ]);
    expect(report).toMatch(/NGN received \d+ = allocated \d+ \+ credit 200000 \+ suspense 700000/);
    expect(report).toMatch(/restore drill PASSED/);
    // Neither the borrowers' numbers nor the connection's user appear; the copy is gone.
    expect(report).not.toMatch(/0803111|postgres@|Bearer/);
    expect(await scratchDatabases()).toEqual(before);
  }, 180_000);

  it('fails, and still drops its copy, when the ledger it restores is unbalanced', async () => {
    await seedMoneyJourneys(t);
    await forceEntries(t, { kind: 'repayment' }, [{ account: 'principal_receivable', amount: 500 }, { account: 'fee_income', amount: -400 }]);
    const before = await scratchDatabases();
    const { result, report, failed } = await drill();
    expect(result.ok).toBe(false);
    expect(failed, report).toEqual(['ledger balanced', 'ledger after']);
    expect(report).toMatch(/restore drill FAILED/);
    expect(await scratchDatabases()).toEqual(before);
  }, 180_000);
});

describe('the restore drill command line', () => {
  it('passes the password to pg_dump and pg_restore in the environment only, and reports the database without user or password', () => {
    const url = 'postgres://backup:s3cr%40t@db.internal:6432/lendline';
    expect(clientArgs(url)).toEqual({ dbname: 'postgres://backup@db.internal:6432/lendline', env: { PGPASSWORD: 's3cr@t' } });
    expect(describeDatabase(url)).toBe('db.internal:6432/lendline');
  });

  it('is not run (exit 2) without a PostgreSQL connection string: the embedded database has no pg_dump', async () => {
    expect(await restoreDrillMain([], {})).toBe(2);
    expect(await restoreDrillMain(['--from', './data'], {})).toBe(2);
    expect(await restoreDrillMain(['--nonsense'], {})).toBe(2);
  });
});
