import type { InterestMethod } from './interest-method.ts';
import { PPM, roundHalfUp } from './rounding.ts';

/**
 * The schedule's arithmetic, shared by `priceLoan` and the payoff quote so both read a loan the
 * same way (ADR 013). Internal to the domain: not exported from the package.
 */

/** balance × days × daily ppm / 1e6, exact in BigInt, rounded half-up once. */
export function chargeFor(balance: number, days: number, dailyPpm: number): number {
  return roundHalfUp(BigInt(balance) * BigInt(days) * BigInt(dailyPpm), BigInt(PPM));
}

/** Equal whole shares of `total`, the remainder added to the last share. */
export function splitEqually(total: number, parts: number): number[] {
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => (i === parts - 1 ? total - share * (parts - 1) : share));
}

/**
 * The balance each phase's interest runs on: the whole principal (flat), or the principal not
 * yet repaid by the earlier phases (declining: phase k owes interest on principal − the
 * principal of phases 1..k−1, for its own days).
 */
export function interestBalances(principal: number, phasePrincipals: readonly number[], method: InterestMethod): number[] {
  let repaid = 0;
  return phasePrincipals.map((p) => {
    const balance = method === 'flat' ? principal : principal - repaid;
    repaid += p;
    return balance;
  });
}

export interface PhaseInterestInput {
  principal: number;
  phasePrincipals: readonly number[];
  days: readonly number[];
  ratePpm: number;
  method: InterestMethod;
}

/**
 * Each phase's interest before any coupon; the loan's interest is their sum.
 * - declining: each phase is its own charge, balance × rate × its days, rounded once;
 * - flat (as priced before the decision, unchanged): the loan's interest is one charge,
 *   principal × rate × tenure, and each phase but the last its own days' share, the last
 *   taking what makes the phases sum exactly to it.
 * A single phase is principal × rate × tenure under both.
 */
export function phaseInterests({ principal, phasePrincipals, days, ratePpm, method }: PhaseInterestInput): number[] {
  if (method === 'declining') {
    const balances = interestBalances(principal, phasePrincipals, method);
    return days.map((d, i) => chargeFor(balances[i] ?? 0, d, ratePpm));
  }
  const total = chargeFor(principal, days.reduce((a, b) => a + b, 0), ratePpm);
  const interests = days.slice(0, -1).map((d) => chargeFor(principal, d, ratePpm));
  return [...interests, total - interests.reduce((a, b) => a + b, 0)];
}

/** The coupon comes off the last phase's interest first, then earlier phases'. */
export function applyCoupon(interests: readonly number[], coupon: number): number[] {
  let left = coupon;
  const result = [...interests];
  for (let i = result.length - 1; i >= 0 && left > 0; i--) {
    const taken = Math.min(left, result[i] ?? 0);
    result[i] = (result[i] ?? 0) - taken;
    left -= taken;
  }
  return result;
}
