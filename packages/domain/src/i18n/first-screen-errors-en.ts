/**
 * The errors a first screen can show before the error catalogue is fetched (issue 20, ADR 059):
 * the network failure and a failed request (home), the phone number's two (a landing page).
 * A module of their own so the web app's first load carries these four and not all of them.
 */
export const firstScreenErrorsEn = {
  'error.INTERNAL': 'The request failed Please try again',
  'error.MOBILE_EMPTY': 'Mobile phone number cannot be empty',
  'error.MOBILE_INVALID': 'Please enter a valid mobile phone number',
  'error.network': 'ooops,network failed ,please reload the page',
} as const;
