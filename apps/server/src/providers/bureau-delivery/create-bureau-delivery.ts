import type { BureauDeliveryConfig } from './delivery-config.ts';
import { createSandboxDelivery } from './sandbox/sandbox-delivery.ts';
import type { BureauDelivery } from './types.ts';

/** The delivery named by BUREAU_DELIVERY; an exhaustive switch, so a new adapter cannot be half-wired. */
export function createBureauDelivery(config: BureauDeliveryConfig): BureauDelivery {
  switch (config.delivery) {
    case 'sandbox':
      return createSandboxDelivery();
    default: {
      const unknown: never = config.delivery;
      throw new Error(`Unknown bureau delivery ${String(unknown)}`);
    }
  }
}
