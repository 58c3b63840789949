/** Error and validation messages of the application capability, English (merged into i18n/errors-en.ts). */
export const applicationErrorsEn = {
  'error.application.unavailable': 'This step is not available right now',
} as const;
