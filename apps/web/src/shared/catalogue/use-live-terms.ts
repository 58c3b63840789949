import type { MarketId, ProductTerms } from '@lendline/domain';
import { useEffect, useMemo } from 'react';
import { useRead } from '../api/use-read.ts';
import { knownTerms, rememberMarketIndex } from './market-index-memory.ts';

const MARKET_INDEX = '/loanMarket/index';

/**
 * The market's products as the server prices them now (its live versions, ADR 082 and 089), for
 * the figures a screen shows before any offer: drawn at once from the last answer kept (else the
 * release's), then from the server's answer. Public and cached by the server (ADR 021): asked
 * once per page life; quiet, as the screen has figures meanwhile.
 */
export function useLiveTerms(market: MarketId): readonly ProductTerms[] {
  const index = useRead(MARKET_INDEX, {}, { quiet: true, onePerPage: true });
  const served = index.data?.market === market ? index.data : undefined;
  useEffect(() => {
    if (served) rememberMarketIndex(served);
  }, [served]);
  const known = useMemo(() => knownTerms(market), [market]);
  return served?.terms ?? known;
}
