import type { Currency } from '../market/markets.ts';
import { addCalendarDays, isCalendarDate } from './calendar-days.ts';
import { dailyIrr } from './irr.ts';
import type { ProductTerms } from './product-terms.ts';
import { applyPpm, PPM, roundHalfUp } from './rounding.ts';

export interface PricingInput {
  terms: ProductTerms;
  principal: number;
  tenureDays: number;
  /** Market-calendar day the money is sent; due dates count from it. */
  startDate: string;
  /** Minor units; reduces the total repayable, capped at the interest. */
  couponDiscount?: number;
  /** Use the product's reloan rate when it has one. */
  reloan?: boolean;
}

/** One repayment. `interest` is after any coupon discount; amount = principal + interest. */
export interface LoanPhase {
  phase: number;
  dueDate: string;
  days: number;
  principal: number;
  interest: number;
  amount: number;
}

export interface LoanFigures {
  productId: string;
  currency: Currency;
  principal: number;
  tenureDays: number;
  startDate: string;
  /** The last phase's due date. */
  dueDate: string;
  /** The rate applied (reloan or standard). */
  dailyInterestPpm: number;
  interest: number;
  processingFee: number;
  feeTax: number;
  disbursalAmount: number;
  couponDiscount: number;
  totalRepayable: number;
  /** interest + fee + tax − coupon = totalRepayable − disbursalAmount (ADR 013). */
  totalCostOfCredit: number;
  /** Annualised IRR of the real cash flows (daily IRR × 365), half-up to whole ppm. */
  aprPpm: number;
  overduePenaltyDailyPpm: number;
  phases: LoanPhase[];
}

/** Problems with a borrower's choice, as i18n keys. Empty = acceptable. */
export function quoteProblems(terms: ProductTerms, principal: number, tenureDays: number, creditLimit: number): string[] {
  const problems: string[] = [];
  if (!Number.isSafeInteger(principal) || principal < terms.minAmount || principal > terms.maxAmount) {
    problems.push('error.loan.amount.range');
  }
  if (!Number.isSafeInteger(principal) || (principal - terms.minAmount) % terms.amountStep !== 0) {
    problems.push('error.loan.amount.step');
  }
  if (principal > creditLimit) problems.push('error.loan.amount.limit');
  if (!terms.tenures.includes(tenureDays)) problems.push('error.loan.tenure.invalid');
  return problems;
}

/** The amounts a borrower may pick: from minAmount up to min(maxAmount, creditLimit) by amountStep. */
export function selectableAmounts(terms: ProductTerms, creditLimit: number): number[] {
  const top = Math.min(terms.maxAmount, creditLimit);
  const amounts: number[] = [];
  for (let amount = terms.minAmount; amount <= top; amount += terms.amountStep) amounts.push(amount);
  return amounts;
}

/** principal × days × daily ppm / 1e6, exact in BigInt, rounded half-up once. */
function chargeFor(principal: number, days: number, dailyPpm: number): number {
  return roundHalfUp(BigInt(principal) * BigInt(days) * BigInt(dailyPpm), BigInt(PPM));
}

/** Equal whole shares of `total`, the remainder added to the last share. */
function splitEqually(total: number, parts: number): number[] {
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? total - share * (parts - 1) : share));
}

/** Each phase's interest for its own days on the whole principal; the last takes the rounding remainder. */
function phaseInterests(principal: number, ratePpm: number, days: readonly number[], total: number): number[] {
  const interests = days.slice(0, -1).map((d) => chargeFor(principal, d, ratePpm));
  return [...interests, total - interests.reduce((a, b) => a + b, 0)];
}

/** The coupon comes off the last phase's interest first, then earlier phases'. */
function applyCoupon(interests: number[], coupon: number): number[] {
  let left = coupon;
  const result = [...interests];
  for (let i = result.length - 1; i >= 0 && left > 0; i--) {
    const taken = Math.min(left, result[i] ?? 0);
    result[i] = (result[i] ?? 0) - taken;
    left -= taken;
  }
  return result;
}

function assertPricable(input: PricingInput): void {
  const { terms, principal, tenureDays, startDate, couponDiscount = 0 } = input;
  const problems = quoteProblems(terms, principal, tenureDays, Number.POSITIVE_INFINITY);
  if (problems.length > 0) throw new RangeError(`cannot price ${terms.productId}: ${problems.join(', ')}`);
  if (!isCalendarDate(startDate)) throw new RangeError(`not a calendar date: ${startDate}`);
  if (!Number.isSafeInteger(couponDiscount) || couponDiscount < 0) throw new RangeError('coupon must be whole minor units');
}

/** Prices a loan: every figure the offer, the agreement and the schedule show (ADR 013). */
export function priceLoan(input: PricingInput): LoanFigures {
  assertPricable(input);
  const { terms, principal, tenureDays, startDate } = input;
  const rate = input.reloan === true && terms.reloanDailyInterestPpm !== null ? terms.reloanDailyInterestPpm : terms.dailyInterestPpm;
  const interest = chargeFor(principal, tenureDays, rate);
  const processingFee = chargeFor(principal, tenureDays, terms.dailyFeePpm);
  const feeTax = applyPpm(processingFee, terms.feeTaxPpm);
  const disbursalAmount = principal - processingFee - feeTax;
  const couponDiscount = Math.min(input.couponDiscount ?? 0, interest);
  const totalRepayable = principal + interest - couponDiscount;

  const days = splitEqually(tenureDays, terms.phases);
  const principals = splitEqually(principal, terms.phases);
  const interests = applyCoupon(phaseInterests(principal, rate, days, interest), couponDiscount);
  let elapsed = 0;
  const phases = days.map((d, i): LoanPhase => {
    elapsed += d;
    const phasePrincipal = principals[i] ?? 0;
    const phaseInterest = interests[i] ?? 0;
    return { phase: i + 1, dueDate: addCalendarDays(startDate, elapsed), days: d, principal: phasePrincipal, interest: phaseInterest, amount: phasePrincipal + phaseInterest };
  });
  const flows = [{ day: 0, amount: disbursalAmount }, ...phases.map((p, i) => ({ day: cumulative(days, i), amount: -p.amount }))];

  return {
    productId: terms.productId,
    currency: terms.currency,
    principal,
    tenureDays,
    startDate,
    dueDate: addCalendarDays(startDate, tenureDays),
    dailyInterestPpm: rate,
    interest,
    processingFee,
    feeTax,
    disbursalAmount,
    couponDiscount,
    totalRepayable,
    totalCostOfCredit: totalRepayable - disbursalAmount,
    aprPpm: Math.round(dailyIrr(flows) * 365 * PPM),
    overduePenaltyDailyPpm: terms.overduePenaltyDailyPpm,
    phases,
  };
}

function cumulative(days: readonly number[], index: number): number {
  return days.slice(0, index + 1).reduce((a, b) => a + b, 0);
}
