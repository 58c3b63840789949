import type { PayoutProvider } from '../types.ts';
import { toResolveResult, type PaystackSettings } from './paystack-fns.ts';

const TIMEOUT_MS = 10_000;

/** Paystack's account resolution (https://paystack.com/docs/identity-verification/verify-account-number/). */
export function createPaystackPayoutProvider(settings: PaystackSettings, timeoutMs = TIMEOUT_MS): PayoutProvider {
  return {
    name: 'paystack',
    async resolveAccount({ bankCode, accountNumber }) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      try {
        const response = await fetch(`${settings.baseUrl}/bank/resolve?${query}`, {
          headers: { authorization: `Bearer ${settings.secretKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body: unknown = await response.json().catch(() => null);
        return toResolveResult(response.status, body);
      } catch {
        // Timeout, refused connection, reset: the provider could not say.
        return { ok: false, reason: 'unavailable' };
      }
    },
  };
}
