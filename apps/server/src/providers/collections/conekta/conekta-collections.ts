import { readHeader } from '../../payout/webhook-signature.ts';
import { callVendor, parseJsonOrNull, type VendorExchange } from '../../vendor-http.ts';
import type { CollectionsProvider, PaymentConfirmation, ReceivedPayment } from '../types.ts';
import {
  CONEKTA_ACCEPT, cashOrderBody, isValidDigest, toCashReferenceResult, toConfirmation, toNotification, toOrderPayment, toOrdersPage,
  type ConektaFailure, type ConektaSettings,
} from './conekta-fns.ts';

const TIMEOUT_MS = 10_000;
/** Conekta's documented maximum page size for lists. */
const PAGE_LIMIT = 250;
/** A reconciliation window is hours: past this many pages something is wrong. */
const MAX_PAGES = 200;

const transport = (what: string, exchange: { timedOut: boolean }): ConektaFailure => ({ ok: false, reason: 'unavailable', detail: `${what}: ${exchange.timedOut ? 'timeout' : 'network error'}` });

/**
 * Conekta (API v2.1) for OXXO: an order with one cash charge per reference, the `order.paid`
 * webhook signed in `digest`, the order read before crediting and the paid-orders list for
 * reconciliation. Conekta keeps only collections here; no account per borrower.
 */
export function createConektaCollections(settings: ConektaSettings, timeoutMs = TIMEOUT_MS): CollectionsProvider {
  const headers = { authorization: `Bearer ${settings.privateKey}`, accept: CONEKTA_ACCEPT };
  const get = (url: string): Promise<VendorExchange> => callVendor(url, { vendor: 'conekta', headers }, timeoutMs);

  return {
    name: 'conekta',

    async createCashReference(request) {
      // OXXO takes pesos only; another currency is our bug, refused before Conekta sees it.
      if (request.currency !== 'MXN') return { ok: false, reason: 'refused', detail: `conekta: OXXO does not take ${request.currency}` };
      const exchange = await callVendor(
        `${settings.baseUrl}/orders`,
        { vendor: 'conekta', method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(cashOrderBody(request)) },
        timeoutMs,
      );
      if (!exchange.ok) return transport('order', exchange);
      return toCashReferenceResult(exchange.status, parseJsonOrNull(exchange.text));
    },

    readNotification(rawBody, webhookHeaders) {
      if (!isValidDigest(settings.webhookPublicKey, rawBody, readHeader(webhookHeaders, 'digest'))) return { kind: 'forged' };
      return toNotification(parseJsonOrNull(rawBody.toString('utf8')));
    },

    /** By Conekta's order id, our providerReference. */
    async confirmPayment(orderId): Promise<PaymentConfirmation> {
      if (!/^[A-Za-z0-9_-]+$/.test(orderId)) return { state: 'not_paid' }; // not an id Conekta could have issued
      const exchange = await get(`${settings.baseUrl}/orders/${orderId}`);
      if (!exchange.ok) return { state: 'unknown', reason: transport('order', exchange).detail };
      return toConfirmation(exchange.status, parseJsonOrNull(exchange.text));
    },

    /**
     * Paid orders with `updated_at.gte` from: paying an order updates it, so every order paid in
     * the window is there, whenever its reference was created; then kept exactly by paid_at.
     */
    async listPayments(from, to) {
      const payments: ReceivedPayment[] = [];
      const query = new URLSearchParams({ payment_status: 'paid', 'updated_at.gte': String(Math.floor(from.getTime() / 1000)), limit: String(PAGE_LIMIT) });
      let url = `${settings.baseUrl}/orders?${query}`;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const exchange = await get(url);
        if (!exchange.ok) return transport('orders', exchange);
        const result = toOrdersPage(exchange.status, parseJsonOrNull(exchange.text));
        if ('ok' in result) return result;
        for (const order of result.orders) {
          const payment = toOrderPayment(order);
          const at = payment ? Date.parse(payment.paidAt) : Number.NaN;
          if (payment && at >= from.getTime() && at < to.getTime()) payments.push(payment);
        }
        const lastId = result.orders.at(-1)?.id;
        if (!result.hasMore || typeof lastId !== 'string') return { ok: true, value: payments };
        // Follow Conekta's next_page_url only on our own API host (the bearer key goes with it).
        url = result.nextPageUrl?.startsWith(`${settings.baseUrl}/`) ? result.nextPageUrl : `${settings.baseUrl}/orders?${new URLSearchParams({ ...Object.fromEntries(query), next: lastId })}`;
      }
      return { ok: false, reason: 'unavailable', detail: `orders: more than ${MAX_PAGES} pages` };
    },
  };
}
