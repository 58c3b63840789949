import type { PayoutWebhookEvent, TransferOutcome, TransferRequest, TransferState } from '../types.ts';

/**
 * Pure mappings of Paystack's transfer API (https://paystack.com/docs/transfers/) to our
 * vocabulary; the HTTP calls live in paystack-transfers.ts.
 */
type Body = { status?: unknown; message?: unknown; data?: Record<string, unknown> | null } | null;

/** Paystack takes kobo as an integer: our minor units already are, so only check them. */
export function toPaystackAmount(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`invalid payout amount ${amount}`);
  return amount;
}

export function recipientBody(request: TransferRequest): Record<string, string> {
  const { recipient, currency } = request;
  return { type: 'nuban', name: recipient.accountName, account_number: recipient.accountNumber, bank_code: recipient.bankCode, currency };
}

export function transferBody(request: TransferRequest, recipientCode: string): Record<string, string | number> {
  return {
    source: 'balance',
    amount: toPaystackAmount(request.amount),
    recipient: recipientCode,
    reference: request.reference,
    reason: request.reason,
    currency: request.currency,
  };
}

/**
 * A transfer's `status`. `otp` means the integration still requires an OTP per transfer
 * (it must be disabled for API payouts, ADR 015): pending, with the reason, until someone acts.
 * A status we do not know is kept pending rather than guessed final; the requery sweep sees it again.
 */
export function toTransferState(status: unknown): TransferState {
  switch (status) {
    case 'success':
      return 'success';
    case 'failed':
    case 'abandoned':
    case 'blocked':
    case 'rejected':
      return 'failed';
    case 'reversed':
      return 'reversed';
    default:
      return 'pending';
  }
}

function fromData(data: Record<string, unknown>): TransferOutcome {
  const state = toTransferState(data.status);
  const outcome: TransferOutcome = { state };
  if (typeof data.transfer_code === 'string') outcome.providerReference = data.transfer_code;
  if (state !== 'success') {
    const reason = typeof data.reason === 'string' && data.reason ? data.reason : data.status === 'otp' ? 'otp' : undefined;
    if (reason) outcome.reason = reason;
  }
  return outcome;
}

const messageOf = (body: Body) => (typeof body?.message === 'string' ? body.message : '');
const isDuplicateReference = (message: string) => /duplicate|already (been )?(used|exists)/i.test(message) && /reference|transfer/i.test(message);

/** `POST /transferrecipient`: the recipient code, or an outcome that ends the attempt. */
export function toRecipientResult(httpStatus: number, body: unknown): { code: string } | TransferOutcome {
  const parsed = body as Body;
  const code = parsed?.data?.recipient_code;
  if (httpStatus >= 200 && httpStatus < 300 && parsed?.status === true && typeof code === 'string') return { code };
  if (httpStatus === 429 || httpStatus >= 500) return { state: 'unknown', reason: `recipient: HTTP ${httpStatus}` };
  // Nothing was sent yet, so a rejected recipient is a definite failure of this attempt.
  return { state: 'failed', reason: messageOf(parsed) || `recipient: HTTP ${httpStatus}` };
}

/**
 * `POST /transfer`. A 4xx other than "duplicate reference" means Paystack did not take it
 * (bad recipient, insufficient balance, bad key): failed. A duplicate reference means an
 * earlier attempt with this reference did reach them: 'duplicate', so the caller requeries.
 * 429 and 5xx leave us not knowing: unknown.
 */
export function toSendResult(httpStatus: number, body: unknown): TransferOutcome | 'duplicate' {
  const parsed = body as Body;
  if (httpStatus >= 200 && httpStatus < 300 && parsed?.status === true && parsed.data) return fromData(parsed.data);
  if (httpStatus === 429 || httpStatus >= 500 || (httpStatus < 400 && httpStatus >= 200)) {
    return { state: 'unknown', reason: `transfer: HTTP ${httpStatus}` };
  }
  const message = messageOf(parsed);
  if (isDuplicateReference(message)) return 'duplicate';
  return { state: 'failed', reason: message || `transfer: HTTP ${httpStatus}` };
}

/** `GET /transfer/verify/{reference}`: 404 (or a 400 saying "not found") means they never had it. */
export function toVerifyResult(httpStatus: number, body: unknown): TransferOutcome {
  const parsed = body as Body;
  if (httpStatus === 200 && parsed?.status === true && parsed.data) return fromData(parsed.data);
  if ((httpStatus === 404 || httpStatus === 400) && parsed?.status === false && /not found/i.test(messageOf(parsed))) {
    return { state: 'not_found' };
  }
  if (httpStatus === 404) return { state: 'not_found' };
  return { state: 'unknown', reason: `verify: HTTP ${httpStatus}` };
}

const WEBHOOK_EVENTS: Record<string, PayoutWebhookEvent['state']> = {
  'transfer.success': 'success',
  'transfer.failed': 'failed',
  'transfer.reversed': 'reversed',
};

/** A verified webhook body: transfer events we act on, anything else ignored. */
export function toWebhookEvent(body: unknown): PayoutWebhookEvent | 'ignored' {
  const parsed = body as { event?: unknown; data?: Record<string, unknown> } | null;
  const state = typeof parsed?.event === 'string' ? WEBHOOK_EVENTS[parsed.event] : undefined;
  const reference = parsed?.data?.reference;
  if (!state || typeof reference !== 'string' || !reference) return 'ignored';
  const event: PayoutWebhookEvent = { reference, state };
  if (typeof parsed?.data?.transfer_code === 'string') event.providerReference = parsed.data.transfer_code;
  if (typeof parsed?.data?.reason === 'string' && state !== 'success') event.reason = parsed.data.reason;
  return event;
}
