import type { BureauFactsSummary } from '@lendline/domain';
import type { BureauRules } from './engine-config.ts';

/** What the bureaus module answered for the application (ADR 102), as the engine reads it. */
export type BureauInput =
  | { status: 'report'; facts: BureauFactsSummary }
  /** No live consent (withdrawn after submit): nothing was asked. */
  | { status: 'no_consent' }
  /** Every bureau failed, after the assessment's retries. */
  | { status: 'unavailable' }
  /** The bureau answered about someone else: never read. */
  | { status: 'identity_mismatch' };

/** Reasons a decision can carry that come from a bureau's facts: a rejection with one names the bureau. */
export const BUREAU_FACT_REASONS = ['BUREAU_DELINQUENT', 'BUREAU_TOO_MANY_INQUIRIES', 'BUREAU_HIGH_EXPOSURE', 'BUREAU_SCORE_LOW', 'BUREAU_THIN_FILE'] as const;

export function isDelinquent(facts: BureauFactsSummary, rules: BureauRules): boolean {
  return facts.maxDaysPastDue >= rules.delinquentDays || facts.writtenOff > 0;
}

/** The points the facts add to the score, each with its named reason. */
export function bureauPoints(facts: BureauFactsSummary, rules: BureauRules): { points: number; reasons: string[] } {
  let points = 0;
  const reasons: string[] = [];
  if (facts.recentInquiries !== null && facts.recentInquiries > rules.maxRecentInquiries) {
    points += rules.tooManyInquiriesPoints;
    reasons.push('BUREAU_TOO_MANY_INQUIRIES');
  }
  if (facts.totalBalance > rules.highExposure) {
    points += rules.highExposurePoints;
    reasons.push('BUREAU_HIGH_EXPOSURE');
  }
  if (facts.score !== null && facts.score.value < rules.lowScoreBelow) {
    points += rules.lowScorePoints;
    reasons.push('BUREAU_SCORE_LOW');
  }
  if (!facts.found) reasons.push('BUREAU_THIN_FILE');
  return { points, reasons };
}
