/** Messages of the collections desk (issue 22, ADR 087), English (merged into i18n/errors-en.ts). */
export const collectionErrorsEn = {
  'error.COLLECTIONS_OUTSIDE_HOURS': 'Borrowers are contacted only between 08:00 and 20:00 their time. Try again within those hours',
  'error.REMINDER_ALREADY_SENT': 'This borrower already had a reminder today. One reminder a day at most',
  'error.ROLLOVER_OFFER_ALREADY_SENT': 'The extension offer was already sent for this loan today',
  'error.collections.note': 'Write a note of 3 to 1,000 characters',
  'error.collections.promisedOn': 'Give the promised day as a date',
  'error.collections.promisedAmount': 'Give the promised amount above zero',
  'error.collections.promise': 'A promise to pay needs both a day (today or later) and an amount',
  'error.collections.bucket': 'Choose 1-30, 31-60, 61-90 or 91+ days past due',
  'error.collections.cursor': 'This page of the list is no longer valid, start from the first page',
} as const;
