import { addCalendarDays, ageOn, PRODUCT_TERMS, type MarketId, type ProductTerms } from '@lendline/domain';
import { bureauPoints, isDelinquent, type BureauInput } from './bureau-rules-fns.ts';
import type { EngineConfig } from './engine-config.ts';

/** Everything the engine looks at, gathered by the service; no I/O below this line. */
export interface AssessmentInput {
  market: MarketId;
  /** The decision's day on the market calendar (age is counted on it). */
  today: string;
  requestedProductId: string | null;
  birthday: string | null;
  work: { employmentType?: string; monthlySalary?: string; incomeSource?: string } | null;
  answers: Readonly<Record<string, string>> | null;
  bankAccount: { verified: boolean } | null;
  /** Identifiers this applicant shares with another user. */
  duplicates: { bvn: boolean; idNumber: boolean; account: boolean; device: boolean };
  /** Kinds (phone, bvn, id_number, account) of this applicant's identifiers on the deny list. */
  denied: readonly string[];
  history: { onTime: number; overdue: number };
  /** The live product versions (ADR 082); absent, the release's products. */
  products?: readonly ProductTerms[];
  /** A limit set by hand through four-eyes (ADR 082): it replaces the ladder's tier, within the open products' amounts. */
  limitOverride?: number | null;
  /** The credit bureau's answer (ADR 102); absent only in the engine's own tests. */
  bureau?: BureauInput;
}

export type Outcome = 'approve' | 'reject' | 'refer';

export interface Decision {
  outcome: Outcome;
  score: number;
  /** Minor units; null unless approved. */
  creditLimit: number | null;
  productId: string | null;
  reloan: boolean;
  reasons: string[];
}

/** The rejection wait of spec section 9. */
export const RETRY_AFTER_DAYS = 30;

const NOT_WORKING = ['unemployed', 'no_work'];

/** Hard rules first: any one rejects whatever the score (ADR 019 lists each). */
export function knockOuts(input: AssessmentInput, config: EngineConfig): string[] {
  const reasons: string[] = [];
  if (!input.birthday || !input.work || !input.answers) reasons.push('KO_PROFILE_INCOMPLETE');
  if (input.birthday && ageOn(input.birthday, input.today) < config.minimumAge) reasons.push('KO_UNDER_18');
  const work = input.work;
  // Not working and living on their own income: no income at all. Family support is an income source.
  if (work && NOT_WORKING.includes(work.employmentType ?? '') && (work.incomeSource ?? 'ownself') === 'ownself') reasons.push('KO_NO_INCOME');
  if (input.answers?.q1 === 'yes') reasons.push('KO_DEFAULTED_6M');
  if (input.duplicates.bvn) reasons.push('KO_DUPLICATE_BVN');
  if (input.duplicates.idNumber) reasons.push('KO_DUPLICATE_ID');
  if (input.duplicates.account) reasons.push('KO_DUPLICATE_ACCOUNT');
  if (input.duplicates.device) reasons.push('KO_DUPLICATE_DEVICE');
  if (!input.bankAccount?.verified) reasons.push('KO_ACCOUNT_NOT_VERIFIED');
  if (input.denied.length > 0) reasons.push('KO_DENY_LIST');
  // Without the borrower's consent no bureau is asked, and no decision is made without one (ADR 102).
  if (input.bureau?.status === 'no_consent') reasons.push('BUREAU_NO_CONSENT');
  if (input.bureau?.status === 'report' && isDelinquent(input.bureau.facts, config.bureau)) reasons.push('BUREAU_DELINQUENT');
  return reasons;
}

/** Points from the questionnaire, employment, income band and repayment history. */
export function scoreOf(input: AssessmentInput, config: EngineConfig): number {
  let score = config.base;
  for (const [question, points] of Object.entries(config.answers)) {
    score += points[input.answers?.[question] ?? ''] ?? 0;
  }
  score += config.employment[input.work?.employmentType ?? ''] ?? 0;
  score += config.income[input.work?.monthlySalary ?? ''] ?? 0;
  score += Math.min(config.maxOnTimePoints, input.history.onTime * config.perOnTimeRepayment);
  score += input.history.overdue * config.perOverdue;
  if (input.bureau?.status === 'report') score += bureauPoints(input.bureau.facts, config.bureau).points;
  return score;
}

