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
  // Whole currency units only: no decimals, signs, exponents or letters.
  if (!/^\d{1,10}$/.test(text)) return { ok: false, key: 'error.repayment.amount.notWhole', params: {} };
  const amount = Number(text) * 100;
  const minimum = repaymentMinimum(rule, outstanding);
  if (amount < minimum || amount === 0) return { ok: false, key: 'error.repayment.amount.belowMinimum', params: { minimum } };
  if (amount !== outstanding && amount % rule.unit !== 0) return { ok: false, key: 'error.repayment.amount.notMultiple', params: { unit: rule.unit } };
  return { ok: true, amount };
}
