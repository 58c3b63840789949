import type { PayoutConfig } from './payout-config.ts';
import { createPaystackPayoutProvider } from './paystack/paystack-payout.ts';
import { createSandboxPayoutProvider } from './sandbox/sandbox-payout.ts';
import type { PayoutProvider } from './types.ts';

export function createPayoutProvider(config: PayoutConfig): PayoutProvider {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxPayoutProvider();
    case 'paystack':
      return createPaystackPayoutProvider(config.paystack);
  }
}
