/**
 * What the rest of the server knows about sending SMS: one call, and a small vocabulary of
 * failures that every vendor's errors are reduced to at its adapter.
 */
export interface SmsMessage {
  /** Canonical E.164 digits without '+', as normalizePhone returns them. */
  to: string;
  text: string;
}

export type SmsFailureReason =
  /** The vendor refused this message (bad number, content, balance). Retrying will not help. */
  | 'rejected'
  /** Our credentials or sender id are wrong: an operator must act. */
  | 'misconfigured'
  /** Vendor down, overloaded or unreachable: retrying later may help. */
  | 'unavailable'
  | 'timeout'
  /** A success status without the fields the vendor documents. */
  | 'invalid_response';

export type SmsResult = { ok: true; providerMessageId: string } | { ok: false; reason: SmsFailureReason };

export interface SmsProvider {
  readonly name: string;
  sendSms(message: SmsMessage): Promise<SmsResult>;
}
