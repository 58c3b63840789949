import type { WebhookHeaders } from '../payout/types.ts';

/**
 * Collections providers: how borrowers' money reaches us (issue 10). Each vendor's answers
 * are reduced at its adapter to this small vocabulary, in integer minor units; what a payment
 * is for (which loan, allocation, ledger) is decided by the repayments module, never here.
 */

/** A payment a provider says it received for us. */
export interface ReceivedPayment {
  /**
   * The provider's own unique reference for this money (a Paystack transaction reference, a
   * Monnify transactionReference, a Flutterwave transaction id, STP's tracking key, a Conekta
   * order id): the key under which it is recorded once, whoever tells us and however often.
   */
  providerReference: string;
  /** Minor units (kobo, centavos), converted from the vendor's units inside the adapter. */
  amount: number;
  /** As the vendor said it, upper-case ISO 4217; a mismatch with the loan goes to suspense. */
  currency: string;
  /** ISO instant, UTC. */
  paidAt: string;
  /**
   * Where it was paid: a borrower's dedicated account or CLABE (its number), or a checkout or
   * cash reference we created (our reference).
   */
  target: { kind: 'account'; accountNumber: string } | { kind: 'reference'; reference: string };
  /**
   * Paid by card, and the card may be charged again (Paystack's `authorization.reusable`):
   * the event that earns the card-authorisation coupon (ADR 045). Absent otherwise.
   */
  reusableCard?: true;
}

/**
 * A notification read: verified and mapped, refused as forged, an event we do not act on, or
 * (the sandbox, which testers sign by hand) signed but malformed, with the reason to answer.
 */
export type NotificationReading =
  | { kind: 'payment'; payment: ReceivedPayment }
  | { kind: 'forged' }
  | { kind: 'ignored' }
  | { kind: 'malformed'; reason: string };

/** The provider asked about one payment: paid (with its figures), not paid (yet), or no answer. */
export type PaymentConfirmation =
  | { state: 'paid'; payment: ReceivedPayment }
  | { state: 'not_paid' }
  | { state: 'unknown'; reason: string };

/** A vendor call's result: the value, the vendor's refusal (our request was wrong), or no answer. */
export type VendorResult<T> = { ok: true; value: T } | { ok: false; reason: 'refused' | 'unavailable'; detail?: string };

/** A dedicated account (Nigeria) or CLABE (Mexico) that repays whatever is sent to it. */
export interface AssignAccountRequest {
  /** Ours, stable per borrower (the user id): asking twice gives the same account. */
  customerReference: string;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164 digits without '+', e.g. 2348031234567. */
  phone: string;
  /** Nigeria: reserved and dedicated accounts are issued against the borrower's BVN. */
  bvn?: string;
}

export interface AssignedAccount {
  accountNumber: string;
  bankName: string;
  accountName: string;
}

/** A hosted checkout (card, payment link) for one amount. */
export interface CheckoutRequest {
  /** Ours, unique per checkout, at most 30 characters of [A-Za-z0-9-]. */
  reference: string;
  amount: number;
  currency: string;
  email: string;
  /** Where the vendor sends the borrower back after paying. */
  returnUrl: string;
}

export interface Checkout {
  url: string;
  reference: string;
}

/** A reference payable in cash at a store (OXXO), for one amount, until it expires. */
export interface CashReferenceRequest {
  reference: string;
  amount: number;
  currency: string;
  name: string;
  email: string;
  phone: string;
  /** ISO instant after which the store refuses it. */
  expiresAt: string;
}

export interface CashReference {
  /** The number the cashier types or scans. */
  payableReference: string;
  /** Barcode image the vendor serves, when it does. */
  barcodeUrl: string | null;
  expiresAt: string;
  /** The vendor's id for it (e.g. a Conekta order id). */
  providerReference: string;
}

/**
 * A bank USSD charge for one amount (Nigeria, issue 24, ADR 104): the borrower dials the code
 * from their bank's USSD menu, no mobile data needed, and the vendor tells us when it is paid.
 */
export interface UssdChargeRequest {
  /** Ours, digits only, the same for a retry of the same attempt: the vendor refuses a second charge under it. */
  reference: string;
  amount: number;
  currency: string;
  email: string;
  /** The bank's three-digit USSD code (`737`, `919`, `822`, `966`). */
  bank: string;
}

export interface UssdCharge {
  /** What to dial, e.g. `*737*33*4*18791#`. */
  ussdCode: string;
  reference: string;
}

export interface CollectionsProvider {
  readonly name: string;
  /** Verifies a notification with the vendor's documented signature over the RAW body bytes, then maps it. */
  readNotification(rawBody: Buffer, headers: WebhookHeaders): NotificationReading;
  /** Asks the vendor about one payment by its reference, before crediting it where the API allows. */
  confirmPayment(providerReference: string): Promise<PaymentConfirmation>;
  /** Payments received in [from, to), for the reconciliation job that settles lost notifications. */
  listPayments(from: Date, to: Date): Promise<VendorResult<ReceivedPayment[]>>;
  /**
   * The body of our 200 answer to a notification, where the vendor documents one (STP's abono
   * wants `{mensaje: 'confirmar'}`); others get `{received: true}`.
   */
  acknowledgement?(): unknown;
  assignAccount?(request: AssignAccountRequest): Promise<VendorResult<AssignedAccount>>;
  startCheckout?(request: CheckoutRequest): Promise<VendorResult<Checkout>>;
  createCashReference?(request: CashReferenceRequest): Promise<VendorResult<CashReference>>;
  startUssdCharge?(request: UssdChargeRequest): Promise<VendorResult<UssdCharge>>;
}
