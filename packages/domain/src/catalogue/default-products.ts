import type { ProductSummary } from '../api/catalogue-schemas.ts';
import type { MarketId } from '../market/markets.ts';
import { PRODUCT_TERMS, type ProductTerms } from '../pricing/product-terms.ts';

function toSummary(terms: ProductTerms): ProductSummary {
  const { productId, name, currency, minAmount, maxAmount, amountStep, tenures } = terms;
  return { productId, name, currency, minAmount, maxAmount, amountStep, tenures: [...tenures] };
}

/**
 * The seeded catalogue per market, derived from the pricing terms (ADR 008, ADR 013). Only
 * first-loan products are listed: the good-record product (up to 500,000 naira) needs on-time
 * repayments, so the home screen must not advertise its ceiling to everyone.
 */
export const DEFAULT_PRODUCTS: Record<MarketId, readonly ProductSummary[]> = {
  NG: firstLoanSummaries(PRODUCT_TERMS.NG),
  MX: firstLoanSummaries(PRODUCT_TERMS.MX),
};

/** The list the home screen shows for these terms (the live versions, issue 22): first-loan products only. */
export function firstLoanSummaries(terms: readonly ProductTerms[]): ProductSummary[] {
  return terms.filter((t) => t.minOnTimeRepayments === 0).map(toSummary);
}

/** The range the home screen advertises: the smallest minimum and the largest maximum. */
export function amountRange(products: readonly ProductSummary[]): { min: number; max: number } | null {
  if (products.length === 0) return null;
  return {
    min: Math.min(...products.map((p) => p.minAmount)),
    max: Math.max(...products.map((p) => p.maxAmount)),
  };
}
