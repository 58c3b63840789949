import { describe, expect, it } from 'vitest';
import { ownAccount } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { parseExposition } from './metrics-exposition.ts';
import { refundMessages, refundStates, refundThroughFourEyes } from './refund-fixtures.ts';

/**
 * Refunds through the sandbox payout rail (ADR 085), as the console's journey runs them: the
 * real app, the sandbox settling and posting its signed webhook to us. An account in
 * SANDBOX_PAYOUT_FAIL_ACCOUNTS fails a refund as it fails a payout.
 */
const FAILING = ownAccount('34');
const t = useTestApp({ env: { SANDBOX_PAYOUT_FAIL_ACCOUNTS: FAILING, SESSION_TTL_HOURS: '8784' } });

describe('refunds on the sandbox rail (Nigeria)', () => {
  it('sends the credit back to the borrower’s account and says so in their message centre', async () => {
    const { token, userId } = await approvedBorrower(t, { mobile: '08031110001' });
    await t.call('/sandbox/collections/pay', { token, body: { amount: 2_500_00 } });
    await refundThroughFourEyes(t, { userId, amount: 2_500_00, currency: 'NGN' });
    // The refund job, then the sandbox's settle job, whose webhook reaches the refund side.
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await refundStates(t, userId)).toEqual([{ state: 'success', failure_reason: null }]);
    expect(await t.app.services.borrowerCredit.creditBalance(userId)).toBe(0);
    expect(await refundMessages(t, token)).toEqual([expect.objectContaining({ kind: 'refund_sent', title: 'Refund sent', body: expect.stringContaining('₦2,500.00') })]);
    // Counted as a refund once each step committed (the job's answer, the webhook's settle), never as a payout (ADR 090).
    const exposition = parseExposition(await t.app.metrics.render());
    expect(exposition.value('lendline_refund_outcomes_total', { provider: 'sandbox', outcome: 'settle' })).toBe(1);
    expect(exposition.sum('lendline_payout_outcomes_total')).toBe(0);
  });

  it('fails a refund to a failing account: the money is held again and the borrower is told', async () => {
    const { token, userId } = await approvedBorrower(t, { mobile: '08031110002', accountEnding: '34' });
    await t.call('/sandbox/collections/pay', { token, body: { amount: 1_000_00 } });
    await refundThroughFourEyes(t, { userId, amount: 1_000_00, currency: 'NGN' });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(await refundStates(t, userId)).toEqual([{ state: 'failed', failure_reason: 'account does not support this transfer' }]);
    expect(await t.app.services.borrowerCredit.creditBalance(userId)).toBe(1_000_00);
    const [message] = await refundMessages(t, token, 'es');
    expect(message).toMatchObject({ kind: 'refund_failed', title: 'Su devolución no se completó' });
    expect(message?.body).toContain('nuestro personal lo contactará');
    const exposition = parseExposition(await t.app.metrics.render());
    expect(exposition.value('lendline_refund_outcomes_total', { provider: 'sandbox', outcome: 'fail' })).toBe(1);
  });
});
