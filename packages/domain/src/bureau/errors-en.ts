/** Messages of the credit bureau consent (issue 24, ADR 102), English (merged into i18n/errors-en.ts). */
export const bureauErrorsEn = {
  'error.BUREAU_CONSENT_REQUIRED': 'Please agree to the credit bureau check first: without it we cannot assess your application.',
  'error.BUREAU_CONSENT_CLOSED': 'This application has been decided: its consent can no longer be changed.',
  'error.bureau.textVersion': 'The consent text has changed: please read the new one and agree again.',
  'error.bureau.nipRequired': 'Please enter the authorisation NIP we sent you by SMS',
} as const;
