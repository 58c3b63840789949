import { OrderStatus, type Currency, type DpdBucket, type MarketId } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { bucketOf, type CohortGroup, type EarlierGroup, type OverdueGroup } from './portfolio-fns.ts';

/**
 * The portfolio's SQL (ADR 078). It reads only the views the owning modules publish for it
 * (migration 0040): portfolio_loans (loans), ledger_account_totals (ledger), repayment_receipts
 * and repayment_principal_paid (repayments), underwriting_outcomes (underwriting), and the
 * existing loan_servicing_phases and repayment_phases_paid. Every figure is aggregated in the
 * database: what comes back is a few hundred grouped rows, never one row per loan.
 */
export interface BookScope {
  market: MarketId;
  currency: Currency;
  timeZone: string;
  /** The market day the figures are as of. */
  today: string;
  /** 30 market days before today: the roll rates' "then". */
  then: string;
  /** The first-payment default's days. */
  fpdDays: number;
}

/**
 * Every statement of the computation carries this comment, so a stopping instance can cancel its
 * own in flight (ADR 093) instead of holding the connections until a read of the whole book ends.
 */
export const PORTFOLIO_STATEMENT_MARK = '/* lendline:portfolio */';
const MARKED = sql.raw(`${PORTFOLIO_STATEMENT_MARK} `);

const num = (value: unknown) => Number(value ?? 0);
const local = (column: string) => sql.raw(`(${column} AT TIME ZONE tz)`);

interface BookGroups {
  cohorts: CohortGroup[];
  earlier: EarlierGroup[];
  fpd: { matured: number; missed: number; defaulted: number };
  loans: number;
  openLoans: number;
  disbursed: number;
}

/**
 * One pass over the loans paid out: grouped by cohort, the month since disbursal each was repaid
 * in and first went overdue in, its first-payment state, and (for a loan not overdue today) the
 * bucket it was in 30 days ago.
 */
export async function bookGroups(db: Executor, s: BookScope): Promise<BookGroups> {
  const monthIndex = (column: string) => sql.raw(`(date_part('year', ${column} AT TIME ZONE tz) * 12 + date_part('month', ${column} AT TIME ZONE tz))::integer`);
  const result = await db.execute(sql`${MARKED}
    WITH l AS (
      SELECT *, ${s.timeZone}::text AS tz FROM portfolio_loans WHERE market = ${s.market} AND currency = ${s.currency}
    ), g AS (
      SELECT to_char(${local('disbursed_at')}, 'YYYY-MM') AS cohort,
        ${monthIndex('finished_at')} - ${monthIndex('disbursed_at')} AS repaid_month,
        ${monthIndex('first_overdue_at')} - ${monthIndex('disbursed_at')} AS overdue_month,
        status IN (${OrderStatus.Repaying}, ${OrderStatus.Overdue}) AS open,
        CASE
          WHEN first_due_date > ${s.today}::date - ${s.fpdDays}::integer THEN NULL
          WHEN first_overdue_at IS NULL OR ${local('first_overdue_at')}::date > first_due_date + 1 THEN 'paid'
          WHEN finished_at IS NOT NULL AND ${local('finished_at')}::date <= first_due_date + ${s.fpdDays}::integer THEN 'missed'
          ELSE 'defaulted'
        END AS fpd,
        CASE
          WHEN status = ${OrderStatus.Overdue} THEN NULL
          WHEN ${local('disbursed_at')}::date > ${s.then}::date THEN NULL
          WHEN finished_at IS NOT NULL AND ${local('finished_at')}::date <= ${s.then}::date THEN NULL
          WHEN first_overdue_at IS NULL OR ${local('first_overdue_at')}::date > ${s.then}::date THEN 0
          ELSE ${s.then}::date - ${local('first_overdue_at')}::date + 1
        END AS days_then,
        principal
      FROM l
    )
    SELECT cohort, repaid_month, overdue_month, open, fpd, days_then, count(*) AS loans, sum(principal) AS principal
    FROM g GROUP BY cohort, repaid_month, overdue_month, open, fpd, days_then`);
  const rows = rowsOf<Record<string, unknown>>(result);
  const out: BookGroups = { cohorts: [], earlier: [], fpd: { matured: 0, missed: 0, defaulted: 0 }, loans: 0, openLoans: 0, disbursed: 0 };
  const earlier = new Map<DpdBucket, number>();
  for (const row of rows) {
    const loans = num(row.loans);
    const principal = num(row.principal);
    out.loans += loans;
    out.disbursed += principal;
    if (row.open === true) out.openLoans += loans;
    out.cohorts.push({
      cohort: String(row.cohort),
      repaidMonth: row.repaid_month === null ? null : num(row.repaid_month),
      overdueMonth: row.overdue_month === null ? null : num(row.overdue_month),
      loans,
      principal,
    });
    if (row.fpd !== null) {
      out.fpd.matured += loans;
      if (row.fpd !== 'paid') out.fpd.missed += loans;
      if (row.fpd === 'defaulted') out.fpd.defaulted += loans;
    }
    if (row.days_then !== null) {
      const bucket = bucketOf(num(row.days_then));
      earlier.set(bucket, (earlier.get(bucket) ?? 0) + loans);
    }
  }
  out.earlier = [...earlier].map(([bucket, loans]) => ({ bucket, loans }));
  return out;
}

/**
 * The loans overdue today by days past due of their oldest unpaid phase (penalties aside), with
 * the principal they still owe. Only Overdue loans are looked at, each through its own rows.
 */
