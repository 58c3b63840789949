import type { ProductSummary } from '../api/catalogue-schemas.ts';
import type { MarketId } from '../market/markets.ts';

/**
 * Seeded product catalogue per market, in minor units. The spec's copy gives two readings of
 * the amount ceiling (50,000 and 60,000 naira) and of tenure (91 or 180 days); each reading is
 * its own product rather than a guess between them. Pricing terms arrive with the offer issue.
 */
export const DEFAULT_PRODUCTS: Record<MarketId, readonly ProductSummary[]> = {
  NG: [
    {
      productId: 'ng-cash-50k',
      name: 'Lendline Cash',
      currency: 'NGN',
      minAmount: 1_000_00,
      maxAmount: 50_000_00,
      amountStep: 500_00,
      tenures: [91, 180],
    },
    {
      productId: 'ng-cash-60k',
      name: 'Lendline Cash Plus',
      currency: 'NGN',
      minAmount: 1_000_00,
      maxAmount: 60_000_00,
      amountStep: 500_00,
      tenures: [91, 180, 365],
    },
  ],
  MX: [
    {
      productId: 'mx-efectivo',
      name: 'Lendline Efectivo',
      currency: 'MXN',
      minAmount: 1_000_00,
      maxAmount: 20_000_00,
      amountStep: 500_00,
      tenures: [91, 180],
    },
  ],
};

/** The range the home screen advertises: the smallest minimum and the largest maximum. */
export function amountRange(products: readonly ProductSummary[]): { min: number; max: number } | null {
  if (products.length === 0) return null;
  return {
    min: Math.min(...products.map((p) => p.minAmount)),
    max: Math.max(...products.map((p) => p.maxAmount)),
  };
}
