import type { PayoutConfig } from './payout-config.ts';
import { createPaystackPayoutProvider } from './paystack/paystack-payout.ts';
import { createSandboxPayoutProvider, type SandboxPayoutProvider } from './sandbox/sandbox-payout.ts';
import type { SandboxTransferStore } from './sandbox/sandbox-transfers.ts';
import { createStpPayoutProvider } from './stp/stp-payout.ts';
import type { DeliverWebhook, PayoutProvider } from './types.ts';

export interface PayoutProviderDeps {
  /** Sandbox only: where its transfers are kept (the sandbox module). */
  sandboxStore: SandboxTransferStore;
  /** Sandbox only: posts its webhooks to our own /webhooks/payout/sandbox. Without it, no webhooks (requery still works). */
  deliver?: DeliverWebhook;
  /** Sandbox only: the server's SECRET_KEY, from which the webhook key is derived (shared by all instances). */
  secretKey?: string;
}

export interface PayoutSetup {
  provider: PayoutProvider;
  /** The sandbox rail, whose settle job the server runs; null for a real vendor. */
  sandbox: SandboxPayoutProvider | null;
}

export function createPayoutProvider(config: PayoutConfig, deps: PayoutProviderDeps): PayoutSetup {
  switch (config.provider) {
    case 'sandbox': {
      const sandbox = createSandboxPayoutProvider(config.sandbox, { store: deps.sandboxStore, ...deps });
      return { provider: sandbox, sandbox };
    }
    case 'paystack':
      return { provider: createPaystackPayoutProvider(config.paystack), sandbox: null };
    case 'stp':
      return { provider: createStpPayoutProvider(config.stp), sandbox: null };
  }
}
