/** Messages of the reconciliation queue (ADR 086), English (merged into i18n/errors-en.ts). */
export const reconciliationErrorsEn = {
  'error.MISMATCH_RESOLVED': 'This mismatch has already been resolved',
  'error.reconciliation.approvalId': 'Give the approval request’s id, or leave it empty',
};
