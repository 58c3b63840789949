import { MARKETS, type Currency, type MarketId } from '../market/markets.ts';
import { isInterestMethod, type InterestMethod } from './interest-method.ts';
import { PPM } from './rounding.ts';
import { CHARGE_COMPONENTS, type ChargeComponent } from '../repayment/allocate.ts';

/** A loan product with its pricing terms. Money in minor units, rates in ppm (ADR 013). */
export interface ProductTerms {
  productId: string;
  name: string;
  market: MarketId;
  currency: Currency;
  minAmount: number;
  maxAmount: number;
  amountStep: number;
  /** Days; every tenure is at least MIN_TENURE_DAYS. */
  tenures: readonly number[];
  /** Repayment phases; 1 = a single (bullet) repayment at the end of the tenure. */
  phases: number;
  dailyInterestPpm: number;
  /**
   * Interest on the principal still owed in each phase ('declining', every catalogue product) or
   * on the whole principal for the whole tenure ('flat'); the same for a bullet loan (ADR 013).
   * Optional only because offers snapshotted terms before the decision: those were priced flat,
   * and absent reads as 'flat' (`interestMethodOf`) so they keep the price that was accepted.
   * `productTermsProblems` requires it of every product on offer.
   */
  interestMethod?: InterestMethod;
  /**
   * The order a payment pays a phase's charges in (issue 10, ADR 032): absent, Apache
   * Fineract's default, penalties, fees, interest, principal. A product may put principal
   * first, for instance; every charge must be named once.
   */
  allocationOrder?: readonly ChargeComponent[];
  /** Processing fee per day of tenure, deducted from the payout. */
  dailyFeePpm: number;
  /** Tax on the processing fee: NG VAT 7.5% = 75_000, MX IVA 16% = 160_000. */
  feeTaxPpm: number;
  /**
   * Tax on interest: MX IVA 16% = 160_000 (consumer credit to individuals, ADR 028); NG none.
   * Optional: terms snapshotted by offers before ADR 028 carry none and keep their price.
   */
  interestTaxPpm?: number;
  overduePenaltyDailyPpm: number;
  /**
   * The most penalty a loan may carry in all, in ppm of its principal (issue 11): absent, the
   * principal itself (1_000_000). Optional like every servicing setting below, so terms
   * snapshotted before issue 11 read the defaults of `servicingTermsOf`.
   */
  penaltyCapPpm?: number;
  /** Overdue days after which no further penalty is charged: absent, 90. */
  maxPenaltyDays?: number;
  /** Rollover (extension) length in days and its fee on the outstanding principal. */
  extensionDays: number;
  extensionFeePpm: number;
  /** Whether the product offers a rollover at all (the FAQ's "no extension" is a product with false): absent, true. */
  extensionEnabled?: boolean;
  /** The most rollovers one loan may take: absent, 2. */
  maxExtensions?: number;
  /** Returning borrowers' daily rate, or null when the product has no reloan rate. */
  reloanDailyInterestPpm: number | null;
  /** dailyInterestPpm × 365 (and the reloan rate × 365) must not exceed it. */
  annualInterestCapPpm: number;
  /** On-time repayments needed before a borrower may take this product; 0 for first loans. */
  minOnTimeRepayments: number;
}

/** Servicing settings with their defaults filled in (issue 11): what the daily run, rollover and agreement read. */
export interface ServicingTerms {
  overduePenaltyDailyPpm: number;
  penaltyCapPpm: number;
  maxPenaltyDays: number;
  extensionEnabled: boolean;
  extensionDays: number;
  extensionFeePpm: number;
  maxExtensions: number;
}

export const DEFAULT_PENALTY_CAP_PPM = 1_000_000;
export const DEFAULT_MAX_PENALTY_DAYS = 90;
export const DEFAULT_MAX_EXTENSIONS = 2;

