import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { browserLanguage, translate } from './i18n.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('console catalogues', () => {
  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('fill the same placeholders in both languages, and leave no text empty', () => {
    const differing = Object.keys(en).filter((key) => placeholders(en[key as keyof typeof en]).join() !== placeholders(es[key as keyof typeof es]).join());
    expect(differing).toEqual([]);
    expect([...Object.entries(en), ...Object.entries(es)].filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('does not leave English in the Spanish catalogue, but for the language names and the one country spelt alike', () => {
    const alike = new Set(['language.en', 'language.es', 'market.NG']);
    const same = Object.keys(en).filter((key) => !alike.has(key) && en[key as keyof typeof en] === es[key as keyof typeof es]);
    expect(same).toEqual([]);
  });

  it('fills a placeholder and keeps an unknown one visible', () => {
    expect(translate('es', 'home.welcome', { name: 'Ana' })).toBe('Le damos la bienvenida, Ana.');
    expect(translate('en', 'home.welcome')).toBe('Welcome, {name}.');
  });

  it.each([
    [['es-MX', 'en-US'], 'es'],
    [['en-GB', 'es'], 'en'],
    [['fr-FR', 'ES'], 'es'],
    [['de-DE'], 'en'],
    [[], 'en'],
  ] as const)('takes the first of %j it has, else English', (preferred, expected) => {
    expect(browserLanguage(preferred)).toBe(expected);
  });
});
