import { decimalToMinor, type Kobo } from '@lendline/domain';
import type { AssignAccountRequest, AssignedAccount, NotificationReading, PaymentConfirmation, ReceivedPayment, VendorResult } from '../types.ts';
import { toMonnifyInstant } from './monnify-time.ts';

/**
 * Pure mappings of Monnify's collections API (https://developers.monnify.com/api) to our
 * vocabulary; the HTTP calls live in monnify-collections.ts. Every Monnify answer is the
 * envelope `{requestSuccessful, responseMessage, responseCode, responseBody}`.
 */
export interface MonnifySettings {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  contractCode: string;
  /** The one partner bank to reserve with; Moniepoint (50515) is Monnify's default. */
  preferredBankCode?: string;
}

type Envelope = { requestSuccessful?: unknown; responseMessage?: unknown; responseBody?: unknown } | null;
type Fields = Record<string, unknown>;

const bodyOf = (body: unknown): Fields | null => {
  const envelope = body as Envelope;
  const inner = envelope?.requestSuccessful === true ? envelope.responseBody : null;
  return inner && typeof inner === 'object' ? (inner as Fields) : null;
};
const messageOf = (body: unknown) => {
  const message = (body as Envelope)?.responseMessage;
  return typeof message === 'string' ? message : '';
};
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const isBusy = (status: number) => status === 429 || status >= 500;

/** A failed call: the `ok: false` side of VendorResult, always with a detail for the logs. */
export type VendorFailure = { ok: false; reason: 'refused' | 'unavailable'; detail: string };

/** A failed call as our vocabulary: busy or broken is unavailable; any other answer refused our request. */
export function toFailure(what: string, httpStatus: number, body: unknown): VendorFailure {
  const detail = `${what}: ${messageOf(body) || `HTTP ${httpStatus}`}`;
  return { ok: false, reason: isBusy(httpStatus) ? 'unavailable' : 'refused', detail };
}

/** `POST /api/v1/auth/login` (https://developers.monnify.com/api#authentication): the bearer token and its life in seconds. */
export function toLoginResult(httpStatus: number, body: unknown): { token: string; expiresInSeconds: number } | VendorFailure {
  const inner = bodyOf(body);
  const token = text(inner?.accessToken);
  if (httpStatus === 200 && token) {
    const expiresIn = Number(inner?.expiresIn);
    return { token, expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 0 };
  }
  return toFailure('login', httpStatus, body);
}

/** The v2 reserve request: one account at one bank, so every payment to the borrower names one account. */
export function reservedAccountBody(request: AssignAccountRequest, settings: MonnifySettings): Fields {
  const name = `${request.firstName} ${request.lastName}`.trim();
  return {
    accountReference: request.customerReference,
    accountName: name,
    currencyCode: 'NGN',
    contractCode: settings.contractCode,
    customerEmail: request.email,
    customerName: name,
    ...(request.bvn ? { bvn: request.bvn } : {}),
    getAllAvailableBanks: false,
    preferredBanks: [settings.preferredBankCode ?? '50515'],
  };
}

/**
 * Monnify refuses a second reserve with the same accountReference (and a second account for
 * the same customer, R42 "You cannot reserve more than 1 account(s) for a customer"): the
 * account exists, and GET /api/v2/bank-transfer/reserved-accounts/{accountReference} reads it.
 */
const isAlreadyReserved = (message: string) => /same reference|already (been )?(exist|reserved)|cannot reserve more than/i.test(message);

/**
 * `POST` or `GET /api/v2/bank-transfer/reserved-accounts` (https://developers.monnify.com/api#reserved-accounts):
 * the first of `accounts` (we ask for one bank), 'exists' for a repeat of our reference.
 */
export function toAssignResult(httpStatus: number, body: unknown): VendorResult<AssignedAccount> | 'exists' {
  const accounts = bodyOf(body)?.accounts;
  const first = Array.isArray(accounts) ? (accounts[0] as Fields | undefined) : undefined;
  const accountNumber = text(first?.accountNumber);
  if (httpStatus === 200 && first && accountNumber) {
    return { ok: true, value: { accountNumber, bankName: text(first.bankName) ?? '', accountName: text(first.accountName) ?? '' } };
  }
  if (httpStatus >= 400 && httpStatus < 500 && isAlreadyReserved(messageOf(body))) return 'exists';
  if (httpStatus === 200) return { ok: false, reason: 'unavailable', detail: 'reserve: answer without an account' };
  return toFailure('reserve', httpStatus, body);
}