export async function overdueGroups(db: Executor, s: BookScope): Promise<OverdueGroup[]> {
  const result = await db.execute(sql`${MARKED}
    SELECT ${s.today}::date - coalesce(od.due, l.first_due_date) AS dpd,
      (l.disbursed_at AT TIME ZONE ${s.timeZone})::date <= ${s.then}::date AS lent_then,
      count(*) AS loans, sum(l.principal - coalesce(pp.principal, 0)) AS principal
    FROM portfolio_loans l
    LEFT JOIN LATERAL (SELECT x.principal FROM repayment_principal_paid x WHERE x.order_id = l.order_id) pp ON true
    LEFT JOIN LATERAL (
      SELECT min(p.due_date) AS due FROM loan_servicing_phases p
      LEFT JOIN repayment_phases_paid c ON c.order_id = p.order_id AND c.phase = p.phase
      WHERE p.order_id = l.order_id AND p.due_date < ${s.today}::date AND p.amount > coalesce(c.paid, 0)
    ) od ON true
    WHERE l.status = ${OrderStatus.Overdue} AND l.market = ${s.market} AND l.currency = ${s.currency}
    GROUP BY 1, 2`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    daysPastDue: num(row.dpd),
    lentThen: row.lent_then === true,
    loans: num(row.loans),
    principal: num(row.principal),
  }));
}

interface LedgerTotals {
  outstandingPrincipal: number;
  outstandingInterest: number;
  outstandingPenalties: number;
  collected: number;
}

/** The ledger's balances (ADR 018): what is owed, and the money received at the collections providers. */
export async function ledgerTotals(db: Executor, currency: Currency): Promise<LedgerTotals> {
  const result = await db.execute(sql`${MARKED}
    SELECT account, balance, debits FROM ledger_account_totals
    WHERE currency = ${currency} AND account IN ('principal_receivable', 'interest_receivable', 'penalty_receivable', 'collections_clearing')`);
  const by = new Map(rowsOf<Record<string, unknown>>(result).map((row) => [String(row.account), row]));
  return {
    outstandingPrincipal: num(by.get('principal_receivable')?.balance),
    outstandingInterest: num(by.get('interest_receivable')?.balance),
    outstandingPenalties: num(by.get('penalty_receivable')?.balance),
    collected: num(by.get('collections_clearing')?.debits),
  };
}

interface Window {
  /** First and last market day, inclusive. */
  from: string;
  to: string;
  timeZone: string;
}

const startOf = (day: string, w: Window) => sql`(${day}::date::timestamp AT TIME ZONE ${w.timeZone})`;

/** Money received in the window by provider and channel, and the scheduled amount that fell due in it. */
export async function collections(db: Executor, currency: Currency, w: Window) {
  const received = await db.execute(sql`${MARKED}
    SELECT provider, channel, count(*) AS payments, sum(amount) AS amount FROM repayment_receipts
    WHERE currency = ${currency} AND paid_at >= ${startOf(w.from, w)} AND paid_at < ${startOf(w.to, w)} + interval '1 day'
    GROUP BY provider, channel ORDER BY provider, channel`);
  const due = await db.execute(sql`${MARKED}
    SELECT coalesce(sum(amount), 0) AS due FROM loan_servicing_phases
    WHERE currency = ${currency} AND due_date >= ${w.from}::date AND due_date <= ${w.to}::date`);
  return {
    due: num(rowsOf<Record<string, unknown>>(due)[0]?.due),
    channels: rowsOf<Record<string, unknown>>(received).map((row) => ({ provider: String(row.provider), channel: String(row.channel), payments: num(row.payments), amount: num(row.amount) })),
  };
}

/** The underwriting decisions of the window: how many per outcome, and each reason's count per outcome. */
export async function decisions(db: Executor, w: Window) {
  const within = sql`decided_at >= ${startOf(w.from, w)} AND decided_at < ${startOf(w.to, w)} + interval '1 day'`;
  const outcomes = await db.execute(sql`${MARKED}SELECT outcome, count(*) AS n FROM underwriting_outcomes WHERE ${within} GROUP BY outcome`);
  const reasons = await db.execute(sql`${MARKED}
    SELECT u.outcome, r.reason, count(*) AS n FROM underwriting_outcomes u, jsonb_array_elements_text(u.reasons) AS r(reason)
    WHERE ${within} GROUP BY u.outcome, r.reason ORDER BY u.outcome, count(*) DESC, r.reason`);
  return {
    outcomes: new Map(rowsOf<Record<string, unknown>>(outcomes).map((row) => [String(row.outcome), num(row.n)])),
    reasons: rowsOf<Record<string, unknown>>(reasons).map((row) => ({ outcome: String(row.outcome), reason: String(row.reason), decisions: num(row.n) })),
  };
}

/** Open reconciliation mismatches in the currency per provider (ADR 086), from the reconciliation module's view. */
export async function openMismatches(db: Executor, currency: Currency) {
  const rows = await db.execute(sql`${MARKED}
    SELECT provider, mismatches, amount FROM reconciliation_open_mismatches WHERE currency = ${currency} ORDER BY provider`);
  return rowsOf<Record<string, unknown>>(rows).map((row) => ({ provider: String(row.provider), mismatches: num(row.mismatches), amount: num(row.amount) }));
}

/** Loans open now (Repaying or Overdue) in the market and currency: the count a bureau file reconciles with (ADR 100). */
export async function openLoanCount(db: Executor, market: MarketId, currency: Currency): Promise<number> {
  const result = await db.execute(sql`${MARKED}
    SELECT count(*) AS n FROM portfolio_loans WHERE status IN (${OrderStatus.Repaying}, ${OrderStatus.Overdue}) AND market = ${market} AND currency = ${currency}`);
  return num(rowsOf<Record<string, unknown>>(result)[0]?.n);
}
