import { ERRORS, PORTFOLIO_TABLES, type PortfolioView } from '@lendline/domain';
import { describe, expect, it, vi } from 'vitest';
import { PORTFOLIO_STATEMENT_MARK } from '../src/modules/portfolio/portfolio-repository.ts';
import { useTestApp } from './helper.ts';
import { seedKnownBook } from './portfolio-fixtures.ts';
import { signedInStaff, type Session } from './staff-fixtures.ts';

// T0 is 2026-03-02 in Lagos; the known book's loans go back to October 2025.
const t = useTestApp();

async function as(session: Session, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: session.cookie }, remoteAddress: '203.0.113.7' });
  return { status: res.statusCode, headers: res.headers, text: res.body };
}

async function figures(session: Session): Promise<PortfolioView> {
  const res = await as(session, '/staff/portfolio');
  expect(res.status).toBe(200);
  const body = JSON.parse(res.text) as { code: number; data: PortfolioView };
  expect(body.code).toBe(0);
  return body.data;
}

const finance = () => signedInStaff(t, { email: 'fola@lender.example', name: 'Fola Ade', roles: ['finance'] });

/** Whether a statement (drizzle's SQL: chunks of text and nested statements) carries the portfolio's mark. */
function isMarked(query: unknown): boolean {
  const chunks = (query as { queryChunks?: unknown[] } | undefined)?.queryChunks ?? [];
  return chunks.some((chunk) => {
    const text = (chunk as { value?: unknown }).value;
    return (Array.isArray(text) && text.some((part) => typeof part === 'string' && part.includes(PORTFOLIO_STATEMENT_MARK))) || isMarked(chunk);
  });
}

