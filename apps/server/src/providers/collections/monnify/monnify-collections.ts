import { parseJsonOrNull, type VendorExchange } from '../../vendor-http.ts';
import { isValidHmacSha512, readHeader } from '../../payout/webhook-signature.ts';
import type { AssignedAccount, CollectionsProvider, PaymentConfirmation, ReceivedPayment, VendorResult } from '../types.ts';
import { createMonnifyAuth } from './monnify-auth.ts';
import { reservedAccountBody, toAssignResult, toNotification, toPaidFigures, toSearchPage, toStatusResult, type MonnifySettings, type VendorFailure } from './monnify-fns.ts';

const TIMEOUT_MS = 10_000;
const PAGE_SIZE = 100;
/** A reconciliation window is hours, not years: past this many pages something is wrong. */
const MAX_PAGES = 200;

const isFailure = (x: VendorExchange | VendorFailure): x is VendorFailure => 'reason' in x;
const transport = (what: string, exchange: { timedOut: boolean }): VendorFailure => ({ ok: false, reason: 'unavailable', detail: `${what}: ${exchange.timedOut ? 'timeout' : 'network error'}` });

/**
 * Monnify collections (https://developers.monnify.com/api): a reserved account per borrower
 * (v2), signed SUCCESSFUL_TRANSACTION notifications, the v2 status call before crediting, and
 * the transaction search for reconciliation.
 */
export function createMonnifyCollections(settings: MonnifySettings, timeoutMs = TIMEOUT_MS): CollectionsProvider {
  const call = createMonnifyAuth(settings, timeoutMs);
  // A reserved account's number never changes, so one lookup per accountReference is enough.
  const accountNumbers = new Map<string, string>();

  async function readReserved(accountReference: string): Promise<VendorResult<AssignedAccount>> {
    const result = await call(`/api/v2/bank-transfer/reserved-accounts/${encodeURIComponent(accountReference)}`);
    if (isFailure(result)) return result;
    if (!result.ok) return transport('reserved account', result);
    const mapped = toAssignResult(result.status, parseJsonOrNull(result.text));
    if (mapped === 'exists') return { ok: false, reason: 'refused', detail: 'reserved account: unreadable' };
    if (mapped.ok) accountNumbers.set(accountReference, mapped.value.accountNumber);
    return mapped;
  }

  async function confirmPayment(transactionReference: string): Promise<PaymentConfirmation> {
    const result = await call(`/api/v2/transactions/${encodeURIComponent(transactionReference)}`);
    if (isFailure(result)) return { state: 'unknown', reason: result.detail };
    if (!result.ok) return { state: 'unknown', reason: transport('status', result).detail };
    const status = toStatusResult(result.status, parseJsonOrNull(result.text));
    if (!('paid' in status)) return status;
    const figures = toPaidFigures(status.paid);
    if (!figures) return { state: 'unknown', reason: 'status: PAID without readable figures' };
    if (figures.target.kind !== 'reserved') return { state: 'paid', payment: { ...figures, target: figures.target } };
    const { accountReference } = figures.target;
    const known = accountNumbers.get(accountReference);
    const accountNumber = known ?? (await readReserved(accountReference).then((r) => (r.ok ? r.value.accountNumber : null)));
    if (!accountNumber) return { state: 'unknown', reason: `status: reserved account ${accountReference} not readable` };
    return { state: 'paid', payment: { ...figures, target: { kind: 'account', accountNumber } } };
  }

  return {
    name: 'monnify',

    async assignAccount(request) {
      const result = await call('/api/v2/bank-transfer/reserved-accounts', { method: 'POST', body: reservedAccountBody(request, settings) });
      if (isFailure(result)) return result;
      if (!result.ok) return transport('reserve', result);
      const mapped = toAssignResult(result.status, parseJsonOrNull(result.text));
      if (mapped === 'exists') return readReserved(request.customerReference);
      if (mapped.ok) accountNumbers.set(request.customerReference, mapped.value.accountNumber);
      return mapped;
    },

    // https://developers.monnify.com/docs/webhooks: hex HMAC-SHA512 of the raw body with the client secret.
    readNotification(rawBody, headers) {
      if (!isValidHmacSha512(settings.secretKey, rawBody, readHeader(headers, 'monnify-signature'))) return { kind: 'forged' };
      return toNotification(parseJsonOrNull(rawBody.toString('utf8')));
    },

    confirmPayment,

    async listPayments(from, to) {
      const references: string[] = [];
      for (let page = 0; ; page += 1) {
        if (page >= MAX_PAGES) return { ok: false, reason: 'unavailable', detail: `search: more than ${MAX_PAGES} pages` };
        // `to` is inclusive at Monnify; ours is exclusive.
        const query = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE), paymentStatus: 'PAID', from: String(from.getTime()), to: String(to.getTime() - 1) });
        const result = await call(`/api/v1/transactions/search?${query}`);
        if (isFailure(result)) return result;
        if (!result.ok) return transport('search', result);
        const mapped = toSearchPage(result.status, parseJsonOrNull(result.text));
        if ('ok' in mapped) return mapped;
        references.push(...mapped.references);
        if (mapped.isLast) break;
      }
      // Each through the status call: it is the documented shape that says where the money went.
      const payments: ReceivedPayment[] = [];
      for (const reference of new Set(references)) {
        const confirmation = await confirmPayment(reference);
        if (confirmation.state === 'unknown') return { ok: false, reason: 'unavailable', detail: confirmation.reason };
        if (confirmation.state === 'paid') payments.push(confirmation.payment);
      }
      return { ok: true, value: payments };
    },
  };
}
