import { addCalendarDays, penaltiesForDay, type PenaltyRule } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { prng } from '@lendline/domain/seeded-random';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/sql-rows.ts';
import { createLedgerService } from '../src/modules/ledger/ledger-service.ts';
import { HOUR, useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });

type Detail = { status: number; outstanding: number; penalty: number; overdueDays: number; penaltyRule: PenaltyRule; phases: { phase: number; dueDate: string; amount: number; penalty: number; outstanding: number; state: string }[] };
const detailOf = async (token: string, orderNo: string) => (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as Detail;
const query = async <R>(q: ReturnType<typeof sql>) => rowsOf<R>(await t.database.db.execute(q));
const services = () => t.app.services.servicingRun;
const ledger = () => createLedgerService({ db: t.database.db, now: t.clock.now });
const penaltiesOf = (orderId: string) => query<{ phase: number; market_day: string; amount: string }>(sql`SELECT phase, market_day::text, amount FROM loan_penalties WHERE order_id = ${orderId} ORDER BY market_day, phase`);
const statusOf = async (orderId: string) => (await query<{ status: number }>(sql`SELECT status FROM loan_orders WHERE id = ${orderId}`))[0]!.status;

/** Sets the clock to 00:30 in Lagos (23:30 UTC the day before) of `day`. */
function atLagosMidnight(day: string) {
  t.clock.set(new Date(`${addCalendarDays(day, -1)}T23:30:00.000Z`));
}

async function expectLedgerBalanced() {
  expect(await query(sql`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0`)).toEqual([]);
}

async function loans(n: number) {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await disbursedLoan(t, { mobile: `080312345${String(10 + i)}`, accountEnding: String(10 + i) }));
  return made;
}

