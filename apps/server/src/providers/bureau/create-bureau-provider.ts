import type { MarketId } from '@lendline/domain';
import type { BureauConfig, BureauProviderName } from './bureau-config.ts';
import { createCirculoBureau } from './circulo/circulo-bureau.ts';
import { createCreditRegistryBureau } from './creditregistry/creditregistry-bureau.ts';
import { createFirstCentralBureau } from './firstcentral/firstcentral-bureau.ts';
import { createSandboxBureau } from './sandbox/sandbox-bureau.ts';
import type { BureauProvider } from './types.ts';

/** An exhaustive switch, so a new bureau cannot be half-wired. */
function create(name: BureauProviderName, config: BureauConfig, market: MarketId): BureauProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxBureau(market);
    case 'creditregistry':
      return createCreditRegistryBureau(config.creditregistry);
    case 'firstcentral':
      return createFirstCentralBureau(config.firstcentral);
    case 'circulo':
      return createCirculoBureau(config.circulo);
    default: {
      const unknown: never = name;
      throw new Error(`Unknown bureau provider ${String(unknown)}`);
    }
  }
}

/** The market's bureaus in the order they are asked: BUREAU_PROVIDER, then the second when set. */
export function createBureauProviders(config: BureauConfig, market: MarketId): BureauProvider[] {
  return [config.provider, ...(config.second ? [config.second] : [])].map((name) => create(name, config, market));
}
