import { describe, expect, it } from 'vitest';
import { assertContractShape } from './helper.ts';

// The check every test's successful answer goes through (helper.ts callApi): it must catch a
// handler that drifts from the contract in any direction.
describe('answers are checked against the contract', () => {
  const step = '/loan/loan-order/apply-market';

  it('accepts an answer of exactly the contract’s shape', () => {
    expect(() => assertContractShape(step, { orderNo: 'LL260302ABCDEFGH', status: 6 })).not.toThrow();
  });

  it('refuses a missing field, a mistyped field and a status the spec does not number', () => {
    expect(() => assertContractShape(step, { orderNo: 'LL260302ABCDEFGH' })).toThrow(/status/);
    expect(() => assertContractShape(step, { orderNo: 42, status: 6 })).toThrow(/orderNo/);
    expect(() => assertContractShape(step, { orderNo: 'LL260302ABCDEFGH', status: 13 })).toThrow(/status/);
  });

  it('refuses a field the contract does not describe, however deep', () => {
    expect(() => assertContractShape(step, { orderNo: 'LL260302ABCDEFGH', status: 6, userId: 'u1' })).toThrow(/userId/);
    const latest = { order: { orderNo: 'LL1', status: 1, createdAt: 'x', submittedAt: null, internalId: 'secret' } };
    expect(() => assertContractShape('/loan/loan-order/latest', latest)).toThrow(/order\.internalId/);
  });

  it('holds the rewards calls to their shapes (ADR 045): no field beyond the contract', () => {
    const coupon = {
      id: 'c1', amount: 100_00, currency: 'NGN', minLoan: 0, expiresAt: 'x', state: 'usable', source: 'draw', usedOrderNo: null, usedAt: null, createdAt: 'x',
    };
    expect(() => assertContractShape('/lottery-draw/coupons', { coupons: [coupon] })).not.toThrow();
    expect(() => assertContractShape('/lottery-draw/coupons', { anything: true })).toThrow(/coupons/);
    expect(() => assertContractShape('/lottery-draw/coupons', { coupons: [{ ...coupon, userId: 'u1' }] })).toThrow(/userId/);
    expect(() => assertContractShape('/lottery-draw/coupon/quantity', { usable: 2 })).not.toThrow();
  });

  it('holds the last calls of spec section 7 to their shapes (ADR 048)', () => {
    expect(() => assertContractShape('/user/getBankBranch', { required: false, branches: [] })).not.toThrow();
    expect(() => assertContractShape('/user/getBankBranch', { required: false, branches: [{ code: '180', kind: 'branch' }] })).toThrow(/kind/);
    expect(() => assertContractShape('/loan/validateVerifyCode', { proof: '1.x', expiresIn: 600 })).not.toThrow();
    expect(() => assertContractShape('/loan/validateVerifyCode', { proof: '1.x', expiresIn: 600, code: '123456' })).toThrow(/code/);
    expect(() => assertContractShape('/user/device/packageList', { collects: false, basis: 'marketForbids', uploaded: false, apps: [] })).toThrow(/apps/);
  });
});
