// Issue 22 (ADR 078): the staff dashboard's figures over 1,000,000 loans on a real PostgreSQL.
import { marketDate } from '@lendline/domain';
import { freshPostgres } from './fresh-postgres.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createPortfolioService } from '../apps/server/src/modules/portfolio/portfolio-service.ts';

export interface PortfolioResult {
  loans: number;
  seedMs: number;
  /** Each timed call of the dashboard's figures (GET /staff/portfolio's work: the latest computation), in order. */
  timesMs: number[];
  medianMs: number;
  /** Each full computation over the whole book (the periodic job's work), in order. */
  computeMs: number[];
  /** What the book looked like: the figures' own totals, as a check that the seed is what it says. */
  openLoans: number;
  overdueShare: number | null;
  /** With a replica: ms it took, after the seed and VACUUM returned on the primary, to replay them (its lag at that moment). */
  replicaCatchUpMs?: number;
}

/**
 * One slice of the book, set-based: `count` Nigerian loans paid out over the 24 months before
 * `today`, 30-day phases (every fifth loan two of them), principal 50,000 to 240,000 NGN. Of the
 * loans whose last due date has passed, 78% were repaid on time, 8% late, 14% are still overdue
 * (two-phase ones having paid their first phase); loans not yet due are being repaid. Payments
 * come 70% by transfer to the borrower's own account, 30% by checkout; one order in four more is
 * a rejection. Every row as its module writes it, the ledger balanced per transaction.
 */