/** The highest tier the on-time repayments reach. */
export function tierLimit(onTime: number, config: EngineConfig): number {
  let limit = config.limitTiers[0]?.limit ?? 0;
  for (const tier of config.limitTiers) if (onTime >= tier.minOnTime) limit = tier.limit;
  return limit;
}

/**
 * The product and limit of an approval: the requested product (else the market's default)
 * while it is open to this borrower and holds the tier's limit; otherwise the open product
 * with the largest maximum (the 'good record' one once enough loans were repaid on time).
 */
export function chooseOffer(input: AssessmentInput, config: EngineConfig): { terms: ProductTerms; creditLimit: number } | null {
  const open = (input.products ?? PRODUCT_TERMS[input.market]).filter((t) => t.minOnTimeRepayments <= input.history.onTime);
  if (open.length === 0) return null;
  const wanted = open.find((t) => t.productId === (input.requestedProductId ?? config.defaultProductId))
    ?? open.find((t) => t.productId === config.defaultProductId)
    ?? open[0]!;
  const ladder = input.limitOverride ?? tierLimit(input.history.onTime, config);
  // No file at the bureau: a small first limit, whatever the ladder says (ADR 102).
  const thin = input.bureau?.status === 'report' && !input.bureau.facts.found;
  const limit = thin ? Math.min(ladder, config.bureau.thinFileLimit) : ladder;
  const widest = open.reduce((best, t) => (t.maxAmount > best.maxAmount ? t : best), wanted);
  const terms = limit <= wanted.maxAmount ? wanted : widest;
  // Whole steps of the product only, so every amount up to the limit can be picked.
  const steps = Math.floor((Math.min(limit, terms.maxAmount) - terms.minAmount) / terms.amountStep);
  if (steps < 0) return null;
  return { terms, creditLimit: terms.minAmount + steps * terms.amountStep };
}

/** The engine: knock-outs, then the score's band, then the offer. */
export function assess(input: AssessmentInput, config: EngineConfig): Decision {
  const score = scoreOf(input, config);
  // The bureau's facts that moved the score or the limit, named beside the outcome's own reason.
  const named = input.bureau?.status === 'report' ? bureauPoints(input.bureau.facts, config.bureau).reasons : [];
  const rejected = (reasons: string[]): Decision => ({ outcome: 'reject', score, creditLimit: null, productId: null, reloan: false, reasons: [...reasons, ...named] });
  const ko = knockOuts(input, config);
  if (ko.length > 0) return rejected(ko);
  const offer = chooseOffer(input, config);
  if (!offer) return rejected(['KO_NO_PRODUCT']);
  const bands = config.productBands?.[offer.terms.productId] ?? config.bands;
  if (score < bands.referFrom) return rejected(['SCORE_LOW']);
  const reloan = input.history.onTime >= 1 && offer.terms.reloanDailyInterestPpm !== null;
  const referred = (reasons: string[]): Decision => ({ outcome: 'refer', score, creditLimit: offer.creditLimit, productId: offer.terms.productId, reloan, reasons: [...reasons, ...named] });
  // A report on someone else is never read, and no bureau answering is no reason to refuse: a person decides (ADR 102).
  if (input.bureau?.status === 'identity_mismatch') return referred(['BUREAU_IDENTITY_MISMATCH']);
  if (input.bureau?.status === 'unavailable') return referred(['BUREAU_UNAVAILABLE']);
  // A person decides; the engine's proposal is kept so an approval can take it.
  if (score < bands.approveFrom) return referred(['SCORE_REFER_BAND']);
  const reasons = ['SCORE_APPROVE_BAND', ...(reloan ? ['RELOAN'] : []), ...named];
  return { outcome: 'approve', score, creditLimit: offer.creditLimit, productId: offer.terms.productId, reloan, reasons };
}

/** The day from which a rejected applicant may apply again (market calendar). */
export function retryAfterOf(decidedDay: string): string {
  return addCalendarDays(decidedDay, RETRY_AFTER_DAYS);
}
