import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { formatDate, formatInstant } from './format.ts';
import { es } from './es.ts';
import { countedKey, loadCatalogue, setLanguage, t } from './i18n-store.ts';

const CATALOGUES = { en, es } as Record<'en' | 'es', Record<string, string>>;
const entries = (lang: 'en' | 'es') => Object.entries(CATALOGUES[lang]);

describe('catalogue text', () => {
  it.each(['en', 'es'] as const)('has no amount written into a sentence (%s): amounts are placeholders filled by the money format', (lang) => {
    const amount = /(?:[₦$€£]|\b(?:NGN|MXN)\s?)\d/;
    expect(entries(lang).filter(([, text]) => amount.test(text))).toEqual([]);
  });

  it('never says APR in Spanish: Mexico’s figure is the CAT, and Nigeria’s is named in words', () => {
    expect(entries('es').filter(([, text]) => /\bAPR\b/.test(text))).toEqual([]);
    expect(es['borrow.cat']).toContain('CAT');
  });

  it.each(['en', 'es'] as const)('has no typing slips: doubled stops or commas, a space before a stop, doubled spaces (%s)', (lang) => {
    const slip = /\.\.|,,|\s[.,;:]|\s{2}/;
    expect(entries(lang).filter(([, text]) => slip.test(text))).toEqual([]);
  });

  it('never writes "p.m.." or a doubled stop after a date or a time', async () => {
    await loadCatalogue('es');
    for (const lang of ['en', 'es'] as const) {
      await setLanguage(lang);
      // A Spanish time ends in "p.m.": a sentence must not put its own stop after one.
      const time = formatInstant('2027-01-02T21:30:00Z', lang, 'MX');
      const date = formatDate('2027-02-14', lang, 'MX');
      for (const [key] of entries(lang)) {
        const text = t(key as keyof typeof en, { time, date });
        expect(text, `${lang} ${key}`).not.toMatch(/\.\./);
        // Several sentences name an instant as their {date} (a reference's or a link's expiry, issue 19).
        expect(t(key as keyof typeof en, { time, date: time }), `${lang} ${key}, an instant as its date`).not.toMatch(/\.\./);
      }
    }
  });

  it('ends a sentence once when a filled value already ends with a stop (issue 19: "a.m..")', async () => {
    await setLanguage('es');
    const expiry = formatInstant('2027-01-02T15:30:00Z', 'es', 'MX');
    expect(expiry).toMatch(/a\.\s?m\.$/);
    expect(t('extension.cash.intro', { total: '$1,00', date: expiry })).toBe(`Pague $1,00 en efectivo en cualquier OXXO con esta referencia antes del ${expiry}`);
    // A stop in the middle of a value, or a value without one, changes nothing.
    expect(t('extension.cash.intro', { total: '$1,00', date: '2 ene 2027' })).toBe('Pague $1,00 en efectivo en cualquier OXXO con esta referencia antes del 2 ene 2027.');
  });

  it('counts one thing in the singular where the catalogue has the sentence for it (issue 19: "1 días")', async () => {
    await setLanguage('es');
    expect(t(countedKey('rewards.meCount', 1), { count: 1 })).toBe('1 listo para usar');
    expect(t(countedKey('rewards.meCount', 2), { count: 2 })).toBe('2 listos para usar');
    // Without a singular sentence the key stays as it is.
    expect(countedKey('borrow.tenureDays', 1)).toBe('borrow.tenureDays');
  });

  it('writes numbers in sentences with the number format of the market and language', async () => {
    await setLanguage('en');
    expect(t('borrow.tenureDays', { days: 1_000 })).toBe('1,000 days');
  });
});
