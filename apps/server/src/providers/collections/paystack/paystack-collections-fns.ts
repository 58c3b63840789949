import type { AssignedAccount, Checkout, NotificationReading, PaymentConfirmation, ReceivedPayment, UssdCharge, VendorResult } from '../types.ts';

/**
 * Pure mappings of Paystack's collections API (https://paystack.com/docs/api/) to our
 * vocabulary; the HTTP calls live in paystack-collections.ts. Every answer is the envelope
 * `{status: true | false, message, data}`, and amounts are already integer kobo.
 */
export interface PaystackCollectionsSettings {
  baseUrl: string;
  secretKey: string;
  /** Bank slug of dedicated accounts: `wema-bank` or `titan-paystack` live, `test-bank` with test keys. */
  preferredBank: string;
}

type Fields = Record<string, unknown>;
export type VendorFailure = { ok: false; reason: 'refused' | 'unavailable'; detail: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const objectOf = (value: unknown): Fields | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null);
const dataOf = (body: unknown): Fields | null => {
  const parsed = objectOf(body);
  return parsed?.status === true ? objectOf(parsed.data) : null;
};
const messageOf = (body: unknown) => text(objectOf(body)?.message) ?? '';

export function toFailure(what: string, httpStatus: number, body: unknown): VendorFailure {
  return { ok: false, reason: httpStatus === 429 || httpStatus >= 500 ? 'unavailable' : 'refused', detail: `${what}: ${messageOf(body) || `HTTP ${httpStatus}`}` };
}

const is2xx = (status: number) => status >= 200 && status < 300;

/** `POST /customer` (and a repeat for the same email, which Paystack answers with the same customer). */
export function toCustomerCode(httpStatus: number, body: unknown): { code: string; id: number } | VendorFailure {
  const data = dataOf(body);
  const code = text(data?.customer_code);
  const id = typeof data?.id === 'number' && Number.isSafeInteger(data.id) ? data.id : null;
  if (is2xx(httpStatus) && code && id !== null) return { code, id };
  return is2xx(httpStatus) ? { ok: false, reason: 'unavailable', detail: 'customer: answer without a customer code' } : toFailure('customer', httpStatus, body);
}

/** A dedicated account as `POST /dedicated_account` or `GET /dedicated_account?customer=` answer it. */
export function toAccount(account: Fields | null): AssignedAccount | null {
  const accountNumber = text(account?.account_number);
  const bankName = text(objectOf(account?.bank)?.name);
  const accountName = text(account?.account_name);
  return accountNumber && bankName && accountName ? { accountNumber, bankName, accountName } : null;
}

export function toAssignResult(httpStatus: number, body: unknown): VendorResult<AssignedAccount> {
  const account = is2xx(httpStatus) ? toAccount(dataOf(body)) : null;
  if (account) return { ok: true, value: account };
  return is2xx(httpStatus) ? { ok: false, reason: 'unavailable', detail: 'dedicated account: answer without an account' } : toFailure('dedicated account', httpStatus, body);
}

/**
 * `GET /dedicated_account?active=true&customer=<customer id>` (https://paystack.com/docs/api/dedicated-virtual-account/#list):
 * the active account already assigned (asking twice gives the same one), null when there is
 * none yet. An unreadable answer is a failure, not "none": creating on a guess could give the
 * borrower a second account.
 */
export function toExistingAccount(httpStatus: number, body: unknown): AssignedAccount | null | VendorFailure {
  const parsed = objectOf(body);
  if (!is2xx(httpStatus)) return toFailure('dedicated accounts', httpStatus, body);
  if (parsed?.status !== true || !Array.isArray(parsed.data)) return { ok: false, reason: 'unavailable', detail: 'dedicated accounts: answer without a list' };
  const active = (parsed.data as unknown[]).map(objectOf).find((a) => a?.active !== false && toAccount(a));
  return toAccount(active ?? null);
}

export function toCheckoutResult(httpStatus: number, body: unknown, reference: string): VendorResult<Checkout> {
  const url = text(dataOf(body)?.authorization_url);
  if (is2xx(httpStatus) && url) return { ok: true, value: { url, reference } };
  return toFailure('initialize', httpStatus, body);
}

/**
 * `POST /charge` with `ussd` (https://paystack.com/docs/payments/payment-channels/#ussd): only
 * `pay_offline` with a code is a charge the borrower can complete; any other status (send_otp,
 * failed, …) is not one we can show, so the caller is told the vendor is unavailable.
 */
