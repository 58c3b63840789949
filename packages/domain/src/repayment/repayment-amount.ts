import type { Currency, MarketId } from '../market/markets.ts';
import { decimalToMinor, minorDigits, minorToDecimal } from '../money/index.ts';

/**
 * The amount a borrower types to repay (spec section 5, issue 19, ADR 051): any amount the
 * borrower was told to pay is taken exactly as typed; any other is a whole number of the
 * currency, a multiple of the product's unit, at least the stated minimum and at least 1,000,
 * and at most what is owed rounded up to the next unit (the few naira or pesos over it are kept
 * as credit, ADR 032). Typed in major units ("5000"), answered in minor units.
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

/** What a typed amount is checked against: what the borrower was told to pay, and what is owed. */
export interface RepaymentFigures {
  /** The amounts the screen names (due now, the payoff today, everything owed): each accepted as typed. */
  told: readonly number[];
  /** Everything still owed (the repayment detail's `outstanding`): the ceiling's base. */
  owed: number;
  /** What the amounts are in: how many decimals a typed amount may carry. */
  currency: Currency;
}

/** The figures of a repayment detail (or a repayment link's): the screen states these, so they are the ones to accept. */
export function repaymentFigures(shown: { dueNow: number; outstanding: number; payoffNow?: number; currency: Currency }): RepaymentFigures {
  return { told: [shown.dueNow, shown.payoffNow ?? 0, shown.outstanding].filter((amount) => amount > 0), owed: shown.outstanding, currency: shown.currency };
}

export type RepaymentAmountCheck =
  | { ok: true; amount: number }
  | { ok: false; key: RepaymentAmountErrorKey; params: Record<string, number> };

export type RepaymentAmountErrorKey =
  | 'error.repayment.amount.required'
  | 'error.repayment.amount.notNumber'
  | 'error.repayment.amount.negative'
  | 'error.repayment.amount.notWhole'
  | 'error.repayment.amount.notMultiple'
  | 'error.repayment.amount.belowMinimum'
  | 'error.repayment.amount.aboveMaximum';

/**
 * The least a borrower may pay: the rule's minimum (never below the floor), or what is still
 * owed when that is less, so the last bit of a loan can always be paid off.
 */
export function repaymentMinimum(rule: RepaymentAmountRule, outstanding: number): number {
  return Math.min(Math.max(rule.minimum, REPAYMENT_FLOOR), outstanding);
}

/** The most a borrower may pay: what is owed, rounded up to the next whole unit, so a round amount can clear it. */
export function repaymentMaximum(rule: RepaymentAmountRule, outstanding: number): number {
  return Math.ceil(outstanding / rule.unit) * rule.unit;
}

/** Minor units as the form writes them: whole units ("5000"), or with the exact cents ("4945.90"). */
export function typedAmount(minor: number, currency: Currency): string {
  return minorToDecimal(minor, currency).replace(/\.0+$/, '');
}

const refuse = (key: RepaymentAmountErrorKey, params: Record<string, number> = {}): RepaymentAmountCheck => ({ ok: false, key, params });

/**
 * Checks a typed amount. Errors say what is wrong (no figures, a sign, decimals, the steps, the
 * least, the most) and carry their figures in minor units for the caller to write with the one
 * money format. Digits are read by the money module as text, so no length of them can lose
 * precision: one too long to hold is more than anyone owes.
 */
export function checkRepaymentAmount(typed: string, rule: RepaymentAmountRule, figures: RepaymentFigures): RepaymentAmountCheck {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return refuse('error.repayment.amount.required');
  const number = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!number) return refuse('error.repayment.amount.notNumber');
  if (number[1] === '-') return refuse('error.repayment.amount.negative');
  const decimals = number[3] ?? '';
  const digits = minorDigits(figures.currency);
  // Digits below the minor unit are read off here (and refused below as not whole), never rounded.
  const minor = decimalToMinor(`${number[2]!}.${decimals.slice(0, digits)}`, figures.currency);
  const exact = decimals.length <= digits;
  // An amount the borrower was told to pay is the amount to pay, kobo and all, off the steps or under the minimum.
  if (exact && minor !== null && figures.told.includes(minor)) return { ok: true, amount: minor };
  const maximum = repaymentMaximum(rule, figures.owed);
  if (minor === null || minor > maximum) return refuse('error.repayment.amount.aboveMaximum', { maximum });
  if (decimals !== '') return refuse('error.repayment.amount.notWhole');
  const amount: number = minor;
  const minimum = repaymentMinimum(rule, figures.owed);
  if (amount < minimum || amount === 0) return refuse('error.repayment.amount.belowMinimum', { minimum });
  if (amount % rule.unit !== 0) return refuse('error.repayment.amount.notMultiple', { unit: rule.unit });
  return { ok: true, amount };
}
