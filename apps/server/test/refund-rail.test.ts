import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refundReference } from '../src/modules/repayments/refund-fns.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { usePaymentsApp } from './payments-fixtures.ts';
import { useStaffKey } from './staff-key.ts';

/** Refunds through the payout rail (ADR 085): the real app, the payout rail a counting fake. */
const h = usePaymentsApp();
const finance = useStaffKey(h, ['money.read', 'money.request', 'approvals.read'], { name: 'finance maker' });
const approver = useStaffKey(h, ['money.approve', 'approvals.read'], { name: 'finance approver' });
const MIN = 60_000;

const staff = (method: 'GET' | 'POST', url: string, payload?: object, token = finance.key) =>
  h.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });
const ask = (input: object) => staff('POST', '/staff/approvals', { action: 'refund', input, reason: 'Borrower asked for the overpayment back' });
const approve = (id: string) => staff('POST', `/staff/approvals/${id}/approve`, undefined, approver.key);

let mobiles = 0;
/** A borrower with a payout account (ending 12) and `credit` held for them: paid with no loan out. */
async function borrowerWithCredit(credit = 2_000_00) {
  const { token, userId } = await approvedBorrower(h, { mobile: `0803${String(5_000_000 + (mobiles += 1)).padStart(7, '0')}` });
  const paid = await h.call('/sandbox/collections/pay', { token, body: { amount: credit } });
  expect(paid.body.code, paid.text).toBe(0);
  expect(await creditOf(userId)).toBe(credit);
  return { token, userId };
}

const creditOf = (userId: string) => h.app.services.borrowerCredit.creditBalance(userId);
const rows = async <T>(query: ReturnType<typeof sql>) => ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const refundsOf = (userId: string) => rows<{ id: string; state: string; method: string; transfer_reference: string; failure_reason: string | null; provider: string | null }>(sql`SELECT id, state, method, transfer_reference, failure_reason, provider FROM credit_refunds WHERE user_id = ${userId}`);
const postings = (id: string) => rows<{ kind: string; reverses_id: string | null }>(sql`SELECT kind, reverses_id FROM ledger_transactions WHERE idempotency_key IN (${`refund:${id}`}, ${`refund-reversal:${id}`}) ORDER BY created_at`);
const messagesOf = (userId: string) => rows<{ kind: string; params: Record<string, unknown> }>(sql`SELECT kind, params FROM inbox_messages WHERE user_id = ${userId} AND kind LIKE 'refund%'`);
const creditBalanceInLedger = async () => (await h.app.services.ledger.balances({ account: 'borrower_credit' })).borrower_credit ?? 0;

/** Asks a rail refund (no method: the rail is the default) and has it approved; the run's result. */
async function railRefund(userId: string, amount = 1_500_00) {
  const asked = (await ask({ userId, amount, currency: 'NGN' })).json();
  expect(asked, JSON.stringify(asked)).toMatchObject({ code: 0, data: { state: 'pending', after: { refunded: amount, method: 'rail' } } });
  const approved = (await approve(asked.data.id)).json();
  expect(approved.data.state, JSON.stringify(approved)).toBe('done');
  return { ...(approved.data.result as { refunded: number; credit: number; state: string; transferReference: string }), requestId: asked.data.id as string };
}