function sliceSql(from: number, to: number, today: string, spanDays: number): string {
  return `
    CREATE TEMP TABLE s ON COMMIT DROP AS
    SELECT i, 'o' || i AS id, 'u' || i AS user_id, day, phases, principal, principal / 10 AS interest,
      principal / 20 AS fee, principal * 3 / 800 AS fee_tax, day + 30 AS due1, day + 30 * phases AS due_last, r,
      CASE WHEN day + 30 * phases >= '${today}'::date THEN 'repaying' WHEN r < 78 THEN 'ontime' WHEN r < 86 THEN 'late' ELSE 'overdue' END AS state
    FROM (
      SELECT i, '${today}'::date - ((i * 7919) % ${spanDays})::integer AS day, CASE WHEN i % 5 = 0 THEN 2 ELSE 1 END AS phases,
        5000000 + ((i * 31) % 20) * 1000000 AS principal, ((i * 104729) % 100)::integer AS r
      FROM generate_series(${from}::bigint, ${to}::bigint) i
    ) x;
    ALTER TABLE s ADD COLUMN paid_on date, ADD COLUMN paid_principal bigint, ADD COLUMN paid_interest bigint, ADD COLUMN paid_phases integer;
    UPDATE s SET paid_on = due_last - (r % 5), paid_principal = principal, paid_interest = interest, paid_phases = phases WHERE state = 'ontime';
    UPDATE s SET paid_on = least(due_last + 1 + ((i * 13) % 50)::integer, '${today}'::date - 1), paid_principal = principal, paid_interest = interest, paid_phases = phases WHERE state = 'late';
    UPDATE s SET paid_on = due1 - 1, paid_principal = principal / 2, paid_interest = interest / 2, paid_phases = 1 WHERE state IN ('overdue', 'repaying') AND phases = 2 AND due1 < '${today}'::date;
    INSERT INTO users (id, phone, market, created_at) SELECT user_id, '234' || (7000000000 + i)::text, 'NG', day - 40 FROM s;
    INSERT INTO users (id, phone, market, created_at) SELECT 'v' || i, '234' || (6000000000 + i)::text, 'NG', day - 40 FROM s WHERE i % 4 = 0;
    INSERT INTO loan_orders (id, order_no, user_id, market, product_id, status, created_at, updated_at, submitted_at, first_overdue_at)
      SELECT id, 'LLB' || i, user_id, 'NG', 'ng-cash', CASE state WHEN 'repaying' THEN 2 WHEN 'overdue' THEN 3 ELSE 4 END,
        day - 1, coalesce(paid_on, day)::timestamp + interval '12 hours', day - 1,
        CASE WHEN state IN ('late', 'overdue') THEN (CASE WHEN paid_phases = 1 THEN due_last ELSE due1 END + 1)::timestamp + interval '2 hours' END
      FROM s;
    INSERT INTO loan_orders (id, order_no, user_id, market, product_id, status, created_at, updated_at, submitted_at)
      SELECT 'x' || i, 'LLX' || i, 'v' || i, 'NG', 'ng-cash', 9, day - 2, day - 1, day - 2 FROM s WHERE i % 4 = 0;
    INSERT INTO loan_offers (order_id, user_id, product_id, currency, credit_limit, reloan, terms, approved_at, confirm_by, accepted_at, principal, tenure_days, processing_fee, fee_tax, interest, disbursal_amount, total_repayable, start_date, due_date, disbursed_at)
      SELECT id, user_id, 'ng-cash', 'NGN', 25000000, false, '{}'::jsonb, day - 1, day, day - 1, principal, 30 * phases, fee, fee_tax, interest, principal - fee - fee_tax, principal + interest, day, due_last, day::timestamp + interval '9 hours' FROM s;
    INSERT INTO loan_phases (order_id, phase, due_date, principal, interest, amount)
      SELECT id, p, day + 30 * p, principal / phases, interest / phases, (principal + interest) / phases FROM s, generate_series(1, phases) p;
    INSERT INTO underwriting_decisions (order_id, user_id, outcome, score, credit_limit, product_id, reloan, reasons, engine_version, decided_by, decided_at)
      SELECT id, user_id, 'approve', 700, 25000000, 'ng-cash', false, '["SCORE_OK"]'::jsonb, 'v1', 'engine', day - 1 FROM s;
    INSERT INTO underwriting_decisions (order_id, user_id, outcome, score, reloan, reasons, engine_version, decided_by, decided_at)
      SELECT 'x' || i, 'v' || i, CASE WHEN r < 10 THEN 'refer' ELSE 'reject' END, 400, false,
        CASE WHEN r < 10 THEN '["SCORE_REFER_BAND"]' WHEN r < 40 THEN '["LOW_SCORE", "DENY_LIST"]' ELSE '["LOW_SCORE"]' END::jsonb, 'v1', 'engine', day - 1
      FROM s WHERE i % 4 = 0;
    INSERT INTO repayment_references (reference, provider, kind, channel, user_id, order_id, amount, currency, created_at)
      SELECT 'CHK' || i, 'paystack', 'checkout', 'checkout', user_id, id, paid_principal + paid_interest, 'NGN', paid_on FROM s WHERE paid_on IS NOT NULL AND i % 10 < 3;
    INSERT INTO incoming_payments (id, provider, provider_reference, amount, currency, target_kind, target, paid_at, received_at, user_id, order_id, outcome)
      SELECT 'p' || i, CASE WHEN i % 10 < 3 THEN 'paystack' ELSE 'monnify' END, 'ref' || i, paid_principal + paid_interest, 'NGN',
        CASE WHEN i % 10 < 3 THEN 'reference' ELSE 'account' END, CASE WHEN i % 10 < 3 THEN 'CHK' || i ELSE '99' || i END,
        paid_on::timestamp + interval '11 hours', paid_on::timestamp + interval '11 hours', user_id, id, 'allocated'
      FROM s WHERE paid_on IS NOT NULL;
    INSERT INTO repayment_allocations (payment_id, order_id, phase, component, amount)
      SELECT 'p' || i, id, p, c, CASE c WHEN 'principal' THEN principal / phases ELSE interest / phases END
      FROM s, generate_series(1, paid_phases) p, (VALUES ('principal'), ('interest')) AS k(c) WHERE paid_on IS NOT NULL;
    INSERT INTO ledger_transactions (id, kind, order_id, idempotency_key, currency, created_at)
      SELECT 'd' || i, 'disbursement', id, 'payout:' || i, 'NGN', day::timestamp + interval '9 hours' FROM s;
    INSERT INTO ledger_entries (transaction_id, account, amount, currency)
      SELECT 'd' || i, e.account, e.amount, 'NGN' FROM s, LATERAL (VALUES
        ('principal_receivable', principal), ('provider_clearing', -(principal - fee - fee_tax)), ('fee_income', -fee),
        ('tax_payable', -fee_tax), ('interest_receivable', interest), ('interest_income', -interest)) AS e(account, amount);
    INSERT INTO ledger_transactions (id, kind, order_id, idempotency_key, currency, created_at)
      SELECT 'r' || i, 'repayment', id, 'repayment:' || i, 'NGN', paid_on::timestamp + interval '11 hours' FROM s WHERE paid_on IS NOT NULL;
    INSERT INTO ledger_entries (transaction_id, account, amount, currency)
      SELECT 'r' || i, e.account, e.amount, 'NGN' FROM s, LATERAL (VALUES
        ('collections_clearing', paid_principal + paid_interest), ('principal_receivable', -paid_principal), ('interest_receivable', -paid_interest)) AS e(account, amount)
      WHERE paid_on IS NOT NULL;`;
}

