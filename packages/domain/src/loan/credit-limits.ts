import type { MarketId } from '../market/markets.ts';
import { PRODUCT_TERMS, type ProductTerms } from '../pricing/product-terms.ts';

export interface LimitTier {
  /** On-time repayments needed for this tier. */
  minOnTime: number;
  /** Minor units. */
  limit: number;
}

/**
 * Credit limits by on-time repayments (ADR 019), shared by the underwriting engine (which
 * grants them) and the credit-info call (which tells the borrower what comes next), so the two
 * never disagree. Nigeria follows the copy: a first loan of about 5,000 naira, rising to
 * 300,000 and 500,000 (the 'good record' product needs 3 on-time repayments). Mexico, which
 * the copy does not number, follows its product's range. Ascending by minOnTime.
 */
export const CREDIT_LIMIT_TIERS: Record<MarketId, readonly LimitTier[]> = {
  NG: [
    { minOnTime: 0, limit: 5_000_00 },
    { minOnTime: 1, limit: 20_000_00 },
    { minOnTime: 2, limit: 50_000_00 },
    { minOnTime: 3, limit: 300_000_00 },
    { minOnTime: 5, limit: 500_000_00 },
  ],
  MX: [
    { minOnTime: 0, limit: 2_000_00 },
    { minOnTime: 1, limit: 5_000_00 },
    { minOnTime: 2, limit: 10_000_00 },
    { minOnTime: 3, limit: 20_000_00 },
  ],
};

/** The limit `onTime` on-time repayments reach (before the product's own maximum caps it). */
export function tierLimit(market: MarketId, onTime: number): number {
  let limit = CREDIT_LIMIT_TIERS[market][0]?.limit ?? 0;
  for (const tier of CREDIT_LIMIT_TIERS[market]) if (onTime >= tier.minOnTime) limit = tier.limit;
  return limit;
}

/**
 * The limit `onTime` on-time repayments give, capped by the largest product open to the borrower
 * then: what the credit decision grants (ADR 019) and what every screen may promise.
 */
export function ladderLimit(market: MarketId, onTime: number, products: readonly ProductTerms[] = PRODUCT_TERMS[market]): number {
  const open = products.filter((terms) => terms.minOnTimeRepayments <= onTime);
  return Math.min(tierLimit(market, onTime), Math.max(0, ...open.map((terms) => terms.maxAmount)));
}

/** The top of the ladder: the most any borrower may have, and the fewest on-time repayments that reach it. */
export function ladderTop(market: MarketId, products: readonly ProductTerms[] = PRODUCT_TERMS[market]): { limit: number; onTime: number } {
  const steps = CREDIT_LIMIT_TIERS[market].map((tier) => ({ onTime: tier.minOnTime, limit: ladderLimit(market, tier.minOnTime, products) }));
  const limit = Math.max(0, ...steps.map((step) => step.limit));
  return steps.find((step) => step.limit === limit) ?? { limit, onTime: 0 };
}

/** The next tier above `onTime` on-time repayments: its limit and how many it needs; null at the top. */
export function nextTier(market: MarketId, onTime: number): LimitTier | null {
  return CREDIT_LIMIT_TIERS[market].find((tier) => tier.minOnTime > onTime) ?? null;
}

/**
 * How a finished loan ended, for the ladder (ADR 019): `onTime` repaid by its agreed due dates
 * and never overdue; `rolledOver` repaid by the due date a rollover paid before the old one gave
 * it; `late` overdue at any moment (a penalty day, a payment after a due date, a rollover paid
 * after one), whether or not it was rolled over afterwards.
 */
export type LoanOutcome = 'onTime' | 'rolledOver' | 'late';

/**
 * The borrower's step on the ladder after their finished loans, oldest first: the number of
 * on-time repayments `tierLimit` counts. Only an on-time loan climbs a step; a rolled-over one
 * holds it; a late one goes down a step, never below the first-loan limit. So a late payer's
 * limit never rises, and one late loan undoes one on-time loan rather than the whole record.
 */
export function ladderStep(outcomes: readonly LoanOutcome[]): number {
  let step = 0;
  for (const outcome of outcomes) {
    if (outcome === 'onTime') step += 1;
    else if (outcome === 'late') step = Math.max(0, step - 1);
  }
  return step;
}
