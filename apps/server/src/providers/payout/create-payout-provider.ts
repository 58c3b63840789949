import type { PayoutConfig } from './payout-config.ts';
import { createPaystackPayoutProvider } from './paystack/paystack-payout.ts';
import { createSandboxPayoutProvider } from './sandbox/sandbox-payout.ts';
import { createStpPayoutProvider } from './stp/stp-payout.ts';
import type { DeliverWebhook, PayoutProvider } from './types.ts';

export interface PayoutProviderDeps {
  /** Sandbox only: posts its webhooks to our own /webhooks/payout/sandbox. Without it, no webhooks (requery still works). */
  deliver?: DeliverWebhook;
  /** Sandbox only: the server's SECRET_KEY, from which the webhook key is derived (shared by all instances). */
  secretKey?: string;
}

export function createPayoutProvider(config: PayoutConfig, deps: PayoutProviderDeps = {}): PayoutProvider {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxPayoutProvider(config.sandbox, deps);
    case 'paystack':
      return createPaystackPayoutProvider(config.paystack);
    case 'stp':
      return createStpPayoutProvider(config.stp);
  }
}
