import type { MarketId } from '../market/markets.ts';

/**
 * The amount a borrower types to repay (spec section 5): a whole number of the currency, a
 * multiple of the product's unit, at least the stated minimum and at least 1,000; never more
 * is refused (an amount over what is owed pays the loan off, the rest is credit, ADR 032).
 * Typed in major units ("5000"), answered in minor units.
 */
export interface RepaymentAmountRule {
  /** Minor units, e.g. 100_00: amounts are multiples of ₦100. */
  unit: number;
  /** Minor units; the spec's floor of 1,000 applies whatever is configured. */
  minimum: number;
}

/** Spec section 5: "at least 1000", in minor units. */
export const REPAYMENT_FLOOR = 1_000_00;

/**
 * Each market's rule (ADR 034): ₦100 steps in Nigeria, $10 in Mexico, both from the floor of
 * 1,000 (the spec's one figure; in pesos it is about what a first loan's instalment is).
 */
export const REPAYMENT_AMOUNT_RULES: Record<MarketId, RepaymentAmountRule> = {
  NG: { unit: 100_00, minimum: REPAYMENT_FLOOR },
  MX: { unit: 10_00, minimum: REPAYMENT_FLOOR },
};

export type RepaymentAmountCheck =
  | { ok: true; amount: number }
  | { ok: false; key: RepaymentAmountErrorKey; params: Record<string, number> };

export type RepaymentAmountErrorKey =
  | 'error.repayment.amount.required'
  | 'error.repayment.amount.notWhole'
  | 'error.repayment.amount.notMultiple'
  | 'error.repayment.amount.belowMinimum';

/**
 * The least a borrower may pay: the rule's minimum (never below the floor), or what is still
 * owed when that is less, so the last bit of a loan can always be paid off.
 */
export function repaymentMinimum(rule: RepaymentAmountRule, outstanding: number): number {
  return Math.min(Math.max(rule.minimum, REPAYMENT_FLOOR), outstanding);
}

/**
 * Checks a typed amount. Errors carry their figures in minor units (`minimum`, `unit`), for
 * the caller to write with the one money format. Paying off exactly what is owed is always
 * allowed, even when it is not a multiple of the unit.
 */
export function checkRepaymentAmount(typed: string, rule: RepaymentAmountRule, outstanding: number): RepaymentAmountCheck {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return { ok: false, key: 'error.repayment.amount.required', params: {} };
  // Paying off exactly what is owed, kobo and all, is the one amount with decimals.
  const exact = /^(\d{1,10})\.(\d{1,2})$/.exec(text);
  if (exact && Number(exact[1]) * 100 + Number(exact[2]!.padEnd(2, '0')) === outstanding) return { ok: true, amount: outstanding };
  // Otherwise whole currency units only: no decimals, signs, exponents or letters.
  if (!/^\d{1,10}$/.test(text)) return { ok: false, key: 'error.repayment.amount.notWhole', params: {} };
  const amount = Number(text) * 100;
  const minimum = repaymentMinimum(rule, outstanding);
  if (amount < minimum || amount === 0) return { ok: false, key: 'error.repayment.amount.belowMinimum', params: { minimum } };
  if (amount !== outstanding && amount % rule.unit !== 0) return { ok: false, key: 'error.repayment.amount.notMultiple', params: { unit: rule.unit } };
  return { ok: true, amount };
}
