import { permissionsOf, type Role, type StaffPrincipal } from '@lendline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffAct } from '../src/modules/approvals/approvals-service.ts';
import { bankAccounts } from '../src/db/schema.ts';
import { resendPayoutApproval } from '../src/modules/payments/resend-payout-approval.ts';
import { bankBody, ownAccount } from './application-fixtures.ts';
import { attemptsOf, confirmedOrder, usePaymentsApp } from './payments-fixtures.ts';

const h = usePaymentsApp();
const approvals = () => h.app.services.approvals;

function act(id: string, roles: Role[]): StaffAct {
  const principal: StaffPrincipal = { kind: 'staff', id, name: `Staff ${id}`, roles, permissions: permissionsOf(roles), markets: ['NG'] };
  return { principal, context: { actor: { kind: 'staff', id, name: principal.name }, address: '127.0.0.1', requestId: `req-${id}` } };
}
const ada = act('ada', ['finance']);
const bola = act('bola', ['finance']);
const chidi = act('chidi', ['support']);
const rita = act('rita', ['risk']);

/** A confirmed order whose transfer failed: status 10. */
async function failedPayout(accountEnding = '12') {
  const order = await confirmedOrder(h, { accountEnding });
  await h.app.jobs.runDue();
  await h.postWebhook(h.payout.settle(order.reference, 'failed'));
  expect(await h.status(order.orderId)).toBe(10);
  return order;
}

const resend = (orderNo: string, account: Record<string, unknown>) => ({
  action: 'resendPayout', input: { orderNo, account }, reason: 'Borrower gave a new account by phone',
});
const newAccount = (ending: string) => {
  const { accountName: _name, ...form } = bankBody(ownAccount(ending));
  return { ...form, accountName: 'Adaeze Okafor' };
};

