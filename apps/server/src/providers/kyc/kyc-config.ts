import { trimUrl } from '../../config-fns.ts';
import type { DojahSettings } from './dojah/dojah-fns.ts';

export type KycProviderName = 'sandbox' | 'dojah';

export interface KycConfig {
  provider: KycProviderName;
  dojah: DojahSettings;
}

type Raw = (name: string) => string | undefined;

/** KYC_PROVIDER and the DOJAH_* variables; problems are pushed to the caller's list. */
export function readKycConfig(raw: Raw, problems: string[]): KycConfig {
  const provider = raw('KYC_PROVIDER') ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'dojah') problems.push(`KYC_PROVIDER: must be one of sandbox, dojah (got "${provider}")`);
  const dojah: DojahSettings = {
    appId: raw('DOJAH_APP_ID') ?? '',
    secretKey: raw('DOJAH_SECRET_KEY') ?? '',
    baseUrl: trimUrl(raw('DOJAH_BASE_URL')),
  };
  if (provider === 'dojah') {
    if (!dojah.appId) problems.push('DOJAH_APP_ID: required when KYC_PROVIDER=dojah');
    if (!dojah.secretKey) problems.push('DOJAH_SECRET_KEY: required when KYC_PROVIDER=dojah');
  }
  if (!/^https?:\/\/[^\s/]+/.test(dojah.baseUrl)) problems.push('DOJAH_BASE_URL: must be an http(s) URL');
  return { provider: provider === 'dojah' ? 'dojah' : 'sandbox', dojah };
}
