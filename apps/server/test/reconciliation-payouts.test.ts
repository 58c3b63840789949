import type { StaffMismatch } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { confirmedOrder, usePaymentsApp } from './payments-fixtures.ts';

/** Orders are real (the loans module moves them); only the payout rail is a counting fake. */
const h = usePaymentsApp();

describe('a payout outcome that contradicts ours is kept for finance (ADR 086)', () => {
  it('records a late success after a failure once, with both states, and leaves the attempt failed', async () => {
    const order = await confirmedOrder(h);
    await h.app.jobs.runDue();
    await h.postWebhook(h.payout.settle(order.reference, 'failed'));
    await h.postWebhook(h.payout.settle(order.reference, 'success'));
    // The vendor says it again (a redelivery, a requery): still one difference.
    await h.postWebhook(h.payout.settle(order.reference, 'success'));
    expect(await h.status(order.orderId)).toBe(10);

    const { mismatches, counts } = await h.app.services.reconciliation.list({});
    expect(counts.payout_conflict).toBe(1);
    expect(mismatches).toEqual([expect.objectContaining<Partial<StaffMismatch>>({
      kind: 'payout_conflict', subject: order.reference, orderNo: order.orderNo, currency: 'NGN',
      vendor: { amount: order.figures.disbursalAmount, state: 'success' }, ours: { amount: order.figures.disbursalAmount, state: 'failed' },
      amount: order.figures.disbursalAmount, resolution: null,
    })]);
  });

  it('records nothing for a repeated outcome that agrees with ours', async () => {
    const order = await confirmedOrder(h);
    await h.app.jobs.runDue();
    await h.postWebhook(h.payout.settle(order.reference, 'success'));
    await h.postWebhook(h.payout.settle(order.reference, 'success'));
    expect((await h.app.services.reconciliation.list({})).mismatches).toEqual([]);
  });
});
