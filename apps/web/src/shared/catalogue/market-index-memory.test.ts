import { loanMarketIndex, PRODUCT_TERMS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { knownTerms, rememberedMarketIndex, rememberMarketIndex } from './market-index-memory.ts';

describe('the last market index kept on the device (ADR 089)', () => {
  const live = PRODUCT_TERMS.NG.map((terms) => (terms.productId === 'ng-cash-50k' ? { ...terms, dailyInterestPpm: 700 } : terms));

  it('answers the release’s terms until an answer was kept, then that answer’s, for its own market only', () => {
    expect(knownTerms('NG')).toBe(PRODUCT_TERMS.NG);
    rememberMarketIndex(loanMarketIndex('NG', live));
    expect(knownTerms('NG')[0]!.dailyInterestPpm).toBe(700);
    expect(rememberedMarketIndex('NG')).toEqual(loanMarketIndex('NG', live));
    expect(rememberedMarketIndex('MX')).toBeNull();
    expect(knownTerms('MX')).toBe(PRODUCT_TERMS.MX);
  });

  it('ignores what is not an index with terms: another release’s answer, or damaged storage', () => {
    const { terms: _dropped, ...withoutTerms } = loanMarketIndex('NG', live);
    window.localStorage.setItem('marketIndex:NG', JSON.stringify(withoutTerms));
    expect(knownTerms('NG')).toBe(PRODUCT_TERMS.NG);
    window.localStorage.setItem('marketIndex:NG', '{not json');
    expect(rememberedMarketIndex('NG')).toBeNull();
  });
});
