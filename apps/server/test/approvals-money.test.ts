import { addCalendarDays, permissionsOf, ROLE_PERMISSIONS, type Role, type StaffPrincipal } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffAct } from '../src/modules/approvals/approvals-service.ts';
import { HOUR, useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { staffKey } from './staff-key.ts';

// Sessions outlive the loans these tests age past their due date.
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });
const approvals = () => t.app.services.approvals;

function act(id: string, roles: Role[]): StaffAct {
  const principal: StaffPrincipal = { kind: 'staff', id, name: `Staff ${id}`, roles, permissions: permissionsOf(roles), markets: ['NG'] };
  return { principal, context: { actor: { kind: 'staff', id, name: principal.name }, address: '127.0.0.1', requestId: `req-${id}` } };
}
const ada = act('ada', ['finance']);
const bola = act('bola', ['finance']);
const chidi = act('chidi', ['support']);

type Detail = { status: number; outstanding: number; paid: number; credit: number };
const detailOf = async (token: string, orderNo: string) => (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as Detail;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Money paid to an account nobody has: held in suspense. Returns the held payment's id. */
async function heldInSuspense(amount: number, currency = 'NGN', reference = 'SUS-1') {
  await t.app.services.repayments.receivePayment('sandbox', {
    providerReference: reference, amount, currency, paidAt: t.clock.now().toISOString(), target: { kind: 'account', accountNumber: '9900000000' },
  });
  const [row] = await rows<{ id: string }>(sql`SELECT id FROM incoming_payments WHERE provider_reference = ${reference}`);
  return row!.id;
}

/** Every posting balances, per currency; and what suspense holds now in naira. */
async function ledgerState() {
  const sums = await rows<{ currency: string; total: string }>(sql`SELECT currency, sum(amount)::text AS total FROM ledger_entries GROUP BY currency`);
  for (const s of sums) expect(Number(s.total), s.currency).toBe(0);
  const [suspense] = await rows<{ total: string | null }>(sql`SELECT sum(amount)::text AS total FROM ledger_entries WHERE account = 'suspense' AND currency = 'NGN'`);
  return { suspense: Number(suspense?.total ?? 0) };
}

const match = (paymentId: string, orderNo: string) => ({ action: 'matchSuspense', input: { paymentId, orderNo }, reason: 'Borrower sent the slip: paid to an old account' });
const manual = (orderNo: string, amount: number, reference = 'NIP-88001') => ({
  action: 'manualPayment', input: { orderNo, amount, channel: 'bank_transfer', reference }, reason: 'Paid into our bank account directly',
});
const writeOff = (orderNo: string) => ({ action: 'writeOff', input: { orderNo }, reason: 'Borrower deceased, estate has nothing' });

async function asked(request: Parameters<ReturnType<typeof approvals>['ask']>[1], by: StaffAct = ada) {
  const result = await approvals().ask(by, request);
  if (!result.ok) throw new Error(`${result.error} ${JSON.stringify(result.data)}`);
  return result.value;
}

describe('matching money in suspense to a loan (four-eyes, ADR 079)', () => {
  it('is asked by one with before and after, pays the loan once when another approves, and leaves suspense', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const paymentId = await heldInSuspense(3_000_00);
    expect(await ledgerState()).toEqual({ suspense: -3_000_00 });

    const request = await asked(match(paymentId, orderNo));
    expect(request).toMatchObject({
      state: 'pending', object: { type: 'incoming_payment', id: paymentId },
      before: { held: 3_000_00, orderNo, outstanding: detail.outstanding, currency: 'NGN' },
      after: { held: 0, outstanding: detail.outstanding - 3_000_00, credit: 0 },
    });
    expect((await detailOf(token, orderNo)).outstanding).toBe(detail.outstanding);

    const approved = await approvals().approve(bola, request.id);
    expect(approved.ok && approved.value).toMatchObject({ state: 'done', result: { paymentId, amount: 3_000_00, outcome: 'allocated' } });
    expect(await detailOf(token, orderNo)).toMatchObject({ outstanding: detail.outstanding - 3_000_00, paid: 3_000_00 });
    expect(await ledgerState()).toEqual({ suspense: 0 });
    expect((await t.app.services.repayments.heldMoney()).map((h) => h.id)).not.toContain(paymentId);

    // The borrower reads it as any payment: in the statement and in their messages.
    const statement = await t.call('/loan/loan-order/statement', { token, body: { orderNo } });
    expect((statement.body.data.lines as { kind: string; amount: number }[]).filter((l) => l.kind === 'payment')).toEqual([expect.objectContaining({ amount: 3_000_00 })]);
    expect(await rows(sql`SELECT kind FROM inbox_messages WHERE kind = 'payment_received'`)).toHaveLength(1);

    // Approved again, or the run repeated by its key (an instance stopped mid-way): nothing twice.
    expect(await approvals().approve(bola, request.id)).toEqual({ ok: false, error: 'APPROVAL_DECIDED' });
    const orderId = String((await rows<{ id: string }>(sql`SELECT id FROM loan_orders WHERE order_no = ${orderNo}`))[0]!.id);
    const rerun = await t.app.services.staffMoney.matchHeld({ paymentId, orderNo, orderId }, { key: `four-eyes:${request.id}`, staffName: 'x' });
    expect(rerun.ok && rerun.value).toMatchObject({ paymentId, amount: 3_000_00 });
    expect((await detailOf(token, orderNo)).paid).toBe(3_000_00);
    expect(await ledgerState()).toEqual({ suspense: 0 });

    const { events } = await t.app.services.audit.search({ objectType: 'approval_request', objectId: request.id });
    expect(events.map((e) => [e.action, e.actorId])).toEqual([['approval.approve', 'bola'], ['approval.ask', 'ada']]);
    expect(events[1]).toMatchObject({ reason: 'Borrower sent the slip: paid to an old account', after: { action: 'matchSuspense', objectId: paymentId, held: 0 } });
  });

  it('refuses the maker, a second request for the same payment, a role without the permission, and bad input at its field', async () => {
    const { orderNo } = await disbursedLoan(t);
    const paymentId = await heldInSuspense(1_000_00);
    const pesos = await heldInSuspense(1_000_00, 'MXN', 'SUS-2');
    const request = await asked(match(paymentId, orderNo));
    expect(await approvals().approve(ada, request.id)).toEqual({ ok: false, error: 'APPROVAL_OWN_REQUEST' });
    expect(await approvals().ask(bola, match(paymentId, orderNo))).toEqual({ ok: false, error: 'APPROVAL_ALREADY_PENDING' });
    expect(await approvals().ask(chidi, match(pesos, orderNo))).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });
    expect(await approvals().approve(chidi, request.id)).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });
    for (const [input, field, key] of [
      [{ paymentId: pesos, orderNo }, 'orderNo', 'error.money.orderNo.currency'],
      [{ paymentId: pesos, orderNo: 'LL0000NOSUCH' }, 'orderNo', 'error.money.orderNo.unknown'],
      [{ paymentId: 'nope', orderNo }, 'paymentId', 'error.money.paymentId'],
      [{ paymentId: pesos, orderNo: 'bad order!' }, 'orderNo', 'error.money.orderNo'],
    ] as const) {
      expect(await approvals().ask(ada, { ...match(input.paymentId, input.orderNo) }), key).toMatchObject({ ok: false, error: 'VALIDATION_FAILED', data: { fields: [{ field, key }] } });
    }
    expect(await ledgerState()).toEqual({ suspense: -1_000_00 });
  });

  it('fails at run time, moving nothing, when the payment was matched meanwhile or the loan was paid', async () => {
    const first = await disbursedLoan(t);
    const paymentId = await heldInSuspense(2_000_00);
    const request = await asked(match(paymentId, first.orderNo));
    // Matched meanwhile by another request's run.
    const orderId = String((await rows<{ id: string }>(sql`SELECT id FROM loan_orders WHERE order_no = ${first.orderNo}`))[0]!.id);
    expect((await t.app.services.staffMoney.matchHeld({ paymentId, orderNo: first.orderNo, orderId }, { key: 'four-eyes:other', staffName: 'x' })).ok).toBe(true);
    const failed = await approvals().approve(bola, request.id);
    expect(failed.ok && failed.value).toMatchObject({ state: 'failed', decisionReason: 'MONEY_NOT_HELD', result: { error: 'MONEY_NOT_HELD' } });
    expect((await detailOf(first.token, first.orderNo)).paid).toBe(2_000_00);

    // The loan was paid off meanwhile: the held money stays held.
    const second = await heldInSuspense(500_00, 'NGN', 'SUS-3');
    const late = await asked(match(second, first.orderNo));
    await t.call('/sandbox/collections/pay', { token: first.token, body: { amount: (await detailOf(first.token, first.orderNo)).outstanding } });
    const refused = await approvals().approve(bola, late.id);
    expect(refused.ok && refused.value).toMatchObject({ state: 'failed', decisionReason: 'LOAN_NOT_OPEN' });
    expect(await ledgerState()).toEqual({ suspense: -500_00 });
    expect((await t.app.services.repayments.heldMoney()).map((h) => h.id)).toContain(second);
  });
});