export function servicingTermsOf(terms: ProductTerms): ServicingTerms {
  return {
    overduePenaltyDailyPpm: terms.overduePenaltyDailyPpm,
    penaltyCapPpm: terms.penaltyCapPpm ?? DEFAULT_PENALTY_CAP_PPM,
    maxPenaltyDays: terms.maxPenaltyDays ?? DEFAULT_MAX_PENALTY_DAYS,
    extensionEnabled: terms.extensionEnabled ?? true,
    extensionDays: terms.extensionDays,
    extensionFeePpm: terms.extensionFeePpm,
    maxExtensions: terms.maxExtensions ?? DEFAULT_MAX_EXTENSIONS,
  };
}

/** The spec's ceiling: interest at most 36% a year. */
export const MAX_ANNUAL_INTEREST_PPM = 360_000;
/** The spec's "0.98% a day" fee read as 0.098% (see ADR 013): the absolute daily fee ceiling. */
export const MAX_DAILY_FEE_PPM = 980;
/** Fee plus tax at the longest tenure may take at most 20% of the principal. */
export const MAX_UPFRONT_DEDUCTION_PPM = 200_000;
/** The spec's 2% a day is the most an overdue day may cost. */
export const MAX_OVERDUE_PENALTY_DAILY_PPM = 20_000;
/** No short-term loan under 61 days (regulators' and app stores' minimum). */
export const MIN_TENURE_DAYS = 61;

const NG_VAT_PPM = 75_000;
const MX_IVA_PPM = 160_000;
const SPEC_DAILY_INTEREST_PPM = 980;
const SPEC_RELOAN_DAILY_INTEREST_PPM = 100;
const DEFAULT_DAILY_FEE_PPM = 200;
const ROLLOVER_DAYS = 7;

/** Shared by every default product: spec rates, an honest fee, a rollover priced as 7 days' interest. */
const SPEC_RATES = {
  phases: 1,
  dailyInterestPpm: SPEC_DAILY_INTEREST_PPM,
  interestMethod: 'declining',
  dailyFeePpm: DEFAULT_DAILY_FEE_PPM,
  overduePenaltyDailyPpm: MAX_OVERDUE_PENALTY_DAILY_PPM,
  extensionDays: ROLLOVER_DAYS,
  extensionFeePpm: ROLLOVER_DAYS * SPEC_DAILY_INTEREST_PPM,
  annualInterestCapPpm: MAX_ANNUAL_INTEREST_PPM,
  minOnTimeRepayments: 0,
} as const;

// Interest is no taxable supply in Nigeria; Mexico taxes the interest of consumer credit (ADR 028).
const NAIRA = { market: 'NG', currency: 'NGN', feeTaxPpm: NG_VAT_PPM, interestTaxPpm: 0, reloanDailyInterestPpm: SPEC_RELOAN_DAILY_INTEREST_PPM } as const;
const PESOS = { market: 'MX', currency: 'MXN', feeTaxPpm: MX_IVA_PPM, interestTaxPpm: MX_IVA_PPM, reloanDailyInterestPpm: null } as const;