describe('the portfolio (issue 22, ADR 078), on a book worked out by hand', () => {
  it('answers the totals from the loans and the ledger, in the market’s currency only', async () => {
    await seedKnownBook(t);
    const view = await figures(await finance());
    expect(view).toMatchObject({ market: 'NG', currency: 'NGN', asOf: '2026-03-02', reconciliation: { measured: true, mismatches: 0, amount: 0, providers: [] } });
    // L6's payout failed: not a loan. Principal owed: L2 150,000 + L3 300,000 + L4 400,000 + L7 300,000.
    expect(view.totals).toEqual({
      loans: 7, openLoans: 4, disbursed: 2_200_000, collected: 1_164_000,
      outstandingPrincipal: 1_150_000, outstandingInterest: 115_000, outstandingPenalties: 7_000,
    });
  });

  it('counts PAR by days past due of the oldest unpaid phase, over the ledger’s principal', async () => {
    await seedKnownBook(t);
    const view = await figures(await finance());
    // L2 103 days (150,000 owed), L3 26 days (300,000), L7 17 days: phase 1 paid, phase 2 due 02-13 (300,000).
    expect(view.par).toEqual([
      { days: 1, loans: 3, principal: 750_000, ppm: 652_174 },
      { days: 7, loans: 3, principal: 750_000, ppm: 652_174 },
      { days: 30, loans: 1, principal: 150_000, ppm: 130_435 },
      { days: 60, loans: 1, principal: 150_000, ppm: 130_435 },
      { days: 90, loans: 1, principal: 150_000, ppm: 130_435 },
    ]);
  });

  it('derives the roll rates of the last 30 days', async () => {
    await seedKnownBook(t);
    const view = await figures(await finance());
    // Then (2026-01-31): L3, L4, L7 current; L5 31 days overdue (repaid since); L2 73 days. L1, L8 already repaid.
    expect(view.rollRates).toEqual([
      { from: 'current', to: '1-30', loans: 3, rolled: 2, ppm: 666_667 },
      { from: '1-30', to: '31-60', loans: 0, rolled: 0, ppm: null },
      { from: '31-60', to: '61-90', loans: 1, rolled: 0, ppm: 0 },
      { from: '61-90', to: '91+', loans: 1, rolled: 1, ppm: 1_000_000 },
    ]);
  });

  it('draws vintage curves by month of disbursal, up to this month', async () => {
    await seedKnownBook(t);
    const view = await figures(await finance());
    const curve = (cohort: string) => view.vintages.find((v) => v.cohort === cohort)!;
    expect(view.vintages.map((v) => [v.cohort, v.loans, v.principal])).toEqual([
      ['2025-10', 2, 300_000], ['2025-11', 1, 100_000], ['2025-12', 2, 1_100_000], ['2026-01', 2, 700_000],
    ]);
    expect(curve('2025-10').points.map((p) => [p.monthsSince, p.repaidPpm, p.overduePpm])).toEqual([
      [0, 0, 0], [1, 500_000, 500_000], [2, 500_000, 500_000], [3, 500_000, 500_000], [4, 500_000, 500_000], [5, 500_000, 500_000],
    ]);
    // L5 overdue in January and repaid in February; L7 overdue in February.
    expect(curve('2025-12').points.map((p) => [p.monthsSince, p.repaidPpm, p.overduePpm])).toEqual([[0, 0, 0], [1, 0, 500_000], [2, 500_000, 1_000_000], [3, 500_000, 1_000_000]]);
    expect(curve('2026-01').points.map((p) => [p.monthsSince, p.repaidPpm, p.overduePpm])).toEqual([[0, 0, 0], [1, 0, 500_000], [2, 0, 500_000]]);
  });

  it('gives the collection rate by channel over the 90-day window, and first-payment default', async () => {
    await seedKnownBook(t);
    const view = await figures(await finance());
    // Due in the window: L3 330,000, L5 550,000, L7 2 x 330,000. Received: 1,054,000 (P1 of November is before it).
    expect(view.collections).toEqual({
      from: '2025-12-03', to: '2026-03-02', due: 1_540_000, received: 1_054_000, ratePpm: 684_416,
      channels: [
        { provider: 'monnify', channel: 'account', payments: 4, amount: 724_000, sharePpm: 686_907, ratePpm: 470_130 },
        { provider: 'paystack', channel: 'checkout', payments: 1, amount: 330_000, sharePpm: 313_093, ratePpm: 214_286 },
      ],
    });
    // First due 30+ days ago: L1, L2, L5, L7, L8. Missed it: L2, L5, L8; L8 repaid within 30 days.
    expect(view.firstPaymentDefault).toEqual({ days: 30, matured: 5, missed: 3, missedPpm: 600_000, defaulted: 2, defaultedPpm: 400_000 });
  });

  it('gives the approval rate and its reasons for the window', async () => {
    await seedKnownBook(t);
    const view = await figures(await finance());
    expect(view.approvals).toEqual({
      from: '2025-12-03', to: '2026-03-02', approved: 3, rejected: 2, referred: 1, approvalPpm: 600_000,
      reasons: [
        { outcome: 'approve', reason: 'SCORE_OK', decisions: 3 },
        { outcome: 'refer', reason: 'SCORE_REFER_BAND', decisions: 1 },
        { outcome: 'reject', reason: 'LOW_SCORE', decisions: 2 },
        { outcome: 'reject', reason: 'DENY_LIST', decisions: 1 },
      ],
    });
  });

  it('answers the latest computation, and past 20 minutes or on another market day asks the job for a new one without waiting for it', async () => {
    // Through the service: a staff session would end while the clock moves on.
    const portfolio = t.app.services.portfolio;
    expect((await figures(await finance())).totals.loans).toBe(0);
    await seedKnownBook(t);
    t.clock.advance(19 * 60_000);
    const fresh = await portfolio.figures();
    expect(fresh.totals.loans).toBe(0);
    expect(fresh.refreshing).toBeUndefined();
    t.clock.advance(2 * 60_000);
    // Past 20 minutes: the old figures at once, saying a computation is under way; however many ask, one job.
    const stale = await Promise.all([portfolio.figures(), portfolio.figures(), portfolio.figures()]);
    expect(stale.map((v) => [v.totals.loans, v.refreshing])).toEqual([[0, true], [0, true], [0, true]]);
    const asked = await t.database.transaction((s) => s.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE queue = 'portfolio-snapshot' AND key LIKE 'portfolio-snapshot:asked:%'"));
    expect(asked).toEqual([{ n: 1 }]);
    await t.app.jobs.runDue();
    const computed = await portfolio.figures();
    expect(computed.totals.loans).toBe(7);
    expect(computed.computedAt).toBe(t.clock.now().toISOString());
    expect(computed.refreshing).toBeUndefined();
    // The next market day in Lagos: yesterday's figures until the day's are computed.
    t.clock.advance(24 * 3_600_000);
    expect(await portfolio.figures()).toMatchObject({ asOf: '2026-03-02', refreshing: true });
    await t.app.jobs.runDue();
    expect(await portfolio.figures()).toMatchObject({ asOf: '2026-03-03' });
    const kept = await t.database.transaction((s) => s.query<{ market_day: string; took_ms: number }>('SELECT market_day::text, took_ms FROM portfolio_snapshots ORDER BY market_day'));
    expect(kept).toEqual([{ market_day: '2026-03-02', took_ms: expect.any(Number) }, { market_day: '2026-03-03', took_ms: expect.any(Number) }]);
  });

  it('computes once for every staff member opening a dashboard never computed before', async () => {
    await seedKnownBook(t);
    // The portfolio's reads carry its mark (ADR 093): counted as the database is asked them.
    const execute = vi.spyOn(t.database.db, 'execute');
    const passReads = () => execute.mock.calls.filter(([query]) => isMarked(query)).length;
    const views = await Promise.all([1, 2, 3].map(() => t.app.services.portfolio.figures()));
    expect(views.map((v) => v.totals.loans)).toEqual([7, 7, 7]);
    // One computation's answer shared by the three, not three passes over the book: a caller
    // whose read of the snapshots came after that computation was saved reads it, equal.
    expect(views[1]).toEqual(views[0]);
    expect(views[2]).toEqual(views[0]);
    const concurrent = passReads();
    execute.mockClear();
    await t.app.services.portfolio.refresh();
    expect(passReads()).toBeGreaterThan(0);
    expect(concurrent).toBe(passReads());
    execute.mockRestore();
    const kept = await t.database.transaction((s) => s.query<{ n: number }>('SELECT count(*)::int AS n FROM portfolio_snapshots'));
    expect(kept).toEqual([{ n: 1 }]);
  });

  it('answers an empty book with zeros and no made-up shares', async () => {
    const view = await figures(await finance());
    expect(view.totals).toEqual({ loans: 0, openLoans: 0, disbursed: 0, collected: 0, outstandingPrincipal: 0, outstandingInterest: 0, outstandingPenalties: 0 });
    expect(view.par.every((r) => r.ppm === null)).toBe(true);
    expect(view.collections.ratePpm).toBeNull();
    expect(view.approvals.approvalPpm).toBeNull();
    expect(view.vintages).toEqual([]);
  });
});

describe('the portfolio CSV exports', () => {
  it('exports each table, amounts as decimals, and records the export in the audit trail', async () => {
    await seedKnownBook(t);
    const fola = await finance();
    const par = await as(fola, '/staff/portfolio/par.csv');
    expect(par.status).toBe(200);
    expect(par.headers['content-type']).toMatch(/^text\/csv/);
    expect(par.headers['content-disposition']).toBe('attachment; filename="portfolio-par-2026-03-02.csv"');
    expect(par.text).toBe('more_than_days_past_due,loans,principal,share_ppm\r\n1,3,7500.00,652174\r\n7,3,7500.00,652174\r\n30,1,1500.00,130435\r\n60,1,1500.00,130435\r\n90,1,1500.00,130435\r\n');
    const reasons = await as(fola, '/staff/portfolio/approval-reasons.csv');
    expect(reasons.text.split('\r\n')[1]).toBe('approve,SCORE_OK,3');
    for (const table of PORTFOLIO_TABLES) expect((await as(fola, `/staff/portfolio/${table}.csv`)).status, table).toBe(200);
    const rows = await t.database.transaction((s) => s.query<{ actor_id: string; object_id: string; action: string }>(`SELECT actor_id, object_id, action FROM audit_events WHERE action = 'portfolio.export' AND actor_id = '${fola.id}' ORDER BY seq`));
    expect(rows.slice(0, 2)).toEqual([
      { actor_id: fola.id, object_id: 'par', action: 'portfolio.export' },
      { actor_id: fola.id, object_id: 'approval-reasons', action: 'portfolio.export' },
    ]);
    expect(rows).toHaveLength(2 + PORTFOLIO_TABLES.length);
  });

  it('refuses an unknown table, and staff without reports.read', async () => {
    // The trail is append-only (not emptied between tests): only rows after this one count.
    const [mark] = await t.database.transaction((s) => s.query<{ seq: number | null }>('SELECT max(seq) AS seq FROM audit_events'));
    const fola = await finance();
    const unknown = await as(fola, '/staff/portfolio/borrowers.csv');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.text).code).toBe(ERRORS.NOT_FOUND.code);
    const sam = await signedInStaff(t, { email: 'sam@lender.example', name: 'Sam Eze', roles: ['support'] });
    expect((await as(sam, '/staff/portfolio')).status).toBe(403);
    expect((await as(sam, '/staff/portfolio/par.csv')).status).toBe(403);
    const exports = await t.database.transaction((s) => s.query(`SELECT 1 FROM audit_events WHERE action = 'portfolio.export' AND outcome = 'done' AND seq > ${Number(mark?.seq ?? 0)}`));
    expect(exports).toEqual([]);
  });
});
