import { DEFAULT_MAX_PENALTY_DAYS, DEFAULT_PENALTY_CAP_PPM, type Currency, type MarketId } from '@lendline/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loanPenalties, servicingRuns } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/** `loan_penalties` and `servicing_runs`, which the repayments module alone writes (ADR 023, ADR 036). */

export type ServicingRunRow = typeof servicingRuns.$inferSelect;

/** The day's run, created on first sight; a repeat changes nothing. */
export async function ensureRun(db: Executor, market: MarketId, marketDay: string, at: Date): Promise<void> {
  await db.insert(servicingRuns).values({ market, marketDay, startedAt: at }).onConflictDoNothing();
}

/** The day's run, locked until the end of the transaction: batches of two instances take turns. */
export async function lockRun(tx: Executor, market: MarketId, marketDay: string): Promise<ServicingRunRow | undefined> {
  const [row] = await tx.select().from(servicingRuns).where(and(eq(servicingRuns.market, market), eq(servicingRuns.marketDay, marketDay))).for('update');
  return row;
}

export async function findRun(db: Executor, market: MarketId, marketDay: string): Promise<ServicingRunRow | undefined> {
  const [row] = await db.select().from(servicingRuns).where(and(eq(servicingRuns.market, market), eq(servicingRuns.marketDay, marketDay)));
  return row;
}

/** A committed batch: the cursor moves past it and its counts are added; `finished` closes the day. */
export async function advanceRun(
  tx: Executor,
  run: Pick<ServicingRunRow, 'market' | 'marketDay'>,
  batch: { cursor: string | null; loans: number; markedOverdue: number; penalties: number; finishedAt: Date | null },
): Promise<void> {
  await tx
    .update(servicingRuns)
    .set({
      ...(batch.cursor === null ? {} : { cursor: batch.cursor }),
      loans: sql`${servicingRuns.loans} + ${batch.loans}`,
      markedOverdue: sql`${servicingRuns.markedOverdue} + ${batch.markedOverdue}`,
      penalties: sql`${servicingRuns.penalties} + ${batch.penalties}`,
      finishedAt: batch.finishedAt,
    })
    .where(and(eq(servicingRuns.market, run.market), eq(servicingRuns.marketDay, run.marketDay)));
}

export interface BatchCharges {
  /** Loans with a phase past due and still owed (principal, interest or fee). */
  overdue: { orderId: string; currency: Currency }[];
  /** What was charged now, per loan (nothing for a loan charged for this day before). */
  penalties: { orderId: string; amount: number }[];
}

/**
 * The day's penalties of a batch of loans, in one statement (ADR 036): on each phase past due,
 * the daily rate × what it still owes of principal, interest and fee (never on penalty: no
 * compounding), rounded down to minor units; the loan's total penalty held to its cap (oldest
 * phase first) and nothing after its maximum overdue days, counted from the first unpaid due
 * date. Inserted under the (loan, phase, day) primary key, so a repeat charges nothing.
 */
