export type PayoutProviderName = 'sandbox' | 'paystack';

export interface PayoutConfig {
  provider: PayoutProviderName;
  paystack: { secretKey: string; baseUrl: string };
}

type Raw = (name: string) => string | undefined;

/** PAYOUT_PROVIDER and the PAYSTACK_* variables; problems are pushed to the caller's list. */
export function readPayoutConfig(raw: Raw, problems: string[]): PayoutConfig {
  const provider = raw('PAYOUT_PROVIDER') ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'paystack') problems.push(`PAYOUT_PROVIDER: must be one of sandbox, paystack (got "${provider}")`);
  const paystack = { secretKey: raw('PAYSTACK_SECRET_KEY') ?? '', baseUrl: (raw('PAYSTACK_BASE_URL') ?? '').replace(/\/+$/, '') };
  if (provider === 'paystack' && !paystack.secretKey) problems.push('PAYSTACK_SECRET_KEY: required when PAYOUT_PROVIDER=paystack');
  if (!/^https?:\/\/[^\s/]+/.test(paystack.baseUrl)) problems.push('PAYSTACK_BASE_URL: must be an http(s) URL');
  return { provider: provider === 'paystack' ? 'paystack' : 'sandbox', paystack };
}
