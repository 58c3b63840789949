import type { MarketId } from '@lendline/domain';
import { isHttpUrl, pem, trimUrl } from '../../config-fns.ts';
import { privateKeyOf, publicKeyOf, type CirculoSettings } from './circulo/circulo-fns.ts';
import type { CreditRegistrySettings } from './creditregistry/creditregistry-fns.ts';
import type { FirstCentralSettings } from './firstcentral/firstcentral-fns.ts';

/**
 * BUREAU_PROVIDER (and Nigeria's second bureau, BUREAU_SECOND_PROVIDER): which bureau answers
 * a market's inquiries, and each vendor's settings (ADR 098). A vendor's settings are
 * required only when it is named; a bureau of the other market is refused at start.
 */
export type BureauProviderName = 'sandbox' | 'creditregistry' | 'firstcentral' | 'circulo';

export interface BureauConfig {
  provider: BureauProviderName;
  /** Nigeria's second bureau, asked when the first is unavailable; null: none. */
  second: BureauProviderName | null;
  creditregistry: CreditRegistrySettings;
  firstcentral: FirstCentralSettings;
  circulo: CirculoSettings;
}

type Raw = (name: string) => string | undefined;

const MARKET_OF: Readonly<Record<BureauProviderName, MarketId | 'any'>> = { sandbox: 'any', creditregistry: 'NG', firstcentral: 'NG', circulo: 'MX' };
const NAMES = Object.keys(MARKET_OF) as BureauProviderName[];

/** PEM given on one line with literal \n, as env files hold it. */

function nameOf(variable: string, given: string, market: MarketId, problems: string[]): BureauProviderName {
  if (!(NAMES as string[]).includes(given)) {
    problems.push(`${variable}: must be one of ${NAMES.join(', ')} (got "${given}")`);
    return 'sandbox';
  }
  const name = given as BureauProviderName;
  const serves = MARKET_OF[name];
  if (serves !== 'any' && serves !== market) problems.push(`${variable}: ${name} serves ${serves}, not ${market}`);
  return name;
}

/** Whether a key parses and is of the kind wanted; a PEM that does not parse is a problem at start, not at the first borrower. */
function readsAs(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** What a named vendor lacks; each variable named with what it must hold. */
function vendorProblems(name: BureauProviderName, config: BureauConfig): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, variable: string, what: string) => {
    if (!ok) problems.push(`${variable}: required when the bureau is ${name}, ${what}`);
  };
  switch (name) {
    case 'sandbox':
      break;
    case 'creditregistry':
      need(isHttpUrl(config.creditregistry.baseUrl), 'CREDITREGISTRY_BASE_URL', 'an http(s) URL');
      need(config.creditregistry.subscriberId.length > 0, 'CREDITREGISTRY_SUBSCRIBER_ID', 'the subscriber id');
      need(config.creditregistry.email.includes('@'), 'CREDITREGISTRY_EMAIL', 'the agent\'s email address');
      need(config.creditregistry.password.length > 0, 'CREDITREGISTRY_PASSWORD', 'the agent\'s password');
      break;
    case 'firstcentral':
      need(isHttpUrl(config.firstcentral.baseUrl), 'FIRSTCENTRAL_BASE_URL', 'an http(s) URL');
      need(config.firstcentral.username.length > 0, 'FIRSTCENTRAL_USERNAME', 'the user name');
      need(config.firstcentral.password.length > 0, 'FIRSTCENTRAL_PASSWORD', 'the password');
      break;
    case 'circulo':
      need(isHttpUrl(config.circulo.baseUrl), 'CIRCULO_BASE_URL', 'an http(s) URL');
      need(config.circulo.apiKey.length > 0, 'CIRCULO_API_KEY', 'the application\'s x-api-key');
      need(config.circulo.username.length > 0, 'CIRCULO_USERNAME', 'the product user');
      need(config.circulo.password.length > 0, 'CIRCULO_PASSWORD', 'the product password');
      need(readsAs(() => privateKeyOf(config.circulo.privateKey).asymmetricKeyDetails?.namedCurve === 'secp384r1'), 'CIRCULO_PRIVATE_KEY', 'our secp384r1 key as PEM');
      need(/BEGIN (CERTIFICATE|PUBLIC KEY)/.test(config.circulo.certificate) && readsAs(() => publicKeyOf(config.circulo.certificate).asymmetricKeyType === 'ec'), 'CIRCULO_CERTIFICATE', 'Círculo\'s certificate as PEM');
      break;
  }
  return problems;
}

export function readBureauConfig(raw: Raw, market: MarketId, problems: string[]): BureauConfig {
  const provider = nameOf('BUREAU_PROVIDER', raw('BUREAU_PROVIDER') ?? 'sandbox', market, problems);
  const secondGiven = raw('BUREAU_SECOND_PROVIDER');
  const second = secondGiven ? nameOf('BUREAU_SECOND_PROVIDER', secondGiven, market, problems) : null;
  if (second && market !== 'NG') problems.push('BUREAU_SECOND_PROVIDER: only Nigeria asks a second bureau');
  if (second && second === provider) problems.push('BUREAU_SECOND_PROVIDER: must differ from BUREAU_PROVIDER');
  const config: BureauConfig = {
    provider,
    second,
    creditregistry: {
      baseUrl: trimUrl(raw('CREDITREGISTRY_BASE_URL')), subscriberId: raw('CREDITREGISTRY_SUBSCRIBER_ID') ?? '',
      email: raw('CREDITREGISTRY_EMAIL') ?? '', password: raw('CREDITREGISTRY_PASSWORD') ?? '',
    },
    firstcentral: { baseUrl: trimUrl(raw('FIRSTCENTRAL_BASE_URL')), username: raw('FIRSTCENTRAL_USERNAME') ?? '', password: raw('FIRSTCENTRAL_PASSWORD') ?? '' },
    circulo: {
      baseUrl: trimUrl(raw('CIRCULO_BASE_URL')), apiKey: raw('CIRCULO_API_KEY') ?? '', username: raw('CIRCULO_USERNAME') ?? '',
      password: raw('CIRCULO_PASSWORD') ?? '', privateKey: pem(raw('CIRCULO_PRIVATE_KEY')), certificate: pem(raw('CIRCULO_CERTIFICATE')),
    },
  };
  for (const name of new Set([provider, ...(second ? [second] : [])])) problems.push(...vendorProblems(name, config));
  return config;
}
