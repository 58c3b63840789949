import type { KycConfig } from './kyc-config.ts';
import { createDojahKyc } from './dojah/dojah-kyc.ts';
import { createSandboxKyc } from './sandbox/sandbox-kyc.ts';
import type { KycProvider } from './types.ts';

/** The provider named by KYC_PROVIDER; an exhaustive switch, so a new vendor cannot be half-wired. */
export function createKycProvider(config: KycConfig): KycProvider {
  switch (config.provider) {
    case 'sandbox':
      return createSandboxKyc();
    case 'dojah':
      return createDojahKyc(config.dojah);
    default: {
      const unknown: never = config.provider;
      throw new Error(`Unknown KYC provider ${String(unknown)}`);
    }
  }
}