describe('recording a manual payment on a loan (four-eyes, ADR 079)', () => {
  it('pays the loan once through the one way in; more than owed becomes credit; the same transfer is not recorded twice', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const request = await asked(manual(orderNo, 10_000_00));
    expect(request).toMatchObject({ object: { type: 'loan' }, before: { outstanding: detail.outstanding }, after: { paid: 10_000_00, outstanding: detail.outstanding - 10_000_00, credit: 0 } });
    const done = await approvals().approve(bola, request.id);
    expect(done.ok && done.value).toMatchObject({ state: 'done', result: { orderNo, amount: 10_000_00, outcome: 'allocated' } });
    expect(await detailOf(token, orderNo)).toMatchObject({ paid: 10_000_00, outstanding: detail.outstanding - 10_000_00 });
    expect(await rows(sql`SELECT kind FROM inbox_messages WHERE kind = 'payment_received'`)).toHaveLength(1);

    // The run repeated by its key records nothing more.
    const orderId = String((await rows<{ id: string }>(sql`SELECT id FROM loan_orders WHERE order_no = ${orderNo}`))[0]!.id);
    const rerun = await t.app.services.staffMoney.recordManual({ orderNo, orderId, amount: 10_000_00, channel: 'bank_transfer', reference: 'NIP-88001' }, { key: `four-eyes:${request.id}`, staffName: 'x' });
    expect(rerun.ok && rerun.value).toMatchObject({ amount: 10_000_00 });
    expect((await detailOf(token, orderNo)).paid).toBe(10_000_00);

    // Another request for the same transfer: refused when it runs.
    const twice = await asked(manual(orderNo, 1_000_00));
    const refused = await approvals().approve(bola, twice.id);
    expect(refused.ok && refused.value).toMatchObject({ state: 'failed', decisionReason: 'PAYMENT_ALREADY_RECORDED' });

    // More than is owed: the loan is finished and the rest is the borrower's credit, as for any payment.
    const left = (await detailOf(token, orderNo)).outstanding;
    const over = await asked(manual(orderNo, left + 700_00, 'NIP-88002'));
    // Paying it all today costs the payoff (interest only to today, ADR 013): the approver sees the credit that leaves.
    const credit = Number(over.after.credit);
    expect(over.after).toMatchObject({ outstanding: 0 });
    expect(credit).toBeGreaterThanOrEqual(700_00);
    const finished = await approvals().approve(bola, over.id);
    expect(finished.ok && finished.value).toMatchObject({ state: 'done', result: { finished: true } });
    expect(await detailOf(token, orderNo)).toMatchObject({ status: 4, outstanding: 0, credit });
    await ledgerState();
  });

  it('refuses a bad amount, channel or reference at its field, a closed loan, and the maker approving', async () => {
    const { orderNo } = await disbursedLoan(t);
    for (const [input, field] of [
      [{ orderNo, amount: 0, channel: 'cash', reference: 'CASH-0001' }, 'amount'],
      [{ orderNo, amount: 10.5, channel: 'cash', reference: 'CASH-0001' }, 'amount'],
      [{ orderNo, amount: 100_00, channel: 'pigeon', reference: 'CASH-0001' }, 'channel'],
      [{ orderNo, amount: 100_00, channel: 'cash', reference: 'x' }, 'reference'],
    ] as const) {
      expect(await approvals().ask(ada, { action: 'manualPayment', input, reason: 'Cash at the branch' }), field).toMatchObject({ ok: false, data: { fields: [{ field }] } });
    }
    const request = await asked(manual(orderNo, 100_00));
    expect(await approvals().approve(ada, request.id)).toEqual({ ok: false, error: 'APPROVAL_OWN_REQUEST' });
    expect(await approvals().ask(bola, manual(orderNo, 100_00, 'NIP-2'))).toEqual({ ok: false, error: 'APPROVAL_ALREADY_PENDING' });
  });
});