/** Each reading of the spec's inconsistent copy is its own product (ADR 008, ADR 013). */
export const PRODUCT_TERMS: Record<MarketId, readonly ProductTerms[]> = {
  NG: [
    { ...SPEC_RATES, ...NAIRA, productId: 'ng-cash-50k', name: 'Lendline Cash', minAmount: 1_000_00, maxAmount: 50_000_00, amountStep: 500_00, tenures: [91] },
    { ...SPEC_RATES, ...NAIRA, productId: 'ng-cash-60k', name: 'Lendline Cash Plus', minAmount: 1_000_00, maxAmount: 60_000_00, amountStep: 500_00, tenures: [91] },
    { ...SPEC_RATES, ...NAIRA, productId: 'ng-cash-180', name: 'Lendline 6 Months', minAmount: 1_000_00, maxAmount: 60_000_00, amountStep: 500_00, tenures: [180], phases: 2 },
    { ...SPEC_RATES, ...NAIRA, productId: 'ng-cash-365', name: 'Lendline 12 Months', minAmount: 1_000_00, maxAmount: 60_000_00, amountStep: 500_00, tenures: [365], phases: 4 },
    {
      ...SPEC_RATES,
      ...NAIRA,
      productId: 'ng-good-record',
      name: 'Lendline Good Record',
      minAmount: 1_000_00,
      maxAmount: 500_000_00,
      amountStep: 1_000_00,
      tenures: [365],
      phases: 4,
      minOnTimeRepayments: 3,
    },
    // The FAQ's "no extension" reading (ADR 037): the same prices as Lendline Cash, without a rollover.
    { ...SPEC_RATES, ...NAIRA, productId: 'ng-cash-fixed', name: 'Lendline Cash Fixed Date', minAmount: 1_000_00, maxAmount: 50_000_00, amountStep: 500_00, tenures: [91], extensionEnabled: false },
  ],
  MX: [
    { ...SPEC_RATES, ...PESOS, productId: 'mx-efectivo', name: 'Lendline Efectivo', minAmount: 1_000_00, maxAmount: 20_000_00, amountStep: 500_00, tenures: [91] },
    { ...SPEC_RATES, ...PESOS, productId: 'mx-efectivo-fijo', name: 'Lendline Efectivo Fecha Fija', minAmount: 1_000_00, maxAmount: 20_000_00, amountStep: 500_00, tenures: [91], extensionEnabled: false },
  ],
};

export function findProductTerms(market: MarketId, productId: string): ProductTerms | undefined {
  return PRODUCT_TERMS[market].find((terms) => terms.productId === productId);
}

const isWhole = (n: number, min = 0): boolean => Number.isSafeInteger(n) && n >= min;

function amountProblems(t: ProductTerms): string[] {
  const problems: string[] = [];
  if (!isWhole(t.minAmount, 1) || !isWhole(t.maxAmount, 1) || !isWhole(t.amountStep, 1)) {
    problems.push('amounts and step must be positive whole minor units');
    return problems;
  }
  if (t.minAmount > t.maxAmount) problems.push('minimum amount is above the maximum');
  else if ((t.maxAmount - t.minAmount) % t.amountStep !== 0) problems.push('amount step does not divide the amount range');
  return problems;
}

function tenureProblems(t: ProductTerms): string[] {
  const problems: string[] = [];
  if (t.tenures.length === 0) problems.push('no tenure offered');
  if (t.tenures.some((d) => !isWhole(d, 1))) problems.push('tenures must be whole days');
  if (t.tenures.some((d) => d < MIN_TENURE_DAYS)) problems.push(`tenure under ${MIN_TENURE_DAYS} days`);
  if (new Set(t.tenures).size !== t.tenures.length) problems.push('tenure listed twice');
  if (!isWhole(t.phases, 1)) problems.push('phases must be a whole number of at least 1');
  else if (t.tenures.some((d) => d < t.phases)) problems.push('more phases than days in a tenure');
  return problems;
}

function interestProblems(t: ProductTerms): string[] {
  const problems: string[] = [];
  if (!isWhole(t.annualInterestCapPpm) || t.annualInterestCapPpm > MAX_ANNUAL_INTEREST_PPM) {
    problems.push('annual interest cap above 36%');
  }
  if (!isWhole(t.dailyInterestPpm)) problems.push('daily interest must be whole ppm');
  else if (t.dailyInterestPpm * 365 > t.annualInterestCapPpm) problems.push('daily interest over the annual cap');
  if (t.interestMethod === undefined) problems.push('interest method not set (declining or flat)');
  else if (!isInterestMethod(t.interestMethod)) problems.push('interest method must be declining or flat');
  const reloan = t.reloanDailyInterestPpm;
  if (reloan !== null) {
    if (!isWhole(reloan)) problems.push('reloan interest must be whole ppm');
    else if (reloan * 365 > t.annualInterestCapPpm) problems.push('reloan interest over the annual cap');
    else if (reloan > t.dailyInterestPpm) problems.push('reloan interest above the standard rate');
  }
  return problems;
}

