import { describe, expect, it } from 'vitest';
import { attributionFromQuery, cleanAttribution, cleanAttributionValue } from '../../src/marketing/attribution.ts';

describe('attribution values', () => {
  it.each([
    ['af-1689123456789-1234567', 'af-1689123456789-1234567'],
    ['  summer   sale  ', 'summer sale'],
    ['campaña_2026', 'campaña_2026'],
    ['a'.repeat(128), 'a'.repeat(128)],
  ])('keeps %j as %j', (input, kept) => {
    expect(cleanAttributionValue(input)).toBe(kept);
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['an e-mail address', 'ada@example.com'],
    ['markup', '<script>'],
    ['a query of its own', 'x&y=1'],
    ['empty', '   '],
    ['not text', 42],
  ])('drops %s whole', (_label, input) => {
    expect(cleanAttributionValue(input)).toBeNull();
  });
});

describe('cleanAttribution', () => {
  it('keeps the clean fields, drops the rest and answers null when none is left', () => {
    expect(cleanAttribution({ afid: 'af-1', utmCampaign: 'x<y', utmSource: 'facebook', other: 'ignored' })).toEqual({ afid: 'af-1', utmSource: 'facebook' });
    expect(cleanAttribution({ utmCampaign: '<b>' })).toBeNull();
    expect(cleanAttribution(undefined)).toBeNull();
  });

  it('keeps only the known landing pages', () => {
    expect(cleanAttribution({ landingPage: 'yx3' })).toEqual({ landingPage: 'yx3' });
    expect(cleanAttribution({ landingPage: 'home' })).toBeNull();
  });

  it('drops any value carrying the registering borrower’s own number', () => {
    const phone = '2348031234567';
    expect(cleanAttribution({ afid: '08031234567', utmTerm: 'call 803 123 4567', utmSource: 'sms' }, phone)).toEqual({ utmSource: 'sms' });
  });
});

describe('attributionFromQuery', () => {
  it('reads afid, the utm parameters and a click id from a landing URL', () => {
    const query = new URLSearchParams('afid=af-9&utm_source=google&utm_medium=cpc&utm_campaign=loans+ng&fbclid=IwAR0abc&x=1');
    expect(attributionFromQuery(query, 'yx3')).toEqual({
      afid: 'af-9', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'loans ng', clickId: 'IwAR0abc', landingPage: 'yx3',
    });
  });

  it('answers null for a URL with no attribution, whatever the page', () => {
    expect(attributionFromQuery(new URLSearchParams('x=1'), 'yx3')).toBeNull();
  });
});
