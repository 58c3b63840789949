import { describe, expect, it } from 'vitest';
import { PORTFOLIO_STATEMENT_MARK } from '../src/modules/portfolio/portfolio-repository.ts';
import { useTestApp } from './helper.ts';
import { TEST_DATABASE_URL } from './test-database.ts';

const t = useTestApp();

/** The portfolio's statements running now on this test's database (other files compute theirs in databases of their own), whoever runs them. */
async function portfolioStatementsRunning(): Promise<number> {
  const rows = await t.database.transaction((s) =>
    // The mark as a parameter: in this statement's own text it would be cancelled with the computation's.
    s.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() AND strpos(query, $1) > 0",
      [PORTFOLIO_STATEMENT_MARK],
    ),
  );
  return rows[0]!.n;
}

async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) if (await check()) return true;
  return check();
}

// ADR 093: a stopping instance no longer waits for the portfolio's reads, and cancels them, so a
// read of the whole book does not hold its pool's connections past the stop. PGlite runs in the
// process: there is nothing to cancel there, and its stop does not wait on a pool.
describe.skipIf(!TEST_DATABASE_URL)('stopping a portfolio computation on PostgreSQL (skipped on PGlite: no statements to cancel)', () => {
  it('cancels its statements in flight when the instance asks it to stop, and saves nothing', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // A lock every statement of the computation waits behind: they stay in flight until cancelled.
    const holding = t.database.transaction(async (s) => {
      await s.exec('LOCK TABLE loan_orders, ledger_entries, incoming_payments, underwriting_decisions IN ACCESS EXCLUSIVE MODE');
      await released;
    });
    try {
      const stop = new AbortController();
      const computing = t.app.services.portfolio.refresh(stop.signal);
      expect(await waitUntil(async () => (await portfolioStatementsRunning()) > 0, 5_000)).toBe(true);
      stop.abort(new Error('instance stopping'));
      await expect(computing).rejects.toThrow('instance stopping');
      // Cancelled by the instance itself, while the lock is still held: nothing waits on it any more.
      expect(await waitUntil(async () => (await portfolioStatementsRunning()) === 0, 2_000)).toBe(true);
    } finally {
      release();
      await holding;
    }
    const saved = await t.database.transaction((s) => s.query<{ n: number }>('SELECT count(*)::int AS n FROM portfolio_snapshots'));
    expect(saved).toEqual([{ n: 0 }]);
  });
});
