/**
 * Payout providers: who can tell us the name on a bank account before money is sent to it.
 * Vendor errors are reduced at the adapter to this small vocabulary.
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

export interface PayoutProvider {
  readonly name: string;
  resolveAccount(request: ResolveAccountRequest): Promise<ResolveAccountResult>;
}
