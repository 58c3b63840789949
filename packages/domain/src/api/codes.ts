/**
 * Envelope codes. 0 and the four session codes are the spec's (section 8); the rest are ours,
 * grouped by the HTTP status they travel with (first three digits) so they stay unique and
 * readable in logs. Each has a message key in the catalogues (`error.<name>`).
 */
export const ERRORS = {
  NOT_LOGGED_IN: { code: 10010301 },
  TOKEN_EXPIRED: { code: 10010303 },
  LOGGED_IN_ELSEWHERE: { code: 10010304 },
  TOKEN_INVALID: { code: 100103 },

  VALIDATION_FAILED: { code: 400100 },
  MISSING_TIMESTAMP: { code: 400101 },
  BAD_PATH: { code: 400102 },
  MALFORMED_BODY: { code: 400103 },
  UNSUPPORTED_CONTENT_TYPE: { code: 415100 },
  BODY_TOO_LARGE: { code: 413100 },
  UNKNOWN_PATH: { code: 404100 },
  NOT_FOUND: { code: 404101 },
  METHOD_NOT_ALLOWED: { code: 405100 },
  RATE_LIMITED: { code: 429100 },
  NOT_AVAILABLE_YET: { code: 501100 },
  INTERNAL: { code: 500100 },

  MOBILE_EMPTY: { code: 400200 },
  MOBILE_INVALID: { code: 400201 },
  CODE_EMPTY: { code: 400202 },
  CODE_INVALID: { code: 400203 },
  CODE_TOO_MANY_TRIES: { code: 400204 },
  MOBILE_REGISTERED: { code: 409200 },
  ACCOUNT_DELETED: { code: 409201 },
  SEND_LIMIT_REACHED: { code: 429200 },

  // The borrower application and its bank account (application and banking modules).
  NO_OPEN_ORDER: { code: 409400 },
  STEP_OUT_OF_ORDER: { code: 409401 },
  ORDER_IN_PROGRESS: { code: 409402 },
  ORDER_SUBMITTED: { code: 409403 },
  BANK_ACCOUNT_REQUIRED: { code: 409404 },
  BANK_ACCOUNT_NOT_FOUND: { code: 400400 },
  PAYOUT_UNAVAILABLE: { code: 503400 },

  // Identity documents and face (kyc module).
  KYC_IMAGE_INVALID: { code: 400300 },
  KYC_FRONT_FAILED: { code: 400301 },
  KYC_BACK_FAILED: { code: 400302 },
  KYC_FRONT_MISSING: { code: 400303 },
  KYC_BACK_MISSING: { code: 400304 },
  KYC_FACE_MISSING: { code: 400305 },
  KYC_FACE_FAILED: { code: 400306 },
  KYC_IDENTITY_FAILED: { code: 400307 },
  KYC_PROVIDER_UNAVAILABLE: { code: 503300 },
  // A photo still in its check (ADR 056): the identity step cannot be finished on it yet.
  KYC_FRONT_CHECKING: { code: 409300 },
  KYC_BACK_CHECKING: { code: 409301 },
  KYC_FACE_CHECKING: { code: 409302 },

  // Decision, offer, confirmation and payout (underwriting, loans and payments modules).
  ORDER_NOT_APPROVED: { code: 409500 },
  OFFER_EXPIRED: { code: 409501 },
  CANNOT_CANCEL: { code: 409502 },
  PAYOUT_NOT_FAILED: { code: 409503 },
  REAPPLY_TOO_SOON: { code: 409504 },
  BANK_ACCOUNT_LOCKED: { code: 409505 },
  /** A loan confirmed on an old sign-in needs a fresh one-time code first (ADR 048). */
  VERIFY_CODE_REQUIRED: { code: 403500 },

  // The staff API (ADR 019), with the same envelope as the borrower's (ADR 024).
  STAFF_UNAUTHORIZED: { code: 401600 },
  /** Signed in or keyed, but the route's permission is not held (ADR 074). */
  STAFF_FORBIDDEN: { code: 403610 },
  /** The principal acts on other markets than this server's (ADR 074). */
  STAFF_OTHER_MARKET: { code: 403611 },
  NOT_REFERRED: { code: 409600 },

  // Staff accounts, sign-in and console sessions (issue 22, ADR 072). One answer for every
  // failed sign-in, so the answers never tell which accounts exist.
  STAFF_SIGN_IN_FAILED: { code: 401601 },
  STAFF_SESSION_EXPIRED: { code: 401602 },
  STAFF_CSRF: { code: 403600 },
  STAFF_TOO_MANY_ATTEMPTS: { code: 429600 },
  STAFF_PASSWORD_WEAK: { code: 400600 },
  STAFF_ENROLMENT_INVALID: { code: 400601 },
  STAFF_CODE_INVALID: { code: 400602 },
  STAFF_EMAIL_TAKEN: { code: 409601 },
  // Four-eyes requests (issue 22, ADR 076).
  APPROVAL_ALREADY_PENDING: { code: 409660 },
  APPROVAL_OWN_REQUEST: { code: 409661 },
  APPROVAL_DECIDED: { code: 409662 },
  APPROVAL_NOT_PERMITTED: { code: 403660 },
  // Four-eyes money actions on a loan (issue 22, ADR 079): the object changed before the run.
  MONEY_NOT_HELD: { code: 409663 },
  LOAN_NOT_OPEN: { code: 409664 },
  LOAN_NOT_OVERDUE: { code: 409665 },
  PAYMENT_ALREADY_RECORDED: { code: 409666 },
  // The reconciliation queue (issue 22, ADR 086): a mismatch resolved before.
  MISMATCH_RESOLVED: { code: 409680 },
  // Bureau reporting files (issue 24, ADR 100, 101).
  BUREAU_FILE_NOT_SENDABLE: { code: 409690 },
  BUREAU_FILE_IN_FLIGHT: { code: 409691 },
  BUREAU_PERIOD_NOT_ENDED: { code: 409692 },
  // The collections desk (issue 22, ADR 087): contact hours and one message a day.
  COLLECTIONS_OUTSIDE_HOURS: { code: 409670 },
  REMINDER_ALREADY_SENT: { code: 409671 },
  ROLLOVER_OFFER_ALREADY_SENT: { code: 409672 },

  // Repayment (issue 10).
  NOT_REPAYABLE: { code: 409700 },
  COLLECTIONS_UNAVAILABLE: { code: 503700 },
  CHANNEL_NOT_OFFERED: { code: 409701 },

  // Repayment proofs (issue 11, ADR 038): a review of a proof already reviewed.
  PROOF_REVIEWED: { code: 409750 },

  // Rollover (issue 11, ADR 037).
  EXTENSION_LOAN_CLOSED: { code: 409710 },
  EXTENSION_NOT_OFFERED: { code: 409711 },
  EXTENSION_LIMIT_REACHED: { code: 409712 },

  // Customer care and account deletion (issue 12, ADR 044).
  COMPLAINT_ANSWERED: { code: 409800 },
  DELETION_LOAN_OPEN: { code: 409801 },
  DELETION_APPLICATION_OPEN: { code: 409802 },

  // The borrower's own data: correction and staff's handling (issue 24, ADR 103).
  DATA_CORRECTION_NOT_LOCKED: { code: 409810 },
  DATA_CORRECTION_PENDING: { code: 409811 },
  DATA_REQUEST_HANDLED: { code: 409812 },
  DATA_REQUEST_EXTENDED: { code: 409813 },

  // Coupons and the lottery draw (issue 12, ADR 045).
  DRAW_NOT_OFFERED: { code: 409900 },

  // Credit bureau consent (issue 24, ADR 102): no submit without it.
  BUREAU_CONSENT_REQUIRED: { code: 409950 },
  BUREAU_CONSENT_CLOSED: { code: 409951 },
} as const satisfies Record<string, { code: number }>;

