/** Messages of repayment proofs (ADR 038), English (merged into i18n/errors-en.ts). */
export const proofErrorsEn = {
  'error.proof.amount.required': 'Please enter the amount you paid',
  'error.proof.amount.positive': 'The amount must be more than zero',
  'error.proof.amount.cents': 'Please enter the amount as on the slip, with at most two decimals',
  'error.proof.amount.invalid': 'Please enter the amount in numbers only',
  'error.proof.paidOn.required': 'Please enter the date you paid',
  'error.proof.paidOn.invalid': 'Please enter a real date',
  'error.proof.paidOn.future': 'The payment date cannot be in the future',
  'error.proof.paidOn.beforeLoan': 'The payment date is before your loan was paid out',
  'error.proof.channel.required': 'Please choose how you paid',
  'error.proof.reference.required': 'Please enter the reference on the slip',
  'error.proof.reference.invalid': 'The reference should have 3 to 64 letters or digits',
  'error.proof.image.required': 'Please add a photo of the slip',
  'error.proof.image.unknown': 'This photo was not found, please add it again',
  'error.PROOF_REVIEWED': 'This proof has already been reviewed',
} as const;
