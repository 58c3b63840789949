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

  it('leaves provisional paths alone until their capability defines them', () => {
    expect(() => assertContractShape('/lottery-draw/coupons', { anything: true })).not.toThrow();
  });
});
