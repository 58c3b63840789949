/**
 * Envelope codes. 0 and the four session codes are the spec's (section 8); the rest are ours,
 * grouped by the HTTP status they travel with (first three digits) so they stay unique and
 * readable in logs. Each has a message key in the catalogues (`error.<name>`).
 */
export const ERRORS = {
  NOT_LOGGED_IN: { code: 10010301, http: 401 },
  TOKEN_EXPIRED: { code: 10010303, http: 401 },
  LOGGED_IN_ELSEWHERE: { code: 10010304, http: 401 },
  TOKEN_INVALID: { code: 100103, http: 401 },

  VALIDATION_FAILED: { code: 400100, http: 400 },
  MISSING_TIMESTAMP: { code: 400101, http: 400 },
  BAD_PATH: { code: 400102, http: 400 },
  MALFORMED_BODY: { code: 400103, http: 400 },
  UNSUPPORTED_CONTENT_TYPE: { code: 415100, http: 415 },
  BODY_TOO_LARGE: { code: 413100, http: 413 },
  UNKNOWN_PATH: { code: 404100, http: 404 },
  NOT_FOUND: { code: 404101, http: 404 },
  METHOD_NOT_ALLOWED: { code: 405100, http: 405 },
  RATE_LIMITED: { code: 429100, http: 429 },
  NOT_AVAILABLE_YET: { code: 501100, http: 501 },
  INTERNAL: { code: 500100, http: 500 },

  MOBILE_EMPTY: { code: 400200, http: 400 },
  MOBILE_INVALID: { code: 400201, http: 400 },
  CODE_EMPTY: { code: 400202, http: 400 },
  CODE_INVALID: { code: 400203, http: 400 },
  CODE_TOO_MANY_TRIES: { code: 400204, http: 400 },
  MOBILE_REGISTERED: { code: 409200, http: 409 },
  ACCOUNT_DELETED: { code: 409201, http: 409 },
  SEND_LIMIT_REACHED: { code: 429200, http: 429 },

  // The borrower application and its bank account (application and banking modules).
  NO_OPEN_ORDER: { code: 409400, http: 409 },
  STEP_OUT_OF_ORDER: { code: 409401, http: 409 },
  ORDER_IN_PROGRESS: { code: 409402, http: 409 },
  ORDER_SUBMITTED: { code: 409403, http: 409 },
  BANK_ACCOUNT_REQUIRED: { code: 409404, http: 409 },
  BANK_ACCOUNT_NOT_FOUND: { code: 400400, http: 400 },
  PAYOUT_UNAVAILABLE: { code: 503400, http: 503 },

  // Identity documents and face (kyc module).
  KYC_IMAGE_INVALID: { code: 400300, http: 400 },
  KYC_FRONT_FAILED: { code: 400301, http: 400 },
  KYC_BACK_FAILED: { code: 400302, http: 400 },
  KYC_FRONT_MISSING: { code: 400303, http: 400 },
  KYC_BACK_MISSING: { code: 400304, http: 400 },
  KYC_FACE_MISSING: { code: 400305, http: 400 },
  KYC_FACE_FAILED: { code: 400306, http: 400 },
  KYC_IDENTITY_FAILED: { code: 400307, http: 400 },
  KYC_PROVIDER_UNAVAILABLE: { code: 503300, http: 503 },
  // A photo still in its check (ADR 056): the identity step cannot be finished on it yet.
  KYC_FRONT_CHECKING: { code: 409300, http: 409 },
  KYC_BACK_CHECKING: { code: 409301, http: 409 },
  KYC_FACE_CHECKING: { code: 409302, http: 409 },

  // Decision, offer, confirmation and payout (underwriting, loans and payments modules).
  ORDER_NOT_APPROVED: { code: 409500, http: 409 },
  OFFER_EXPIRED: { code: 409501, http: 409 },
  CANNOT_CANCEL: { code: 409502, http: 409 },
  PAYOUT_NOT_FAILED: { code: 409503, http: 409 },
  REAPPLY_TOO_SOON: { code: 409504, http: 409 },
  BANK_ACCOUNT_LOCKED: { code: 409505, http: 409 },
  /** A loan confirmed on an old sign-in needs a fresh one-time code first (ADR 048). */
  VERIFY_CODE_REQUIRED: { code: 403500, http: 403 },

  // The staff API (ADR 019), with the same envelope as the borrower's (ADR 024).
  STAFF_UNAUTHORIZED: { code: 401600, http: 401 },
  NOT_REFERRED: { code: 409600, http: 409 },

  // Repayment (issue 10).
  NOT_REPAYABLE: { code: 409700, http: 409 },
  COLLECTIONS_UNAVAILABLE: { code: 503700, http: 503 },
  CHANNEL_NOT_OFFERED: { code: 409701, http: 409 },

  // Repayment proofs (issue 11, ADR 038): a review of a proof already reviewed.
  PROOF_REVIEWED: { code: 409750, http: 409 },

  // Rollover (issue 11, ADR 037).
  EXTENSION_LOAN_CLOSED: { code: 409710, http: 409 },
  EXTENSION_NOT_OFFERED: { code: 409711, http: 409 },
  EXTENSION_LIMIT_REACHED: { code: 409712, http: 409 },

  // Customer care and account deletion (issue 12, ADR 044).
  COMPLAINT_ANSWERED: { code: 409800, http: 409 },
  DELETION_LOAN_OPEN: { code: 409801, http: 409 },
  DELETION_APPLICATION_OPEN: { code: 409802, http: 409 },

  // Coupons and the lottery draw (issue 12, ADR 045).
  DRAW_NOT_OFFERED: { code: 409900, http: 409 },
} as const satisfies Record<string, { code: number; http: number }>;

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
