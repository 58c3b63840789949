import type { Currency, MarketId } from '../market/markets.ts';

/** A partner's product shown to a rejected applicant (spec: "rejected with recommended products"). */
export interface RecommendedProduct {
  id: string;
  name: string;
  /** Where the borrower is sent; opened outside the app. */
  url: string;
  /** The partner's largest loan, minor units. */
  maxAmount: number;
  currency: Currency;
}

/**
 * Configuration, not data: the partners with a signed referral agreement, per market. The
 * entries below are placeholders on the reserved `.example` domain until the business signs
 * real partners (ADR 019); the shape and the call that serves them are final.
 */
export const RECOMMENDED_PRODUCTS: Record<MarketId, readonly RecommendedProduct[]> = {
  NG: [
    { id: 'ng-partner-savings-loan', name: 'Partner Savings Loan', url: 'https://partners.lendline.example/ng/savings-loan', maxAmount: 100_000_00, currency: 'NGN' },
    { id: 'ng-partner-salary-advance', name: 'Partner Salary Advance', url: 'https://partners.lendline.example/ng/salary-advance', maxAmount: 200_000_00, currency: 'NGN' },
  ],
  MX: [
    { id: 'mx-partner-credito-nomina', name: 'Crédito de Nómina Aliado', url: 'https://partners.lendline.example/mx/credito-nomina', maxAmount: 30_000_00, currency: 'MXN' },
  ],
};

export function recommendedProducts(market: MarketId): readonly RecommendedProduct[] {
  return RECOMMENDED_PRODUCTS[market];
}
