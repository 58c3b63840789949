import { ERRORS, OrderStatus } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { submitApplication } from './underwriting-fixtures.ts';

// Issue 19: the amount and term chosen before applying carry to the offer, which offers every term.
const t = useTestApp();

type Offer = {
  productId: string; creditLimit: number; amount: number; tenure: number; tenures: number[]; amounts: number[];
  options: { tenure: number; productId: string; productName: string; amounts: number[] }[];
  figures: { tenureDays: number; principal: number; phases: unknown[] };
};
const offerOf = async (token: string, orderNo: string, choice: Record<string, unknown> = {}) => {
  const res = await t.call('/loan/confirm/product-info', { token, body: { orderNo, ...choice } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as Offer;
};

/** A first-time borrower who chose `choice` on to_borrow, assessed by the engine (a first loan's ₦5,000 limit). */
async function approvedWith(choice?: { amount: number; tenure: number }) {
  const applied = await submitApplication(t, choice ? { choice } : {});
  await t.app.jobs.runDue();
  return applied;
}

describe('the borrower’s choice carries to the offer (issue 19)', () => {
  it('₦2,500 over 180 days chosen before applying is the offer’s choice, on the 180-day product', async () => {
    const { token, orderNo } = await approvedWith({ amount: 2_500_00, tenure: 180 });
    const offer = await offerOf(token, orderNo);
    expect(offer).toMatchObject({ creditLimit: 5_000_00, amount: 2_500_00, tenure: 180, productId: 'ng-cash-180', tenures: [91, 180, 365] });
    expect(offer.figures).toMatchObject({ principal: 2_500_00, tenureDays: 180 });
    // Every term the products have is offered, each with its own product and amounts up to the limit.
    expect(offer.options.map((o) => [o.tenure, o.productId, o.amounts.at(0), o.amounts.at(-1)])).toEqual([
      [91, 'ng-cash-50k', 1_000_00, 5_000_00],
      [180, 'ng-cash-180', 1_000_00, 5_000_00],
      [365, 'ng-cash-365', 1_000_00, 5_000_00],
    ]);
  });

  it('lets the borrower change both at the offer, and the loan is the product of the term confirmed', async () => {
    const { token, orderNo } = await approvedWith({ amount: 2_500_00, tenure: 180 });
    const longer = await offerOf(token, orderNo, { amount: 4_000_00, tenure: 365 });
    expect(longer).toMatchObject({ amount: 4_000_00, tenure: 365, productId: 'ng-cash-365' });
    expect(longer.figures.phases).toHaveLength(4);
    const accepted = await t.call('/loan/get-money', { token, body: { orderNo, amount: 4_000_00, tenure: 365, agreementAccepted: true } });
    expect(accepted.body.code, accepted.text).toBe(0);
    expect(accepted.body.data.figures).toMatchObject({ principal: 4_000_00, tenureDays: 365 });
    // After acceptance the offer shows what was accepted, on its product.
    expect(await offerOf(token, orderNo)).toMatchObject({ amount: 4_000_00, tenure: 365, productId: 'ng-cash-365' });
    const records = (await t.call('/loan/loan-order/list', { token, body: {} })).body.data as { orders: { orderNo: string; productName: string }[] };
    expect(records.orders.find((o) => o.orderNo === orderNo)).toMatchObject({ productName: 'Lendline 12 Months' });
    const shorter = await t.call('/loan/confirm/product-info', { token, body: { orderNo, amount: 1_000_00, tenure: 91 } });
    expect(shorter.body.data).toMatchObject({ tenure: 365 });
  });

  it('holds a wish above the approved limit to the limit, and refuses a term no product has at its field', async () => {
    const { token, orderNo } = await approvedWith({ amount: 50_000_00, tenure: 180 });
    expect(await offerOf(token, orderNo)).toMatchObject({ amount: 5_000_00, tenure: 180, productId: 'ng-cash-180' });
    const bad = await t.call('/loan/confirm/product-info', { token, body: { orderNo, amount: 2_000_00, tenure: 120 } });
    expect(bad.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'tenure' }] } });
  });

  it('refuses a term or an amount no product has when applying, at the field, and starts nothing', async () => {
    const token = await t.register('08031112222');
    const res = await t.call('/loan/loan-order/apply-market', { token, body: { amount: 2_500_00, tenure: 120 } });
    expect(res.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'tenure' }] } });
    const tooMuch = await t.call('/loan/loan-order/apply-market', { token, body: { amount: 900_000_00, tenure: 91 } });
    expect(tooMuch.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'amount' }] } });
    expect((await t.call('/loan/loan-order/latest', { token })).body.data).toEqual({ order: null });
  });

  it('keeps a new choice made while the draft is open (the borrower changed their mind on to_borrow)', async () => {
    const mobile = '08031113333';
    const token = await t.register(mobile);
    const first = await t.call('/loan/loan-order/apply-market', { token, body: { amount: 2_000_00, tenure: 91 } });
    expect(first.body.data).toMatchObject({ status: OrderStatus.BasicInfo });
    // The same draft answers back, with the new choice kept.
    const { orderNo } = await submitApplication(t, { mobile, token, choice: { amount: 3_000_00, tenure: 365 } });
    expect(orderNo).toBe(first.body.data.orderNo);
    await t.app.jobs.runDue();
    expect(await offerOf(token, orderNo)).toMatchObject({ amount: 3_000_00, tenure: 365, productId: 'ng-cash-365' });
  });

  it('carries the choice made before “Apply again” after a finished loan', async () => {
    const { token, orderNo } = await approvedWith();
    await t.call('/loan/get-money', { token, body: { orderNo, amount: 1_000_00, tenure: 91, agreementAccepted: true } });
    await t.app.jobs.runDue();
    const owed = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { outstanding: number };
    expect((await t.call('/sandbox/collections/pay', { token, body: { amount: owed.outstanding } })).body.code).toBe(0);
    t.clock.advance(60 * 60_000);
    const again = await t.call('/loan/loan-order/apply-market-again', { token, body: { orderNo, amount: 15_000_00, tenure: 180 } });
    expect(again.body.code, again.text).toBe(0);
    const next = again.body.data.orderNo as string;
    await submitApplication(t, { token });
    await t.app.jobs.runDue();
    // One loan repaid on time: a ₦20,000 limit, and the choice within it.
    expect(await offerOf(token, next)).toMatchObject({ creditLimit: 20_000_00, amount: 15_000_00, tenure: 180 });
  });
});
