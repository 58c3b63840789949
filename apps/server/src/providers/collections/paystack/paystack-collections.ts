import { isUssdBankType } from '@lendline/domain';
import { isValidHmacSha512, readHeader } from '../../payout/webhook-signature.ts';
import { callVendor, parseJsonOrNull, type VendorExchange } from '../../vendor-http.ts';
import type { CollectionsProvider, PaymentConfirmation, ReceivedPayment } from '../types.ts';
import {
  toAssignResult, toCheckoutResult, toConfirmation, toCustomerCode, toExistingAccount, toNotification, toPayment, toTransactionsPage, toUssdChargeResult,
  type PaystackCollectionsSettings, type VendorFailure,
} from './paystack-collections-fns.ts';

const TIMEOUT_MS = 10_000;
/** A reconciliation window is hours: past this many pages of 100 something is wrong. */
const MAX_PAGES = 500;
const PER_PAGE = 100;
/** How long before its payment a checkout may have been initialized, for the transactions list (see listPayments). */
const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

const transport = (what: string, exchange: { timedOut: boolean }): VendorFailure => ({ ok: false, reason: 'unavailable', detail: `${what}: ${exchange.timedOut ? 'timeout' : 'network error'}` });

/**
 * Paystack collections (Nigeria): a dedicated virtual account per borrower, a hosted checkout
 * for card and transfer, `x-paystack-signature` webhooks (HMAC-SHA512 of the raw body with the
 * secret key), verification by reference before crediting, and the transactions list for
 * reconciliation. Authenticated with the secret key as a bearer token.
 */
export function createPaystackCollections(settings: PaystackCollectionsSettings, timeoutMs = TIMEOUT_MS): CollectionsProvider {
  const headers = { authorization: `Bearer ${settings.secretKey}`, accept: 'application/json' };
  const get = (path: string): Promise<VendorExchange> => callVendor(`${settings.baseUrl}${path}`, { vendor: 'paystack', headers }, timeoutMs);
  const post = (path: string, body: object): Promise<VendorExchange> =>
    callVendor(`${settings.baseUrl}${path}`, { vendor: 'paystack', method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }, timeoutMs);

  return {
    name: 'paystack',

    /**
     * https://paystack.com/docs/payments/dedicated-virtual-accounts/ ("multi-step account
     * assignment"): the customer first (Paystack answers a known email with the same customer),
     * then their active account if they have one, else a new one at the preferred bank. The
     * borrower's serial travels as metadata.
     *
     * Financial-services businesses must validate a customer first
     * (https://paystack.com/docs/identity-verification/validate-customer/): a BVN AND a bank
     * account on it, answered later by a `customeridentification.*` webhook. That does not fit
     * one call and we hold no such account here, so `request.bvn` is not sent; a refusal for an
     * unvalidated customer reaches the caller as `refused` with Paystack's message.
     */
    async assignAccount(request) {
      const customer = await post('/customer', {
        email: request.email, first_name: request.firstName, last_name: request.lastName, phone: `+${request.phone}`,
        metadata: { customer_reference: request.customerReference },
      });
      if (!customer.ok) return transport('customer', customer);
      const code = toCustomerCode(customer.status, parseJsonOrNull(customer.text));
      if ('ok' in code) return code;
      const listed = await get(`/dedicated_account?${new URLSearchParams({ active: 'true', customer: String(code.id) })}`);
      if (!listed.ok) return transport('dedicated accounts', listed);
      const existing = toExistingAccount(listed.status, parseJsonOrNull(listed.text));
      if (existing && 'ok' in existing) return existing;
      if (existing) return { ok: true, value: existing };
      const created = await post('/dedicated_account', { customer: code.code, preferred_bank: settings.preferredBank });
      if (!created.ok) return transport('dedicated account', created);
      return toAssignResult(created.status, parseJsonOrNull(created.text));
    },

    // https://paystack.com/docs/api/transaction/#initialize: kobo, our reference, and where to come back.
    async startCheckout(request) {
      const exchange = await post('/transaction/initialize', {
        email: request.email, amount: request.amount, currency: request.currency, reference: request.reference, callback_url: request.returnUrl,
        channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      });
      if (!exchange.ok) return transport('initialize', exchange);
      return toCheckoutResult(exchange.status, parseJsonOrNull(exchange.text), request.reference);
    },

    /**
     * `POST /charge` with `ussd.type` (ADR 104): kobo as an integer (the doc's sample sends a
     * string; the schema says integer), our reference, and a bank Paystack's enum lists, checked
     * before the call. Completion arrives as `charge.success` and is verified like any other.
     */
    async startUssdCharge(request) {
      if (!isUssdBankType(request.bank)) return { ok: false, reason: 'refused', detail: 'charge: not a USSD bank Paystack supports' };
      if (request.currency !== 'NGN' || !Number.isSafeInteger(request.amount) || request.amount <= 0) return { ok: false, reason: 'refused', detail: 'charge: USSD takes whole kobo in NGN' };
      const exchange = await post('/charge', { email: request.email, amount: request.amount, reference: request.reference, ussd: { type: request.bank }, metadata: { channel: 'paystack_ussd' } });
      if (!exchange.ok) return transport('charge', exchange);
      return toUssdChargeResult(exchange.status, parseJsonOrNull(exchange.text), request.reference);
    },

    readNotification(rawBody, webhookHeaders) {
      if (!settings.secretKey || !isValidHmacSha512(settings.secretKey, rawBody, readHeader(webhookHeaders, 'x-paystack-signature'))) return { kind: 'forged' };
      return toNotification(parseJsonOrNull(rawBody.toString('utf8')));
    },

    async confirmPayment(reference): Promise<PaymentConfirmation> {
      const exchange = await get(`/transaction/verify/${encodeURIComponent(reference)}`);
      if (!exchange.ok) return { state: 'unknown', reason: transport('verify', exchange).detail };
      return toConfirmation(exchange.status, parseJsonOrNull(exchange.text));
    },

    async listPayments(from, to) {
      const payments: ReceivedPayment[] = [];
      // Paystack does not say which instant `from`/`to` select on; if it is creation, a checkout
      // initialized before `from` and paid inside the window would be missed: ask from earlier.
      const createdFrom = new Date(from.getTime() - CHECKOUT_LIFETIME_MS).toISOString();
      for (let page = 1; ; page += 1) {
        if (page > MAX_PAGES) return { ok: false, reason: 'unavailable', detail: `transactions: more than ${MAX_PAGES} pages` };
        const query = new URLSearchParams({ status: 'success', from: createdFrom, to: to.toISOString(), perPage: String(PER_PAGE), page: String(page) });
        const exchange = await get(`/transaction?${query}`);
        if (!exchange.ok) return transport('transactions', exchange);
        const result = toTransactionsPage(exchange.status, parseJsonOrNull(exchange.text));
        if ('ok' in result) return result;
        for (const transaction of result.transactions) {
          // What counts is when it was paid, exactly within [from, to).
          const payment = toPayment(transaction);
          const at = payment ? Date.parse(payment.paidAt) : Number.NaN;
          if (payment && at >= from.getTime() && at < to.getTime()) payments.push(payment);
        }
        const hasMore = result.pageCount === null ? result.transactions.length >= PER_PAGE : page < result.pageCount;
        if (!hasMore || result.transactions.length === 0) break;
      }
      return { ok: true, value: payments };
    },
  };
}
