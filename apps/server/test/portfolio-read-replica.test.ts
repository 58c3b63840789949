import type { PortfolioView } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { useTestApp } from './helper.ts';
import { seedKnownBook } from './portfolio-fixtures.ts';
import { signedInStaff } from './staff-fixtures.ts';

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
