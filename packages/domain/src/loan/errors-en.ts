/** Messages of the decision, offer and payout capability, English (merged into i18n/errors-en.ts). */
export const loanErrorsEn = {
  'error.ORDER_NOT_APPROVED': 'This loan has not been approved',
  'error.OFFER_EXPIRED': 'This offer has expired, please apply again',
  'error.CANNOT_CANCEL': 'This loan can no longer be cancelled',
  'error.PAYOUT_NOT_FAILED': 'There is no failed transfer to retry',
  'error.REAPPLY_TOO_SOON': 'You can apply again after 30 days',
  'error.BANK_ACCOUNT_LOCKED': 'The bank account cannot be changed while money is on its way',
  'error.VERIFY_CODE_REQUIRED': 'For your security, please confirm with the code we send to your phone',
  'error.loan.amount.invalid': 'Please choose a loan amount',
  'error.loan.amount.range': 'The amount is outside this product’s range',
  'error.loan.amount.step': 'Please choose one of the amounts offered',
  'error.loan.amount.limit': 'The amount is above your credit limit',
  'error.loan.tenure.invalid': 'Please choose one of the loan terms offered',
  'error.loan.agreement.required': 'accept the loan agreement',
} as const;