describe('the daily servicing run (ADR 036)', () => {
  it('moves a loan to Overdue the day after its due date and charges the day once, however often it runs', async () => {
    const { token, orderNo, orderId } = await disbursedLoan(t);
    const before = await detailOf(token, orderNo);
    const due = before.phases[0]!.dueDate;
    // On the due date itself nothing happens.
    atLagosMidnight(due);
    await services().runServicingDay();
    expect(await statusOf(orderId)).toBe(2);
    expect(await penaltiesOf(orderId)).toEqual([]);

    atLagosMidnight(addCalendarDays(due, 1));
    // The periodic job runs it; the same day run again, or by hand, charges nothing more.
    await t.app.jobs.runDue();
    await services().runServicingDay();
    await services().runServicingDay();
    const expected = penaltiesForDay(before.penaltyRule, [{ phase: 1, dueDate: due, owed: before.outstanding }], 0, addCalendarDays(due, 1));
    expect(expected[0]!.amount).toBe(Math.floor((before.outstanding * before.penaltyRule.dailyPpm) / 1_000_000));
    expect((await penaltiesOf(orderId)).map((p) => Number(p.amount))).toEqual([expected[0]!.amount]);
    expect(await statusOf(orderId)).toBe(3);

    const after = await detailOf(token, orderNo);
    expect(after).toMatchObject({ status: 3, overdueDays: 1, penalty: expected[0]!.amount, outstanding: before.outstanding + expected[0]!.amount });
    expect(after.phases[0]).toMatchObject({ penalty: expected[0]!.amount, amount: before.phases[0]!.amount + expected[0]!.amount, state: 'overdue' });
    const balances = await ledger().balances({ orderId });
    expect(balances).toMatchObject({ penalty_receivable: expected[0]!.amount, penalty_income: -expected[0]!.amount });
    // The statement shows the day's penalty with what it was charged on, and what is owed after it.
    const statement = (await t.call('/loan/loan-order/statement', { token, body: { orderNo } })).body.data as { lines: { kind: string; amount: number; balance: number; penalty?: unknown }[] };
    expect(statement.lines.at(-1)).toMatchObject({
      kind: 'penalty', amount: expected[0]!.amount, effect: 'owed', balance: before.outstanding + expected[0]!.amount,
      penalty: { marketDay: addCalendarDays(due, 1), base: before.outstanding, ratePpm: before.penaltyRule.dailyPpm },
    });
    await expectLedgerBalanced();
  });

  it('resumes after a crash mid-run without charging anyone twice', async () => {
    const made = await loans(3);
    const due = (await detailOf(made[0]!.token, made[0]!.orderNo)).phases[0]!.dueDate;
    atLagosMidnight(addCalendarDays(due, 1));
    let batches = 0;
    const crash = services().runServicingDay({ batchSize: 1, afterBatch: () => { batches += 1; throw new Error('crash after the first batch'); } });
    await expect(crash).rejects.toThrow('crash after the first batch');
    const charged = await query<{ n: string }>(sql`SELECT count(*) AS n FROM loan_penalties`);
    expect([batches, Number(charged[0]!.n)]).toEqual([1, 1]);

    const run = await services().runServicingDay({ batchSize: 1 });
    expect(run).toMatchObject({ loans: 3, markedOverdue: 3, penalties: 3, finishedAt: expect.any(Date) });
    await services().runServicingDay({ batchSize: 1 });
    for (const loan of made) expect(await penaltiesOf(loan.orderId), loan.orderNo).toHaveLength(1);
    expect(await query(sql`SELECT idempotency_key FROM ledger_transactions WHERE kind = 'penalty'`)).toHaveLength(3);
    await expectLedgerBalanced();
  });

  it('stops between batches when its instance stops, and the next run finishes the day (ADR 093)', async () => {
    const made = await loans(3);
    const due = (await detailOf(made[0]!.token, made[0]!.orderNo)).phases[0]!.dueDate;
    atLagosMidnight(addCalendarDays(due, 1));
    const stopping = new AbortController();
    const stopped = services().runServicingDay({ batchSize: 1, signal: stopping.signal, afterBatch: () => stopping.abort() });
    await expect(stopped).rejects.toThrow(/abort/i);
    const charged = await query<{ n: string }>(sql`SELECT count(*) AS n FROM loan_penalties`);
    expect(Number(charged[0]!.n)).toBe(1);

    const run = await services().runServicingDay({ batchSize: 1 });
    expect(run).toMatchObject({ loans: 3, markedOverdue: 3, penalties: 3, finishedAt: expect.any(Date) });
    for (const loan of made) expect(await penaltiesOf(loan.orderId), loan.orderNo).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('runs once when two instances run it at the same moment', async () => {
    const made = await loans(4);
    const due = (await detailOf(made[0]!.token, made[0]!.orderNo)).phases[0]!.dueDate;
    atLagosMidnight(addCalendarDays(due, 1));
    const other = await t.secondInstance();
    await Promise.all([
      services().runServicingDay({ batchSize: 1 }),
      other.services.servicingRun.runServicingDay({ batchSize: 1 }),
      services().runServicingDay({ batchSize: 3 }),
      other.services.servicingRun.runServicingDay({ batchSize: 2 }),
    ]);
    for (const loan of made) expect(await penaltiesOf(loan.orderId), loan.orderNo).toHaveLength(1);
    expect(await query(sql`SELECT 1 FROM ledger_transactions WHERE kind = 'penalty'`)).toHaveLength(4);
    expect((await query<{ loans: number }>(sql`SELECT loans FROM servicing_runs`))[0]!.loans).toBe(4);
    await expectLedgerBalanced();
  });

  it('holds the total penalty to the cap and charges nothing after the last penalty day', async () => {
    const [capped, stopped] = await loans(2);
    // The stopped loan's agreement: at most 5 penalty days; the capped one's: at most 5% of the principal.
    await t.database.db.execute(sql`UPDATE loan_offers SET terms = terms || '{"maxPenaltyDays": 5}'::jsonb WHERE order_id = ${stopped!.orderId}`);
    await t.database.db.execute(sql`UPDATE loan_offers SET terms = terms || '{"penaltyCapPpm": 50000}'::jsonb WHERE order_id = ${capped!.orderId}`);
    const detail = await detailOf(capped!.token, capped!.orderNo);
    const due = detail.phases[0]!.dueDate;
    for (let day = 1; day <= 8; day++) await services().runServicingDay({ marketDay: addCalendarDays(due, day) });

    const cap = (await detailOf(capped!.token, capped!.orderNo)).penaltyRule.cap;
    const cappedRows = await penaltiesOf(capped!.orderId);
    expect(cappedRows.reduce((s, p) => s + Number(p.amount), 0)).toBe(cap);
    // The rule in the domain says the same, day by day.
    let chargedBefore = 0;
    const rule = (await detailOf(capped!.token, capped!.orderNo)).penaltyRule;
    const expected = [];
    for (let day = 1; day <= 8; day++) {
      const [charge] = penaltiesForDay(rule, [{ phase: 1, dueDate: due, owed: detail.outstanding }], chargedBefore, addCalendarDays(due, day));
      if (charge) expected.push(charge.amount);
      chargedBefore += charge?.amount ?? 0;
    }
    expect(cappedRows.map((p) => Number(p.amount))).toEqual(expected);

    const stoppedRows = await penaltiesOf(stopped!.orderId);
    expect(stoppedRows.map((p) => p.market_day)).toEqual([1, 2, 3, 4, 5].map((d) => addCalendarDays(due, d)));
    await expectLedgerBalanced();
  });
});

describe('a night the run missed (ADR 036, issue 19)', () => {
  it('is not charged afterwards, and the detail says which days were charged and how much', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const due = (await detailOf(token, orderNo)).phases[0]!.dueDate;
    // The servers were down the second night: the first and third days are charged, the second never is.
    for (const day of [1, 3]) {
      atLagosMidnight(addCalendarDays(due, day));
      await services().runServicingDay();
    }
    t.clock.set(new Date(`${addCalendarDays(due, 3)}T09:00:00.000Z`));
    const detail = (await detailOf(token, orderNo)) as Detail & { penaltyDays?: { marketDay: string; amount: number }[] };
    expect(detail.overdueDays).toBe(3);
    const daily = Math.floor((detail.phases[0]!.amount - detail.penalty) * detail.penaltyRule.dailyPpm / 1_000_000);
    expect(detail.penaltyDays).toEqual([
      { marketDay: addCalendarDays(due, 1), amount: daily },
      { marketDay: addCalendarDays(due, 3), amount: daily },
    ]);
    expect(detail.penalty).toBe(2 * daily);
  });
});

describe('the day’s penalty is rounded down (ADR 036, issue 19)', () => {
  it('charges floor(owed × rate) in SQL, as the domain does, on the issue’s figures and on seeded ones', async () => {
    const { token, orderNo, orderId } = await disbursedLoan(t);
    const { penaltyRule, phases: [first] } = await detailOf(token, orderNo);
    const due = first!.dueDate;
    // The two bases (₦5,445.90 → ₦108.91, MX$2,206.90 → MX$44.13), then seeded ones: one phase each, all due the same day.
    const random = prng(19);
    const bases = [544_590, 220_690, ...Array.from({ length: 18 }, () => random(1, 2_000_000))];
    await t.database.db.execute(sql`DELETE FROM loan_phases WHERE order_id = ${orderId}`);
    for (const [i, base] of bases.entries()) {
      await t.database.db.execute(sql`INSERT INTO loan_phases (order_id, phase, due_date, principal, interest, amount) VALUES (${orderId}, ${i + 1}, ${due}::date, ${base}, 0, ${base})`);
    }
    // No cap in the way: the comparison is of the rounding.
    await t.database.db.execute(sql`UPDATE loan_offers SET terms = terms || '{"penaltyCapPpm": 100000000}'::jsonb WHERE order_id = ${orderId}`);
    const rule = { ...penaltyRule, cap: Number.MAX_SAFE_INTEGER };
    const overdue = bases.map((owed, i) => ({ phase: i + 1, dueDate: due, owed }));
    let chargedBefore = 0;
    for (const day of [1, 2]) {
      await services().runServicingDay({ marketDay: addCalendarDays(due, day) });
      const expected = penaltiesForDay(rule, overdue, chargedBefore, addCalendarDays(due, day));
      const charged = (await penaltiesOf(orderId)).filter((p) => p.market_day === addCalendarDays(due, day));
      expect(charged.map((p) => [p.phase, Number(p.amount)])).toEqual(expected.map((c) => [c.phase, c.amount]));
      chargedBefore += expected.reduce((sum, c) => sum + c.amount, 0);
    }
    const [ng, mx] = (await penaltiesOf(orderId)).filter((p) => p.phase <= 2);
    expect([Number(ng!.amount), Number(mx!.amount)]).toEqual([10_891, 4_413]);
    // Never more than the exact product, never a whole minor unit less.
    for (const p of await penaltiesOf(orderId)) {
      const exact = bases[p.phase - 1]! * penaltyRule.dailyPpm;
      expect(Number(p.amount) * 1_000_000 <= exact && exact < (Number(p.amount) + 1) * 1_000_000, `phase ${p.phase}`).toBe(true);
    }
    await expectLedgerBalanced();
  });
});

describe('paying an overdue loan (ADR 036)', () => {
  it('pays the penalty first, and a loan whose past-due phases are cleared is Repaying again', async () => {
    const { token, orderNo, orderId } = await disbursedLoan(t);
    // Two phases instead of one: the first due on the schedule's date with half, the second 30 days later.
    const [phase] = await query<{ due_date: string; principal: string; interest: string; amount: string }>(sql`SELECT due_date::text, principal, interest, amount FROM loan_phases WHERE order_id = ${orderId}`);
    const half = (v: string) => Math.floor(Number(v) / 2);
    await t.database.db.execute(sql`UPDATE loan_phases SET principal = ${half(phase!.principal)}, interest = ${half(phase!.interest)}, amount = ${half(phase!.amount)} WHERE order_id = ${orderId}`);
    await t.database.db.execute(sql`INSERT INTO loan_phases (order_id, phase, due_date, principal, interest, amount) VALUES (${orderId}, 2, ${addCalendarDays(phase!.due_date, 30)}::date,
      ${Number(phase!.principal) - half(phase!.principal)}, ${Number(phase!.interest) - half(phase!.interest)}, ${Number(phase!.amount) - half(phase!.amount)})`);

    atLagosMidnight(addCalendarDays(phase!.due_date, 2));
    await services().runServicingDay({ marketDay: addCalendarDays(phase!.due_date, 1) });
    await services().runServicingDay();
    const overdue = await detailOf(token, orderNo);
    expect(overdue).toMatchObject({ status: 3, overdueDays: 2 });
    expect(overdue.phases[1]).toMatchObject({ penalty: 0, state: 'upcoming' });
    const penalty = overdue.penalty;
    expect(penalty).toBe(2 * Math.floor((half(phase!.amount) * overdue.penaltyRule.dailyPpm) / 1_000_000));

    // A payment smaller than the penalty pays penalty only; the loan stays overdue.
    t.clock.advance(HOUR);
    await t.call('/sandbox/collections/pay', { token, body: { amount: 1_000_00 } });
    const allocated = await query<{ component: string; amount: string }>(sql`SELECT component, sum(amount) AS amount FROM repayment_allocations WHERE order_id = ${orderId} GROUP BY component`);
    expect(allocated.map((a) => [a.component, Number(a.amount)])).toEqual([['penalty', 1_000_00]]);
    expect((await ledger().balances({ orderId })).penalty_receivable).toBe(penalty - 1_000_00);
    expect(await statusOf(orderId)).toBe(3);

    // Paying the rest of the first phase clears everything past due: Repaying again, in the payment's transaction.
    const rest = (await detailOf(token, orderNo)).phases[0]!.outstanding;
    await t.call('/sandbox/collections/pay', { token, body: { amount: rest } });
    const after = await detailOf(token, orderNo);
    expect(after).toMatchObject({ status: 2, overdueDays: 0 });
    expect(after.phases[0]).toMatchObject({ outstanding: 0, state: 'paid' });
    expect((await ledger().balances({ orderId })).penalty_receivable ?? 0).toBe(0);
    // The next day's run charges nothing on a loan with nothing past due.
    await services().runServicingDay({ marketDay: addCalendarDays(phase!.due_date, 3) });
    expect(await penaltiesOf(orderId)).toHaveLength(2);
    await expectLedgerBalanced();
  });
});
