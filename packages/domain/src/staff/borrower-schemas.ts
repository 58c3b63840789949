import * as z from 'zod/mini';

/**
 * The borrower in one view (issue 22, ADR 081): what staff read of one borrower, the search
 * that finds them, the reveal of one masked value and the data-requests queue. Read by the
 * server's borrowers module and by the console.
 */

/** `GET /staff/borrowers?q=`: a full phone number, an order number or a user id. */
export const staffBorrowerSearchQuery = z.object({
  q: z.string('error.staff.borrowerQuery').check(z.trim(), z.minLength(3, 'error.staff.borrowerQuery'), z.maxLength(64, 'error.staff.borrowerQuery')),
});

/**
 * The values the view shows masked and a `borrowers.reveal` holder may see unmasked, one at a
 * time, with a reason (audited as `borrower.reveal`). The ID number the identity check read is
 * not here: it is stored only masked and hashed (kyc, ADR 081), so nobody can reveal it.
 */
export const REVEAL_FIELDS = ['phone', 'whatsappNo', 'sparePhone', 'bvn', 'curp', 'rfc', 'nss', 'accountNumber'] as const;
export type RevealField = (typeof REVEAL_FIELDS)[number];

export const staffRevealSchema = z.object({
  field: z.enum(REVEAL_FIELDS, 'error.staff.revealField'),
  /** Why the person needs to see it: kept in the audit trail. */
  reason: z.string('error.staff.reason').check(z.trim(), z.minLength(3, 'error.staff.reason'), z.maxLength(500, 'error.staff.reason')),
});
export type StaffReveal = z.output<typeof staffRevealSchema>;

/**
 * A document image's sight is recorded whatever the reason (`document.reveal`); the console
 * says where it was opened (a referral, the one view), so a reviewer is not asked each time.
 */
export const staffDocumentRevealSchema = z.object({
  reason: z.optional(z.string('error.staff.reason').check(z.trim(), z.minLength(3, 'error.staff.reason'), z.maxLength(500, 'error.staff.reason'))),
});

export interface StaffRevealed {
  field: RevealField;
  value: string;
}

export interface StaffBorrowerMatch {
  userId: string;
  maskedPhone: string;
  market: string;
  registeredAt: string;
  /** When the account was closed (a deletion request); null while open. */
  closedAt: string | null;
}

export interface StaffBorrowerDocument {
  /** The id the reveal route takes; never a storage path. */
  documentId: string;
  /** front | back | face */
  kind: string;
  /** checking | checked | rejected */
  status: string;
  uploadedAt: string;
  byteSize: number;
  width: number;
  height: number;
}

export interface StaffBorrowerProfile {
  name: string | null;
  /** The personal and work steps' answers that identify nobody (no contact, no identity number). */
  details: Record<string, string>;
  /** Each revealable value masked; null when the borrower never gave it. */
  masked: Record<RevealField, string | null>;
}

export interface StaffBorrowerDecision {
  orderNo: string | null;
  outcome: string;
  score: number;
  reasons: string[];
  decidedBy: string;
  staffNote: string | null;
  decidedAt: string;
  retryAfter: string | null;
}

export interface StaffBorrowerPayment {
  paidAt: string;
  amount: number;
  /** What of it went to the loan (the rest: credit). */
  applied: number;
  /** The channel's provider (bank transfer vendor, card, proof). */
  channel: string;
}

export interface StaffBorrowerLoan {
  orderNo: string;
  status: number;
  productName: string | null;
  currency: string;
  amount: number | null;
  tenureDays: number | null;
  totalRepayable: number | null;
  dueDate: string | null;
  createdAt: string;
  /** The repayment schedule as the borrower sees it today; null before disbursal. */
  schedule: unknown;
  /** The ledger statement's lines; null before disbursal. */
  statement: unknown;
  payments: StaffBorrowerPayment[];
}

/** An SMS sent to the borrower. Never a one-time code: `text` has every code masked. */
export interface StaffBorrowerSms {
  /** code: a one-time code was sent (its text is never kept); reminder: a reminder or receipt; outbox: the sandbox's record of a text. */
  source: 'code' | 'reminder' | 'outbox';
  kind: string;
  state: string | null;
  at: string;
  text: string | null;
}

export interface StaffBorrowerMessage {
  id: string;
  kind: string;
  orderNo: string | null;
  title: string;
  body: string;
  createdAt: string;
  readAt: string | null;
}

/** A later page of the borrower's SMS (issue 22): older than the page before, newest first. */
export interface StaffBorrowerSmsPage {
  sms: StaffBorrowerSms[];
  nextCursor: string | null;
}

/** A later page of the borrower's inbox. */
export interface StaffBorrowerMessagesPage {
  messages: StaffBorrowerMessage[];
  nextPage: number | null;
}

export interface StaffDataRequest {
  id: string;
  userId: string;
  kind: DataRequestKind;
  /** done: erased at once (what may be kept is kept until keepUntil); refused: an open loan or application. */
  state: 'done' | 'refused';
  refusal: string | null;
  erased: string[];
  kept: string[];
  keepUntil: string | null;
  requestedAt: string;
  /** Whole days since the request (the queue's age). */
  ageDays: number;
}

/** What a borrower can ask of their data; only deletion exists yet (ADR 081). */
export const DATA_REQUEST_KINDS = ['deletion', 'export', 'correction'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export interface StaffDataRequests {
  kinds: { kind: DataRequestKind; available: boolean }[];
  requests: StaffDataRequest[];
  counts: { done: number; refused: number };
}

export interface StaffBorrowerView {
  account: StaffBorrowerMatch;
  profile: StaffBorrowerProfile | null;
  /** The identity check that passed: the ID number only masked (it is stored no other way). */
  identity: { idType: string; idNumberMasked: string; verifiedAt: string } | null;
  /** The payout account, masked by the banking module. */
  bankAccount: Record<string, unknown> | null;
  documents: StaffBorrowerDocument[];
  decisions: StaffBorrowerDecision[];
  loans: StaffBorrowerLoan[];
  /** The inbox's first page (newest first); messagesNextPage asks GET /staff/borrowers/:userId/messages?page= for more. */
  messages: StaffBorrowerMessage[];
  messagesNextPage: number | null;
  /** The newest SMS; smsNextCursor asks GET /staff/borrowers/:userId/sms?cursor= for older ones (null: none). */
  sms: StaffBorrowerSms[];
  smsNextCursor: string | null;
  complaints: unknown[];
  dataRequests: StaffDataRequest[];
  attribution: Record<string, unknown> | null;
}

const CODE_LIKE = /(?<!\d|\d[.,])\d{4,8}(?!\d|[.,]\d)/g;

/**
 * An SMS text with every group of 4 to 8 digits masked: a one-time code (6 digits) never
 * reaches staff. Amounts keep their shape ("₦12,500.00": groups of 2 and 3, or joined by
 * separators) and are left; a bare four-digit amount is masked too, a price worth paying.
 */
export function maskCodes(text: string): string {
  return text.replace(CODE_LIKE, (digits) => '•'.repeat(digits.length));
}

/** What staff see of an identifier: its last 4 characters. */
export function maskTail(value: string): string {
  const clean = value.trim();
  if (clean.length <= 4) return '*'.repeat(clean.length);
  return `${'*'.repeat(clean.length - 4)}${clean.slice(-4)}`;
}
