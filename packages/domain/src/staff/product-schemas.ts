import * as z from 'zod/mini';
import type { ProductTerms } from '../pricing/product-terms.ts';
import type { ProductFieldProblem } from '../pricing/product-field-problems.ts';

/**
 * Products on the staff console (issue 22, ADR 082). Staff edit the terms a product sells on;
 * what is law or identity stays with the product: its id, market and currency, the taxes and
 * the regulatory interest cap. The shape is checked here (whole numbers, a known method); the
 * product rules (caps, ranges, fee share) by `productFieldProblems`, at the same fields.
 */
const whole = (field: string, min = 0) => z.number(`error.product.${field}`).check(z.int(`error.product.${field}`), z.gte(min, `error.product.${field}`));

export const editableTermsSchema = z.object({
  name: z.string('error.product.name').check(z.trim(), z.minLength(2, 'error.product.name'), z.maxLength(60, 'error.product.name')),
  minAmount: whole('amounts', 1),
  maxAmount: whole('amounts', 1),
  amountStep: whole('amounts', 1),
  tenures: z.array(whole('tenures', 1)).check(z.minLength(1, 'error.product.tenures'), z.maxLength(8, 'error.product.tenures')),
  phases: whole('phases', 1),
  dailyInterestPpm: whole('interestWhole'),
  interestMethod: z.enum(['declining', 'flat'], 'error.product.interestMethod'),
  reloanDailyInterestPpm: z.nullable(whole('interestWhole')),
  dailyFeePpm: whole('fee'),
  overduePenaltyDailyPpm: whole('penalty'),
  penaltyCapPpm: whole('penaltyCap'),
  maxPenaltyDays: whole('penaltyDays', 1),
  extensionEnabled: z.boolean('error.product.extensionEnabled'),
  extensionDays: whole('extensionDays', 1),
  extensionFeePpm: whole('extensionFee'),
  maxExtensions: whole('maxExtensions'),
  minOnTimeRepayments: whole('onTime'),
});
export type EditableTerms = z.output<typeof editableTermsSchema>;
export const EDITABLE_TERM_FIELDS = Object.keys(editableTermsSchema.shape) as (keyof EditableTerms)[];

const productId = z.string('error.product.productId').check(z.trim(), z.regex(/^[a-z0-9-]{2,40}$/, 'error.product.productId'));

/** A new version of a product: asked as the four-eyes action `productVersion`, and previewed the same. */
export const productVersionSchema = z.object({ productId, terms: editableTermsSchema });
export type ProductVersionInput = z.output<typeof productVersionSchema>;

/**
 * A new product made from one of the market's (`basedOn`): its own id, the base's market,
 * currency, taxes and cap, and the selling terms edited. Asked as the four-eyes action
 * `productCreate`; it goes live as its version 1. The id starts with the market's code
 * (`ng-`, `mx-`), like the release's.
 */
export const productCreateSchema = z.object({
  productId: z.string('error.product.newId').check(z.trim(), z.regex(/^(ng|mx)-[a-z0-9-]{2,37}$/, 'error.product.newId')),
  basedOn: productId,
  terms: editableTermsSchema,
});
export type ProductCreateInput = z.output<typeof productCreateSchema>;

/** A borrower's credit limit set by hand: the four-eyes action `limitOverride` (minor units of the market's currency). */
export const limitOverrideSchema = z.object({
  userId: z.string('error.staff.userId').check(z.trim(), z.minLength(1, 'error.staff.userId'), z.maxLength(64, 'error.staff.userId')),
  limit: z.number('error.staff.creditLimit').check(z.int('error.staff.creditLimit'), z.positive('error.staff.creditLimit')),
});
export type LimitOverrideInput = z.output<typeof limitOverrideSchema>;

/** The whole terms of a version: the product's fixed parts with the edited ones over them. */
export function withEditedTerms(base: ProductTerms, edited: EditableTerms): ProductTerms {
  return { ...base, ...edited, tenures: [...edited.tenures] };
}

/** What the edit form starts from: the editable part of a version's terms, the defaults filled in. */
export function editableTermsOf(terms: ProductTerms): EditableTerms {
  return {
    name: terms.name, minAmount: terms.minAmount, maxAmount: terms.maxAmount, amountStep: terms.amountStep, tenures: [...terms.tenures],
    phases: terms.phases, dailyInterestPpm: terms.dailyInterestPpm, interestMethod: terms.interestMethod ?? 'flat',
    reloanDailyInterestPpm: terms.reloanDailyInterestPpm, dailyFeePpm: terms.dailyFeePpm, overduePenaltyDailyPpm: terms.overduePenaltyDailyPpm,
    penaltyCapPpm: terms.penaltyCapPpm ?? 1_000_000, maxPenaltyDays: terms.maxPenaltyDays ?? 90, extensionEnabled: terms.extensionEnabled ?? true,
    extensionDays: terms.extensionDays, extensionFeePpm: terms.extensionFeePpm, maxExtensions: terms.maxExtensions ?? 2,
    minOnTimeRepayments: terms.minOnTimeRepayments,
  };
}

export const PRODUCT_VERSION_STATES = ['pending', 'live', 'retired'] as const;
export type ProductVersionState = (typeof PRODUCT_VERSION_STATES)[number];

/** One version as staff read it: its terms, who made it and who approved it. */
export interface ProductVersionView {
  version: number;
  state: ProductVersionState;
  terms: ProductTerms;
  madeBy: string;
  approvedBy: string | null;
  createdAt: string;
  liveAt: string | null;
}

/** GET /staff/products: each product of the market, its live version first among its versions (newest first). */
export interface StaffProduct {
  productId: string;
  name: string;
  liveVersion: number;
  versions: ProductVersionView[];
}
export interface StaffProductsResponse {
  products: StaffProduct[];
}

/** One representative amount's figures: APR (Nigeria's disclosure) and CAT (Mexico's) both, the screen shows the market's. */
export interface PreviewFigures {
  amount: number;
  tenureDays: number;
  interest: number;
  interestTax: number;
  fees: number;
  disbursalAmount: number;
  totalRepayable: number;
  totalCostOfCredit: number;
  aprPpm: number;
  /** Mexico's CAT; null in Nigeria. */
  catPpm: number | null;
}

/** POST /staff/products/preview: the figures for representative amounts, or the rules the terms break at their fields. */
export interface ProductPreview {
  examples: PreviewFigures[];
  /** Each broken rule at its field, worded in the request's language. */
  problems: (ProductFieldProblem & { message: string })[];
}