export type ErrorName = keyof typeof ERRORS;

export const OK_CODE = 0;

/** The codes that end a session on the client: clear storage, native logout, go home. */
export const SESSION_CODES: readonly number[] = [
  ERRORS.NOT_LOGGED_IN.code,
  ERRORS.TOKEN_EXPIRED.code,
  ERRORS.LOGGED_IN_ELSEWHERE.code,
  ERRORS.TOKEN_INVALID.code,
];

const BY_CODE = new Map<number, ErrorName>(
  (Object.keys(ERRORS) as ErrorName[]).map((name) => [ERRORS[name].code, name]),
);

export function errorNameForCode(code: number): ErrorName | undefined {
  return BY_CODE.get(code);
}

export function isSessionCode(code: number): boolean {
  return SESSION_CODES.includes(code);
}

/**
 * The HTTP status an error travels with: 401 for the spec's session codes, else the first three
 * digits of its code. Derived, not listed beside each code: the web app, which carries the
 * table, never needs the status, and one rule cannot drift from the codes.
 */
export function httpStatusOf(name: ErrorName): number {
  const { code } = ERRORS[name];
  return isSessionCode(code) ? 401 : Math.floor(code / 1000);
}

/** A field-level problem: the field's name in the request and a message key. */
export interface FieldError {
  field: string;
  key: string;
  /** Placeholder values of the message ("the minimum repayment is {minimum}"), already formatted. */
  params?: Record<string, string | number>;
}

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}
