import type { MarketId } from '@lendline/domain';

/**
 * BUREAU_PROVIDER (and Nigeria's second bureau, BUREAU_SECOND_PROVIDER): which bureau answers
 * a market's inquiries. Vendor adapters add their name and settings here; a bureau of the
 * other market is refused at start.
 */
export type BureauProviderName = 'sandbox';

export interface BureauConfig {
  provider: BureauProviderName;
  /** Nigeria's second bureau, asked when the first is unavailable; null: none. */
  second: BureauProviderName | null;
}

type Raw = (name: string) => string | undefined;

const MARKET_OF: Readonly<Record<BureauProviderName, MarketId | 'any'>> = { sandbox: 'any' };
const NAMES = Object.keys(MARKET_OF) as BureauProviderName[];

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

export function readBureauConfig(raw: Raw, market: MarketId, problems: string[]): BureauConfig {
  const provider = nameOf('BUREAU_PROVIDER', raw('BUREAU_PROVIDER') ?? 'sandbox', market, problems);
  const secondGiven = raw('BUREAU_SECOND_PROVIDER');
  const second = secondGiven ? nameOf('BUREAU_SECOND_PROVIDER', secondGiven, market, problems) : null;
  if (second && market !== 'NG') problems.push('BUREAU_SECOND_PROVIDER: only Nigeria asks a second bureau');
  if (second && second === provider) problems.push('BUREAU_SECOND_PROVIDER: must differ from BUREAU_PROVIDER');
  return { provider, second };
}
