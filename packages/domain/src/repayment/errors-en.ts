/** Messages of repayment, English (merged into i18n/errors-en.ts); amounts arrive formatted. */
export const repaymentErrorsEn = {
  'error.repayment.amount.required': 'Please enter the amount to repay',
  'error.repayment.amount.notNumber': 'Please write the amount in figures only, for example 5000',
  'error.repayment.amount.negative': 'The amount cannot be negative. Please enter how much you want to pay',
  'error.repayment.amount.notWhole': 'Please enter a whole amount, without decimals. Only the exact amounts shown to you may have them',
  'error.repayment.amount.aboveMaximum': 'That is more than you owe. The most you can pay now is {maximum}',
  'error.repayment.amount.notMultiple': 'The amount must be a multiple of {unit}',
  'error.repayment.amount.belowMinimum': 'The minimum repayment is {minimum}',
  'error.repayment.orderNo.required': 'The order number cannot be empty',
  'error.repayment.reference.expired': 'This payment reference has expired, please ask for a new one',
  'error.repayment.reference.paid': 'This payment reference is already paid',
  'error.repayment.refund.overCredit': 'The refund must be more than zero and at most the borrower’s credit',
  'error.repayment.refund.duplicate': 'This transfer reference was recorded before',
  'error.repayment.refund.method': 'Choose how the refund leaves: through the payout rail or as a manual transfer',
  'error.repayment.refund.noPayoutAccount': 'This borrower has no payout account on file: record a manual transfer instead',
  'error.repayment.link.invalid': 'This payment link is not valid or has expired. Please sign in to repay, or ask for a new link',
  'error.extension.agreement.required': 'Please read and accept the renewal agreement first',
} as const;
