/**
 * How an instalment loan charges interest (ADR 013, "Decision on declining balance"):
 * - `declining`: each phase's interest runs on the principal still owed during its days, so
 *   an instalment repaid stops costing interest;
 * - `flat`: on the whole principal for the whole tenure, however much has been repaid.
 * A bullet loan (one phase) owes the same under both.
 */
export const INTEREST_METHODS = ['declining', 'flat'] as const;
export type InterestMethod = (typeof INTEREST_METHODS)[number];

export function isInterestMethod(value: unknown): value is InterestMethod {
  return (INTEREST_METHODS as readonly unknown[]).includes(value);
}

/**
 * The method of product terms or of priced figures. Every catalogue product names one; it is
 * absent only from what was stored before the decision (offers' terms snapshots, accepted
 * figures), and all of that was priced flat: reading it flat reproduces the price it was sold at.
 */
export function interestMethodOf(source: { interestMethod?: InterestMethod | undefined }): InterestMethod {
  return source.interestMethod ?? 'flat';
}
