import type { Currency } from '../market/markets.ts';
import { addCalendarDays, isCalendarDate } from './calendar-days.ts';
import { catPpm } from './cat.ts';
import { interestMethodOf, isInterestMethod, type InterestMethod } from './interest-method.ts';
import { phaseInterestTaxes } from './interest-tax.ts';
import { dailyIrr } from './irr.ts';
import { DEFAULT_MAX_PENALTY_DAYS, DEFAULT_PENALTY_CAP_PPM, servicingTermsOf, type ProductTerms } from './product-terms.ts';
import { applyPpm, PPM } from './rounding.ts';
import { applyCoupon, chargeFor, phaseInterests, splitEqually } from './schedule.ts';

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

/** One repayment. `interest` is after any coupon discount; amount = principal + interest + interestTax. */
export interface LoanPhase {
  phase: number;
  dueDate: string;
  days: number;
  principal: number;
  interest: number;
  /** Mexico's IVA on this phase's interest (ADR 028); 0 in Nigeria. */
  interestTax: number;
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
  /**
   * How the interest was charged (ADR 013). Always set by `priceLoan`; absent from figures
   * accepted before the decision on declining balance, which were flat (`interestMethodOf`).
   */
  interestMethod?: InterestMethod;
  /** Before any coupon: the phases' interest summed (declining), or principal × rate × tenure (flat). */
  interest: number;
  processingFee: number;
  feeTax: number;
  disbursalAmount: number;
  couponDiscount: number;
  /** Tax on the interest after the coupon, the phases' sum: Mexico's IVA (ADR 028); 0 in Nigeria. */
  interestTax: number;
  totalRepayable: number;
  /** interest + interestTax + fee + tax − coupon = totalRepayable − disbursalAmount (ADR 013, 028). */
  totalCostOfCredit: number;
  /** Annualised IRR of the real cash flows (daily IRR × 365), half-up to whole ppm. */
  aprPpm: number;
  /** Mexico's disclosure, Banxico's CAT without IVA, whole ppm (ADR 028); null in Nigeria, which shows the APR. */
  catPpm: number | null;
  overduePenaltyDailyPpm: number;
  /**
   * The most penalty the loan may carry in all (minor units) and the overdue days after which
   * none is charged (issue 11, ADR 036). Absent from figures priced before them: read through
   * `penaltyLimitsOf`, which gives those loans the defaults their run applies.
   */
  penaltyCap?: number;
  maxPenaltyDays?: number;
  phases: LoanPhase[];
}

