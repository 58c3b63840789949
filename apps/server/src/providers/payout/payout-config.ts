import { isHttpUrl, parseInteger, pem, trimUrl } from '../../config-fns.ts';
import type { SandboxTransferSettings } from './sandbox/sandbox-transfers.ts';
import type { StpSettings } from './stp/stp-fns.ts';

export type PayoutProviderName = 'sandbox' | 'paystack' | 'stp';
const PROVIDERS: readonly PayoutProviderName[] = ['sandbox', 'paystack', 'stp'];

export interface PayoutConfig {
  provider: PayoutProviderName;
  paystack: { secretKey: string; baseUrl: string };
  stp: StpSettings;
  sandbox: SandboxTransferSettings;
}

type Raw = (name: string) => string | undefined;

const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** PAYOUT_PROVIDER, PAYSTACK_*, STP_* and SANDBOX_PAYOUT_*; problems are pushed to the caller's list. */
export function readPayoutConfig(raw: Raw, problems: string[]): PayoutConfig {
  const given = raw('PAYOUT_PROVIDER') ?? 'sandbox';
  const provider = (PROVIDERS as readonly string[]).includes(given) ? (given as PayoutProviderName) : 'sandbox';
  if (provider !== given) problems.push(`PAYOUT_PROVIDER: must be one of ${PROVIDERS.join(', ')} (got "${given}")`);

  const paystack = { secretKey: raw('PAYSTACK_SECRET_KEY') ?? '', baseUrl: trimUrl(raw('PAYSTACK_BASE_URL')) };
  if (provider === 'paystack' && !paystack.secretKey) problems.push('PAYSTACK_SECRET_KEY: required when PAYOUT_PROVIDER=paystack');
  if (!isHttpUrl(paystack.baseUrl)) problems.push('PAYSTACK_BASE_URL: must be an http(s) URL');

  const stp: StpSettings = {
    baseUrl: trimUrl(raw('STP_BASE_URL')),
    empresa: raw('STP_EMPRESA') ?? '',
    cuentaOrdenante: raw('STP_CUENTA_ORDENANTE') ?? '',
    // Environments rarely keep newlines: a PEM written with literal \n is accepted.
    privateKey: pem(raw('STP_PRIVATE_KEY')),
    privateKeyPassphrase: raw('STP_PRIVATE_KEY_PASSPHRASE') ?? '',
    webhookSecret: raw('STP_WEBHOOK_SECRET') ?? '',
  };
  if (!isHttpUrl(stp.baseUrl)) problems.push('STP_BASE_URL: must be an http(s) URL');
  if (provider === 'stp') {
    if (!stp.empresa) problems.push('STP_EMPRESA: required when PAYOUT_PROVIDER=stp');
    if (!/^\d{18}$/.test(stp.cuentaOrdenante)) problems.push('STP_CUENTA_ORDENANTE: required when PAYOUT_PROVIDER=stp, an 18-digit CLABE');
    if (!stp.privateKey.includes('PRIVATE KEY')) problems.push('STP_PRIVATE_KEY: required when PAYOUT_PROVIDER=stp, a PEM private key');
    if (stp.webhookSecret.length < 32) problems.push('STP_WEBHOOK_SECRET: required when PAYOUT_PROVIDER=stp, at least 32 characters');
  }

  const delay = parseInteger(raw('SANDBOX_PAYOUT_DELAY_MS') ?? '0', 0, 3_600_000);
  if (!delay.ok) problems.push(`SANDBOX_PAYOUT_DELAY_MS: ${delay.problem}`);
  const sandbox: SandboxTransferSettings = {
    delayMs: delay.ok ? delay.value : 0,
    failAccounts: list(raw('SANDBOX_PAYOUT_FAIL_ACCOUNTS')),
    reverseAccounts: list(raw('SANDBOX_PAYOUT_REVERSE_ACCOUNTS')),
  };
  return { provider, paystack, stp, sandbox };
}
