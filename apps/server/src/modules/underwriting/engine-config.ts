import { CREDIT_LIMIT_TIERS, type LimitTier, type MarketId } from '@lendline/domain';

/**
 * The rules-and-score engine's configuration (ADR 019). A change to any number here is a new
 * ENGINE_VERSION: every decision records the version that made it, so a past decision can be
 * explained with the rules of its day. uw-2026.11.3: a loan finished with a phase paid after its
 * due date no longer counts as on time in the history (ADR 035). uw-2026.11.4: the history counts
 * the ladder's step: a loan that went overdue (rolled over or not) steps it down, a rolled-over one
 * holds it (ADR 019). uw-2026.11.5: the credit bureau's facts (ADR 102).
 */
export const ENGINE_VERSION = 'uw-2026.11.5';

/** Points per answer code; a code not listed scores 0. */
export type PointTable = Readonly<Record<string, Readonly<Record<string, number>>>>;

export type { LimitTier };

export interface Bands {
  /** Below this: reject (SCORE_LOW). */
  referFrom: number;
  /** From this: approve; between the two: refer to a person (SCORE_REFER_BAND). */
  approveFrom: number;
}

export interface EngineConfig {
  minimumAge: number;
  /** The product of a first application that names none. */
  defaultProductId: string;
  base: number;
  /** Questionnaire answers by question id (packages/domain/src/application/questionnaire.ts). */
  answers: PointTable;
  employment: Readonly<Record<string, number>>;
  income: Readonly<Record<string, number>>;
  perOnTimeRepayment: number;
  maxOnTimePoints: number;
  perOverdue: number;
  bands: Bands;
  /** Per product, where a product needs other bands (none yet). */
  productBands?: Readonly<Record<string, Bands>>;
  /** Ascending by minOnTime; the last tier reached is the borrower's limit, capped by the product's maximum. */
  limitTiers: readonly LimitTier[];
  /** What the bureau's facts do to a decision (ADR 102). */
  bureau: BureauRules;
}

/** The credit bureau's facts as named reasons (ADR 102); amounts in minor units. */
export interface BureauRules {
  /** A facility this many days past due, or any written off: BUREAU_DELINQUENT (knock-out). */
  delinquentDays: number;
  /** More lenders' enquiries than this in 90 days: BUREAU_TOO_MANY_INQUIRIES, these points. */
  maxRecentInquiries: number;
  tooManyInquiriesPoints: number;
  /** More outstanding on open facilities than this: BUREAU_HIGH_EXPOSURE, these points. */
  highExposure: number;
  highExposurePoints: number;
  /** A bureau score below this (every scale we read runs from 300): BUREAU_SCORE_LOW, these points. */
  lowScoreBelow: number;
  lowScorePoints: number;
  /** No file at the bureau: BUREAU_THIN_FILE, the limit at most this. */
  thinFileLimit: number;
}

const BUREAU_COMMON = { delinquentDays: 60, maxRecentInquiries: 5, tooManyInquiriesPoints: -15, highExposurePoints: -10, lowScoreBelow: 550, lowScorePoints: -20 } as const;

const COUNT_GOOD = { '0': 10, '1': -10, '2': -20, '3to5': -30, over5: -40 };

/**
 * Income ranges and debt buckets are market data (ADR 030): each market's codes score by their
 * rank, as the other market's same-rank codes do (uw-2026.11.2 gave Mexico its own).
 */
const INCOME = {
  NG: { below50k: 0, '50kTo100k': 5, '100kTo200k': 10, '200kTo500k': 15, above500k: 20 },
  MX: { mxBelow8k: 0, mx8kTo15k: 5, mx15kTo25k: 10, mx25kTo50k: 15, mxAbove50k: 20 },
} as const;
const TOTAL_DEBT = {
  NG: { none: 5, below50k: 5, '50kTo200k': 0, '200kTo500k': -10, above500k: -20 },
  MX: { none: 5, mxBelow10k: 5, mx10kTo30k: 0, mx30kTo60k: -10, mxAbove60k: -20 },
} as const;

/** Shared by both markets: the questionnaire and the employment codes (Mexico replaces income and debt below). */
const COMMON = {
  minimumAge: 18,
  base: 40,
  answers: {
    q3: { excellent: 15, good: 10, fair: 0, poor: -10 },
    q6: { none: 10, '1to7Days': 0, '8to30Days': -10, '31to90Days': -20, over90Days: -30 },
    q7: TOTAL_DEBT.NG,
    q9: { '0': 5, '1': 0, '2': -5, '3to5': -15, over5: -25 },
    q10: { '0': 0, '1': 5, '2': 5, '3to5': 10, over5: 10 },
    q11: COUNT_GOOD,
  },
  employment: { employee: 15, self_employed: 10, freelance: 5, part_time: 5, student: 0, other: 0, unemployed: -10, no_work: -10 },
  income: INCOME.NG,
  perOnTimeRepayment: 10,
  maxOnTimePoints: 30,
  perOverdue: -40,
  bands: { referFrom: 40, approveFrom: 55 },
} as const;

export const ENGINE_CONFIG: Record<MarketId, EngineConfig> = {
  NG: {
    ...COMMON,
    defaultProductId: 'ng-cash-50k',
    limitTiers: CREDIT_LIMIT_TIERS.NG,
    // ₦500,000 owed elsewhere; a thin file gets the first rung's limit.
    bureau: { ...BUREAU_COMMON, highExposure: 500_000_00, thinFileLimit: CREDIT_LIMIT_TIERS.NG[0]!.limit },
  },
  MX: {
    ...COMMON,
    answers: { ...COMMON.answers, q7: TOTAL_DEBT.MX },
    income: INCOME.MX,
    defaultProductId: 'mx-efectivo',
    limitTiers: CREDIT_LIMIT_TIERS.MX,
    // $50,000 MXN owed elsewhere; a thin file gets the first rung's limit.
    bureau: { ...BUREAU_COMMON, highExposure: 50_000_00, thinFileLimit: CREDIT_LIMIT_TIERS.MX[0]!.limit },
  },
};