describe('a four-eyes refund through the payout rail', () => {
  it('queues on approval, sends once with our reference to the stored account, and posts credit_refund only on success', async () => {
    const { userId } = await borrowerWithCredit();
    const ledgerBefore = await creditBalanceInLedger();
    const result = await railRefund(userId);
    expect(result).toMatchObject({ refunded: 1_500_00, credit: 500_00, state: 'queued', method: 'rail' });
    expect(result.transferReference).toMatch(/^ll-refund-[0-9a-f]{20}$/);
    // In flight, it already counts against the credit: nobody can refund the same money twice.
    expect(await creditOf(userId)).toBe(500_00);
    expect((await staff('GET', '/staff/collections/held')).json().data.refunds).toEqual([expect.objectContaining({ state: 'queued', amount: 1_500_00 })]);
    expect((await ask({ userId, amount: 500_01, currency: 'NGN' })).json()).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'amount' }] } });

    await h.app.jobs.runDue();
    expect(h.payout.sends.get(result.transferReference)).toBe(1);
    expect(h.payout.transfers.get(result.transferReference)?.request).toMatchObject({
      amount: 1_500_00, currency: 'NGN', reason: 'Lendline credit refund', recipient: { bankCode: '011', accountName: 'ADAEZE OKAFOR' },
    });
    const [pending] = await refundsOf(userId);
    expect(pending).toMatchObject({ state: 'pending', method: 'rail', provider: 'fake' });
    // Nothing has reached the borrower yet: the ledger still holds their credit.
    expect(await postings(pending!.id)).toEqual([]);
    expect(await creditBalanceInLedger()).toBe(ledgerBefore);

    expect((await h.postWebhook(h.payout.settle(result.transferReference, 'success'))).status).toBe(200);
    expect((await refundsOf(userId))[0]?.state).toBe('success');
    expect(await postings(pending!.id)).toEqual([{ kind: 'credit_refund', reverses_id: null }]);
    expect(await creditBalanceInLedger()).toBe(ledgerBefore + 1_500_00);
    expect(await messagesOf(userId)).toEqual([{ kind: 'refund_sent', params: { kind: 'refund_sent', currency: 'NGN', amount: 1_500_00 } }]);
    // A duplicate webhook and a late job change nothing.
    await h.postWebhook(h.payout.settle(result.transferReference, 'success'));
    await h.app.services.refundRail.runRefund(result.transferReference);
    expect(h.payout.sends.get(result.transferReference)).toBe(1);
    expect(await postings(pending!.id)).toHaveLength(1);
    expect(await messagesOf(userId)).toHaveLength(1);

    // Staff's money-held screen shows it sent; the audit trail names both people.
    const held = (await staff('GET', '/staff/collections/held')).json();
    expect(held.data.refunds).toEqual([expect.objectContaining({ userId, amount: 1_500_00, state: 'success', reference: result.transferReference, staffName: 'finance maker / finance approver' })]);
    const { events } = await h.app.services.audit.search({ objectType: 'approval_request', objectId: result.requestId });
    expect(events.map((e) => [e.action, e.actorId])).toEqual([['approval.approve', expect.any(String)], ['approval.ask', expect.any(String)]]);
    expect(events[0]).toMatchObject({ after: { action: 'refund', objectId: userId, refunded: 1_500_00, method: 'rail' } });
  });

  it('makes one refund and one send when two runs of the same request race', async () => {
    const { userId } = await borrowerWithCredit();
    const request = { userId, amount: 1_000_00, currency: 'NGN' as const, staffName: 'a / b', method: 'rail' as const };
    const key = 'four-eyes:race';
    const [a, b] = await Promise.all([h.app.services.borrowerCredit.refundCredit(request, key), h.app.services.borrowerCredit.refundCredit(request, key)]);
    expect(a.ok && b.ok).toBe(true);
    expect(a.ok && b.ok && a.value.transferReference === b.value.transferReference).toBe(true);
    expect(await refundsOf(userId)).toHaveLength(1);
    expect(await creditOf(userId)).toBe(1_000_00);
    await Promise.all([h.app.jobs.runDue(), h.app.services.refundRail.runRefund(refundReference(key))]);
    await h.app.jobs.runDue();
    expect(h.payout.sends.get(refundReference(key))).toBe(1);
    expect(h.payout.totalSends()).toBe(1);
  });

  it('requeries by our reference before any second send: sends again only when the provider never got it', async () => {
    const { userId } = await borrowerWithCredit();
    // The provider took it but the answer was lost (a timeout).
    h.payout.onSend = () => {
      throw new Error('socket hang up');
    };
    const taken = await railRefund(userId, 500_00);
    await h.app.jobs.runDue();
    expect((await refundsOf(userId))[0]?.state).toBe('sending');
    h.clock.advance(3 * MIN);
    await h.app.services.refundRail.runRefund(taken.transferReference);
    expect(h.payout.sends.get(taken.transferReference)).toBe(1);
    expect((await refundsOf(userId))[0]?.state).toBe('pending');

    // The provider never got it: after the requery says not_found, the same reference is sent again.
    h.payout.onSend = (request) => {
      h.payout.transfers.delete(request.reference);
      throw new Error('connection refused');
    };
    const lost = await railRefund(userId, 500_00);
    await h.app.jobs.runDue();
    h.payout.onSend = (request) => ({ state: 'pending', providerReference: `TRF_${request.reference}` });
    h.clock.advance(3 * MIN);
    await h.app.services.refundRail.runRefund(lost.transferReference);
    expect(h.payout.sends.get(lost.transferReference)).toBe(2);
    expect(h.payout.transfers.has(lost.transferReference)).toBe(true);
  });

  it('a failed refund posts nothing, tells the borrower the money is still held, and the credit can be refunded again', async () => {
    const { userId } = await borrowerWithCredit();
    const ledgerBefore = await creditBalanceInLedger();
    const first = await railRefund(userId, 2_000_00);
    await h.app.jobs.runDue();
    expect(await creditOf(userId)).toBe(0);
    await h.postWebhook(h.payout.settle(first.transferReference, 'failed'));
    const [failed] = await refundsOf(userId);
    expect(failed).toMatchObject({ state: 'failed', failure_reason: 'failed' });
    expect(await creditOf(userId)).toBe(2_000_00);
    expect(await postings(failed!.id)).toEqual([]);
    expect(await creditBalanceInLedger()).toBe(ledgerBefore);
    expect(await messagesOf(userId)).toEqual([{ kind: 'refund_failed', params: { kind: 'refund_failed', currency: 'NGN', amount: 2_000_00 } }]);
    // A late success for it is a logged conflict: the first outcome stands.
    await h.postWebhook(h.payout.settle(first.transferReference, 'success'));
    expect((await refundsOf(userId))[0]?.state).toBe('failed');
    expect(h.logs.some((line) => line.includes('refund outcome contradicts a terminal state'))).toBe(true);
    // ...and kept for finance in the reconciliation queue: the money may have left while the credit is held again.
    const { mismatches } = await h.app.services.reconciliation.list({ kind: 'payout_conflict' });
    expect(mismatches).toEqual([expect.objectContaining({ subject: first.transferReference, vendor: expect.objectContaining({ state: 'success' }), ours: expect.objectContaining({ state: 'failed' }) })]);
    expect((await staff('GET', '/staff/collections/held')).json().data.refunds).toEqual([expect.objectContaining({ state: 'failed', amount: 2_000_00 })]);

    const second = await railRefund(userId, 2_000_00);
    expect(second.transferReference).not.toBe(first.transferReference);
    await h.app.jobs.runDue();
    await h.postWebhook(h.payout.settle(second.transferReference, 'success'));
    expect(await creditOf(userId)).toBe(0);
    expect(await creditBalanceInLedger()).toBe(ledgerBefore + 2_000_00);
  });

  it('a refund reversed after it arrived reverses its posting and holds the credit again', async () => {
    const { userId } = await borrowerWithCredit();
    const ledgerBefore = await creditBalanceInLedger();
    const refund = await railRefund(userId, 2_000_00);
    await h.app.jobs.runDue();
    await h.postWebhook(h.payout.settle(refund.transferReference, 'success'));
    await h.postWebhook(h.payout.settle(refund.transferReference, 'reversed'));
    await h.postWebhook(h.payout.settle(refund.transferReference, 'reversed'));
    const [reversed] = await refundsOf(userId);
    expect(reversed).toMatchObject({ state: 'failed', failure_reason: 'reversed' });
    expect((await postings(reversed!.id)).map((p) => p.kind)).toEqual(['credit_refund', 'reversal']);
    expect(await creditBalanceInLedger()).toBe(ledgerBefore);
    expect(await creditOf(userId)).toBe(2_000_00);
    expect((await messagesOf(userId)).map((m) => m.kind).sort()).toEqual(['refund_failed', 'refund_sent']);
  });

  it('the reconcile sweep settles a refund whose webhook was lost', async () => {
    const { userId } = await borrowerWithCredit();
    const refund = await railRefund(userId, 1_000_00);
    await h.app.jobs.runDue();
    h.payout.transfers.get(refund.transferReference)!.state = 'success';
    expect(await h.app.services.refundRail.reconcile()).toBe(0);
    h.clock.advance(11 * MIN);
    expect(await h.app.services.refundRail.reconcile()).toBe(1);
    expect((await refundsOf(userId))[0]?.state).toBe('success');
    expect(h.payout.sends.get(refund.transferReference)).toBe(1);
  });
});

