import { isRepayChannel, REPAY_CHANNELS, type MarketId, type RepayChannelId } from '@lendline/domain';
import { isHttpUrl, pem, trimUrl } from '../../config-fns.ts';
import type { ConektaSettings } from './conekta/conekta-fns.ts';
import type { FlutterwaveSettings } from './flutterwave/flutterwave-fns.ts';
import type { MonnifySettings } from './monnify/monnify-fns.ts';
import type { PaystackCollectionsSettings } from './paystack/paystack-collections-fns.ts';
import type { StpCollectionsSettings } from './stp/stp-collections-fns.ts';

/** The vendor behind each channel (issue 10, ADR 034); `sandbox` stands in for all of them in sandbox mode. */
export const CHANNEL_VENDOR = {
  paystack_account: 'paystack',
  paystack_card: 'paystack',
  monnify_account: 'monnify',
  flutterwave_account: 'flutterwave',
  flutterwave_link: 'flutterwave',
  stp_clabe: 'stp',
  oxxo: 'conekta',
  paystack_ussd: 'paystack',
} as const satisfies Record<RepayChannelId, string>;
export type CollectionsVendor = (typeof CHANNEL_VENDOR)[RepayChannelId];

/** Which channels each market offers when REPAY_CHANNELS is unset: one account and one card or cash way, and in Nigeria a bank USSD code for a phone without data (ADR 104). */
export const DEFAULT_CHANNELS: Record<MarketId, readonly RepayChannelId[]> = {
  NG: ['paystack_account', 'paystack_card', 'paystack_ussd'],
  MX: ['stp_clabe', 'oxxo'],
};

/** The markets a channel can serve: a naira account cannot take pesos. */
const CHANNEL_MARKET: Record<RepayChannelId, MarketId> = {
  paystack_account: 'NG', paystack_card: 'NG', monnify_account: 'NG', flutterwave_account: 'NG', flutterwave_link: 'NG', stp_clabe: 'MX', oxxo: 'MX', paystack_ussd: 'NG',
};

export interface CollectionsConfig {
  /** True: every channel is served by the sandbox, without keys or network (the default). */
  sandbox: boolean;
  /** The market's channels, in the order the cashier shows them. */
  channels: readonly RepayChannelId[];
  /** Null: the request's own origin. */
  publicUrl: string | null;
  /** Minutes between reconciliation runs against each live vendor's transaction list. */
  reconcileEveryMinutes: number;
  paystack: PaystackCollectionsSettings;
  monnify: MonnifySettings;
  flutterwave: FlutterwaveSettings;
  stp: Pick<StpCollectionsSettings, 'clabePrefix' | 'accountName' | 'conciliacionUrl'>;
  conekta: ConektaSettings;
}

type Raw = (name: string) => string | undefined;


/** The vendors the configured channels need, each once. */
export function vendorsOf(channels: readonly RepayChannelId[]): CollectionsVendor[] {
  return [...new Set(channels.map((c) => CHANNEL_VENDOR[c]))];
}

/**
 * COLLECTIONS_SANDBOX, REPAY_CHANNELS, PUBLIC_URL and each vendor's keys. A vendor's keys are
 * required only when a live configuration offers one of its channels, so a Nigerian server
 * never needs Conekta's. Problems are pushed to the caller's list.
 */
