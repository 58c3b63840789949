/** Error and validation messages of the kyc capability, English (merged into i18n/errors-en.ts). */
export const kycErrorsEn = {
  'error.kyc.unavailable': 'This step is not available right now',
} as const;
