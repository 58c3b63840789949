import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLedgerService } from '../src/modules/ledger/ledger-service.ts';
import { HOUR, useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { useStaffKey } from './staff-key.ts';

// Sessions outlive the loans these tests age to their due date.
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });
const finance = useStaffKey(t, ['money.read', 'money.request', 'approvals.read'], { name: 'finance maker' });
// Four-eyes (ADR 076, 077): a refund runs only once a second holder of money.approve approves.
const approver = useStaffKey(t, ['money.approve', 'approvals.read'], { name: 'finance approver' });
const ledger = () => createLedgerService({ db: t.database.db, now: t.clock.now });

async function detailOf(token: string, orderNo: string) {
  const res = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as { status: number; paid: number; outstanding: number; credit: number };
}

async function expectLedgerBalanced() {
  const rows = await t.database.db.execute(sql.raw('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0'));
  expect((rows as unknown as { rows?: unknown[] }).rows ?? rows).toEqual([]);
}

const staff = (method: 'GET' | 'POST', url: string, payload?: object, token = finance.key) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

async function userIdOf(token: string): Promise<string> {
  return (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
}

describe('a borrower’s credit pays their next loan', () => {
  it('money paid before the loan was paid out is held as credit, then pays the loan once it is', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const early = await t.call('/sandbox/collections/pay', { token, body: { amount: 1_500_00 } });
    expect(early.body.code, early.text).toBe(0);
    const offer = (await t.call('/loan/confirm/product-info', { token, body: { orderNo } })).body.data as { amount: number; tenure: number };
    await t.call('/loan/get-money', { token, body: { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true } });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await detailOf(token, orderNo)).toMatchObject({ status: 2, paid: 1_500_00, credit: 0 });
    // Again, as a retried job would: the credit is spent, nothing changes.
    await t.app.services.borrowerCredit.applyCredit((await t.database.db.execute(sql`SELECT id FROM loan_orders WHERE order_no = ${orderNo}`) as unknown as { rows: { id: string }[] }).rows[0]!.id);
    expect(await detailOf(token, orderNo)).toMatchObject({ paid: 1_500_00, credit: 0 });
    expect((await ledger().balances({ account: 'borrower_credit' })).borrower_credit ?? 0).toBe(0);
    await expectLedgerBalanced();
  });
});

describe('staff and held money', () => {
  it('lists suspense and credit, refunds credit through four-eyes once per transfer and never more than is held', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    // On the due date: nothing is left to waive, so the schedule's whole total is owed (ADR 013).
    t.clock.advance(91 * 24 * HOUR);
    await t.call('/sandbox/collections/pay', { token, body: { amount: detail.totalRepayable + 2_000_00 } });
    expect((await detailOf(token, orderNo)).credit).toBe(2_000_00);

    const held = await staff('GET', '/staff/collections/held');
    expect(held.json()).toMatchObject({ code: 0, data: { payments: [{ outcome: 'allocated', unapplied: 2_000_00, currency: 'NGN' }] } });

    const userId = await userIdOf(token);
    const refund = { userId, amount: 1_500_00, currency: 'NGN', transferReference: 'NIP-000123' };
    const ask = (input: object) => staff('POST', '/staff/approvals', { action: 'refund', input, reason: 'Borrower asked for the overpayment back' });
    const approve = (id: string) => staff('POST', `/staff/approvals/${id}/approve`, undefined, approver.key);
    const over = await ask({ ...refund, amount: 2_000_01 });
    expect(over.json()).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'amount' }] } });
    const asked = (await ask(refund)).json();
    expect(asked).toMatchObject({ code: 0, data: { state: 'pending', after: { refunded: 1_500_00 } } });
    // Nothing moves until the second person approves; the maker cannot.
    expect((await detailOf(token, orderNo)).credit).toBe(2_000_00);
    expect((await staff('POST', `/staff/approvals/${asked.data.id}/approve`)).json().code).toBe(ERRORS.APPROVAL_OWN_REQUEST.code);
    expect((await approve(asked.data.id)).json()).toMatchObject({ code: 0, data: { state: 'done', result: { refunded: 1_500_00, credit: 500_00 } } });
    // The same transfer again: asked, approved, and its run refused (a transfer is refunded once).
    const again = (await ask({ ...refund, amount: 100_00 })).json();
    expect((await approve(again.data.id)).json()).toMatchObject({ code: 0, data: { state: 'failed', decisionReason: 'This transfer reference was recorded before', result: { error: 'VALIDATION_FAILED' } } });
    expect((await detailOf(token, orderNo)).credit).toBe(500_00);
    expect((await ledger().balances({ account: 'borrower_credit' })).borrower_credit).toBe(-500_00);
    await expectLedgerBalanced();
    // Staff's list holds what is left, not what was paid in before the refund.
    expect((await staff('GET', '/staff/collections/held')).json().data.payments).toMatchObject([{ outcome: 'allocated', unapplied: 500_00 }]);
    // All of it refunded: nothing is held any more.
    const rest = (await ask({ ...refund, amount: 500_00, transferReference: 'NIP-000124' })).json();
    expect((await approve(rest.data.id)).json().data.state).toBe('done');
    expect((await staff('GET', '/staff/collections/held')).json().data.payments).toEqual([]);
  });

  it('is closed to anyone without the staff token', async () => {
    expect((await staff('GET', '/staff/collections/held', undefined, 'wrong-token')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/staff/approvals', payload: {} })).statusCode).toBe(401);
    // The direct refund route is gone: a refund is a four-eyes request only (ADR 077).
    expect((await staff('POST', '/staff/collections/refunds', {})).statusCode).toBe(404);
  });
});