/** `spanDays`: the loans are paid out over that many days before `today` (the bureau bench packs them into two months). */
export async function seedPortfolio(database: Database, count: number, today: string, spanDays = 730): Promise<void> {
  const slice = 50_000;
  for (let from = 1; from <= count; from += slice) {
    const to = Math.min(from + slice - 1, count);
    await database.transaction(async (s) => {
      // The seed writes what the services would, balanced by construction: the row triggers
      // (foreign keys, the ledger's per-transaction balance check at commit) are skipped here
      // only to seed millions of rows in minutes. Needs the bench's superuser.
      await s.exec(`SET LOCAL session_replication_role = replica; ${sliceSql(from, to, today, spanDays)}`);
    });
  }
}

/** Waits until the replica has replayed everything the primary has written so far. */
async function caughtUp(primary: Database, replica: Database): Promise<void> {
  const [row] = await primary.transaction((s) => s.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'));
  for (;;) {
    const [state] = await replica.transaction((s) => s.query<{ behind: boolean }>('SELECT pg_last_wal_replay_lsn() < $1::pg_lsn AS behind', [row!.lsn]));
    if (!state!.behind) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Seeds `count` loans in a fresh database on the PostgreSQL at `adminUrl`, times the whole
 * computation `computeRounds` times, then the dashboard's answer `rounds` times.
 */
export async function measurePortfolio(count: number, adminUrl: string, rounds = 5, computeRounds = 2, replicaUrl?: string): Promise<PortfolioResult> {
  const fresh = await freshPostgres(adminUrl, 'lendline_bench');
  const database = await openDatabase({ url: fresh.url });
  let replica: Database | undefined;
  let replicaCatchUpMs: number | undefined;
  try {
    await migrate(database);
    const now = () => new Date();
    const today = marketDate(now(), 'NG');
    const seeded = performance.now();
    await seedPortfolio(database, count, today);
    // As autovacuum would have by now: statistics, and the visibility map index-only scans read.
    await fresh.vacuum();
    const seedMs = performance.now() - seeded;
    // Issue 23 (ADR 097): the computation reads a streaming replica of the server (DATABASE_READ_URL), once it has replayed the seed.
    if (replicaUrl) {
      replica = await openDatabase({ url: fresh.urlOn(replicaUrl), poolSize: 6 });
      const waiting = performance.now();
      await caughtUp(database, replica);
      replicaCatchUpMs = performance.now() - waiting;
    }
    const quiet = async () => undefined;
    const portfolio = createPortfolioService({ db: database.db, readDb: (replica ?? database).db, now, market: 'NG', audit: { record: quiet, recordReveal: quiet, recordAlone: quiet },
      // Fresh figures ask for no computation: nothing is ever queued here.
      jobs: { enqueue: async () => true, nudge: () => undefined },
      cancelStatements: (mark) => database.cancelStatements?.(mark) ?? Promise.resolve(0),
    });
    const computeMs: number[] = [];
    for (let i = 0; i < computeRounds; i++) {
      const started = performance.now();
      await portfolio.refresh();
      computeMs.push(performance.now() - started);
    }
    const timesMs: number[] = [];
    let last = null;
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      last = await portfolio.figures();
      timesMs.push(performance.now() - started);
    }
    return { loans: last?.totals.loans ?? 0, seedMs, timesMs, medianMs: median(timesMs), computeMs, openLoans: last?.totals.openLoans ?? 0, overdueShare: last?.par[0]?.ppm ?? null, replicaCatchUpMs };
  } finally {
    await replica?.close();
    await database.close();
    await fresh.drop();
  }
}
