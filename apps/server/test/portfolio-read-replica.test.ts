import { randomBytes } from 'node:crypto';
import type { PortfolioView } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { startServer } from '../src/main.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { useTestApp } from './helper.ts';
import { seedKnownBook } from './portfolio-fixtures.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';
import { signedInStaff } from './staff-fixtures.ts';
import { TEST_DATABASE_URL } from './test-database.ts';

// ADR 097: with DATABASE_READ_URL the pass over the book reads the replica; the snapshot it
// keeps, and everything else, stay on the primary. The "replica" here is a second database that
// holds the known book while the primary holds none, so the figures say which one was read.
const t = useTestApp({ readReplica: true });

const count = async (database: Database, sql: string) => Number((await database.transaction((s) => s.query<{ n: string }>(sql)))[0]!.n);
const snapshots = (database: Database) => count(database, 'SELECT count(*) AS n FROM portfolio_snapshots');
const loans = (database: Database) => count(database, 'SELECT count(*) AS n FROM loan_orders');

async function dashboard(cookie: string): Promise<PortfolioView> {
  const res = await t.app.inject({ method: 'GET', url: '/staff/portfolio', headers: { cookie }, remoteAddress: '203.0.113.7' });
  expect(res.statusCode).toBe(200);
  return (JSON.parse(res.body) as { data: PortfolioView }).data;
}

describe('the portfolio on a read replica (DATABASE_READ_URL, ADR 097)', () => {
  it('computes the figures from the replica and keeps the snapshot on the primary only', async () => {
    const replica = t.readDatabase!;
    await seedKnownBook({ database: replica });
    expect(await loans(t.database)).toBe(0);

    const session = await signedInStaff(t, { email: 'fola@lender.example', name: 'Fola Ade', roles: ['finance'] });
    const view = await dashboard(session.cookie);

    // The known book's totals (portfolio.test.ts): only the replica has them.
    expect(view.totals).toMatchObject({ loans: 7, openLoans: 4, disbursed: 2_200_000, outstandingPrincipal: 1_150_000 });
    expect(await snapshots(t.database)).toBe(1);
    expect(await snapshots(replica)).toBe(0);
    // The staff sign-in and its session were written to the primary too, never to the replica.
    expect(await count(t.database, 'SELECT count(*) AS n FROM staff_sessions')).toBeGreaterThan(0);
    expect(await count(replica, 'SELECT count(*) AS n FROM staff_sessions')).toBe(0);
    expect(await count(replica, 'SELECT count(*) AS n FROM staff_accounts')).toBe(0);

    // The next answer is the primary's snapshot: emptying the replica changes nothing until the job computes again.
    await replica.transaction((s) => s.exec('TRUNCATE users, loan_orders, ledger_transactions, incoming_payments RESTART IDENTITY CASCADE'));
    expect((await dashboard(session.cookie)).totals.loans).toBe(7);
    // The periodic job's computation reads the replica again: now an empty book.
    const again = await t.app.services.portfolio.refresh();
    expect(again.totals.loans).toBe(0);
    expect(await snapshots(replica)).toBe(0);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('DATABASE_READ_URL as the server starts (skipped on PGlite: a read URL needs PostgreSQL)', () => {
  it('opens the replica from the environment, reads the book there and writes the snapshot to the primary', async () => {
    const names = ['primary', 'replica'].map((role) => `lendline_test_${role}_${randomBytes(6).toString('hex')}`);
    for (const name of names) await adminQuery(TEST_DATABASE_URL!, `CREATE DATABASE ${name}`);
    const [primaryUrl, replicaUrl] = names.map((name) => databaseUrl(TEST_DATABASE_URL!, name)) as [string, string];
    // The replica follows the primary's schema; here it is migrated and given the book by hand.
    const replica = await openDatabase({ url: replicaUrl, poolSize: 1 });
    try {
      await migrate(replica);
      await seedKnownBook({ database: replica });
      const env = { NODE_ENV: 'test', WEB_DIST: '/nonexistent/lendline-web-dist', LOG_LEVEL: 'silent', DATABASE_URL: primaryUrl, DATABASE_READ_URL: replicaUrl };
      const server = await startServer({ env, config: { port: 0, host: '127.0.0.1' }, logger: createLogger('silent') });
      try {
        expect(server.config.databaseReadUrl).toBe(replicaUrl);
        expect((await server.app.services.portfolio.refresh()).totals.loans).toBe(7);
        expect(await loans(server.database)).toBe(0);
        expect(await snapshots(server.database)).toBe(1);
        expect(await snapshots(replica)).toBe(0);
      } finally {
        await server.close();
      }
    } finally {
      await replica.close();
      for (const name of names) await adminQuery(TEST_DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
