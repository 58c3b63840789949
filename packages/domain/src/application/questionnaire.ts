import type { MarketId } from '../market/markets.ts';
import type { AmountRange } from './enumerations.ts';

/**
 * The credit questionnaire of spec section 3: 11 coded questions, one choice each. The spec
 * names the topics only; the option codes are ours (buckets a credit model can use). Lenders
 * and debt amounts are market data (ADR 030): each market names its own digital lenders and
 * counts debt in its own currency, with codes of its own.
 */
const COUNT = ['0', '1', '2', '3to5', 'over5'] as const;

const LENDERS = {
  // Nigerian digital lenders borrowers most often owe.
  NG: ['none', 'carbon', 'fairmoney', 'palmcredit', 'branch', 'renmoney', 'other'],
  // Mexican digital lenders (apps) of the same kind.
  MX: ['none', 'kueski', 'baubap', 'tala', 'didi', 'credilikeme', 'other'],
} as const satisfies Record<MarketId, readonly string[]>;

/** Total debt: naira buckets in Nigeria, peso buckets (about a tenth, as incomes are) in Mexico. */
const TOTAL_DEBT = {
  NG: ['none', 'below50k', '50kTo200k', '200kTo500k', 'above500k'],
  MX: ['none', 'mxBelow10k', 'mx10kTo30k', 'mx30kTo60k', 'mxAbove60k'],
} as const satisfies Record<MarketId, readonly string[]>;

type DebtBucket = Exclude<(typeof TOTAL_DEBT)[MarketId][number], 'none'>;

/** Each debt bucket's bounds in the market's minor units, so its label is written by the money format. */
export const TOTAL_DEBT_RANGE: Record<DebtBucket, AmountRange> = {
  below50k: { min: 0, max: 50_000_00 },
  '50kTo200k': { min: 50_000_00, max: 200_000_00 },
  '200kTo500k': { min: 200_000_00, max: 500_000_00 },
  above500k: { min: 500_000_00, max: null },
  mxBelow10k: { min: 0, max: 10_000_00 },
  mx10kTo30k: { min: 10_000_00, max: 30_000_00 },
  mx30kTo60k: { min: 30_000_00, max: 60_000_00 },
  mxAbove60k: { min: 60_000_00, max: null },
};

function questionsOf<M extends MarketId>(market: M) {
  return [
    { id: 'q1', topic: 'defaultedLast6Months', options: ['yes', 'no'] },
    { id: 'q2', topic: 'creditBureau', options: ['yes', 'no', 'unknown'] },
    { id: 'q3', topic: 'selfRatedCredit', options: ['excellent', 'good', 'fair', 'poor'] },
    { id: 'q4', topic: 'currentLenders', options: LENDERS[market] },
    { id: 'q5', topic: 'pastOverdueLenders', options: LENDERS[market] },
    { id: 'q6', topic: 'longestDelay', options: ['none', '1to7Days', '8to30Days', '31to90Days', 'over90Days'] },
    { id: 'q7', topic: 'totalDebt', options: TOTAL_DEBT[market] },
    { id: 'q8', topic: 'pastDigitalLoans', options: COUNT },
    { id: 'q9', topic: 'activeLoans', options: COUNT },
    { id: 'q10', topic: 'repaidOnTime', options: COUNT },
    { id: 'q11', topic: 'overdueLoans', options: COUNT },
  ] as const;
}

const QUESTIONNAIRES = { NG: questionsOf('NG'), MX: questionsOf('MX') };

export type Question = (typeof QUESTIONNAIRES)[MarketId][number];
export type QuestionId = Question['id'];

/** The market's questions, q1 to q11, each with the option codes a borrower of that market picks from. */
export function questionnaireOf(market: MarketId): readonly Question[] {
  return QUESTIONNAIRES[market];
}
