import { decimalToMinor, minorToDecimal } from '@lendline/domain';
import type { AssignAccountRequest, AssignedAccount, Checkout, CheckoutRequest, NotificationReading, PaymentConfirmation, ReceivedPayment, VendorResult } from '../types.ts';

/** Flutterwave collects naira for us, and speaks it in major units: `amount: 4500.5`. */
const NAIRA = 'NGN';

/**
 * Pure mappings of Flutterwave's v3 API (https://developer.flutterwave.com/v3.0/reference) to
 * our vocabulary; the HTTP calls live in flutterwave-collections.ts. Every answer is the
 * envelope `{status: 'success' | 'error', message, data}`.
 */
export interface FlutterwaveSettings {
  baseUrl: string;
  secretKey: string;
  /** The "secret hash" set on the dashboard, which Flutterwave echoes in `verif-hash`. */
  webhookHash: string;
}

type Fields = Record<string, unknown>;
export type VendorFailure = { ok: false; reason: 'refused' | 'unavailable'; detail: string };

const dataOf = (body: unknown): Fields | null => {
  const parsed = body as { status?: unknown; data?: unknown } | null;
  return parsed?.status === 'success' && parsed.data && typeof parsed.data === 'object' ? (parsed.data as Fields) : null;
};
const messageOf = (body: unknown) => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
};
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function toFailure(what: string, httpStatus: number, body: unknown): VendorFailure {
  const detail = `${what}: ${messageOf(body) || `HTTP ${httpStatus}`}`;
  return { ok: false, reason: httpStatus === 429 || httpStatus >= 500 ? 'unavailable' : 'refused', detail };
}

/** Flutterwave's examples write Nigerian numbers nationally (08031234567); ours are E.164 digits. */
export function toNationalPhone(phone: string): string {
  return /^234\d{10}$/.test(phone) ? `0${phone.slice(3)}` : phone;
}

/**
 * `POST /v3/virtual-account-numbers` for a static account (https://developer.flutterwave.com/v3.0/docs/ngn-virtual-accounts).
 * `tx_ref` is documented as "returned whenever a transfer is made into the account", so it is
 * how a payment names the borrower; `narration` is the name shown when the account is resolved.
 */
export function virtualAccountBody(request: AssignAccountRequest): Fields {
  return {
    email: request.email,
    is_permanent: true,
    ...(request.bvn ? { bvn: request.bvn } : {}),
    tx_ref: request.customerReference,
    firstname: request.firstName,
    lastname: request.lastName,
    phonenumber: toNationalPhone(request.phone),
    narration: `${request.firstName} ${request.lastName}`.trim(),
  };
}

export function toAssignResult(httpStatus: number, body: unknown, narration: string): VendorResult<AssignedAccount> {
  const data = dataOf(body);
  const accountNumber = text(data?.account_number);
  if (httpStatus >= 200 && httpStatus < 300 && accountNumber) {
    return { ok: true, value: { accountNumber, bankName: text(data?.bank_name) ?? '', accountName: narration } };
  }
  if (httpStatus >= 200 && httpStatus < 300) return { ok: false, reason: 'unavailable', detail: 'virtual account: answer without an account' };
  return toFailure('virtual account', httpStatus, body);
}

/** `POST /v3/payments` (https://developer.flutterwave.com/v3.0/docs/flutterwave-standard-1): amount in major units, as exact decimal text. */
export function paymentLinkBody(request: CheckoutRequest): Fields {
  return { tx_ref: request.reference, amount: minorToDecimal(request.amount, NAIRA), currency: request.currency, redirect_url: request.returnUrl, customer: { email: request.email } };
}

export function toCheckoutResult(httpStatus: number, body: unknown, reference: string): VendorResult<Checkout> {
  const link = text(dataOf(body)?.link);
  if (httpStatus >= 200 && httpStatus < 300 && link) return { ok: true, value: { url: link, reference } };
  return toFailure('payment link', httpStatus, body);
}

/**
 * A successful charge (webhook `data`, verify `data`, or a listed transaction) as a payment.
 * The documented charge carries no destination account number, so the target is its `tx_ref`:
 * our checkout reference, or for a static virtual account the customerReference we set on it.
 */
export function toPayment(charge: Fields): ReceivedPayment | null {
  if (charge.status !== 'successful') return null;
  const id = typeof charge.id === 'number' || typeof charge.id === 'string' ? String(charge.id) : '';
  const amount = decimalToMinor(charge.amount, NAIRA);
  const currency = text(charge.currency)?.toUpperCase();
  const createdAt = text(charge.created_at);
  const paidAt = createdAt && /(Z|[+-]\d{2}:?\d{2})$/.test(createdAt) && !Number.isNaN(Date.parse(createdAt)) ? new Date(createdAt).toISOString() : null;
  const reference = text(charge.tx_ref);
  if (!id || amount === null || !currency || !paidAt || !reference) return null;
  return { providerReference: id, amount, currency, paidAt, target: { kind: 'reference', reference } };
}

/** A verified webhook (https://developer.flutterwave.com/v3.0/docs/webhooks): `charge.completed` and successful is money in. */
export function toNotification(body: unknown): NotificationReading {
  const parsed = body as { event?: unknown; data?: unknown } | null;
  if (parsed?.event !== 'charge.completed' || !parsed.data || typeof parsed.data !== 'object') return { kind: 'ignored' };
  const payment = toPayment(parsed.data as Fields);
  return payment ? { kind: 'payment', payment } : { kind: 'ignored' };
}

/**
 * `GET /v3/transactions/{id}/verify` or `/v3/transactions/verify_by_reference?tx_ref=`
 * (https://developer.flutterwave.com/v3.0/docs/transaction-verification): paid when
 * successful, not_paid for another status or an id Flutterwave does not have.
 */
export function toConfirmation(httpStatus: number, body: unknown): PaymentConfirmation {
  const data = dataOf(body);
  if (httpStatus === 200 && data) {
    if (data.status !== 'successful') return { state: 'not_paid' };
    const payment = toPayment(data);
    return payment ? { state: 'paid', payment } : { state: 'unknown', reason: 'verify: successful without readable figures' };
  }
  if (httpStatus === 404 || ((httpStatus === 400 || httpStatus === 422) && /no transaction|not found/i.test(messageOf(body)))) return { state: 'not_paid' };
  return { state: 'unknown', reason: `verify: ${messageOf(body) || `HTTP ${httpStatus}`}` };
}

/** `GET /v3/transactions` (https://developer.flutterwave.com/v3.0/reference/get-all-transactions): one page and whether more follow. */
export function toTransactionsPage(httpStatus: number, body: unknown): { charges: Fields[]; totalPages: number } | VendorFailure {
  const parsed = body as { status?: unknown; data?: unknown; meta?: { page_info?: { total_pages?: unknown } } } | null;
  if (httpStatus !== 200 || parsed?.status !== 'success' || !Array.isArray(parsed.data)) return toFailure('transactions', httpStatus, body);
  const totalPages = Number(parsed.meta?.page_info?.total_pages);
  return { charges: parsed.data as Fields[], totalPages: Number.isFinite(totalPages) ? totalPages : 1 };
}

/** `YYYY-MM-DD` of a UTC instant moved by whole days: the list's day bounds are widened, then filtered exactly. */
export function utcDay(instant: Date, shiftDays: number): string {
  return new Date(instant.getTime() + shiftDays * 86_400_000).toISOString().slice(0, 10);
}
