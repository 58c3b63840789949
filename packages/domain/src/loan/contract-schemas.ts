import * as z from 'zod/mini';
import { orderNoField, orderStatusField } from '../application/contract-schemas.ts';
import { CURRENCIES } from '../market/markets.ts';
import { INTEREST_METHODS } from '../pricing/interest-method.ts';
import { CANCEL_REASONS } from './cancel-rules.ts';
import { verifyProofField } from './verify-code-schemas.ts';

/**
 * Request and response shapes of the offer, confirmation, payout and records calls (ADR 016).
 * Reads travel as query parameters, so numbers arrive as strings and are coerced here.
 * Money is integer minor units; rates are parts per million (ADR 013).
 */
const wholeNumber = (key: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d{1,12}$/, key))]),
    z.transform((value) => Number(value)),
  ).check(z.refine((value) => Number.isSafeInteger(value) && value >= 0, key));

export const currencyField = z.enum(CURRENCIES);

const amountField = wholeNumber('error.loan.amount.invalid');
/** A coupon of the borrower's (ADR 045); an unknown one is refused at this field. */
export const couponIdField = z.string('error.coupon.unknown').check(z.trim(), z.minLength(1, 'error.coupon.unknown'), z.maxLength(64, 'error.coupon.unknown'));
const tenureField = wholeNumber('error.loan.tenure.invalid');

/** The borrower must tick the agreement box: `true`, 'true' or '1' from a query string. */
const acceptedField = z.pipe(
  z.union([z.boolean(), z.string()], 'error.loan.agreement.required'),
  z.transform((value) => value === true || value === 'true' || value === '1'),
).check(z.refine((value) => value, 'error.loan.agreement.required'));

export const loanPhaseSchema = z.object({
  phase: z.number(),
  dueDate: z.string(),
  days: z.number(),
  principal: z.number(),
  interest: z.number(),
  interestTax: z.number(),
  amount: z.number(),
});

/** Every figure of an order (spec section 3) plus the APR and the total cost (ADR 013). */
export const loanFiguresSchema = z.object({
  productId: z.string(),
  currency: currencyField,
  principal: z.number(),
  tenureDays: z.number(),
  startDate: z.string(),
  dueDate: z.string(),
  dailyInterestPpm: z.number(),
  /** Declining or flat (ADR 013); absent from figures accepted before the decision, which were flat. */
  interestMethod: z.optional(z.enum(INTEREST_METHODS)),
  interest: z.number(),
  processingFee: z.number(),
  feeTax: z.number(),
  disbursalAmount: z.number(),
  couponDiscount: z.number(),
  /** Mexico's IVA on the interest (ADR 028); 0 in Nigeria. */
  interestTax: z.number(),
  totalRepayable: z.number(),
  totalCostOfCredit: z.number(),
  aprPpm: z.number(),
  /** Mexico's CAT without IVA, whole ppm (ADR 028); null in Nigeria. */
  catPpm: z.nullable(z.number()),
  overduePenaltyDailyPpm: z.number(),
  /** The most penalty in all and the days it may run (issue 11); absent from figures priced before them. */
  penaltyCap: z.optional(z.number()),
  maxPenaltyDays: z.optional(z.number()),
  phases: z.array(loanPhaseSchema),
});
export type LoanFiguresView = z.infer<typeof loanFiguresSchema>;

/**
 * The amount and term the borrower chose before applying (to_borrow, a landing page; issue 19):
 * kept with the order and carried to the offer, within the limit the decision gives.
 */
const loanChoice = { amount: z.optional(amountField), tenure: z.optional(tenureField) };

/** `/loan/loan-order/apply-market`: a product asked for, and the borrower's choice. */
export const applyMarketRequest = z.object({ productId: z.optional(z.string().check(z.maxLength(64))), ...loanChoice });
/** `/loan/loan-order/apply-market-again`: the finished (or failed) order, and the choice for the next loan. */
export const applyAgainRequest = z.object({ orderNo: orderNoField, ...loanChoice });

/** `/loan/confirm/product-info` and `/loan/get-money/contract`: a quote for a choice, or the default one. */
export const quoteRequest = z.object({
  orderNo: orderNoField,
  amount: z.optional(amountField),
  tenure: z.optional(tenureField),
  /** A coupon to price with (ADR 045): the figures carry its discount. */
  couponId: z.optional(couponIdField),
});
export type QuoteRequest = z.infer<typeof quoteRequest>;

export const offerResponse = z.object({
  orderNo: z.string(),
  status: orderStatusField,
  productId: z.string(),
  productName: z.string(),
  currency: currencyField,
  creditLimit: z.number(),
  /** Every amount the borrower may pick for the chosen term, ascending (its product's steps up to the limit). */
  amounts: z.array(z.number()),
  tenures: z.array(z.number()),
  /** Each term offered with its product and the amounts it allows (issue 19): changing the term may change both. */
  options: z.array(z.object({ tenure: z.number(), productId: z.string(), productName: z.string(), amounts: z.array(z.number()) })),
  /**
   * The choice these figures are for: the request's; else the one the borrower made before
   * applying, within the offer; else the largest amount and shortest tenure.
   */
  amount: z.number(),
  tenure: z.number(),
  /** Returning borrower on the reloan rate. */
  reloan: z.boolean(),
  /** ISO instant after which an unconfirmed offer is cancelled (24 hours after approval). */
  confirmBy: z.string(),
  figures: loanFiguresSchema,
});
export type OfferResponse = z.infer<typeof offerResponse>;

