import type { MarketId } from '@lendline/domain';
import type { BureauConfig, BureauProviderName } from './bureau-config.ts';
import { createSandboxBureau } from './sandbox/sandbox-bureau.ts';
import type { BureauProvider } from './types.ts';

function create(name: BureauProviderName, market: MarketId): BureauProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxBureau(market);
    default: {
      const unknown: never = name;
      throw new Error(`Unknown bureau provider ${String(unknown)}`);
    }
  }
}

/** The market's bureaus in the order they are asked: BUREAU_PROVIDER, then the second when set. */
export function createBureauProviders(config: BureauConfig, market: MarketId): BureauProvider[] {
  return [config.provider, ...(config.second ? [config.second] : [])].map((name) => create(name, market));
}
