/** Messages of the staff API, English (merged into i18n/errors-en.ts). */
export const staffErrorsEn = {
  'error.STAFF_UNAUTHORIZED': 'A valid staff token is required',
  'error.NOT_REFERRED': 'This application is not waiting for a staff decision',
  'error.staff.outcome': 'Choose approve or reject',
  'error.staff.reason': 'Give a reason of 3 to 500 characters',
  'error.staff.staffName': 'Give your name (2 to 60 letters)',
  'error.staff.creditLimit': 'The credit limit must be a whole amount the product can lend',
} as const;
