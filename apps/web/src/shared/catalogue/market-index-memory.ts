import { PRODUCT_TERMS, type LoanMarketIndex, type MarketId, type ProductTerms } from '@lendline/domain';

/**
 * The last `/loanMarket/index` the server answered, per market, in local storage (ADR 089): its
 * figures are the live product versions (ADR 082), which staff may change after the release.
 * A page opened offline, or drawn before the answer, then shows the prices last known to be the
 * server's, not the release's. Public data, the same for every visitor: not keyed by borrower.
 * React-free: a landing page reads it too (ADR 046).
 */
const PREFIX = 'marketIndex:';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The shape a page relies on; the rest is the contract's, which the server checks its answers against. */
function isIndexOf(market: MarketId, value: unknown): value is LoanMarketIndex {
  if (typeof value !== 'object' || value === null) return false;
  const index = value as Partial<LoanMarketIndex>;
  return index.market === market && Array.isArray(index.products) && index.products.length > 0 && Array.isArray(index.terms) && index.terms.length > 0;
}

export function rememberMarketIndex(index: LoanMarketIndex): void {
  try {
    storage()?.setItem(`${PREFIX}${index.market}`, JSON.stringify(index));
  } catch {
    // A full or blocked storage: the answer still serves this page.
  }
}

/** The market's last answer, or null when none was kept (first visit, another market, cleared storage). */
export function rememberedMarketIndex(market: MarketId): LoanMarketIndex | null {
  try {
    const raw = storage()?.getItem(`${PREFIX}${market}`);
    const kept: unknown = raw ? JSON.parse(raw) : null;
    return isIndexOf(market, kept) ? kept : null;
  } catch {
    return null;
  }
}

/** The terms to price with before (or without) an answer: the last answer's, else the release's. */
export function knownTerms(market: MarketId): readonly ProductTerms[] {
  return rememberedMarketIndex(market)?.terms ?? PRODUCT_TERMS[market];
}
