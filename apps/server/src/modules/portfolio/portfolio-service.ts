import { addCalendarDays, currencyOf, marketDate, MARKETS, PORTFOLIO_WINDOW_DAYS, type BureauTotals, type MarketId, type PortfolioTable, type PortfolioView } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import { parRows, ratioPpm, rollRates, vintageRows } from './portfolio-fns.ts';
import { bookGroups, collections, decisions, ledgerTotals, openLoanCount, openMismatches, overdueGroups, PORTFOLIO_STATEMENT_MARK, type BookScope } from './portfolio-repository.ts';
import { portfolioCsv } from './portfolio-csv.ts';
import { latestSnapshot, saveSnapshot } from './snapshot-repository.ts';

/**
 * How often the figures are computed again (the periodic job), and the age past which the
 * dashboard asks for a computation at once: computing reads the whole book (a minute at
 * 1,000,000 loans on a busy server, ADR 078), so the screen never waits for one while any
 * computation exists; it shows the latest with its time and says a newer one is under way.
 */
export const PORTFOLIO_REFRESH_EVERY_MS = 10 * 60_000;
const STALE_AFTER_MS = 2 * PORTFOLIO_REFRESH_EVERY_MS;

/** First-payment default counts a loan not repaid within this many days of its first due date. */
const FPD_DAYS = 30;