export const stepAmountResponse = z.object({
  amounts: z.array(z.number()),
  tenures: z.array(z.number()),
  amountStep: z.number(),
  currency: currencyField,
});

/** `/loan/get-money` and `/loan/get-money-plus`: accept the agreement and ask for the money. */
export const getMoneyRequest = z.object({
  orderNo: orderNoField,
  amount: amountField,
  tenure: tenureField,
  agreementAccepted: acceptedField,
  /** A coupon of the borrower's (ADR 045): taken by this loan alone, in the confirming transaction. */
  couponId: z.optional(couponIdField),
  /** `/loan/validateVerifyCode`'s proof: needed on a sign-in older than STEP_UP_AFTER_HOURS (ADR 048). */
  verifyProof: verifyProofField,
});
export type GetMoneyRequest = z.infer<typeof getMoneyRequest>;

export const getMoneyResponse = z.object({ orderNo: z.string(), status: orderStatusField, figures: loanFiguresSchema });
export type GetMoneyResponse = z.infer<typeof getMoneyResponse>;

export const agreementResponse = z.object({
  title: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  /** Null until the borrower has accepted it. */
  acceptedAt: z.nullable(z.string()),
  figures: loanFiguresSchema,
});
export type AgreementResponse = z.infer<typeof agreementResponse>;

export const creditInfoResponse = z.object({
  currency: currencyField,
  /** Null before the first approval. */
  creditLimit: z.nullable(z.number()),
  /**
   * The most the ladder gives for the on-time repayments so far (the first-loan limit before
   * any), within the live products open to the borrower, or the limit staff set by hand for
   * them (ADR 082): what home may promise (ADR 031).
   */
  tierLimit: z.number(),
  onTimeRepayments: z.number(),
  /** The higher limit the next step of the ladder opens (within the live products); null at the top, or when a limit set by hand stands in for the ladder. */
  nextLimit: z.nullable(z.number()),
  /** The on-time repayments (in all) that open `nextLimit`, null at the top. */
  nextLimitOnTime: z.nullable(z.number()),
  reloanEligible: z.boolean(),
  /**
   * The lowest daily rate (ppm) a reloan is priced at among the products open to the borrower;
   * null before an on-time repayment, or when no such product has a reloan rate.
   */
  reloanDailyInterestPpm: z.nullable(z.number()),
});
export type CreditInfo = z.infer<typeof creditInfoResponse>;

/** `/loan/get-money-time`: for the lending screen's "deposit on the way". */
export const moneyTimeResponse = z.object({
  orderNo: z.string(),
  status: orderStatusField,
  confirmedAt: z.nullable(z.string()),
  expectedMinutesMin: z.number(),
  expectedMinutesMax: z.number(),
  /** ISO instant by which the money should have arrived (confirmedAt + the maximum). */
  expectedBy: z.nullable(z.string()),
});
export type MoneyTime = z.infer<typeof moneyTimeResponse>;

export const ORDER_TABS = ['incomplete', 'finished'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const orderListRequest = z.object({ tab: z.optional(z.enum(ORDER_TABS, 'error.validation.invalid')) });

export const orderListItemSchema = z.object({
  orderNo: z.string(),
  status: orderStatusField,
  productName: z.nullable(z.string()),
  currency: currencyField,
  /** Null while the borrower has not chosen (before confirmation). */
  amount: z.nullable(z.number()),
  tenureDays: z.nullable(z.number()),
  totalRepayable: z.nullable(z.number()),
  dueDate: z.nullable(z.string()),
  createdAt: z.string(),
  /** Why a cancelled order (8) ended; absent otherwise. */
  cancelReason: z.optional(z.enum(CANCEL_REASONS)),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderListResponse = z.object({ orders: z.array(orderListItemSchema) });
export type OrderListResponse = z.infer<typeof orderListResponse>;

/** Partner products shown after a rejection (spec: "rejected with recommended products"). */
export const recommendationResponse = z.object({
  rejected: z.boolean(),
  /** YYYY-MM-DD on the market calendar from which a new application is accepted. */
  retryAfter: z.nullable(z.string()),
  products: z.array(
    z.object({ id: z.string(), name: z.string(), url: z.string(), maxAmount: z.number(), currency: currencyField }),
  ),
  /** The credit bureau whose report the rejection used (issue 24, ADR 102): the screen names it and the way to dispute. */
  bureau: z.optional(z.nullable(z.object({ name: z.string() }))),
});
export type Recommendation = z.infer<typeof recommendationResponse>;

export const cancelStateResponse = z.object({
  /** `/loan/cancel-loan` would succeed (a draft, or an approved offer not yet confirmed). */
  canCancel: z.boolean(),
  /** `/loan/cancel-draw-money` would succeed (a payout that failed and is not being retried). */
  canCancelDraw: z.boolean(),
});
export type CancelState = z.infer<typeof cancelStateResponse>;

/** Optional: without it the borrower's latest order is meant. */
export const optionalOrderNoRequest = z.object({ orderNo: z.optional(orderNoField) });
