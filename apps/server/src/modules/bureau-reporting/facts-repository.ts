import { OrderStatus, type Currency, type MarketId } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import type { BorrowerFacts, FacilityFacts } from './bureau-facts.ts';

/**
 * The facts of a month's file, read in batches of loans (keyset on the order id) so a book of
 * 100,000 loans never sits in memory at once (ADR 100). Only the views the owning modules
 * publish for it are read (migration 0051): bureau_loans (loans), ledger_loan_balances
 * (ledger), repayment_loan_payments and repayment_phases_paid (repayments), loan_servicing_phases
 * (loans), applicant_identities (application), bank_identities (banking), user_phones (auth).
 */
export interface FactsScope {
  market: MarketId;
  currency: Currency;
  timeZone: string;
  /** First and last market day of the month reported. */
  periodStart: string;
  periodEnd: string;
  /** The market day the file is made: every figure is as at its making (ADR 100). */
  asOf: string;
  /** Per bureau reported, the delivered facility file this month follows, if any, and its month's last day. */
  previous: readonly ({ fileId: string; periodEnd: string } | null)[];
}

export interface FactsRow {
  facility: FacilityFacts;
  borrower: BorrowerFacts;
  /** Per bureau (the order of `previous`): a figure its last delivered file reported has changed since. */
  corrections: boolean[];
}

const num = (value: unknown) => Number(value ?? 0);
const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/**
 * One batch of the month's facilities after `after` (order id), with their borrowers: every loan
 * open now, every loan closed since the month began, and every loan an earlier delivered file
 * reported whose payments up to that file's month end have changed since (a correction).
 */