export function toUssdChargeResult(httpStatus: number, body: unknown, reference: string): VendorResult<UssdCharge> {
  const data = dataOf(body);
  const ussdCode = text(data?.ussd_code);
  if (is2xx(httpStatus) && data?.status === 'pay_offline' && ussdCode && /^\*[0-9*]+#$/.test(ussdCode)) return { ok: true, value: { ussdCode, reference } };
  if (is2xx(httpStatus)) return { ok: false, reason: 'unavailable', detail: `charge: status ${text(data?.status) ?? 'missing'}, no code to dial` };
  return toFailure('charge', httpStatus, body);
}

const isInstant = (value: string | null): value is string => value !== null && /(Z|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * A successful transaction (webhook `data`, verify `data`, or a listed one) as a payment.
 * A transfer into a dedicated account is `channel: dedicated_nuban` and names the receiving
 * account (https://paystack.com/docs/payments/dedicated-virtual-accounts/, "Get notified");
 * anything else was a checkout of ours, named by its reference.
 */
export function toPayment(transaction: Fields): ReceivedPayment | null {
  if (transaction.status !== 'success') return null;
  const reference = text(transaction.reference);
  const amount = typeof transaction.amount === 'number' && Number.isSafeInteger(transaction.amount) && transaction.amount >= 0 ? transaction.amount : null;
  const currency = text(transaction.currency)?.toUpperCase();
  const paid = text(transaction.paid_at) ?? text(transaction.paidAt);
  if (!reference || amount === null || !currency || !isInstant(paid)) return null;
  const authorization = objectOf(transaction.authorization);
  const channel = text(authorization?.channel) ?? text(transaction.channel);
  const paidAt = new Date(paid).toISOString();
  if (channel === 'dedicated_nuban') {
    const accountNumber = text(authorization?.receiver_bank_account_number) ?? text(objectOf(transaction.metadata)?.receiver_account_number);
    return accountNumber ? { providerReference: reference, amount, currency, paidAt, target: { kind: 'account', accountNumber } } : null;
  }
  // A card charge whose authorisation Paystack marks reusable (https://paystack.com/docs/payments/recurring-charges/).
  const reusableCard = channel === 'card' && authorization?.reusable === true ? { reusableCard: true as const } : {};
  return { providerReference: reference, amount, currency, paidAt, target: { kind: 'reference', reference }, ...reusableCard };
}

/** A verified webhook (https://paystack.com/docs/payments/webhooks/): `charge.success` is money in, the rest is not ours to act on. */
export function toNotification(body: unknown): NotificationReading {
  const parsed = objectOf(body);
  const data = objectOf(parsed?.data);
  if (parsed?.event !== 'charge.success' || !data) return { kind: 'ignored' };
  const payment = toPayment(data);
  return payment ? { kind: 'payment', payment } : { kind: 'ignored' };
}

/**
 * `GET /transaction/verify/:reference` (https://paystack.com/docs/api/transaction/#verify):
 * paid only when `success`; another status (abandoned, failed, ongoing) or an unknown reference
 * is not paid; anything else leaves us not knowing.
 */
export function toConfirmation(httpStatus: number, body: unknown): PaymentConfirmation {
  const data = dataOf(body);
  if (httpStatus === 200 && data) {
    if (data.status !== 'success') return { state: 'not_paid' };
    const payment = toPayment(data);
    return payment ? { state: 'paid', payment } : { state: 'unknown', reason: 'verify: success without readable figures' };
  }
  if (httpStatus === 404 || (httpStatus === 400 && /not found/i.test(messageOf(body)))) return { state: 'not_paid' };
  return { state: 'unknown', reason: `verify: ${messageOf(body) || `HTTP ${httpStatus}`}` };
}

/**
 * `GET /transaction?status=success&from&to&page&perPage` (https://paystack.com/docs/api/transaction/#list):
 * one page, and the page count its offset-pagination `meta` gives
 * (https://paystack.com/docs/api/pagination/); null when `meta` has none (some documented
 * samples show cursor-style `meta`), and the caller then goes on while pages come back full.
 */
export function toTransactionsPage(httpStatus: number, body: unknown): { transactions: Fields[]; pageCount: number | null } | VendorFailure {
  const parsed = objectOf(body);
  if (httpStatus !== 200 || parsed?.status !== true || !Array.isArray(parsed.data)) return toFailure('transactions', httpStatus, body);
  const pageCount = Number(objectOf(parsed.meta)?.pageCount);
  return { transactions: (parsed.data as unknown[]).map(objectOf).filter((t): t is Fields => t !== null), pageCount: Number.isInteger(pageCount) && pageCount > 0 ? pageCount : null };
}
