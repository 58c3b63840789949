/** Messages of repayment, English (merged into i18n/errors-en.ts); amounts arrive formatted. */
export const repaymentErrorsEn = {
  'error.repayment.amount.required': 'Please enter the amount to repay',
  'error.repayment.amount.notWhole': 'Please enter a whole amount, without decimals',
  'error.repayment.amount.notMultiple': 'The amount must be a multiple of {unit}',
  'error.repayment.amount.belowMinimum': 'The minimum repayment is {minimum}',
} as const;
