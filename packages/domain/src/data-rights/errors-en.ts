/** Messages of the borrower's data rights (ADR 103), English (merged into i18n/errors-en.ts). */
export const dataRightsErrorsEn = {
  'error.dataRights.link.invalid': 'This link is not valid or has expired. Ask for your data again from Me.',
  'error.dataRights.field.required': 'Please choose what to correct',
  'error.dataRights.value.required': 'Please write the right value',
  'error.dataRights.value.long': 'Please keep it under 200 characters',
  'error.dataRights.reason.required': 'Please tell us why it is wrong',
  'error.dataRights.reason.short': 'Please tell us a little more (at least 5 characters)',
  'error.dataRights.reason.long': 'Please keep the reason under 500 characters',
  'error.dataRights.staffReason.required': 'Please write the reason (3 to 500 characters)',
  'error.dataRights.staffReason.long': 'Please keep the reason under 500 characters',
  'error.DATA_CORRECTION_NOT_LOCKED': 'Your application is not submitted yet: you can change this in the application itself.',
  'error.DATA_CORRECTION_PENDING': 'You already asked to correct this. We will answer in your messages.',
  'error.DATA_REQUEST_HANDLED': 'This request has already been handled',
  'error.DATA_REQUEST_EXTENDED': 'This request’s deadline has already been extended once',
} as const;
