/**
 * Messages of the error catalogue (spec section 8 where it gives the words), English.
 * Keys are shared by the server's envelopes and the web's field errors.
 */
import { firstScreenErrorsEn } from './first-screen-errors-en.ts';
import { applicationErrorsEn } from '../application/errors-en.ts';
import { kycErrorsEn } from '../kyc/errors-en.ts';
import { loanErrorsEn } from '../loan/errors-en.ts';
import { staffErrorsEn } from '../staff/errors-en.ts';
import { productErrorsEn } from '../staff/product-errors-en.ts';
import { reconciliationErrorsEn } from '../staff/reconciliation-errors-en.ts';
import { bureauFileErrorsEn } from '../staff/bureau-file-errors-en.ts';
import { collectionErrorsEn } from '../staff/collection-errors-en.ts';
import { repaymentErrorsEn } from '../repayment/errors-en.ts';
import { proofErrorsEn } from '../repayment/proof-errors-en.ts';
import { careErrorsEn } from '../care/errors-en.ts';
import { dataRightsErrorsEn } from '../data-rights/errors-en.ts';
import { rewardErrorsEn } from '../rewards/errors-en.ts';
import { bureauErrorsEn } from '../bureau/errors-en.ts';

export const errorsEn = {
  ...firstScreenErrorsEn,
  ...applicationErrorsEn,
  ...kycErrorsEn,
  ...loanErrorsEn,
  ...staffErrorsEn,
  ...productErrorsEn,
  ...reconciliationErrorsEn,
  ...bureauFileErrorsEn,
  ...collectionErrorsEn,
  ...repaymentErrorsEn,
  ...proofErrorsEn,
  ...careErrorsEn,
  ...dataRightsErrorsEn,
  ...rewardErrorsEn,
  ...bureauErrorsEn,
  'error.NOT_LOGGED_IN': 'User not logged in',
  'error.TOKEN_EXPIRED': 'Token expired, please login again',
  'error.LOGGED_IN_ELSEWHERE': 'The account is logged in from another device',
  'error.TOKEN_INVALID': 'Token invalid, please login again',
  'error.VALIDATION_FAILED': 'Please check the highlighted fields',
  'error.MISSING_TIMESTAMP': 'The request has no timestamp',
  'error.BAD_PATH': 'The request address could not be read',
  'error.MALFORMED_BODY': 'The request body could not be read',
  'error.UNSUPPORTED_CONTENT_TYPE': 'The request body type is not accepted here',
  'error.BODY_TOO_LARGE': 'The request is too large',
  'error.UNKNOWN_PATH': 'There is no such service',
  'error.NOT_FOUND': 'Not found',
  'error.METHOD_NOT_ALLOWED': 'This service does not accept that method',
  'error.RATE_LIMITED': 'Too many requests, please wait a moment and try again',
  'error.NOT_AVAILABLE_YET': 'This service is not available yet',
  'error.CODE_EMPTY': 'Verification code cannot be empty',
  'error.CODE_INVALID': 'Invalid verification code',
  'error.CODE_TOO_MANY_TRIES': 'Too many wrong codes, please request a new one',
  'error.MOBILE_REGISTERED': 'This number has been registered, please login directly',
  'error.ACCOUNT_DELETED': 'The account of this number was deleted. Register to open a new account.',
  'error.SEND_LIMIT_REACHED': 'Too many codes requested, please try again later',
  'error.SEND_LIMIT_REACHED.retryIn': 'Too many codes requested, please try again in {minutes} min',
  'error.NO_OPEN_ORDER': 'Please start an application first',
  'error.STEP_OUT_OF_ORDER': 'Please complete the previous steps first',
  'error.ORDER_IN_PROGRESS': 'You already have an application in progress',
  'error.ORDER_SUBMITTED': 'The application has been submitted and can no longer be changed',
  'error.BANK_ACCOUNT_REQUIRED': 'Please add your bank account first',
  'error.BANK_ACCOUNT_NOT_FOUND': 'We could not find this bank account, please check the bank and number',
  'error.PAYOUT_UNAVAILABLE': 'Bank verification is unavailable right now, please try again later',
  'error.NOT_REPAYABLE': 'This loan has nothing to repay right now',
  'error.COLLECTIONS_UNAVAILABLE': 'This way to pay is unavailable right now, please try again later or choose another',
  'error.CHANNEL_NOT_OFFERED': 'This way to pay is not offered here, please choose another',
  'error.EXTENSION_LOAN_CLOSED': 'This loan cannot be extended: it is not being repaid (it is paid off, cancelled or not paid out yet)',
  'error.EXTENSION_NOT_OFFERED': 'This loan’s product has no extension. Please repay by the due date, or contact us if you cannot',
  'error.EXTENSION_LIMIT_REACHED': 'This loan has had all the extensions its product allows. Please repay by the due date, or contact us if you cannot',
  'error.validation.purpose': 'Unknown code purpose',
  'error.validation.required': 'This field is required',
  'error.validation.invalid': 'This value is not valid',
} as const;

export type ErrorMessageKey = keyof typeof errorsEn;
