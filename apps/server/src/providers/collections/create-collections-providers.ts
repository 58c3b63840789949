import type { MarketId, RepayChannelId } from '@lendline/domain';
import type { StpSettings } from '../payout/stp/stp-fns.ts';
import type { DeliverWebhook } from '../payout/types.ts';
import { CHANNEL_VENDOR, vendorsOf, type CollectionsConfig, type CollectionsVendor } from './collections-config.ts';
import { createConektaCollections } from './conekta/conekta-collections.ts';
import { createFlutterwaveCollections } from './flutterwave/flutterwave-collections.ts';
import { createMonnifyCollections } from './monnify/monnify-collections.ts';
import { createPaystackCollections } from './paystack/paystack-collections.ts';
import { createSandboxCollections, type SandboxCollections } from './sandbox/sandbox-collections.ts';
import { createStpCollections } from './stp/stp-collections.ts';
import type { CollectionsProvider } from './types.ts';

export interface CollectionsSetup {
  /** By provider name, which is also the `:provider` of its webhook URL. */
  providers: ReadonlyMap<string, CollectionsProvider>;
  /** Serving every channel in sandbox mode; null with live vendors. */
  sandbox: SandboxCollections | null;
  providerOf(channel: RepayChannelId): string;
}

export interface CollectionsDeps {
  market: MarketId;
  /** The server's SECRET_KEY, from which the sandbox's webhook key is derived. */
  secretKey: string;
  now: () => Date;
  /** Sandbox only: posts its notifications to our own /webhooks/collections/sandbox. */
  deliver: DeliverWebhook;
  /** STP's company, key and webhook secret, shared with payouts (one STP contract). */
  stp: StpSettings;
}

/** The collections vendors the configured channels use, each once (issue 10, ADR 034). */
export function createCollectionsProviders(config: CollectionsConfig, deps: CollectionsDeps): CollectionsSetup {
  if (config.sandbox) {
    const sandbox = createSandboxCollections({ market: deps.market, secretKey: deps.secretKey, now: deps.now, deliver: deps.deliver });
    return { providers: new Map([[sandbox.name, sandbox]]), sandbox, providerOf: () => sandbox.name };
  }
  const create = (vendor: CollectionsVendor): CollectionsProvider => {
    switch (vendor) {
      case 'paystack':
        return createPaystackCollections(config.paystack);
      case 'monnify':
        return createMonnifyCollections(config.monnify);
      case 'flutterwave':
        return createFlutterwaveCollections(config.flutterwave);
      case 'stp':
        return createStpCollections({ ...deps.stp, ...config.stp }, undefined, deps.now);
      case 'conekta':
        return createConektaCollections(config.conekta);
    }
  };
  const providers = new Map(vendorsOf(config.channels).map((vendor) => [vendor as string, create(vendor)]));
  return { providers, sandbox: null, providerOf: (channel) => CHANNEL_VENDOR[channel] };
}