describe('writing off an overdue loan (four-eyes, ADR 079)', () => {
  async function overdueLoan() {
    const loan = await disbursedLoan(t);
    const due = ((await t.call('/repay/repay-order/detail', { token: loan.token, body: { orderNo: loan.orderNo } })).body.data as { phases: { dueDate: string }[] }).phases[0]!.dueDate;
    t.clock.set(new Date(`${addCalendarDays(due, 1)}T00:30:00.000+01:00`));
    await t.app.services.servicingRun.runServicingDay();
    t.clock.advance(9 * HOUR);
    return loan;
  }

  it('refuses a loan that is not overdue; an overdue one is closed with nothing owed, once, and its statement says so', async () => {
    const current = await disbursedLoan(t, { mobile: '08031234599', accountEnding: '99' });
    expect(await approvals().ask(ada, writeOff(current.orderNo))).toMatchObject({ ok: false, data: { fields: [{ field: 'orderNo', key: 'error.money.orderNo.notOverdue' }] } });

    const { token, orderNo } = await overdueLoan();
    const owed = await detailOf(token, orderNo);
    expect(owed.status).toBe(3);
    const request = await asked(writeOff(orderNo));
    expect(request).toMatchObject({ before: { state: 'overdue', outstanding: owed.outstanding }, after: { state: 'written_off', outstanding: 0, writtenOff: owed.outstanding } });
    expect(await approvals().approve(ada, request.id)).toEqual({ ok: false, error: 'APPROVAL_OWN_REQUEST' });
    const done = await approvals().approve(bola, request.id);
    expect(done.ok && done.value).toMatchObject({ state: 'done', result: { orderNo, writtenOff: owed.outstanding } });
    expect(await detailOf(token, orderNo)).toMatchObject({ status: 4, outstanding: 0, paid: 0 });
    const [names] = await rows<{ staff_name: string; n: string }>(sql`SELECT staff_name, count(*)::text AS n FROM loan_write_offs GROUP BY staff_name`);
    expect(names?.staff_name).toBe('Staff ada / Staff bola');
    const lines = (await t.call('/loan/loan-order/statement', { token, body: { orderNo } })).body.data.lines as { kind: string; amount: number; balance: number }[];
    expect(lines.at(-1)).toMatchObject({ kind: 'written_off', amount: owed.outstanding, balance: 0 });
    const messages = await rows<{ params: { amount: number } }>(sql`SELECT params FROM inbox_messages WHERE kind = 'loan_written_off'`);
    expect(messages.map((m) => m.params.amount)).toEqual([owed.outstanding]);
    const [expense] = await rows<{ total: string }>(sql`SELECT sum(amount)::text AS total FROM ledger_entries WHERE account = 'write_off_expense'`);
    expect(Number(expense?.total)).toBeGreaterThan(0);

    // Run again by its key: the same answer, nothing more written off.
    const orderId = String((await rows<{ id: string }>(sql`SELECT id FROM loan_orders WHERE order_no = ${orderNo}`))[0]!.id);
    const rerun = await t.app.services.staffMoney.writeOff({ orderNo, orderId }, { key: `four-eyes:${request.id}`, staffName: 'x' });
    expect(rerun.ok && rerun.value).toMatchObject({ writtenOff: owed.outstanding });
    expect(await rows(sql`SELECT 1 FROM ledger_transactions WHERE kind = 'write_off'`)).toHaveLength(1);
    expect(await rows(sql`SELECT 1 FROM inbox_messages WHERE kind = 'loan_written_off'`)).toHaveLength(1);
    const { events } = await t.app.services.audit.search({ objectType: 'approval_request', objectId: request.id });
    expect(events.map((e) => [e.action, e.actorId])).toEqual([['approval.approve', 'bola'], ['approval.ask', 'ada']]);
    expect(events[1]).toMatchObject({ reason: 'Borrower deceased, estate has nothing', before: { state: 'overdue' }, after: { action: 'writeOff', writtenOff: owed.outstanding } });
    await ledgerState();
  });

  it('fails at run time when the loan was paid meanwhile, writing off nothing', async () => {
    const { token, orderNo } = await overdueLoan();
    const request = await asked(writeOff(orderNo));
    await t.call('/sandbox/collections/pay', { token, body: { amount: (await detailOf(token, orderNo)).outstanding } });
    const failed = await approvals().approve(bola, request.id);
    expect(failed.ok && failed.value).toMatchObject({ state: 'failed', decisionReason: 'LOAN_NOT_OVERDUE' });
    expect(await rows(sql`SELECT 1 FROM loan_write_offs`)).toEqual([]);
  });
});

describe('a loan’s figures for the console (GET /staff/loans/:orderNo/owed)', () => {
  it('answers what is owed to finance, the field problem for an unknown number, and refuses support', async () => {
    const { orderNo, detail } = await disbursedLoan(t);
    const finance = await staffKey(t, ROLE_PERMISSIONS.finance);
    const get = (key: string, no: string) => t.app.inject({ method: 'GET', url: `/staff/loans/${no}/owed`, headers: { authorization: `Bearer ${key}` } });
    expect((await get(finance, orderNo)).json().data).toMatchObject({ orderNo, state: 'repaying', currency: 'NGN', outstanding: detail.outstanding });
    expect((await get(finance, 'LL0000NOSUCH')).json()).toMatchObject({ data: { fields: [{ field: 'orderNo', message: 'There is no loan with this order number' }] } });
    const support = await staffKey(t, ROLE_PERMISSIONS.support, ['NG'], 'support key');
    expect((await get(support, orderNo)).statusCode).toBe(403);
  });
});
