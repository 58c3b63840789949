import { createHmac } from 'node:crypto';
import { parseJsonOrNull } from '../../vendor-http.ts';
import type { DeliverWebhook, PayoutProvider, TransferState } from '../types.ts';
import { hmacSha512Hex, isValidHmacSha512, readHeader } from '../webhook-signature.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_FAILURE_REASON = 'account does not support this transfer';
export const SANDBOX_REVERSAL_REASON = 'returned by the beneficiary bank';

export interface SandboxTransferSettings {
  /** How long a transfer stays pending before it settles and its webhook is delivered. */
  delayMs: number;
  /** Account numbers whose transfers settle as failed, or as success then reversed. */
  failAccounts: readonly string[];
  reverseAccounts: readonly string[];
}

/** The webhook key: derived from SECRET_KEY, so every instance of one deployment shares it. */
export function sandboxWebhookSecret(serverSecretKey: string): string {
  return createHmac('sha256', serverSecretKey).update('lendline:sandbox-payout-webhook').digest('hex');
}

interface StoredTransfer {
  providerReference: string;
  accountNumber: string;
  state: TransferState;
  reason: string | null;
}

/**
 * Where the sandbox rail keeps its transfers (the sandbox module, in our database): a
 * provider never touches the database itself. Settlement is a durable job the store queues.
 */
export interface SandboxTransferStore {
  recordTransfer(reference: string, accountNumber: string, delayMs: number): Promise<StoredTransfer>;
  findTransfer(reference: string): Promise<StoredTransfer | null>;
  moveTransfer(reference: string, from: TransferState, state: TransferState, reason: string | null): Promise<StoredTransfer | null>;
  scheduleReversal(reference: string, delayMs: number): Promise<void>;
}

export type SettleStep = 'settle' | 'reverse';

export interface SandboxRail extends Pick<PayoutProvider, 'sendTransfer' | 'findTransfer' | 'readWebhook'> {
  /** The settle job: moves the transfer as the settings say and delivers the signed webhook. Idempotent. */
  settleTransfer(reference: string, step: SettleStep): Promise<void>;
}

/**
 * Behaves like a vendor's test mode: answers pending, then settles after `delayMs` and
 * delivers a signed webhook, the way Paystack does. A second send with the same reference
 * answers the first transfer, as real providers' duplicate rule does.
 */
export function createSandboxTransfers(settings: SandboxTransferSettings, secret: string, store: SandboxTransferStore, deliver?: DeliverWebhook): SandboxRail {
  const answer = (t: StoredTransfer) => ({ state: t.state, providerReference: t.providerReference, ...(t.reason ? { reason: t.reason } : {}) });

  async function report(reference: string, transfer: StoredTransfer): Promise<void> {
    if (!deliver) return;
    const rawBody = JSON.stringify({ event: `transfer.${transfer.state}`, data: { reference, providerReference: transfer.providerReference, reason: transfer.reason ?? undefined } });
    // A webhook our endpoint did not take throws, so the job is retried, as a vendor retries.
    await deliver(rawBody, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: hmacSha512Hex(secret, rawBody) });
  }

  return {
    async sendTransfer(request) {
      return answer(await store.recordTransfer(request.reference, request.recipient.accountNumber, settings.delayMs));
    },
    async findTransfer(reference) {
      const transfer = await store.findTransfer(reference);
      return transfer ? answer(transfer) : { state: 'not_found' };
    },
    async settleTransfer(reference, step) {
      const current = await store.findTransfer(reference);
      if (!current) return;
      const failing = settings.failAccounts.includes(current.accountNumber);
      const target: TransferState = step === 'reverse' ? 'reversed' : failing ? 'failed' : 'success';
      const moved =
        step === 'reverse'
          ? await store.moveTransfer(reference, 'success', target, SANDBOX_REVERSAL_REASON)
          : await store.moveTransfer(reference, 'pending', target, failing ? SANDBOX_FAILURE_REASON : null);
      // Already there (a retried job) is reported again; anywhere else, this step has nothing to say.
      if (moved?.state !== target) return;
      await report(reference, moved);
      if (step === 'settle' && moved.state === 'success' && settings.reverseAccounts.includes(moved.accountNumber)) {
        await store.scheduleReversal(reference, settings.delayMs);
      }
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
