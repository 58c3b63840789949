import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANDING_PAGES, loanMarketIndex, MARKETS, formatMoney, type MarketId } from '../../src/index.ts';
import { DESCRIBED_PAGES, pageDescription } from '../../src/marketing/page-description.ts';

const MARKET_IDS = Object.keys(MARKETS) as MarketId[];

/** Issue 19: a search result's snippet, one per market, language and landing page. */
describe('pageDescription', () => {
  const all = MARKET_IDS.flatMap((market) => LANGUAGES.flatMap((lang) => DESCRIBED_PAGES.map((page) => ({ market, lang, page, text: pageDescription(market, lang, page) }))));

  it('describes home and every landing page', () => {
    expect(DESCRIBED_PAGES).toEqual(['home', ...LANDING_PAGES]);
  });

  it('gives each market, language and page its own description', () => {
    expect(new Set(all.map((d) => d.text)).size).toBe(MARKET_IDS.length * LANGUAGES.length * DESCRIBED_PAGES.length);
  });

  it.each(all.map((d) => [`${d.market} ${d.lang} ${d.page}`, d] as const))('%s fits a search result and names its market and amounts', (_name, d) => {
    // Search engines show about 155 characters; a snippet much shorter than 70 says too little.
    expect(d.text.length).toBeGreaterThanOrEqual(70);
    expect(d.text.length).toBeLessThanOrEqual(160);
    const index = loanMarketIndex(d.market);
    expect(d.text).toContain(formatMoney(index.maxAmount, index.currency, d.lang));
    expect(d.text).toMatch(d.market === 'MX' ? /Mexico|México/ : /Nigeria/);
    expect(d.text).not.toMatch(d.market === 'MX' ? /Nigeria|₦/ : /México|Mexico|MXN/);
    // Mexico's cost figure is the CAT, and Spanish never says APR.
    if (d.lang === 'es') expect(d.text).not.toMatch(/\bAPR\b/);
    expect(d.text).not.toMatch(/[<>"]/);
  });
});