export async function facilityBatch(db: Executor, s: FactsScope, after: string, limit: number): Promise<FactsRow[]> {
  // Instants bounding the month in the market's zone; "ref" is the day after it (arrears as the portfolio counts them).
  const start = sql`(${s.periodStart}::date::timestamp AT TIME ZONE ${s.timeZone})`;
  const end = sql`((${s.periodEnd}::date + 1)::timestamp AT TIME ZONE ${s.timeZone})`;
  const bound = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${s.timeZone})`;
  // One lookup per bureau's previous file (by its primary key, OFFSET 0 keeping it per loan), and the money paid before that file's month ended.
  const prevJoins = sql.join(s.previous.map((p, i) => sql`
    LEFT JOIN LATERAL (SELECT y.order_id, y.paid_through FROM bureau_file_loans y WHERE y.file_id = ${p?.fileId ?? ''} AND y.order_id = l.order_id OFFSET 0) ${sql.raw(`prev${i}`)} ON true`));
  const prevColumns = sql.join(s.previous.map((_p, i) => sql`, ${sql.raw(`prev${i}`)}.paid_through AS ${sql.raw(`prev_paid${i}`)}, coalesce(pay.${sql.raw(`before${i}`)}, 0) AS ${sql.raw(`paid_before${i}`)}`));
  const prevSums = sql.join(s.previous.map((p, i) => sql`, sum(p.amount) FILTER (WHERE p.paid_at < ${p ? bound(p.periodEnd) : sql`NULL::timestamptz`}) AS ${sql.raw(`before${i}`)}`));
  const prevAny = sql.join(s.previous.map((_p, i) => sql` OR ${sql.raw(`prev${i}`)}.order_id IS NOT NULL`));
  const day = (column: string) => sql.raw(`to_char((${column} AT TIME ZONE '${s.timeZone.replace(/'/g, '')}')::date, 'YYYY-MM-DD')`);
  const result = await db.execute(sql`
    SELECT l.order_id, l.order_no, l.user_id, l.status, l.principal, ${day('l.disbursed_at')} AS disbursed_on,
      ${day('l.finished_at')} AS closed_on, l.first_overdue_at IS NULL AS never_overdue,
      l.phases, l.first_amount, l.first_due_date::text AS first_due, l.maturity_date::text AS maturity,
      coalesce(b.principal, 0) AS owed_principal, coalesce(b.principal + b.interest + b.penalties, 0) AS owed, coalesce(b.penalties, 0) AS owed_penalties,
      pay.last_on, pay.last_amount, coalesce(pay.paid_through, 0) AS paid_through ${prevColumns},
      coalesce(od.past_due, 0) AS past_due, coalesce(od.unpaid, 0) AS unpaid, coalesce(od.scheduled, 0) AS scheduled, ${s.asOf}::date - od.oldest AS dpd,
      a.first_name, a.middle_name, a.last_name, a.gender, a.birthday, a.marital_status, a.state, a.city, a.address, a.postal_code,
      a.email, coalesce(a.curp, k.curp) AS curp, a.rfc, a.employer, k.bvn, u.phone
    FROM bureau_loans l
    ${prevJoins}
    -- Lateral and not flattened (OFFSET 0), so the view's grouping is computed for this loan alone from the ledger's order index, not the whole ledger per batch.
    LEFT JOIN LATERAL (SELECT * FROM ledger_loan_balances x WHERE x.order_id = l.order_id OFFSET 0) b ON true
    LEFT JOIN LATERAL (
      SELECT ${day('max(p.paid_at)')} AS last_on, (array_agg(p.amount ORDER BY p.paid_at DESC))[1] AS last_amount,
        sum(p.amount) FILTER (WHERE p.paid_at < ${end}) AS paid_through ${prevSums}
      FROM repayment_loan_payments p WHERE p.order_id = l.order_id
    ) pay ON true
    -- The schedule's phases not yet covered: those past due, and all of them (what the borrower owes by the schedule, Mexico's IVA on interest included).
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE p.due_date < ${s.asOf}::date) AS past_due, min(p.due_date) FILTER (WHERE p.due_date < ${s.asOf}::date) AS oldest,
        sum(p.amount - coalesce(c.paid, 0)) FILTER (WHERE p.due_date < ${s.asOf}::date) AS unpaid, sum(p.amount - coalesce(c.paid, 0)) AS scheduled
      FROM loan_servicing_phases p
      LEFT JOIN repayment_phases_paid c ON c.order_id = p.order_id AND c.phase = p.phase
      WHERE p.order_id = l.order_id AND p.amount > coalesce(c.paid, 0)
    ) od ON l.status <> ${OrderStatus.Finish}
    LEFT JOIN applicant_identities a ON a.user_id = l.user_id
    LEFT JOIN bank_identities k ON k.user_id = l.user_id
    LEFT JOIN user_phones u ON u.user_id = l.user_id
    WHERE l.market = ${s.market} AND l.currency = ${s.currency} AND l.order_id > ${after}
      AND (l.status IN (${OrderStatus.Repaying}, ${OrderStatus.Overdue}) OR l.finished_at >= ${start} ${prevAny})
    ORDER BY l.order_id
    LIMIT ${limit}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => toFacts(r, s));
}

function toFacts(r: Record<string, unknown>, s: FactsScope): FactsRow {
  const status = num(r.status);
  const closed = status === OrderStatus.Finish;
  const dpd = r.dpd === null || r.dpd === undefined || closed ? 0 : Math.max(0, num(r.dpd));
  const facility: FacilityFacts = {
    orderId: text(r.order_id),
    orderNo: text(r.order_no),
    userId: text(r.user_id),
    standing: closed ? 'closed' : status === OrderStatus.Overdue ? 'overdue' : 'current',
    currency: s.currency,
    principal: num(r.principal),
    disbursedOn: text(r.disbursed_on),
    closedOn: closed ? text(r.closed_on) : null,
    onTime: closed && r.never_overdue === true,
    phases: num(r.phases),
    instalment: num(r.first_amount),
    firstDueDate: text(r.first_due),
    maturityDate: text(r.maturity),
    outstanding: num(r.owed),
    balance: closed ? 0 : num(r.scheduled) + num(r.owed_penalties),
    outstandingPrincipal: num(r.owed_principal),
    overdueAmount: closed ? 0 : num(r.unpaid) + num(r.owed_penalties),
    pastDuePhases: closed ? 0 : num(r.past_due),
    daysInArrears: dpd,
    lastPaymentOn: r.last_on ? text(r.last_on) : null,
    lastPaymentAmount: r.last_amount === null || r.last_amount === undefined ? null : num(r.last_amount),
    paidThrough: num(r.paid_through),
    correction: false,
  };
  // What each bureau's last delivered file said was paid by its month's end, and what is known now to have been: a payment booked late, or one reversed.
  const corrections = s.previous.map((_p, i) => {
    const said = r[`prev_paid${i}`];
    return said !== null && said !== undefined && num(said) !== num(r[`paid_before${i}`]);
  });
  const borrower: BorrowerFacts = {
    userId: facility.userId,
    firstName: text(r.first_name), middleName: text(r.middle_name), lastName: text(r.last_name), gender: text(r.gender),
    birthday: text(r.birthday), maritalStatus: text(r.marital_status), state: text(r.state), city: text(r.city),
    address: text(r.address), postalCode: text(r.postal_code), email: text(r.email), curp: text(r.curp), rfc: text(r.rfc),
    bvn: text(r.bvn), phone: text(r.phone), employer: text(r.employer),
  };
  return { facility, borrower, corrections };
}

/** Whether a facility belongs in a bureau's month: open, closed within or after the month, or corrected for that bureau. */
export function isReported(f: FacilityFacts, periodStart: string, correction: boolean): boolean {
  return f.standing !== 'closed' || (f.closedOn !== null && f.closedOn >= periodStart) || correction;
}