export async function chargeBatch(tx: Executor, orderIds: readonly string[], marketDay: string, at: Date): Promise<BatchCharges> {
  const result = await tx.execute<{ kind: 'overdue' | 'penalty'; order_id: string; amount: string; currency: Currency }>(sql`
    WITH due AS (
      SELECT v.order_id, v.phase, v.due_date, v.amount, v.loan_principal, v.currency,
        coalesce(v.penalty_daily_ppm, 0) AS rate_ppm,
        coalesce(v.penalty_cap_ppm, ${DEFAULT_PENALTY_CAP_PPM}) AS cap_ppm,
        coalesce(v.max_penalty_days, ${DEFAULT_MAX_PENALTY_DAYS}) AS max_days
      FROM loan_servicing_phases v
      WHERE v.order_id = ANY(ARRAY(SELECT json_array_elements_text(${JSON.stringify(orderIds)}::json))) AND v.due_date < ${marketDay}::date
    ), paid AS (
      SELECT order_id, phase, sum(amount) AS amount FROM (
        SELECT order_id, phase, component, amount FROM repayment_allocations WHERE order_id = ANY(ARRAY(SELECT order_id FROM due))
        UNION ALL
        SELECT order_id, phase, component, amount FROM repayment_settlements WHERE order_id = ANY(ARRAY(SELECT order_id FROM due))
      ) p WHERE component <> 'penalty' GROUP BY order_id, phase
    ), overdue AS (
      SELECT d.*, d.amount - coalesce(p.amount, 0) AS base
      FROM due d LEFT JOIN paid p ON p.order_id = d.order_id AND p.phase = d.phase
      WHERE d.amount - coalesce(p.amount, 0) > 0
    ), loans AS (
      SELECT order_id, min(due_date) AS first_due, min(currency) AS currency FROM overdue GROUP BY order_id
    ), charged AS (
      SELECT order_id, sum(amount) AS total FROM loan_penalties WHERE order_id = ANY(ARRAY(SELECT order_id FROM loans)) GROUP BY order_id
    ), priced AS (
      -- floor() on every quotient: what was paid is summed as numeric, so a bare division keeps
      -- its fraction and the bigint column would round it half up, against the borrower.
      SELECT o.order_id, o.phase, o.base, o.rate_ppm,
        floor(o.base * o.rate_ppm / 1000000) AS raw,
        floor(coalesce(o.loan_principal, 0) * o.cap_ppm / 1000000) - coalesce(c.total, 0) AS room,
        sum(floor(o.base * o.rate_ppm / 1000000)) OVER (PARTITION BY o.order_id ORDER BY o.due_date, o.phase) AS running
      FROM overdue o
      JOIN loans l ON l.order_id = o.order_id
      LEFT JOIN charged c ON c.order_id = o.order_id
      WHERE ${marketDay}::date - l.first_due <= o.max_days
    ), inserted AS (
      INSERT INTO loan_penalties (order_id, phase, market_day, amount, base, rate_ppm, charged_at)
      SELECT order_id, phase, ${marketDay}::date, least(raw, room - (running - raw)), base, rate_ppm, ${at.toISOString()}::timestamptz
      FROM priced WHERE least(raw, room - (running - raw)) > 0
      ON CONFLICT (order_id, phase, market_day) DO NOTHING
      RETURNING order_id, amount
    )
    SELECT 'overdue' AS kind, order_id, 0::bigint AS amount, currency FROM loans
    UNION ALL
    SELECT 'penalty' AS kind, order_id, sum(amount) AS amount, NULL AS currency FROM inserted GROUP BY order_id`);
  const rows = rowsOf<{ kind: 'overdue' | 'penalty'; order_id: string; amount: string; currency: Currency }>(result);
  return {
    overdue: rows.filter((r) => r.kind === 'overdue').map((r) => ({ orderId: r.order_id, currency: r.currency })),
    penalties: rows.filter((r) => r.kind === 'penalty').map((r) => ({ orderId: r.order_id, amount: Number(r.amount) })),
  };
}

/** A loan's penalties, day by day and phase by phase, oldest first. */
export async function penaltiesOf(db: Executor, orderId: string): Promise<{ phase: number; marketDay: string; amount: number; base: number; ratePpm: number }[]> {
  return db
    .select({ phase: loanPenalties.phase, marketDay: loanPenalties.marketDay, amount: loanPenalties.amount, base: loanPenalties.base, ratePpm: loanPenalties.ratePpm })
    .from(loanPenalties)
    .where(eq(loanPenalties.orderId, orderId))
    .orderBy(asc(loanPenalties.marketDay), asc(loanPenalties.phase));
}

/** What each phase of a loan has been charged in penalties. */
export async function penaltySums(db: Executor, orderId: string): Promise<{ phase: number; amount: number }[]> {
  const rows = await db
    .select({ phase: loanPenalties.phase, amount: sql<string>`sum(${loanPenalties.amount})` })
    .from(loanPenalties)
    .where(eq(loanPenalties.orderId, orderId))
    .groupBy(loanPenalties.phase);
  return rows.map((r) => ({ phase: r.phase, amount: Number(r.amount) }));
}
