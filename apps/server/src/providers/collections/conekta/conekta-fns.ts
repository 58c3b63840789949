import { createVerify } from 'node:crypto';
import type { CashReference, CashReferenceRequest, NotificationReading, PaymentConfirmation, ReceivedPayment, VendorResult } from '../types.ts';

/**
 * Pure mappings of Conekta's API v2.1 (https://developers.conekta.com/reference) for OXXO cash
 * references: an order with one cash charge, its `order.paid` webhook and its reads. Amounts are
 * already integer centavos at Conekta. The HTTP calls live in conekta-collections.ts.
 */
export interface ConektaSettings {
  baseUrl: string;
  /** The private API key (key_…), sent as a bearer token. */
  privateKey: string;
  /** PEM from `POST /webhook_keys`: verifies the `digest` header of webhooks. */
  webhookPublicKey: string;
}

export const CONEKTA_ACCEPT = 'application/vnd.conekta-v2.1.0+json';

type Fields = Record<string, unknown>;
export type ConektaFailure = { ok: false; reason: 'refused' | 'unavailable'; detail: string };

const objectOf = (value: unknown): Fields | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const epochSecondsToIso = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? new Date(value * 1000).toISOString() : null);
/** An order's charges come as a list object `{object: 'list', data: [...]}`. */
const chargesOf = (order: Fields): Fields[] => {
  const data = objectOf(order.charges)?.data;
  return Array.isArray(data) ? data.map(objectOf).filter((c): c is Fields => c !== null) : [];
};

/** Conekta's error `{type, details: [{message, code}]}`: 4xx is our request, 5xx and 429 theirs. */
export function toFailure(what: string, httpStatus: number, body: unknown): ConektaFailure {
  const parsed = objectOf(body);
  const detail = Array.isArray(parsed?.details) ? text(objectOf(parsed.details[0])?.message) : null;
  return { ok: false, reason: httpStatus === 429 || httpStatus >= 500 ? 'unavailable' : 'refused', detail: `${what}: ${detail ?? text(parsed?.type) ?? `HTTP ${httpStatus}`}` };
}

/**
 * `POST /orders` with one cash charge (https://developers.conekta.com/reference/createorder,
 * cash payment method type `cash`, `expires_at` in epoch seconds). Our reference travels in
 * `metadata`, which Conekta returns on the order and in its webhooks.
 */
export function cashOrderBody(request: CashReferenceRequest): Fields {
  return {
    currency: 'MXN',
    customer_info: { name: request.name, email: request.email, phone: `+${request.phone}` },
    line_items: [{ name: `Lendline ${request.reference}`, unit_price: request.amount, quantity: 1 }],
    charges: [{ payment_method: { type: 'cash', expires_at: Math.floor(Date.parse(request.expiresAt) / 1000) } }],
    metadata: { reference: request.reference },
  };
}

/** The created order: the cash charge's `reference` is what the OXXO cashier types, `barcode_url` its barcode. */
export function toCashReferenceResult(httpStatus: number, body: unknown): VendorResult<CashReference> {
  const order = objectOf(body);
  if (httpStatus < 200 || httpStatus >= 300 || !order) return toFailure('order', httpStatus, body);
  const method = objectOf(chargesOf(order)[0]?.payment_method);
  const id = text(order.id);
  const reference = text(method?.reference);
  const expiresAt = epochSecondsToIso(method?.expires_at);
  if (!id || !reference || !expiresAt) return { ok: false, reason: 'unavailable', detail: 'order: answer without a cash reference' };
  return { ok: true, value: { payableReference: reference, barcodeUrl: text(method?.barcode_url), expiresAt, providerReference: id } };
}

/** A paid order as a payment: Conekta's figures, its paid charge's `paid_at`, our metadata reference. */
export function toOrderPayment(order: Fields): ReceivedPayment | null {
  if (order.payment_status !== 'paid') return null;
  const id = text(order.id);
  const amount = typeof order.amount === 'number' && Number.isSafeInteger(order.amount) && order.amount >= 0 ? order.amount : null;
  const currency = text(order.currency)?.toUpperCase();
  const paidAt = epochSecondsToIso(chargesOf(order).find((c) => c.status === 'paid')?.paid_at);
  const reference = text(objectOf(order.metadata)?.reference);
  if (!id || amount === null || !currency || !paidAt || !reference) return null;
  return { providerReference: id, amount, currency, paidAt, target: { kind: 'reference', reference } };
}

/**
 * The `digest` header is Conekta's RSA-SHA256 signature of the raw body, base64, verified with
 * the webhook key's public key (https://developers.conekta.com/docs/autenticación-webhooks).
 */
export function isValidDigest(publicKeyPem: string, rawBody: Buffer, digest: string | undefined): boolean {
  if (!digest || !publicKeyPem) return false;
  try {
    return createVerify('RSA-SHA256').update(rawBody).verify(publicKeyPem, digest, 'base64');
  } catch {
    return false; // an unreadable key or signature is not a valid signature
  }
}

/**
 * A verified event (https://developers.conekta.com/docs/order): `order.paid` carries the
 * order with our metadata. `charge.paid` for the same money is ignored: its charge lacks the
 * metadata, and acting on one event per payment is enough (the order id dedupes anyway).
 */
export function toNotification(body: unknown): NotificationReading {
  const event = objectOf(body);
  const order = objectOf(objectOf(event?.data)?.object);
  if (event?.type !== 'order.paid' || !order) return { kind: 'ignored' };
  const payment = toOrderPayment(order);
  return payment ? { kind: 'payment', payment } : { kind: 'ignored' };
}

/** `GET /orders/{id}` (https://developers.conekta.com/reference/getorderbyid): paid, or not (pending_payment, expired…). */
export function toConfirmation(httpStatus: number, body: unknown): PaymentConfirmation {
  const order = objectOf(body);
  if (httpStatus === 200 && order) {
    if (order.payment_status !== 'paid') return { state: 'not_paid' };
    const payment = toOrderPayment(order);
    return payment ? { state: 'paid', payment } : { state: 'unknown', reason: 'order: paid without readable figures' };
  }
  if (httpStatus === 404) return { state: 'not_paid' };
  return { state: 'unknown', reason: toFailure('order', httpStatus, body).detail };
}

/** `GET /orders` (https://developers.conekta.com/reference/getorders): `{data, has_more, next_page_url}`. */
export function toOrdersPage(httpStatus: number, body: unknown): { orders: Fields[]; hasMore: boolean; nextPageUrl: string | null } | ConektaFailure {
  const parsed = objectOf(body);
  if (httpStatus !== 200 || !parsed || !Array.isArray(parsed.data)) return toFailure('orders', httpStatus, body);
  const orders = parsed.data.map(objectOf).filter((o): o is Fields => o !== null);
  return { orders, hasMore: parsed.has_more === true, nextPageUrl: text(parsed.next_page_url) };
}
