import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { MarketId } from '@lendline/domain';
import { hmacSha512Hex, isValidHmacSha512, readHeader } from '../../payout/webhook-signature.ts';
import type { DeliverWebhook } from '../../payout/types.ts';
import type { AssignedAccount, CollectionsProvider, PaymentConfirmation, ReceivedPayment } from '../types.ts';
import { parseJsonOrNull } from '../../vendor-http.ts';
import { readNotificationBody, readSandboxPayment } from './sandbox-payment-fns.ts';

export const SANDBOX_COLLECTIONS_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's webhook key, derived from the server's SECRET_KEY so every instance agrees. */
function sandboxCollectionsSecret(serverSecretKey: string): string {
  return createHmac('sha256', serverSecretKey).update('lendline:sandbox-collections-webhook').digest('hex');
}

/**
 * How the sandbox signs: a payment reference carries its payload under a tag, and a
 * notification's raw body is signed like Paystack's. Anyone holding SECRET_KEY (a tester with
 * the development key) can sign what they like, so what is signed is still checked on reading.
 */
export function sandboxCollectionsSigner(serverSecretKey: string) {
  const secret = sandboxCollectionsSecret(serverSecretKey);
  const tag = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);
  return {
    secret,
    tag,
    reference(content: unknown): string {
      const payload = Buffer.from(JSON.stringify(content)).toString('base64url');
      return `sbx.${payload}.${tag(payload)}`;
    },
    headers: (rawBody: string) => ({ 'content-type': 'application/json', [SANDBOX_COLLECTIONS_SIGNATURE_HEADER]: hmacSha512Hex(secret, rawBody) }),
  };
}

export interface SandboxCollections extends CollectionsProvider {
  /**
   * The sandbox banner's "simulate payment" into an account, or of a checkout or cash
   * reference: the money arrives as a signed notification at our own endpoint.
   */
  simulatePayment(request: { target: ReceivedPayment['target']; amount: number; currency: string; reusableCard?: true }): Promise<ReceivedPayment>;
}

/**
 * Collections without any network, as the vendors' test modes behave: a dedicated account per
 * borrower (a number derived from the borrower, the same every time), and payments that
 * arrive as notifications signed like Paystack's (HMAC-SHA512 of the raw body) at our own
 * webhook. It keeps nothing: the provider reference carries the payment itself under the
 * sandbox's signature, so any instance can confirm it, and there is nothing to reconcile.
 */
export function createSandboxCollections(deps: { market: MarketId; secretKey: string; now: () => Date; deliver?: DeliverWebhook }): SandboxCollections {
  const signer = sandboxCollectionsSigner(deps.secretKey);
  const { secret, tag } = signer;
  const referenceFor = (payment: Omit<ReceivedPayment, 'providerReference'>) => signer.reference({ ...payment, nonce: randomUUID() });

  /** The payment a reference carries under our tag; null when it is not ours, a reason when its content is wrong. */
  function paymentOf(reference: string): { ok: true; value: ReceivedPayment } | { ok: false; reason: string } | null {
    const [prefix, payload, signature] = reference.split('.');
    if (prefix !== 'sbx' || !payload || signature !== tag(payload)) return null;
    const read = readSandboxPayment(parseJsonOrNull(Buffer.from(payload, 'base64url').toString('utf8')));
    return read.ok ? { ok: true, value: { providerReference: reference, ...read.value } } : read;
  }

  return {
    name: 'sandbox',

    async assignAccount(request): Promise<{ ok: true; value: AssignedAccount }> {
      const digits = BigInt(`0x${createHash('sha256').update(request.customerReference).digest('hex').slice(0, 15)}`).toString().padStart(18, '0');
      // Nigeria: a 10-digit NUBAN-like number; Mexico: an 18-digit CLABE-like one. Never a real account.
      const accountNumber = deps.market === 'MX' ? `646180${digits.slice(-12)}` : `99${digits.slice(-8)}`;
      return { ok: true, value: { accountNumber, bankName: 'Lendline Sandbox Bank', accountName: `LENDLINE/${request.firstName} ${request.lastName}`.toUpperCase() } };
    },

    readNotification(rawBody, headers) {
      if (!isValidHmacSha512(secret, rawBody, readHeader(headers, SANDBOX_COLLECTIONS_SIGNATURE_HEADER))) return { kind: 'forged' };
      const body = readNotificationBody(rawBody.toString('utf8'));
      if (!body.ok) return { kind: 'malformed', reason: body.reason };
      const { event, reference } = body.value;
      const payment = event === 'payment.received' && typeof reference === 'string' ? paymentOf(reference) : null;
      if (!payment) return { kind: 'ignored' };
      return payment.ok ? { kind: 'payment', payment: payment.value } : { kind: 'malformed', reason: payment.reason };
    },

    async confirmPayment(reference): Promise<PaymentConfirmation> {
      const payment = paymentOf(reference);
      return payment?.ok ? { state: 'paid', payment: payment.value } : { state: 'not_paid' };
    },

    // Every sandbox payment is delivered while the borrower waits: nothing can be missed.
    listPayments: async () => ({ ok: true, value: [] }),

    // A checkout needs no page of its own: the borrower is sent straight back, where the
    // sandbox banner offers to pay it.
    async startCheckout(request) {
      return { ok: true, value: { url: request.returnUrl, reference: request.reference } };
    },

    // The number a cashier would type: 14 digits derived from our reference, like OXXO Pay's.
    async createCashReference(request) {
      const digits = BigInt(`0x${createHash('sha256').update(request.reference).digest('hex').slice(0, 15)}`).toString().padStart(14, '0').slice(-14);
      return { ok: true, value: { payableReference: `93${digits}`, barcodeUrl: null, expiresAt: request.expiresAt, providerReference: `sbx-cash-${request.reference}` } };
    },

    // A code shaped like Paystack's (`*737*33*4*18791#`) that carries our reference, so a tester
    // can tell which attempt it is; dialling it reaches no bank. "Simulate payment" pays it.
    async startUssdCharge(request) {
      if (!/^\d{3}$/.test(request.bank) || !/^\d+$/.test(request.reference)) return { ok: false, reason: 'refused', detail: 'charge: bank code and reference must be digits' };
      return { ok: true, value: { ussdCode: `*${request.bank}*000*${request.reference}#`, reference: request.reference } };
    },

    async simulatePayment({ target, amount, currency, reusableCard }) {
      // A card checkout's payment behaves like Paystack's test card: its authorisation is reusable (ADR 045).
      const payment = { amount, currency, paidAt: deps.now().toISOString(), target, ...(reusableCard ? { reusableCard } : {}) };
      const reference = referenceFor(payment);
      const rawBody = JSON.stringify({ event: 'payment.received', reference });
      if (!deps.deliver) throw new Error('sandbox collections: no webhook delivery configured');
      await deps.deliver(rawBody, signer.headers(rawBody));
      return { ...payment, providerReference: reference };
    },
  };
}