export interface PortfolioDeps {
  /** The primary: the snapshots are read and written here. */
  db: Db;
  /** Where the pass over the book reads: a replica when DATABASE_READ_URL is set (ADR 097), else `db`. */
  readDb: Db;
  now: Clock;
  market: MarketId;
  audit: AuditRecorder;
  jobs: JobEnqueuer;
  /** Cancels this instance's statements in flight carrying the mark (PostgreSQL); resolves 0 where there is nothing to cancel. */
  cancelStatements(mark: string): Promise<number>;
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;

/** `work`, or a rejection as soon as `signal` aborts (the work itself runs on and its result is dropped). */
function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The portfolio as pictures and tables (issue 22, ADR 078): every figure of this server's
 * market and currency, computed in SQL from the views the owning modules publish; the ledger
 * is the truth for what is owed and what was collected.
 */
export function createPortfolioService(deps: PortfolioDeps) {
  const { db, readDb, now, market } = deps;
  const currency = currencyOf(market);
  const timeZone = MARKETS[market].timeZone;

  async function compute(): Promise<PortfolioView> {
    const today = marketDate(now(), market);
    const scope: BookScope = { market, currency, timeZone, today, then: addCalendarDays(today, -30), fpdDays: FPD_DAYS };
    const window = { from: addCalendarDays(today, 1 - PORTFOLIO_WINDOW_DAYS), to: today, timeZone };
    // Independent reads: on PostgreSQL the pool runs them side by side, on the replica when there is one.
    const reads = [
      bookGroups(readDb, scope), overdueGroups(readDb, scope), ledgerTotals(readDb, currency), collections(readDb, currency, window), decisions(readDb, window), openMismatches(readDb, currency),
    ] as const;
    // Every read ended before the answer, failed or not: a stop cancels until none is left (refresh).
    await Promise.allSettled(reads);
    const [book, overdue, ledger, money, decided, mismatches] = await Promise.all(reads);
    const received = money.channels.reduce((total, c) => total + c.amount, 0);
    const approved = decided.outcomes.get('approve') ?? 0;
    const rejected = decided.outcomes.get('reject') ?? 0;
    return {
      market,
      currency,
      asOf: today,
      totals: { loans: book.loans, openLoans: book.openLoans, disbursed: book.disbursed, ...ledger },
      par: parRows(overdue, ledger.outstandingPrincipal),
      rollRates: rollRates(overdue, book.earlier),
      vintages: vintageRows(book.cohorts, today.slice(0, 7)),
      collections: {
        from: window.from,
        to: window.to,
        due: money.due,
        received,
        ratePpm: ratioPpm(received, money.due),
        channels: money.channels.map((c) => ({ ...c, sharePpm: ratioPpm(c.amount, received), ratePpm: ratioPpm(c.amount, money.due) })),
      },
      firstPaymentDefault: {
        days: FPD_DAYS,
        matured: book.fpd.matured,
        missed: book.fpd.missed,
        missedPpm: ratioPpm(book.fpd.missed, book.fpd.matured),
        defaulted: book.fpd.defaulted,
        defaultedPpm: ratioPpm(book.fpd.defaulted, book.fpd.matured),
      },
      approvals: {
        from: window.from,
        to: window.to,
        approved,
        rejected,
        referred: decided.outcomes.get('refer') ?? 0,
        approvalPpm: ratioPpm(approved, approved + rejected),
        reasons: decided.reasons,
      },
      // Open mismatches the reconciliation recorded (ADR 086): what finance still has to resolve.
      reconciliation: {
        measured: true,
        mismatches: mismatches.reduce((total, p) => total + p.mismatches, 0),
        amount: mismatches.reduce((total, p) => total + p.amount, 0),
        providers: mismatches,
      },
      computedAt: now().toISOString(),
    };
  }

  /**
   * Computes every figure now and keeps it as the day's latest. When `signal` aborts (the
   * instance stops, ADR 093) the wait ends at once, the statements in flight are cancelled and
   * nothing is saved: the reads are only reads, so the job is handed back and computed again
   * elsewhere, and the stopping instance's pool is not held by a read of the whole book.
   */
  async function refresh(signal?: AbortSignal): Promise<PortfolioView> {
    const started = performance.now();
    const computing = compute();
    // Once stopped, cancelled again every 250 ms until every read has ended: a read still waiting
    // for a pool connection when the first cancel ran starts after it (a flaky test showed it).
    let cancelling: ReturnType<typeof setInterval> | undefined;
    const cancel = () => void deps.cancelStatements(PORTFOLIO_STATEMENT_MARK).catch(() => undefined);
    const onAbort = () => {
      cancel();
      cancelling = setInterval(cancel, 250);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    void computing.catch(() => undefined).finally(() => {
      clearInterval(cancelling);
      signal?.removeEventListener('abort', onAbort);
    });
    const view = await abortable(computing, signal);
    await saveSnapshot(db, { market, marketDay: view.asOf, computedAt: new Date(view.computedAt), tookMs: Math.round(performance.now() - started), figures: view });
    return view;
  }

  // One computation at a time per instance for a dashboard that has none to show: a burst of
  // staff opening a new server's dashboard waits on one pass over the book, not one each.
  let first: Promise<PortfolioView> | undefined;
  function computeFirst(): Promise<PortfolioView> {
    first ??= refresh().finally(() => (first = undefined));
    return first;
  }

  /**
   * The latest computation, whatever its age. When it is of another market day or older than
   * STALE_AFTER_MS (the job fell behind, or the server was down), a computation is queued (one
   * per stale period however many staff ask) and the answer says so; only a market that has
   * never been computed waits for one.
   */
  async function figures(): Promise<PortfolioView> {
    const latest = await latestSnapshot(db, market);
    if (!latest) return computeFirst();
    const at = now();
    const fresh = latest.marketDay === marketDate(at, market) && at.getTime() - latest.computedAt.getTime() <= STALE_AFTER_MS;
    if (fresh) return latest.figures;
    await deps.jobs.enqueue(db, 'portfolioSnapshot', { key: `portfolio-snapshot:asked:${Math.floor(at.getTime() / STALE_AFTER_MS)}` });
    deps.jobs.nudge();
    return { ...latest.figures, refreshing: true };
  }

  return {
    figures,
    refresh,

    /**
     * The portfolio's own figures a bureau file must equal (ADR 100), read with the caller's
     * executor so both come from one snapshot: open and overdue loans, what the ledger says is
     * owed (principal, interest, penalties) and the principal the overdue loans still owe.
     */
    async bureauTotals(executor: Executor): Promise<BureauTotals> {
      const today = marketDate(now(), market);
      const scope: BookScope = { market, currency, timeZone, today, then: addCalendarDays(today, -30), fpdDays: FPD_DAYS };
      const [open, overdue, ledger] = [await openLoanCount(executor, market, currency), await overdueGroups(executor, scope), await ledgerTotals(executor, currency)];
      return {
        openFacilities: open,
        overdueFacilities: overdue.reduce((total, g) => total + g.loans, 0),
        outstanding: ledger.outstandingPrincipal + ledger.outstandingInterest + ledger.outstandingPenalties,
        overduePrincipal: overdue.reduce((total, g) => total + g.principal, 0),
      };
    },

    /**
     * One table as CSV. The figures leave the console in a file, so the export is recorded
     * (action 'portfolio.export', the table's name) in a transaction of its own.
     */
    async exportCsv(table: PortfolioTable, context: AuditContext): Promise<{ name: string; csv: string }> {
      const view = await figures();
      await deps.audit.recordAlone({ ...context, action: 'portfolio.export', object: { type: 'portfolio', id: table }, after: { asOf: view.asOf } });
      return { name: `portfolio-${table}-${view.asOf}.csv`, csv: portfolioCsv(view, table) };
    },
  };
}
