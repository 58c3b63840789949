import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { callVendor, parseJsonOrNull } from '../../vendor-http.ts';
import type { PayoutProvider, TransferOutcome } from '../types.ts';
import { readHeader, safeEqual } from '../webhook-signature.ts';
import {
  buildOrder, orderBody, orderSignatureString, querySignatureString, toClaveRastreo, toQueryResult, toRegisterResult,
  toWebhookEvent, type StpSettings,
} from './stp-fns.ts';

const TIMEOUT_MS = 15_000;
/** STP's callbacks carry no signature; we configure this header on the callback URL we give them (ADR 015). */
export const STP_WEBHOOK_HEADER = 'x-stp-webhook-secret';

/**
 * STP (SPEI, Mexico): registraOrden signed with our RSA key, the consulta by claveRastreo,
 * and the cambioEstado callback. STP does not resolve account names, so resolveAccount says
 * it cannot (the CLABE's check digit is validated before we get here).
 */
export function createStpPayoutProvider(settings: StpSettings, timeoutMs = TIMEOUT_MS): PayoutProvider {
  let key: KeyObject | undefined;
  const sign = (text: string) => {
    key ??= createPrivateKey({ key: settings.privateKey, passphrase: settings.privateKeyPassphrase || undefined });
    return createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');
  };
  const send = (method: 'PUT' | 'POST', path: string, body: object) =>
    callVendor(
      `${settings.baseUrl}${path}`,
      { vendor: 'stp', method, headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
      timeoutMs,
    );
  const transport = (what: string, timedOut: boolean): TransferOutcome => ({ state: 'unknown', reason: `${what}: ${timedOut ? 'timeout' : 'network error'}` });

  async function findTransfer(reference: string): Promise<TransferOutcome> {
    const claveRastreo = toClaveRastreo(reference);
    const firma = sign(querySignatureString(settings.empresa, claveRastreo));
    const exchange = await send('POST', '/ordenPago/consOrdEnvRastreo', {
      empresa: settings.empresa, claveRastreo, institucionOperante: 90646, firma,
    });
    if (!exchange.ok) return transport('consulta', exchange.timedOut);
    return toQueryResult(exchange.status, parseJsonOrNull(exchange.text));
  }

  return {
    name: 'stp',
    async resolveAccount() {
      return { ok: false, reason: 'unavailable' };
    },
    async sendTransfer(request) {
      if (request.currency !== 'MXN') return { state: 'failed', reason: `stp does not pay out ${request.currency}` };
      const order = buildOrder(request, settings);
      const exchange = await send('PUT', '/ordenPago/registra', orderBody(order, sign(orderSignatureString(order))));
      if (!exchange.ok) return transport('registra', exchange.timedOut);
      const result = toRegisterResult(exchange.status, parseJsonOrNull(exchange.text));
      return result === 'duplicate' ? findTransfer(request.reference) : result;
    },
    findTransfer,
    readWebhook(rawBody, headers) {
      const given = readHeader(headers, STP_WEBHOOK_HEADER);
      if (!settings.webhookSecret || given === undefined || !safeEqual(given, settings.webhookSecret)) return 'forged';
      return toWebhookEvent(parseJsonOrNull(rawBody.toString('utf8')), settings.empresa);
    },
  };
}
