/** Messages of the staff API, English (merged into i18n/errors-en.ts). */
export const staffErrorsEn = {
  'error.STAFF_UNAUTHORIZED': 'A valid staff token is required',
  'error.NOT_REFERRED': 'This application is not waiting for a staff decision',
  'error.staff.outcome': 'Choose approve or reject',
  'error.staff.reason': 'Give a reason of 3 to 500 characters',
  'error.staff.staffName': 'Give your name (2 to 60 letters)',
  'error.staff.creditLimit': 'The credit limit must be a whole amount the product can lend',
  'error.staff.userId': 'Give the borrower’s user id',
  'error.staff.currency': 'Choose NGN or MXN',
  'error.staff.transferReference': 'Give the transfer’s reference (4 to 64 letters, digits or . _ : -)',
} as const;