describe('a manual transfer stays an explicit choice', () => {
  it('records the transfer staff made, posts at once, and sends nothing', async () => {
    const { userId } = await borrowerWithCredit();
    const asked = (await ask({ userId, amount: 1_000_00, currency: 'NGN', method: 'manual', transferReference: 'NIP-000321' })).json();
    expect(asked.data.after).toMatchObject({ method: 'manual', transferReference: 'NIP-000321' });
    expect((await approve(asked.data.id)).json().data.result).toMatchObject({ state: 'success', method: 'manual', transferReference: 'NIP-000321' });
    await h.app.jobs.runDue();
    expect(h.payout.totalSends()).toBe(0);
    const [manual] = await refundsOf(userId);
    expect(await postings(manual!.id)).toEqual([{ kind: 'credit_refund', reverses_id: null }]);
    // Manual without its reference is refused when asked.
    expect((await ask({ userId, amount: 100_00, currency: 'NGN', method: 'manual' })).json()).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'transferReference' }] } });
  });

  it('refuses the rail for a borrower with no payout account, naming the method', async () => {
    const { userId } = await borrowerWithCredit();
    await h.database.db.execute(sql`DELETE FROM bank_accounts WHERE user_id = ${userId}`);
    expect((await ask({ userId, amount: 100_00, currency: 'NGN' })).json()).toMatchObject({
      code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'method' }] },
    });
  });
});