describe('four-eyes resendPayout: a failed payout sent again, to a new account (ADR 080)', () => {
  it('is asked with the account masked, runs once when a second person approves, and pays to the new account', async () => {
    const order = await failedPayout('41');
    const asked = await approvals().ask(ada, resend(order.orderNo, newAccount('42')));
    if (!asked.ok) throw new Error(JSON.stringify(asked));
    expect(asked.value).toMatchObject({
      state: 'pending', action: 'resendPayout', object: { type: 'loan', id: order.orderNo },
      before: { reference: order.reference, state: 'failed', account: { accountNumber: `******${ownAccount('41').slice(-4)}` } },
      after: { account: { accountNumber: `******${ownAccount('42').slice(-4)}`, accountName: 'ADAEZE OKAFOR' }, amount: order.figures.disbursalAmount, status: 18 },
    });
    const shown = JSON.stringify(asked.value);
    expect(shown).not.toContain(ownAccount('42'));
    expect(shown).not.toContain('22212345678');
    // Nothing moves while it waits.
    expect(await attemptsOf(h, order.orderId)).toHaveLength(1);

    expect(await approvals().approve(ada, asked.value.id)).toEqual({ ok: false, error: 'APPROVAL_OWN_REQUEST' });
    const approved = await approvals().approve(bola, asked.value.id);
    const second = `ll-${order.orderNo.toLowerCase()}-2`;
    expect(approved.ok && approved.value).toMatchObject({ state: 'done', result: { orderNo: order.orderNo, reference: second } });
    await h.app.jobs.runDue();
    expect(h.payout.transfers.get(second)?.request.recipient.accountNumber).toBe(ownAccount('42'));
    const [stored] = await h.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, order.userId));
    expect(stored?.accountNumber).toBe(ownAccount('42'));
    await h.postWebhook(h.payout.settle(second, 'success'));
    expect(await h.status(order.orderId)).toBe(2);

    // Nothing is left to resume, and nothing more is sent.
    const sends = h.payout.totalSends();
    expect(await approvals().resumeApproved()).toBe(0);
    const { events } = await h.app.services.audit.search({ objectType: 'approval_request', objectId: asked.value.id });
    expect(events.map((e) => [e.action, e.actorId])).toEqual([['approval.approve', 'bola'], ['approval.ask', 'ada']]);
    expect(h.payout.totalSends()).toBe(sends);
    expect((await attemptsOf(h, order.orderId)).map((a) => [a.attemptNo, a.state, a.requestKey])).toEqual([
      [1, 'failed', null], [2, 'success', `four-eyes:${asked.value.id}`],
    ]);
  });

  it('runs exactly once under the same key, even twice at once', async () => {
    const order = await failedPayout('43');
    const asked = await approvals().ask(ada, resend(order.orderNo, newAccount('44')));
    if (!asked.ok) throw new Error(asked.error);
    const approved = await approvals().approve(bola, asked.value.id);
    expect(approved.ok).toBe(true);
    // What the approvals service would do on a resumed run: the executor with the request's key.
    const run = resendPayoutApproval(h.database.db, h.app.services.payoutDesk, h.app.services.banking);
    const key = `four-eyes:${asked.value.id}`;
    const maker = { id: 'ada', name: 'Ada' };
    const answers = await Promise.all([1, 2].map(() => run.run({ orderNo: order.orderNo, account: newAccount('44') }, { key, maker, approver: maker })));
    expect(answers.map((a) => a.ok && a.value.reference)).toEqual([`ll-${order.orderNo.toLowerCase()}-2`, `ll-${order.orderNo.toLowerCase()}-2`]);
    expect(await attemptsOf(h, order.orderId)).toHaveLength(2);
  });

  it('checks the account as the borrower’s form is: a bad number at its field, another person’s account refused', async () => {
    const order = await failedPayout('45');
    const typo = await approvals().ask(ada, resend(order.orderNo, { ...newAccount('46'), confirmAccountNumber: ownAccount('47') }));
    expect(typo).toMatchObject({ ok: false, error: 'VALIDATION_FAILED', data: { fields: [{ field: 'confirmAccountNumber' }] } });
    const wrongBank = await approvals().ask(ada, resend(order.orderNo, { ...newAccount('46'), accountNumber: '0000000001', confirmAccountNumber: '0000000001' }));
    expect(wrongBank).toMatchObject({ ok: false, data: { fields: [{ field: 'accountNumber' }] } });
    const resolve = h.payout.resolveAccount;
    h.payout.resolveAccount = async () => ({ ok: true as const, accountName: 'JOHN DOE' });
    try {
      const notTheirs = await approvals().ask(ada, resend(order.orderNo, newAccount('46')));
      expect(notTheirs).toMatchObject({ ok: false, data: { fields: [{ field: 'accountNumber', key: 'error.application.accountName.notYours' }] } });
    } finally {
      h.payout.resolveAccount = resolve;
    }
    expect(await approvals().ask(ada, resend('LL000000NOPE', newAccount('46')))).toEqual({ ok: false, error: 'NOT_FOUND' });
  });

  it('is refused unless the payout failed, to roles without the permissions, and a second one while the first waits', async () => {
    const pending = await confirmedOrder(h, { accountEnding: '48' });
    await h.app.jobs.runDue();
    expect(await approvals().ask(ada, resend(pending.orderNo, newAccount('49')))).toEqual({ ok: false, error: 'PAYOUT_NOT_FAILED' });

    const givenUp = await failedPayout('53');
    expect((await h.call('/loan/cancel-draw-money', { token: givenUp.token, body: { orderNo: givenUp.orderNo } })).body.code).toBe(0);
    expect(await approvals().ask(ada, resend(givenUp.orderNo, newAccount('54')))).toEqual({ ok: false, error: 'PAYOUT_NOT_FAILED' });

    const order = await failedPayout('50');
    expect(await approvals().ask(chidi, resend(order.orderNo, newAccount('51')))).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });
    expect(await approvals().ask(rita, resend(order.orderNo, newAccount('51')))).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });
    const asked = await approvals().ask(ada, resend(order.orderNo, newAccount('51')));
    if (!asked.ok) throw new Error(asked.error);
    expect(await approvals().ask(bola, resend(order.orderNo, newAccount('52')))).toEqual({ ok: false, error: 'APPROVAL_ALREADY_PENDING' });
    expect(await approvals().approve(rita, asked.value.id)).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });

    // The borrower re-applied meanwhile: the approved request fails instead of a second attempt.
    const again = await h.call('/loan/loan-order/apply-market-again', { token: order.token, body: { orderNo: order.orderNo } });
    expect(again.body.code).toBe(0);
    const approved = await approvals().approve(bola, asked.value.id);
    expect(approved.ok && approved.value).toMatchObject({ state: 'failed', decisionReason: 'PAYOUT_NOT_FAILED' });
    expect(await attemptsOf(h, order.orderId)).toHaveLength(2);
  });
});
