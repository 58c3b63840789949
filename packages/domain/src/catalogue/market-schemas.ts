import * as z from 'zod/mini';
import { productSummarySchema } from '../api/catalogue-schemas.ts';
import { orderNoField, orderStatusField } from '../application/contract-schemas.ts';
import { currencyField } from '../loan/contract-schemas.ts';
import { MARKET_IDS } from '../market/markets.ts';
import { INTEREST_METHODS } from '../pricing/interest-method.ts';
import { CHARGE_COMPONENTS } from '../repayment/allocate.ts';

/** A worked example of one loan (money in minor units, rates in ppm): what DESIGN.md section 6 asks to be shown before anyone applies. */
export const representativeExampleSchema = z.object({
  amount: z.number(),
  tenureDays: z.number(),
  interest: z.number(),
  /** Mexico's IVA on the interest; 0 in Nigeria. */
  interestTax: z.number(),
  /** Processing fee and its tax, deducted from the payout. */
  fees: z.number(),
  disbursalAmount: z.number(),
  totalRepayable: z.number(),
  totalCostOfCredit: z.number(),
  aprPpm: z.number(),
  /** Mexico's CAT (without IVA); null in Nigeria. */
  catPpm: z.nullable(z.number()),
});
export type RepresentativeExample = z.infer<typeof representativeExampleSchema>;

/** A product of the market with its price: the summary, the rates and its representative example. */
export const marketProductSchema = z.extend(productSummarySchema, {
  dailyInterestPpm: z.number(),
  dailyFeePpm: z.number(),
  feeTaxPpm: z.number(),
  interestTaxPpm: z.number(),
  phases: z.number(),
  representative: representativeExampleSchema,
});
export type MarketProduct = z.infer<typeof marketProductSchema>;

/**
 * A product's whole live terms (`ProductTerms`, the products module's live version, ADR 082): what
 * the web app prices its figures with before any offer (ADR 089), so they are the server's
 * prices and not the release's. The optional fields are optional in `ProductTerms` too.
 */
const liveTermsSchema = z.object({
  productId: z.string(),
  name: z.string(),
  market: z.enum(MARKET_IDS),
  currency: currencyField,
  minAmount: z.number(),
  maxAmount: z.number(),
  amountStep: z.number(),
  tenures: z.array(z.number()),
  phases: z.number(),
  dailyInterestPpm: z.number(),
  interestMethod: z.optional(z.enum(INTEREST_METHODS)),
  allocationOrder: z.optional(z.array(z.enum(CHARGE_COMPONENTS))),
  dailyFeePpm: z.number(),
  feeTaxPpm: z.number(),
  interestTaxPpm: z.optional(z.number()),
  overduePenaltyDailyPpm: z.number(),
  penaltyCapPpm: z.optional(z.number()),
  maxPenaltyDays: z.optional(z.number()),
  extensionDays: z.number(),
  extensionFeePpm: z.number(),
  extensionEnabled: z.optional(z.boolean()),
  maxExtensions: z.optional(z.number()),
  reloanDailyInterestPpm: z.nullable(z.number()),
  annualInterestCapPpm: z.number(),
  minOnTimeRepayments: z.number(),
});

/** `/loanMarket/index`: a landing page's figures. */
export const loanMarketIndexResponse = z.object({
  market: z.enum(MARKET_IDS),
  currency: currencyField,
  minAmount: z.number(),
  maxAmount: z.number(),
  /** What a first loan may be at most (the ladder's first tier, ADR 019). */
  firstLoanLimit: z.number(),
  tenures: z.array(z.number()),
  /** The lowest daily interest rate of the products: the "from" of the headline. */
  fromDailyInterestPpm: z.number(),
  /** The product whose example the headline shows. */
  headlineProductId: z.string(),
  products: z.array(marketProductSchema),
  /**
   * Every live product's terms, the good-record product's too, in catalogue order (ADR 089): the
   * borrow screen, the FAQ, the legal texts and a landing page's chosen amount price with them.
   */
  terms: z.array(liveTermsSchema),
});
export type LoanMarketIndex = z.infer<typeof loanMarketIndexResponse>;

/** `/loan/product/list-market`: the market's products with their prices (hot loans). */
export const marketProductListResponse = z.object({ products: z.array(marketProductSchema) });
export type MarketProductList = z.infer<typeof marketProductListResponse>;

/** `/loan/loan-product/index`: one product's landing data; without an id, the headline product. */
export const productIndexRequest = z.object({ productId: z.optional(z.string().check(z.maxLength(64, 'error.validation.invalid'))) });
export const productIndexResponse = z.object({ product: marketProductSchema });

/** `/loanMarket/repay-color`: the repayment badges' states and colours (a documented static table, ADR 046). */
export const repayColorResponse = z.object({
  colors: z.array(
    z.object({
      state: z.string(),
      statuses: z.array(z.number()),
      /** Days to the due date from which the state applies (dueSoon: 3 or fewer); null when the status alone decides. */
      maxDaysToDue: z.nullable(z.number()),
      tone: z.enum(['success', 'warning', 'danger', 'neutral']),
      /** Text and background, at least 4.5:1 contrast (WCAG AA). */
      foreground: z.string(),
      background: z.string(),
    }),
  ),
});
export type RepayColors = z.infer<typeof repayColorResponse>;

/**
 * `/loanMarket/lending-record`: the market's lending over the last days, in aggregate only.
 * Below `minimumLoans` loans the figures are withheld (null), so no one loan can be read from them.
 */
export const lendingRecordResponse = z.object({
  currency: currencyField,
  days: z.number(),
  minimumLoans: z.number(),
  loans: z.nullable(z.number()),
  amountLent: z.nullable(z.number()),
});
export type LendingRecord = z.infer<typeof lendingRecordResponse>;

/** `/loanMarket/repay/products`: the borrower's loans with an amount to repay. */
export const repayProductsResponse = z.object({
  products: z.array(
    z.object({
      orderNo: orderNoField,
      status: orderStatusField,
      productName: z.nullable(z.string()),
      currency: currencyField,
      outstanding: z.number(),
      dueNow: z.number(),
      nextDueDate: z.nullable(z.string()),
      overdueDays: z.number(),
    }),
  ),
});
export type RepayProducts = z.infer<typeof repayProductsResponse>;
