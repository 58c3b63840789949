/** Messages of customer care and account deletion (ADR 044), English (merged into i18n/errors-en.ts). */
export const careErrorsEn = {
  'error.complaint.category.required': 'Please choose what your complaint is about',
  'error.complaint.text.required': 'Please tell us what happened',
  'error.complaint.text.short': 'Please tell us a little more (at least 10 characters)',
  'error.complaint.text.long': 'Please keep it under 2,000 characters',
  'error.complaint.orderNo.unknown': 'This is not one of your loan numbers',
  'error.complaint.answer.required': 'Please write the answer (3 to 2,000 characters)',
  'error.deletion.reason.long': 'Please keep the reason under 500 characters',
  'error.COMPLAINT_ANSWERED': 'This complaint has already been answered',
  'error.DELETION_LOAN_OPEN': 'Your account cannot be deleted while a loan is open. Please repay it first.',
  'error.DELETION_APPLICATION_OPEN': 'Your account cannot be deleted while an application is under way. Please cancel it first.',
} as const;
