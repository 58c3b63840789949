import { callVendor, parseJsonOrNull } from '../../vendor-http.ts';
import type { PayoutProvider, TransferOutcome } from '../types.ts';
import { isValidHmacSha512, readHeader } from '../webhook-signature.ts';
import type { PaystackSettings } from './paystack-fns.ts';
import { recipientBody, toRecipientResult, toSendResult, toVerifyResult, toWebhookEvent, transferBody } from './paystack-transfer-fns.ts';

type TransferMethods = Pick<PayoutProvider, 'sendTransfer' | 'findTransfer' | 'readWebhook'>;

/**
 * Paystack transfers: create (or find) the recipient, then POST /transfer with our reference,
 * which Paystack treats as unique, so a repeated send cannot pay twice.
 */
export function createPaystackTransfers(settings: PaystackSettings, timeoutMs: number): TransferMethods {
  const headers = {
    authorization: `Bearer ${settings.secretKey}`,
    accept: 'application/json',
    'content-type': 'application/json',
  };
  const post = (path: string, body: object) =>
    callVendor(`${settings.baseUrl}${path}`, { vendor: 'paystack', method: 'POST', headers, body: JSON.stringify(body) }, timeoutMs);
  const transport = (what: string, timedOut: boolean): TransferOutcome => ({ state: 'unknown', reason: `${what}: ${timedOut ? 'timeout' : 'network error'}` });

  async function findTransfer(reference: string): Promise<TransferOutcome> {
    const exchange = await callVendor(`${settings.baseUrl}/transfer/verify/${encodeURIComponent(reference)}`, { vendor: 'paystack', headers }, timeoutMs);
    if (!exchange.ok) return transport('verify', exchange.timedOut);
    return toVerifyResult(exchange.status, parseJsonOrNull(exchange.text));
  }

  return {
    async sendTransfer(request) {
      if (request.currency !== 'NGN') return { state: 'failed', reason: `paystack does not pay out ${request.currency}` };
      const recipientExchange = await post('/transferrecipient', recipientBody(request));
      // Nothing was sent yet, so a recipient call that failed in transit is safe to retry.
      if (!recipientExchange.ok) return transport('recipient', recipientExchange.timedOut);
      const recipient = toRecipientResult(recipientExchange.status, parseJsonOrNull(recipientExchange.text));
      if ('state' in recipient) return recipient;

      const exchange = await post('/transfer', transferBody(request, recipient.code));
      if (!exchange.ok) return transport('transfer', exchange.timedOut);
      const result = toSendResult(exchange.status, parseJsonOrNull(exchange.text));
      return result === 'duplicate' ? findTransfer(request.reference) : result;
    },
    findTransfer,
    readWebhook(rawBody, webhookHeaders) {
      if (!isValidHmacSha512(settings.secretKey, rawBody, readHeader(webhookHeaders, 'x-paystack-signature'))) return 'forged';
      return toWebhookEvent(parseJsonOrNull(rawBody.toString('utf8')));
    },
  };
}