/** The penalty limits a loan's agreement states, from its figures (defaults for figures priced before issue 11). */
export function penaltyLimitsOf(f: Pick<LoanFigures, 'principal' | 'penaltyCap' | 'maxPenaltyDays'>): { cap: number; maxDays: number } {
  return {
    cap: f.penaltyCap ?? Math.floor((f.principal * DEFAULT_PENALTY_CAP_PPM) / PPM),
    maxDays: f.maxPenaltyDays ?? DEFAULT_MAX_PENALTY_DAYS,
  };
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

const isWhole = (n: number, min: number): boolean => Number.isSafeInteger(n) && n >= min;

/**
 * What the arithmetic below needs of the terms, whatever the product rules allow: rates are
 * whole, non-negative ppm (zero is a legitimate promotion, a negative rate a negative charge),
 * and what counts or divides (amounts, step, tenure, phases) is a positive whole number. The
 * product rules (productTermsProblems) are checked at start; this guards every other way in.
 */
function termsProblems(terms: ProductTerms, tenureDays: number): string[] {
  const problems: string[] = [];
  const rates = {
    dailyInterestPpm: terms.dailyInterestPpm,
    reloanDailyInterestPpm: terms.reloanDailyInterestPpm ?? 0,
    dailyFeePpm: terms.dailyFeePpm,
    feeTaxPpm: terms.feeTaxPpm,
    interestTaxPpm: terms.interestTaxPpm ?? 0,
    overduePenaltyDailyPpm: terms.overduePenaltyDailyPpm,
  };
  for (const [name, ppm] of Object.entries(rates)) if (!isWhole(ppm, 0)) problems.push(`${name} must be whole non-negative ppm`);
  const amounts = { minAmount: terms.minAmount, maxAmount: terms.maxAmount, amountStep: terms.amountStep };
  for (const [name, amount] of Object.entries(amounts)) if (!isWhole(amount, 1)) problems.push(`${name} must be positive whole minor units`);
  if (!isWhole(tenureDays, 1)) problems.push('tenure must be a positive whole number of days');
  if (!isWhole(terms.phases, 1) || terms.phases > tenureDays) problems.push('phases must be a whole number from 1 to the tenure in days');
  if (terms.interestMethod !== undefined && !isInterestMethod(terms.interestMethod)) problems.push('interestMethod must be declining or flat');
  return problems;
}

function assertPricable(input: PricingInput): void {
  const { terms, principal, tenureDays, startDate, couponDiscount = 0 } = input;
  const problems = [...termsProblems(terms, tenureDays), ...quoteProblems(terms, principal, tenureDays, Number.POSITIVE_INFINITY)];
  if (problems.length > 0) throw new RangeError(`cannot price ${terms.productId}: ${problems.join(', ')}`);
  if (!isCalendarDate(startDate)) throw new RangeError(`not a calendar date: ${startDate}`);
  if (!Number.isSafeInteger(couponDiscount) || couponDiscount < 0) throw new RangeError('coupon must be whole minor units');
}

/** Prices a loan: every figure the offer, the agreement and the schedule show (ADR 013). */
export function priceLoan(input: PricingInput): LoanFigures {
  assertPricable(input);
  const { terms, principal, tenureDays, startDate } = input;
  const servicing = servicingTermsOf(terms);
  const rate = input.reloan === true && terms.reloanDailyInterestPpm !== null ? terms.reloanDailyInterestPpm : terms.dailyInterestPpm;
  const interestMethod = interestMethodOf(terms);
  const days = splitEqually(tenureDays, terms.phases);
  const principals = splitEqually(principal, terms.phases);
  const grossInterests = phaseInterests({ principal, phasePrincipals: principals, days, ratePpm: rate, method: interestMethod });
  const interest = grossInterests.reduce((a, b) => a + b, 0);
  const processingFee = chargeFor(principal, tenureDays, terms.dailyFeePpm);
  const feeTax = applyPpm(processingFee, terms.feeTaxPpm);
  const disbursalAmount = principal - processingFee - feeTax;
  // Nothing, or less than nothing, would reach the borrower: no price to quote.
  if (disbursalAmount <= 0) throw new RangeError(`cannot price ${terms.productId}: the fee and its tax take the whole principal`);
  const couponDiscount = Math.min(input.couponDiscount ?? 0, interest);

  const interests = applyCoupon(grossInterests, couponDiscount);
  const interestTaxes = phaseInterestTaxes(interests, terms.interestTaxPpm ?? 0);
  const interestTax = interestTaxes.reduce((a, b) => a + b, 0);
  const totalRepayable = principal + interest - couponDiscount + interestTax;
  let elapsed = 0;
  const phases = days.map((d, i): LoanPhase => {
    elapsed += d;
    const phasePrincipal = principals[i] ?? 0;
    const phaseInterest = interests[i] ?? 0;
    const phaseTax = interestTaxes[i] ?? 0;
    return {
      phase: i + 1, dueDate: addCalendarDays(startDate, elapsed), days: d,
      principal: phasePrincipal, interest: phaseInterest, interestTax: phaseTax, amount: phasePrincipal + phaseInterest + phaseTax,
    };
  });
  const flows = [{ day: 0, amount: disbursalAmount }, ...phases.map((p, i) => ({ day: cumulative(days, i), amount: -p.amount }))];
  // Banxico's CAT counts the fee but no IVA: the fee's IVA is left in the disposed amount, the interest's out of the payments.
  const cat = terms.market !== 'MX' ? null
    : catPpm({ disposed: principal - processingFee, payments: phases.map((p, i) => ({ day: cumulative(days, i), amount: p.principal + p.interest })) });

  return {
    productId: terms.productId,
    currency: terms.currency,
    principal,
    tenureDays,
    startDate,
    dueDate: addCalendarDays(startDate, tenureDays),
    dailyInterestPpm: rate,
    interestMethod,
    interest,
    processingFee,
    feeTax,
    disbursalAmount,
    couponDiscount,
    interestTax,
    totalRepayable,
    totalCostOfCredit: totalRepayable - disbursalAmount,
    aprPpm: Math.round(dailyIrr(flows) * 365 * PPM),
    catPpm: cat,
    overduePenaltyDailyPpm: terms.overduePenaltyDailyPpm,
    // The same floor as the daily run's cap (penaltyRuleOf): what the agreement states is what it applies.
    penaltyCap: Math.floor((principal * servicing.penaltyCapPpm) / PPM),
    maxPenaltyDays: servicing.maxPenaltyDays,
    phases,
  };
}

function cumulative(days: readonly number[], index: number): number {
  return days.slice(0, index + 1).reduce((a, b) => a + b, 0);
}