function feeProblems(t: ProductTerms): string[] {
  const problems: string[] = [];
  if (!isWhole(t.dailyFeePpm) || t.dailyFeePpm > MAX_DAILY_FEE_PPM) problems.push('daily processing fee above 0.098%');
  if (!isWhole(t.feeTaxPpm) || t.feeTaxPpm >= PPM) problems.push('fee tax must be whole ppm under 100%');
  const interestTax = t.interestTaxPpm ?? 0;
  if (!isWhole(interestTax) || interestTax >= PPM) problems.push('interest tax must be whole ppm under 100%');
  const longest = Math.max(0, ...t.tenures);
  // The share of the principal the payout loses at the longest tenure, in ppm (exact integers).
  const feeShare = t.dailyFeePpm * longest;
  const deduction = feeShare + (feeShare * t.feeTaxPpm) / PPM;
  if (deduction >= PPM) problems.push('fee plus tax at the longest tenure takes the whole principal');
  else if (deduction > MAX_UPFRONT_DEDUCTION_PPM) problems.push('fee plus tax at the longest tenure takes over 20% of the principal');
  return problems;
}

function otherProblems(t: ProductTerms): string[] {
  const problems: string[] = [];
  const order = t.allocationOrder;
  if (order && (order.length !== CHARGE_COMPONENTS.length || new Set(order).size !== order.length || !order.every((c) => CHARGE_COMPONENTS.includes(c)))) {
    problems.push(`allocation order must name each of ${CHARGE_COMPONENTS.join(', ')} once`);
  }
  if (t.currency !== MARKETS[t.market].currency) problems.push('currency does not match the market');
  if (t.productId.trim() === '') problems.push('product id is empty');
  if (!isWhole(t.overduePenaltyDailyPpm) || t.overduePenaltyDailyPpm > MAX_OVERDUE_PENALTY_DAILY_PPM) {
    problems.push('overdue penalty above 2% a day');
  }
  const servicing = servicingTermsOf(t);
  if (!isWhole(servicing.penaltyCapPpm) || servicing.penaltyCapPpm > DEFAULT_PENALTY_CAP_PPM) problems.push('penalty cap must be whole ppm, at most the principal');
  if (!isWhole(servicing.maxPenaltyDays, 1)) problems.push('penalty days must be a whole number of at least 1');
  if (!isWhole(servicing.maxExtensions)) problems.push('most extensions must be a whole number');
  if (!isWhole(t.extensionDays, 1)) problems.push('extension days must be a whole number of at least 1');
  // A rollover may cost no more than interest at the annual cap would for the same days.
  if (!isWhole(t.extensionFeePpm) || t.extensionFeePpm * 365 > t.extensionDays * t.annualInterestCapPpm) {
    problems.push('extension fee above the annual cap for its days');
  }
  if (!isWhole(t.minOnTimeRepayments)) problems.push('on-time repayments must be a whole number');
  return problems;
}

/** Configuration errors as short English strings (for operators, not borrowers). Empty = valid. */
export function productTermsProblems(terms: ProductTerms): string[] {
  return [...otherProblems(terms), ...amountProblems(terms), ...tenureProblems(terms), ...interestProblems(terms), ...feeProblems(terms)];
}

/**
 * One market's product list, each problem prefixed with the product's id: the rules above for
 * every product, plus what only the list can break (an id twice, a product filed under
 * another market, nothing to offer). Empty = valid. The server refuses to start otherwise.
 */
export function productCatalogueProblems(market: MarketId, products: readonly ProductTerms[]): string[] {
  if (products.length === 0) return ['no product is offered'];
  const seen = new Set<string>();
  return products.flatMap((terms) => {
    const problems = productTermsProblems(terms);
    if (terms.market !== market) problems.push(`listed under ${market} but its market is ${terms.market}`);
    if (seen.has(terms.productId)) problems.push('listed twice');
    seen.add(terms.productId);
    return problems.map((problem) => `${terms.productId}: ${problem}`);
  });
}
