import { callVendor, parseJsonOrNull, type VendorExchange } from '../../vendor-http.ts';
import { readHeader, safeEqual } from '../../payout/webhook-signature.ts';
import type { CollectionsProvider, PaymentConfirmation, ReceivedPayment } from '../types.ts';
import {
  paymentLinkBody, toAssignResult, toCheckoutResult, toConfirmation, toNotification, toPayment, toTransactionsPage, utcDay, virtualAccountBody,
  type FlutterwaveSettings, type VendorFailure,
} from './flutterwave-fns.ts';

const TIMEOUT_MS = 10_000;
/** A reconciliation window is hours, not years: past this many pages something is wrong. */
const MAX_PAGES = 500;

const transport = (what: string, exchange: { timedOut: boolean }): VendorFailure => ({ ok: false, reason: 'unavailable', detail: `${what}: ${exchange.timedOut ? 'timeout' : 'network error'}` });

/**
 * Flutterwave v3 collections: a static virtual account per borrower, a hosted payment link,
 * `verif-hash` webhooks, verification by transaction id before crediting, and the
 * transactions list for reconciliation. Authenticated with the secret key as a bearer token.
 */
export function createFlutterwaveCollections(settings: FlutterwaveSettings, timeoutMs = TIMEOUT_MS): CollectionsProvider {
  const headers = { authorization: `Bearer ${settings.secretKey}`, accept: 'application/json' };
  const get = (path: string): Promise<VendorExchange> => callVendor(`${settings.baseUrl}${path}`, { vendor: 'flutterwave', headers }, timeoutMs);
  const post = (path: string, body: object): Promise<VendorExchange> =>
    callVendor(`${settings.baseUrl}${path}`, { vendor: 'flutterwave', method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }, timeoutMs);

  return {
    name: 'flutterwave',

    async assignAccount(request) {
      const body = virtualAccountBody(request);
      const exchange = await post('/v3/virtual-account-numbers', body);
      if (!exchange.ok) return transport('virtual account', exchange);
      return toAssignResult(exchange.status, parseJsonOrNull(exchange.text), String(body.narration));
    },

    async startCheckout(request) {
      const exchange = await post('/v3/payments', paymentLinkBody(request));
      if (!exchange.ok) return transport('payment link', exchange);
      return toCheckoutResult(exchange.status, parseJsonOrNull(exchange.text), request.reference);
    },

    // https://developer.flutterwave.com/v3.0/docs/webhooks: no signature, the dashboard's secret hash echoed verbatim.
    readNotification(rawBody, webhookHeaders) {
      const given = readHeader(webhookHeaders, 'verif-hash');
      if (!settings.webhookHash || given === undefined || !safeEqual(given, settings.webhookHash)) return { kind: 'forged' };
      return toNotification(parseJsonOrNull(rawBody.toString('utf8')));
    },

    /** By Flutterwave's numeric transaction id (our providerReference); a tx_ref is verified by reference. */
    async confirmPayment(reference): Promise<PaymentConfirmation> {
      const path = /^\d+$/.test(reference)
        ? `/v3/transactions/${reference}/verify`
        : `/v3/transactions/verify_by_reference?${new URLSearchParams({ tx_ref: reference })}`;
      const exchange = await get(path);
      if (!exchange.ok) return { state: 'unknown', reason: transport('verify', exchange).detail };
      return toConfirmation(exchange.status, parseJsonOrNull(exchange.text));
    },

    async listPayments(from, to) {
      const payments: ReceivedPayment[] = [];
      // Flutterwave filters by calendar day in a zone it does not document: ask a day wider each
      // side, then keep exactly [from, to) by each charge's own instant.
      const days = { from: utcDay(from, -1), to: utcDay(to, 1) };
      for (let page = 1; ; page += 1) {
        if (page > MAX_PAGES) return { ok: false, reason: 'unavailable', detail: `transactions: more than ${MAX_PAGES} pages` };
        const exchange = await get(`/v3/transactions?${new URLSearchParams({ ...days, status: 'successful', page: String(page) })}`);
        if (!exchange.ok) return transport('transactions', exchange);
        const result = toTransactionsPage(exchange.status, parseJsonOrNull(exchange.text));
        if ('ok' in result) return result;
        for (const charge of result.charges) {
          const payment = toPayment(charge);
          const at = payment ? Date.parse(payment.paidAt) : Number.NaN;
          if (payment && at >= from.getTime() && at < to.getTime()) payments.push(payment);
        }
        if (page >= result.totalPages || result.charges.length === 0) break;
      }
      return { ok: true, value: payments };
    },
  };
}
