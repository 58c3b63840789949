import { calendarDaysBetween, OrderStatus, type OrderStatusCode } from '@lendline/domain';

/** A returning borrower's identity check (and the personal details it verified) is reused while younger than this (ADR 035). */
export const IDENTITY_REUSE_DAYS = 365;

export interface ReturningFacts {
  /** The personal step is on file. */
  hasPersonal: boolean;
  /** The market-calendar day the identity check last passed; null when none is on file. */
  identityVerifiedOn: string | null;
  /** Today on the market calendar. */
  today: string;
}

/**
 * The step a returning borrower's application starts at (ADR 035). Personal details and the
 * identity check are reused together while the check is younger than IDENTITY_REUSE_DAYS: the
 * application starts at work and contacts (shown filled in, to confirm), then the questionnaire
 * (answered anew), then the bank account (kept; the review offers submit at once). Otherwise
 * it starts at the personal details (filled in), and the identity check is done again.
 */
export function returningFirstStep(facts: ReturningFacts): OrderStatusCode {
  const verified = facts.identityVerifiedOn;
  const identityValid = verified !== null && calendarDaysBetween(verified, facts.today) < IDENTITY_REUSE_DAYS;
  return facts.hasPersonal && identityValid ? OrderStatus.AdditionalInfo : OrderStatus.BasicInfo;
}
