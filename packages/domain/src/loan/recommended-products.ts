import type { Currency } from '../market/markets.ts';

/**
 * A partner's product shown to a rejected applicant (spec: "rejected with recommended products").
 * Configuration of the server (PARTNER_PRODUCTS, ADR 019): only partners with a signed referral
 * agreement, so none until the business signs one.
 */
export interface RecommendedProduct {
  id: string;
  name: string;
  /** Where the borrower is sent; opened outside the app. */
  url: string;
  /** The partner's largest loan, minor units. */
  maxAmount: number;
  currency: Currency;
}
