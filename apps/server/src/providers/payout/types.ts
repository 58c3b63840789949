import type { Currency } from '@lendline/domain';

/**
 * Payout providers: who can tell us the name on a bank account before money is sent to it,
 * and who sends it. Vendor errors and statuses are reduced at the adapter to this small
 * vocabulary (ADR 015).
 */
export interface ResolveAccountRequest {
  /** The bank list's code (Paystack's code). */
  bankCode: string;
  /** 10-digit NUBAN. */
  accountNumber: string;
}

export type ResolveAccountResult =
  | { ok: true; accountName: string }
  /** not_found: no such account at that bank; unavailable: the provider could not say. */
  | { ok: false; reason: 'not_found' | 'unavailable' };

export interface TransferRequest {
  /** Ours, unique per attempt, at most 30 characters of [a-z0-9-]; the provider's idempotency key. */
  reference: string;
  /** Minor units (kobo, centavos); converted only inside each adapter. */
  amount: number;
  currency: Currency;
  /** bankCode: Paystack's bank code, or STP's institution code (e.g. 40072); accountNumber: NUBAN or CLABE. */
  recipient: { bankCode: string; accountNumber: string; accountName: string; curp?: string | null };
  reason: string;
}

export type TransferState = 'pending' | 'success' | 'failed' | 'reversed';

export type TransferOutcome =
  | { state: TransferState; providerReference?: string; reason?: string }
  /** Timeout, network error or 5xx: we do not know whether the provider took it. Requery first. */
  | { state: 'unknown'; reason: string }
  /** Only from findTransfer: the provider never received this reference. */
  | { state: 'not_found' };

export interface PayoutWebhookEvent {
  reference: string;
  state: 'success' | 'failed' | 'reversed';
  providerReference?: string;
  reason?: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PayoutProvider {
  readonly name: string;
  resolveAccount(request: ResolveAccountRequest): Promise<ResolveAccountResult>;
  sendTransfer(request: TransferRequest): Promise<TransferOutcome>;
  /** Requery by OUR reference, before any retry and when a webhook is late. */
  findTransfer(reference: string): Promise<TransferOutcome>;
  /** Verifies the webhook (signature over the RAW body bytes) and maps it; 'forged' when the signature is wrong or missing, 'ignored' for events we do not act on. */
  readWebhook(rawBody: Buffer, headers: WebhookHeaders): PayoutWebhookEvent | 'forged' | 'ignored';
}

/** How the sandbox (and tests) deliver a webhook to our own endpoint. */
export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<void>;
