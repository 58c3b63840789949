import { fetchMarketIndex } from '../marketing/market-index-api.ts';
import { readLanguage } from '../storage/storage.ts';
import { isServedMarketKnown, learnServedMarket } from './market.ts';

/** How long the first screen waits for the server's market when its document names none. */
const DISCOVERY_WAIT_MS = 3_000;

/**
 * Before the first screen: the server's market, so a guest is never shown another market's
 * screens, language or legal texts (issue 19, ADR 049). Nothing to do when the server named it in
 * the document it served (the usual case: no request). A document from elsewhere (a development
 * server, a shell's local copy) asks the server's public market index, for at most 3 seconds;
 * offline, the build's default stands in until an answer names the market.
 */
export async function discoverServedMarket(): Promise<void> {
  if (isServedMarketKnown()) return;
  const index = await fetchMarketIndex(readLanguage() ?? 'en', DISCOVERY_WAIT_MS);
  if (index) learnServedMarket(index.market);
}
