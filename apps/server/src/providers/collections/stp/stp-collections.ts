import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { readHeader, safeEqual } from '../../payout/webhook-signature.ts';
import { STP_WEBHOOK_HEADER } from '../../payout/stp/stp-payout.ts';
import { callVendor, parseJsonOrNull } from '../../vendor-http.ts';
import type { CollectionsProvider, PaymentConfirmation, ReceivedPayment, VendorResult } from '../types.ts';
import { assignClabe, isValidClabePrefix } from './stp-clabe.ts';
import {
  CONCILIACION_PAGE_SIZE, conciliacionBody, conciliacionSignatureString, parseStpReference, stpAbonoAnswer, toAbonoNotification, toConciliacionPage,
  type StpCollectionsSettings,
} from './stp-collections-fns.ts';
import { mexicoCityDay, operationDays } from './stp-dates.ts';

const TIMEOUT_MS = 10_000;
/** A day's deposits in pages of 1000: past this many pages something is wrong. */
const MAX_PAGES = 100;

/**
 * STP (SPEI, Mexico) collections: a CLABE per borrower under the company's prefix, the abono
 * notification (unsigned by STP: the shared secret we put on the URL, as for payouts, ADR 015),
 * and STP's conciliación of received orders, signed with the company's key, for confirming one
 * deposit and for reconciliation. `now` is injected so tests pin "today's" operation date.
 */
export function createStpCollections(settings: StpCollectionsSettings, timeoutMs = TIMEOUT_MS, now: () => Date = () => new Date()): CollectionsProvider {
  if (!isValidClabePrefix(settings.clabePrefix)) throw new Error(`invalid STP CLABE prefix ${settings.clabePrefix}`);
  let key: KeyObject | undefined;
  const sign = (text: string) => {
    key ??= createPrivateKey({ key: settings.privateKey, passphrase: settings.privateKeyPassphrase || undefined });
    return createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
  };

  /**
   * Received orders of one operation date, every page. STP answers today's only when no date is
   * sent, so `fechaOperacion` is '' for today (https://stpmex.zendesk.com/hc/es/articles/9192252705819-Conciliación-versión-2).
   */
  async function receivedOn(fechaOperacion: string): Promise<VendorResult<ReceivedPayment[]>> {
    const deposits: ReceivedPayment[] = [];
    const firma = sign(conciliacionSignatureString(settings.empresa, fechaOperacion));
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const exchange = await callVendor(
        `${settings.conciliacionUrl}/conciliacion`,
        { vendor: 'stp', method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(conciliacionBody(settings.empresa, fechaOperacion, page, firma)) },
        timeoutMs,
      );
      if (!exchange.ok) return { ok: false, reason: 'unavailable', detail: `conciliacion: ${exchange.timedOut ? 'timeout' : 'network error'}` };
      const result = toConciliacionPage(exchange.status, parseJsonOrNull(exchange.text));
      if ('ok' in result) return result;
      deposits.push(...result.deposits);
      if (result.total <= CONCILIACION_PAGE_SIZE * (page + 1)) return { ok: true, value: deposits };
    }
    return { ok: false, reason: 'unavailable', detail: `conciliacion: more than ${MAX_PAGES} pages` };
  }

  return {
    name: 'stp',

    // Money that reached the company's account is ours to apply: 'confirmar', never 'devolver' (ADR 034).
    acknowledgement: () => stpAbonoAnswer(true),

    async assignAccount(request) {
      return { ok: true, value: { accountNumber: assignClabe(settings.clabePrefix, request.customerReference), bankName: 'STP', accountName: settings.accountName } };
    },

    readNotification(rawBody, headers) {
      const given = readHeader(headers, STP_WEBHOOK_HEADER);
      if (!settings.webhookSecret || given === undefined || !safeEqual(given, settings.webhookSecret)) return { kind: 'forged' };
      return toAbonoNotification(parseJsonOrNull(rawBody.toString('utf8')));
    },

    /** Found in the conciliación of its own operation date (today's, or a later one, asked without a date). */
    async confirmPayment(reference): Promise<PaymentConfirmation> {
      const parsed = parseStpReference(reference);
      if (!parsed) return { state: 'not_paid' };
      const today = mexicoCityDay(now());
      const result = await receivedOn(parsed.fechaOperacion < today ? parsed.fechaOperacion : '');
      if (!result.ok) return { state: 'unknown', reason: result.detail ?? result.reason };
      const payment = result.value.find((p) => p.providerReference === reference);
      return payment ? { state: 'paid', payment } : { state: 'not_paid' };
    },

    async listPayments(from, to) {
      const found = new Map<string, ReceivedPayment>();
      const today = mexicoCityDay(now());
      for (const day of operationDays(from, to, now())) {
        const result = await receivedOn(day === today ? '' : day);
        if (!result.ok) return result;
        for (const p of result.value) {
          const at = Date.parse(p.paidAt);
          if (at >= from.getTime() && at < to.getTime()) found.set(p.providerReference, p);
        }
      }
      return { ok: true, value: [...found.values()] };
    },
  };
}
