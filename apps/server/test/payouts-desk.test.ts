import { ERRORS, STUCK_PAYOUT_AFTER_MS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { ownAccount } from './application-fixtures.ts';
import { attemptsOf, confirmedOrder, usePaymentsApp, webhook } from './payments-fixtures.ts';
import { staffKey } from './staff-key.ts';
import { sqlRows } from './underwriting-fixtures.ts';

const h = usePaymentsApp();

const staffGet = async (url: string, key: string) => {
  const res = await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
  return { status: res.statusCode, body: res.json() };
};
const staffPost = async (url: string, key: string, body: object = {}) => {
  const res = await h.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json(), text: res.body };
};
const finance = () => staffKey(h, ['payouts.act', 'money.read'], ['NG'], 'finance-desk');

/** A confirmed order whose first transfer failed at the provider: status 10, attempt 1 failed. */
async function failedPayout(accountEnding = '12') {
  const order = await confirmedOrder(h, { accountEnding });
  await h.app.jobs.runDue();
  h.payout.settle(order.reference, 'failed');
  await h.postWebhook(webhook({ event: 'transfer.failed', reference: order.reference, reason: 'Account dormant' }));
  expect(await h.status(order.orderId)).toBe(10);
  return order;
}

async function auditRows(orderNo: string) {
  const { events } = await h.app.services.audit.search({ objectType: 'loan', objectId: orderNo });
  return events;
}

const disbursements = (orderId: string) =>
  sqlRows<{ n: string }>(h, `SELECT count(*) AS n FROM ledger_transactions WHERE order_id = $1 AND kind = 'disbursement'`, [orderId]).then((rows) => Number(rows[0]!.n));
const messages = (userId: string, kind: string) =>
  sqlRows<{ n: string }>(h, 'SELECT count(*) AS n FROM inbox_messages WHERE user_id = $1 AND kind = $2', [userId, kind]).then((rows) => Number(rows[0]!.n));

