import { callVendor, parseJsonOrNull } from '../../vendor-http.ts';
import type { PayoutProvider } from '../types.ts';
import { toResolveResult, type PaystackSettings } from './paystack-fns.ts';
import { createPaystackTransfers } from './paystack-transfers.ts';

const TIMEOUT_MS = 10_000;

/**
 * Paystack: account resolution (https://paystack.com/docs/identity-verification/verify-account-number/)
 * and transfers (https://paystack.com/docs/transfers/single-transfers/).
 */
export function createPaystackPayoutProvider(settings: PaystackSettings, timeoutMs = TIMEOUT_MS): PayoutProvider {
  return {
    name: 'paystack',
    ...createPaystackTransfers(settings, timeoutMs),
    async resolveAccount({ bankCode, accountNumber }) {
      const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
      const exchange = await callVendor(
        `${settings.baseUrl}/bank/resolve?${query}`,
        { vendor: 'paystack', headers: { authorization: `Bearer ${settings.secretKey}`, accept: 'application/json' } },
        timeoutMs,
      );
      // A timeout, a refused connection or a reset: the provider could not say.
      if (!exchange.ok) return { ok: false, reason: 'unavailable' };
      return toResolveResult(exchange.status, parseJsonOrNull(exchange.text));
    },
  };
}