export function readCollectionsConfig(raw: Raw, market: MarketId, problems: string[]): CollectionsConfig {
  const sandboxText = raw('COLLECTIONS_SANDBOX') ?? 'true';
  if (sandboxText !== 'true' && sandboxText !== 'false') problems.push(`COLLECTIONS_SANDBOX: must be true or false (got "${sandboxText}")`);
  const sandbox = sandboxText !== 'false';

  const given = (raw('REPAY_CHANNELS') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = given.filter((c) => !isRepayChannel(c));
  if (unknown.length > 0) problems.push(`REPAY_CHANNELS: unknown channel ${unknown.join(', ')} (known: ${Object.keys(REPAY_CHANNELS).join(', ')})`);
  const wrongMarket = given.filter((c) => isRepayChannel(c) && CHANNEL_MARKET[c] !== market);
  if (wrongMarket.length > 0) problems.push(`REPAY_CHANNELS: ${wrongMarket.join(', ')} cannot serve MARKET=${market}`);
  const listed = [...new Set(given.filter(isRepayChannel).filter((c) => CHANNEL_MARKET[c] === market))];
  const channels = listed.length > 0 ? listed : DEFAULT_CHANNELS[market];

  const publicUrl = trimUrl(raw('PUBLIC_URL')) || null;
  if (publicUrl !== null && !isHttpUrl(publicUrl)) problems.push('PUBLIC_URL: must be an http(s) URL');

  const every = Number(raw('COLLECTIONS_RECONCILE_MINUTES') ?? '10');
  if (!Number.isInteger(every) || every < 1 || every > 1440) problems.push('COLLECTIONS_RECONCILE_MINUTES: must be a whole number from 1 to 1440');

  const config: CollectionsConfig = {
    sandbox,
    channels,
    publicUrl,
    reconcileEveryMinutes: Number.isInteger(every) && every >= 1 && every <= 1440 ? every : 10,
    paystack: { baseUrl: trimUrl(raw('PAYSTACK_BASE_URL')), secretKey: raw('PAYSTACK_SECRET_KEY') ?? '', preferredBank: raw('PAYSTACK_DVA_PREFERRED_BANK') ?? 'wema-bank' },
    monnify: {
      baseUrl: trimUrl(raw('MONNIFY_BASE_URL')), apiKey: raw('MONNIFY_API_KEY') ?? '', secretKey: raw('MONNIFY_SECRET_KEY') ?? '',
      contractCode: raw('MONNIFY_CONTRACT_CODE') ?? '', ...(raw('MONNIFY_PREFERRED_BANK') ? { preferredBankCode: raw('MONNIFY_PREFERRED_BANK') } : {}),
    },
    flutterwave: { baseUrl: trimUrl(raw('FLUTTERWAVE_BASE_URL')), secretKey: raw('FLUTTERWAVE_SECRET_KEY') ?? '', webhookHash: raw('FLUTTERWAVE_WEBHOOK_HASH') ?? '' },
    stp: { clabePrefix: raw('STP_COLLECTIONS_CLABE_PREFIX') ?? '', accountName: raw('STP_COLLECTIONS_ACCOUNT_NAME') ?? '', conciliacionUrl: trimUrl(raw('STP_CONCILIACION_URL')) },
    conekta: { baseUrl: trimUrl(raw('CONEKTA_BASE_URL')), privateKey: raw('CONEKTA_PRIVATE_KEY') ?? '', webhookPublicKey: pem(raw('CONEKTA_WEBHOOK_PUBLIC_KEY')) },
  };
  if (!sandbox) problems.push(...liveProblems(config));
  return config;
}

/** What a live configuration lacks for the vendors its channels use. */
function liveProblems(config: CollectionsConfig): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, variable: string, what: string, vendor: string) => {
    if (!ok) problems.push(`${variable}: required when REPAY_CHANNELS uses ${vendor}, ${what}`);
  };
  for (const vendor of vendorsOf(config.channels)) {
    switch (vendor) {
      case 'paystack':
        need(config.paystack.secretKey.length > 0, 'PAYSTACK_SECRET_KEY', 'the secret key', vendor);
        need(isHttpUrl(config.paystack.baseUrl), 'PAYSTACK_BASE_URL', 'an http(s) URL', vendor);
        break;
      case 'monnify':
        need(config.monnify.apiKey.length > 0, 'MONNIFY_API_KEY', 'the API key', vendor);
        need(config.monnify.secretKey.length > 0, 'MONNIFY_SECRET_KEY', 'the secret key', vendor);
        need(config.monnify.contractCode.length > 0, 'MONNIFY_CONTRACT_CODE', 'the contract code', vendor);
        need(isHttpUrl(config.monnify.baseUrl), 'MONNIFY_BASE_URL', 'an http(s) URL', vendor);
        break;
      case 'flutterwave':
        need(config.flutterwave.secretKey.length > 0, 'FLUTTERWAVE_SECRET_KEY', 'the secret key', vendor);
        need(config.flutterwave.webhookHash.length >= 16, 'FLUTTERWAVE_WEBHOOK_HASH', 'the dashboard secret hash, at least 16 characters', vendor);
        need(isHttpUrl(config.flutterwave.baseUrl), 'FLUTTERWAVE_BASE_URL', 'an http(s) URL', vendor);
        break;
      case 'stp':
        need(/^\d{10,13}$/.test(config.stp.clabePrefix), 'STP_COLLECTIONS_CLABE_PREFIX', 'the CLABE prefix STP assigned, 10 to 13 digits', vendor);
        need(config.stp.accountName.length > 0, 'STP_COLLECTIONS_ACCOUNT_NAME', 'the beneficiary name shown with the CLABE', vendor);
        need(isHttpUrl(config.stp.conciliacionUrl), 'STP_CONCILIACION_URL', 'an http(s) URL', vendor);
        break;
      case 'conekta':
        need(config.conekta.privateKey.length > 0, 'CONEKTA_PRIVATE_KEY', 'the private API key', vendor);
        need(config.conekta.webhookPublicKey.includes('PUBLIC KEY'), 'CONEKTA_WEBHOOK_PUBLIC_KEY', 'the webhook key as PEM', vendor);
        need(isHttpUrl(config.conekta.baseUrl), 'CONEKTA_BASE_URL', 'an http(s) URL', vendor);
        break;
    }
  }
  return problems;
}