describe('staff: failed and stuck payouts (issue 22, ADR 080)', () => {
  it('lists failed and stuck payouts with age, amount, borrower and reason, and counts per state; a fresh one is not stuck', async () => {
    const failed = await failedPayout('21');
    const stuck = await confirmedOrder(h, { accountEnding: '22' });
    await h.app.jobs.runDue();
    h.clock.advance(STUCK_PAYOUT_AFTER_MS + 60_000);
    const fresh = await confirmedOrder(h, { accountEnding: '23' });
    await h.app.jobs.runDue();
    const key = await finance();

    const all = await staffGet('/staff/payouts', key);
    expect(all.body.code, JSON.stringify(all.body)).toBe(0);
    const list = all.body.data;
    expect(list.counts).toEqual({ failed: 1, stuck: 1 });
    expect(list.stuckAfterMinutes).toBe(30);
    expect(list.payouts.map((p: { orderNo: string; state: string }) => [p.orderNo, p.state])).toEqual([[failed.orderNo, 'failed'], [stuck.orderNo, 'stuck']]);
    expect(list.payouts[0]).toMatchObject({
      attemptNo: 1, attemptState: 'failed', amount: failed.figures.disbursalAmount, currency: 'NGN', reason: 'Account dormant',
      borrower: { userId: failed.userId, name: 'Adaeze Okafor', accountEnding: ownAccount('21').slice(-4) },
      askedForAccountAt: null,
    });
    expect(list.payouts[1]).toMatchObject({ attemptState: 'pending', reason: null });
    expect(JSON.stringify(list)).not.toContain(ownAccount('21'));
    expect(JSON.stringify(list)).not.toContain(fresh.orderNo);

    const onlyStuck = await staffGet('/staff/payouts?state=stuck', key);
    expect(onlyStuck.body.data.payouts.map((p: { orderNo: string }) => p.orderNo)).toEqual([stuck.orderNo]);
    expect(onlyStuck.body.data.counts).toEqual({ failed: 1, stuck: 1 });
  });

  it('refuses the list and the actions to a role without payouts.act', async () => {
    const order = await failedPayout();
    const support = await staffKey(h, ['borrowers.read', 'money.read'], ['NG'], 'support');
    expect((await staffGet('/staff/payouts', support)).body.code).toBe(ERRORS.STAFF_FORBIDDEN.code);
    expect((await staffPost(`/staff/payouts/${order.orderNo}/retry`, support)).body.code).toBe(ERRORS.STAFF_FORBIDDEN.code);
    expect(await attemptsOf(h, order.orderId)).toHaveLength(1);
  });

  it('retries a failed payout with a new reference to the same account, once; the money is paid out once, whatever comes late', async () => {
    const order = await failedPayout('24');
    const key = await finance();
    const retried = await staffPost(`/staff/payouts/${order.orderNo}/retry`, key);
    expect(retried.body, retried.text).toMatchObject({ code: 0, data: { orderNo: order.orderNo, kind: 'new_attempt', reference: `ll-${order.orderNo.toLowerCase()}-2` } });
    expect((await staffPost(`/staff/payouts/${order.orderNo}/retry`, key)).body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);
    await h.app.jobs.runDue();
    const second = `ll-${order.orderNo.toLowerCase()}-2`;
    expect(h.payout.transfers.get(second)?.request.recipient.accountNumber).toBe(ownAccount('24'));
    await h.postWebhook(h.payout.settle(second, 'success'));
    expect(await h.status(order.orderId)).toBe(2);

    // The first transfer's late "success" contradicts its recorded failure: kept, never a second payout.
    await h.postWebhook(h.payout.settle(order.reference, 'success'));
    expect(await disbursements(order.orderId)).toBe(1);
    expect((await attemptsOf(h, order.orderId)).map((a) => [a.attemptNo, a.state])).toEqual([[1, 'failed'], [2, 'success']]);
    expect((await staffPost(`/staff/payouts/${order.orderNo}/retry`, key)).body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);

    const rows = await auditRows(order.orderNo);
    expect(rows.map((r) => [r.action, r.outcome, r.actorKind])).toEqual([['payout.retry', 'done', 'api-key']]);
    expect(rows[0]).toMatchObject({ before: { reference: order.reference, state: 'failed' }, after: { reference: second } });
  });

  it('makes one new attempt and one transfer when retried 20 times at once', async () => {
    const order = await failedPayout('25');
    const key = await finance();
    h.payout.sends.clear();
    const answers = await Promise.all(Array.from({ length: 20 }, () => staffPost(`/staff/payouts/${order.orderNo}/retry`, key)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    await Promise.all([h.app.jobs.runDue(), h.app.jobs.runDue()]);
    expect(await attemptsOf(h, order.orderId)).toHaveLength(2);
    expect(h.payout.totalSends()).toBe(1);
    expect(await auditRows(order.orderNo)).toHaveLength(1);
  });

  it('retries a stuck payout by asking the provider by its reference, never with a second attempt', async () => {
    const order = await confirmedOrder(h, { accountEnding: '26' });
    await h.app.jobs.runDue();
    const key = await finance();
    // Waiting, but not yet for long: not the desk's.
    expect((await staffPost(`/staff/payouts/${order.orderNo}/retry`, key)).body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);
    h.clock.advance(STUCK_PAYOUT_AFTER_MS + 60_000);
    h.payout.transfers.get(order.reference)!.state = 'success';
    const retried = await staffPost(`/staff/payouts/${order.orderNo}/retry`, key);
    expect(retried.body).toMatchObject({ code: 0, data: { kind: 'requery', reference: order.reference } });
    expect(await h.status(order.orderId)).toBe(2);
    expect(h.payout.totalSends()).toBe(1);
    expect(await attemptsOf(h, order.orderId)).toHaveLength(1);
    expect((await auditRows(order.orderNo)).map((r) => [r.action, r.after])).toEqual([['payout.retry', { reference: order.reference, requery: true }]]);
  });

  it('gives a failed payout up with a reason: the order is cancelled, the borrower told once, the reason audited', async () => {
    const order = await failedPayout('27');
    const key = await finance();
    const bare = await staffPost(`/staff/payouts/${order.orderNo}/give-up`, key, { reason: ' ' });
    expect(bare.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code });
    expect(bare.text).toContain('reason');
    expect(await h.status(order.orderId)).toBe(10);

    const given = await staffPost(`/staff/payouts/${order.orderNo}/give-up`, key, { reason: 'Borrower no longer wants the loan' });
    expect(given.body, given.text).toMatchObject({ code: 0, data: { kind: 'given_up' } });
    expect(await h.status(order.orderId)).toBe(8);
    const [row] = await sqlRows<{ cancel_reason: string }>(h, 'SELECT cancel_reason FROM loan_orders WHERE id = $1', [order.orderId]);
    expect(row?.cancel_reason).toBe('payout_given_up');
    expect(await messages(order.userId, 'payout_given_up')).toBe(1);
    expect((await staffPost(`/staff/payouts/${order.orderNo}/give-up`, key, { reason: 'Again' })).body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);
    expect((await staffPost(`/staff/payouts/${order.orderNo}/retry`, key)).body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);
    expect((await staffGet('/staff/payouts', key)).body.data.counts).toEqual({ failed: 0, stuck: 0 });
    expect((await auditRows(order.orderNo)).map((r) => [r.action, r.reason, r.after])).toEqual([['payout.giveUp', 'Borrower no longer wants the loan', { status: 8 }]]);
    expect((await staffPost('/staff/payouts/LL000000NOPE/give-up', key, { reason: 'No such loan' })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('asks the borrower for a new account once per failed attempt; they change it and re-apply through the usual path', async () => {
    const order = await failedPayout('28');
    const key = await finance();
    expect((await staffPost(`/staff/payouts/${order.orderNo}/ask-account`, key)).body).toMatchObject({ code: 0, data: { kind: 'account_asked' } });
    h.clock.advance(60_000);
    expect((await staffPost(`/staff/payouts/${order.orderNo}/ask-account`, key)).body.code).toBe(0);
    expect(await messages(order.userId, 'payout_new_account')).toBe(1);
    const listed = (await staffGet('/staff/payouts', key)).body.data.payouts[0];
    expect(listed.askedForAccountAt).toBe(h.clock.now().toISOString());
    expect((await auditRows(order.orderNo)).map((r) => r.action)).toEqual(['payout.askAccount', 'payout.askAccount']);

    const inbox = await h.call('/inbox/messages', { token: order.token, body: { page: 1 } });
    expect(JSON.stringify(inbox.body)).toContain('Please add a new bank account');
    const again = await h.call('/loan/loan-order/apply-market-again', { token: order.token, body: { orderNo: order.orderNo } });
    expect(again.body).toMatchObject({ code: 0, data: { status: 18 } });
    expect((await staffPost(`/staff/payouts/${order.orderNo}/ask-account`, key)).body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);
  });
});