/**
 * Where a Monnify payment was sent: the reserved account it reached (the webhook's
 * `destinationAccountInformation`), a reserved account known only by our accountReference
 * (`product.reference` when `product.type` is RESERVED_ACCOUNT: the caller looks its number
 * up), or otherwise our own paymentReference (a one-time checkout).
 */
export type MonnifyTarget = ReceivedPayment['target'] | { kind: 'reserved'; accountReference: string };

export function toTarget(transaction: Fields): MonnifyTarget | null {
  const destination = transaction.destinationAccountInformation as Fields | undefined;
  const accountNumber = text(destination?.accountNumber);
  if (accountNumber) return { kind: 'account', accountNumber };
  const product = transaction.product as Fields | undefined;
  if (product?.type === 'RESERVED_ACCOUNT') {
    const accountReference = text(product.reference);
    return accountReference ? { kind: 'reserved', accountReference } : null;
  }
  const reference = text(transaction.paymentReference);
  return reference ? { kind: 'reference', reference } : null;
}

/** A PAID transaction's figures (webhook eventData or v2 status body), before its target is settled. */
export function toPaidFigures(transaction: Fields): (Omit<ReceivedPayment, 'target'> & { target: MonnifyTarget }) | null {
  if (transaction.paymentStatus !== 'PAID') return null;
  const providerReference = text(transaction.transactionReference);
  // Monnify settles naira only; `amountPaid` is naira as decimal text ("4500.50").
  const amount: Kobo | null = decimalToMinor(transaction.amountPaid, 'NGN');
  const currency = text(transaction.currency ?? transaction.currencyCode)?.toUpperCase();
  const paidAt = toMonnifyInstant(transaction.paidOn ?? transaction.completedOn);
  const target = toTarget(transaction);
  if (!providerReference || amount === null || !currency || !paidAt || !target) return null;
  return { providerReference, amount, currency, paidAt, target };
}

/**
 * A verified notification (https://developers.monnify.com/docs/webhooks/event-types): only
 * SUCCESSFUL_TRANSACTION with paymentStatus PAID is money in. A reserved-account payment
 * always carries destinationAccountInformation; one that does not cannot be placed without a
 * lookup, so it is left to reconciliation (listPayments) rather than guessed.
 */
export function toNotification(body: unknown): NotificationReading {
  const parsed = body as { eventType?: unknown; eventData?: unknown } | null;
  if (parsed?.eventType !== 'SUCCESSFUL_TRANSACTION' || !parsed.eventData || typeof parsed.eventData !== 'object') return { kind: 'ignored' };
  const figures = toPaidFigures(parsed.eventData as Fields);
  if (!figures || figures.target.kind === 'reserved') return { kind: 'ignored' };
  return { kind: 'payment', payment: { ...figures, target: figures.target } };
}

/**
 * `GET /api/v2/transactions/{transactionReference}` (https://developers.monnify.com/api#get-transaction-status):
 * the transaction when PAID, not_paid for any other status (PENDING, FAILED, EXPIRED, ...) or a
 * reference Monnify does not know, unknown when it could not say.
 */
export function toStatusResult(httpStatus: number, body: unknown): { paid: Fields } | PaymentConfirmation {
  const inner = bodyOf(body);
  if (httpStatus === 200 && inner) return inner.paymentStatus === 'PAID' ? { paid: inner } : { state: 'not_paid' };
  if (httpStatus === 404 || (httpStatus === 400 && /not (be )?found|could not find|does not exist/i.test(messageOf(body)))) return { state: 'not_paid' };
  return { state: 'unknown', reason: `status: ${messageOf(body) || `HTTP ${httpStatus}`}` };
}

/**
 * One page of `GET /api/v1/transactions/search` (https://developers.monnify.com/api#search-transactions),
 * a Spring page: `content`, `last`, `totalPages`. Only the references are taken: each is then
 * read through the status call, whose shape (with `product`) places the payment.
 */
export function toSearchPage(httpStatus: number, body: unknown): { references: string[]; isLast: boolean } | VendorFailure {
  const inner = bodyOf(body);
  if (httpStatus !== 200 || !inner || !Array.isArray(inner.content)) return toFailure('search', httpStatus, body);
  const references = (inner.content as Fields[]).filter((t) => t.paymentStatus === 'PAID').map((t) => text(t.transactionReference)).filter((r): r is string => r !== null);
  const page = Number(inner.number ?? (inner.pageable as Fields | undefined)?.pageNumber);
  const isLast = inner.last === true || inner.content.length === 0 || (Number.isFinite(page) && page + 1 >= Number(inner.totalPages));
  return { references, isLast };
}
