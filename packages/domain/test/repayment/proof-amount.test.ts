import { describe, expect, it } from 'vitest';
import { proofAmountMinor, proofAmountProblem, saveProofRequest } from '../../src/repayment/proof-schemas.ts';

describe('a repayment proof’s typed amount (ADR 038)', () => {
  it.each([
    ['2000', null, 2_000_00],
    [' 2,500 ', null, 2_500_00],
    ['007', null, 7_00],
    ['', 'error.proof.amount.required', null],
    ['   ', 'error.proof.amount.required', null],
    ['0', 'error.proof.amount.positive', null],
    ['000', 'error.proof.amount.positive', null],
    ['0.00', 'error.proof.amount.positive', null],
    ['-5', 'error.proof.amount.positive', null],
    ['-0.5', 'error.proof.amount.positive', null],
    // The slip's kobo or centavos are what was sent (issue 19: the amount told is paid as told, ₦4,945.90).
    ['1500.50', null, 1_500_50],
    ['4945.9', null, 4_945_90],
    ['4,945.90', null, 4_945_90],
    ['0.5', null, 50],
    ['0.29', null, 29],
    ['1500.505', 'error.proof.amount.cents', null],
    ['1500.', 'error.proof.amount.invalid', null],
    ['12abc', 'error.proof.amount.invalid', null],
    ['1e3', 'error.proof.amount.invalid', null],
    ['+5', 'error.proof.amount.invalid', null],
    ['1234567890', 'error.proof.amount.invalid', null],
  ])('%j → %s', (typed, problem, minor) => {
    expect(proofAmountProblem(typed)).toBe(problem);
    if (minor !== null) expect(proofAmountMinor(typed, 'NGN')).toBe(minor);
  });

  it('reaches the contract as the field’s message, for text and numbers alike', () => {
    const base = { orderNo: 'LO-1', paidOn: '2026-03-02', channel: 'spei', reference: 'SPEI-123', imageId: 'i-1' };
    for (const [amount, key] of [[0, 'error.proof.amount.positive'], [-2000, 'error.proof.amount.positive'], [12.345, 'error.proof.amount.cents'], ['', 'error.proof.amount.required']] as const) {
      const result = saveProofRequest.safeParse({ ...base, amount });
      expect(result.success, String(amount)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['amount'], message: key });
    }
    expect(saveProofRequest.safeParse({ ...base, amount: 1000 }).data?.amount).toBe('1000');
    expect(saveProofRequest.safeParse({ ...base, amount: 12.5 }).data?.amount).toBe('12.5');
  });
});
