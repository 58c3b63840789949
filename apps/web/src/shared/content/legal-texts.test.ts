import { LANGUAGES, LEGAL_DOCUMENTS, LENDERS, MARKETS, type MarketId } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { currentLegalVersion, loadContent } from './content-files.ts';

/**
 * Issue 19: each market's current terms and privacy texts, in every language, name that
 * market's law and lender, its currency (the terms), and nothing of the other market.
 */
const OWN: Record<MarketId, { terms: RegExp[]; privacy: RegExp[]; currency: RegExp; foreign: RegExp }> = {
  NG: { terms: [/FCCPC/, /Nigeria/], privacy: [/NDPA/], currency: /naira.*\(NGN\)|nairas nigerianas \(NGN\)/i, foreign: /Mexico|México|CONDUSEF|LFPDPPP|peso|MXN|CLABE/ },
  MX: { terms: [/CONDUSEF/, /México|Mexico/], privacy: [/LFPDPPP/], currency: /pesos mexicanos \(MXN\)|Mexican pesos \(MXN\)/, foreign: /Nigeria|NDPA|FCCPC|naira|NGN|BVN/ },
};

const cases = (Object.keys(MARKETS) as MarketId[]).flatMap((market) => LANGUAGES.flatMap((lang) => LEGAL_DOCUMENTS.map((document) => [market, lang, document] as const)));

describe('the current legal texts of each market', () => {
  it.each(cases)('%s %s %s names its own law, lender and currency', async (market, lang, document) => {
    const version = currentLegalVersion(market, document);
    const text = await loadContent(market, lang, `${document}-${version}`);
    expect(text).toBeTruthy();
    for (const law of OWN[market][document]) expect(text).toMatch(law);
    expect(text).toContain(LENDERS[market]);
    if (document === 'terms') expect(text).toMatch(OWN[market].currency);
    expect(text).not.toMatch(OWN[market].foreign);
  });
});
