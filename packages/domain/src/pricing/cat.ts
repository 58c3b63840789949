import { dailyIrr } from './irr.ts';
import { PPM } from './rounding.ts';

/**
 * Mexico's CAT (costo anual total), Banxico Circular 21/2009 (ADR 028): the annual rate i with
 *   Σ_j A_j / (1 + i)^t_j = Σ_k B_k / (1 + i)^s_k
 * A_j what the borrower receives, B_k what they pay, t_j and s_k in years and fractions of a
 * year from the contract. Every charge counts; IVA does not ("CAT sin IVA").
 */

/** A term counted in days is that many 360ths of a year, as Banxico's year of 360 days (ADR 028). */
export const CAT_DAYS_IN_YEAR = 360;

/** A flow at a time in years from the contract; positive to the borrower, negative from them. */
export interface TimedFlow {
  years: number;
  amount: number;
}

/**
 * The annual rate i solving the CAT equation, as a fraction (0.574 = 57.4%). Solved per 360th
 * of a year with the APR's solver, then compounded: (1 + i)^t = (1 + r)^(360 t) for every t,
 * so 1 + i = (1 + r)^360 exactly, and the solver works at the scale it was tuned for.
 */
export function annualCostRate(flows: readonly TimedFlow[]): number {
  const perDay = dailyIrr(flows.map((flow) => ({ day: flow.years * CAT_DAYS_IN_YEAR, amount: flow.amount })));
  return Math.pow(1 + perDay, CAT_DAYS_IN_YEAR) - 1;
}

export interface CatInput {
  /** At day 0, net of every charge and without its IVA: principal − processing fee. */
  disposed: number;
  /** Each repayment without IVA (principal + interest after any coupon), on its day from the start. */
  payments: readonly { day: number; amount: number }[];
}

/** The CAT in whole ppm (half-up); shown with one decimal (formatCatPpm). */
export function catPpm(input: CatInput): number {
  const flows = [
    { years: 0, amount: input.disposed },
    ...input.payments.map((payment) => ({ years: payment.day / CAT_DAYS_IN_YEAR, amount: -payment.amount })),
  ];
  return Math.round(annualCostRate(flows) * PPM);
}
