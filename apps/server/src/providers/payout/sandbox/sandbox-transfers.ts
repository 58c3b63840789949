import { createHmac } from 'node:crypto';
import { parseJsonOrNull } from '../../vendor-http.ts';
import type { DeliverWebhook, PayoutProvider, TransferState } from '../types.ts';
import { hmacSha512Hex, isValidHmacSha512, readHeader } from '../webhook-signature.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_FAILURE_REASON = 'account does not support this transfer';

export interface SandboxTransferSettings {
  /** How long a transfer stays pending before its webhook is delivered. */
  delayMs: number;
  /** Account numbers whose transfers settle as failed, or as success then reversed. */
  failAccounts: readonly string[];
  reverseAccounts: readonly string[];
}

/** The webhook key: derived from SECRET_KEY, so every instance of one deployment shares it. */
export function sandboxWebhookSecret(serverSecretKey: string): string {
  return createHmac('sha256', serverSecretKey).update('lendline:sandbox-payout-webhook').digest('hex');
}

type Transfer = { state: TransferState; providerReference: string; reason?: string };
type TransferMethods = Pick<PayoutProvider, 'sendTransfer' | 'findTransfer' | 'readWebhook'>;

/**
 * Behaves like a vendor's test mode: answers pending, then settles after `delayMs` and
 * delivers a signed webhook, the way Paystack does. Transfers live in this process's memory
 * (the sandbox is for one laptop and tests; production refuses it), and a second send with
 * the same reference answers the first transfer, as real providers' duplicate rule does.
 */
export function createSandboxTransfers(settings: SandboxTransferSettings, secret: string, deliver?: DeliverWebhook): TransferMethods {
  const transfers = new Map<string, Transfer>();
  let sequence = 0;

  async function settle(reference: string, state: Exclude<TransferState, 'pending'>, reason?: string): Promise<void> {
    const transfer = transfers.get(reference);
    if (!transfer) return;
    Object.assign(transfer, { state, reason });
    if (!deliver) return;
    const rawBody = JSON.stringify({ event: `transfer.${state}`, data: { reference, providerReference: transfer.providerReference, reason } });
    // A lost webhook is what the reconciliation requery exists for; nothing to do here.
    await deliver(rawBody, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: hmacSha512Hex(secret, rawBody) }).catch(() => undefined);
  }

  const later = (fn: () => Promise<void>) => void setTimeout(() => void fn(), settings.delayMs);

  return {
    async sendTransfer(request) {
      const existing = transfers.get(request.reference);
      if (existing) return { ...existing };
      sequence += 1;
      const transfer: Transfer = { state: 'pending', providerReference: `SBX_${sequence}` };
      transfers.set(request.reference, transfer);
      const account = request.recipient.accountNumber;
      later(async () => {
        if (settings.failAccounts.includes(account)) return settle(request.reference, 'failed', SANDBOX_FAILURE_REASON);
        await settle(request.reference, 'success');
        if (settings.reverseAccounts.includes(account)) later(() => settle(request.reference, 'reversed', 'returned by the beneficiary bank'));
      });
      return { ...transfer };
    },
    async findTransfer(reference) {
      const transfer = transfers.get(reference);
      return transfer ? { ...transfer } : { state: 'not_found' };
    },
    readWebhook(rawBody, headers) {
      if (!isValidHmacSha512(secret, rawBody, readHeader(headers, SANDBOX_SIGNATURE_HEADER))) return 'forged';
      const body = parseJsonOrNull(rawBody.toString('utf8')) as { event?: unknown; data?: Record<string, unknown> } | null;
      const state = ({ 'transfer.success': 'success', 'transfer.failed': 'failed', 'transfer.reversed': 'reversed' } as const)[String(body?.event)];
      const reference = body?.data?.reference;
      if (!state || typeof reference !== 'string') return 'ignored';
      const event = { reference, state, providerReference: String(body?.data?.providerReference ?? '') || undefined, reason: typeof body?.data?.reason === 'string' ? body.data.reason : undefined };
      return Object.fromEntries(Object.entries(event).filter(([, v]) => v !== undefined)) as typeof event;
    },
  };
}
