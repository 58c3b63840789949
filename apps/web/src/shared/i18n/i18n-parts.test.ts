import { firstScreenErrorsEn } from '@lendline/domain/i18n/first-screen-errors-en';
import { describe, expect, it, vi } from 'vitest';
import { coreEn } from './core-en.ts';
import { en } from './en.ts';

// The sources of home's first load (ADR 059): the shell, home and what they use at once.
const firstLoad = import.meta.glob(
  ['../../app/app.tsx', '../../app/chunk-error.tsx', '../../app/error-boundary.tsx', '../../features/home/*.{ts,tsx}', '../ui/*.{ts,tsx}', '../router/*.ts', '../../screens.ts', '!../../**/*.test.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;
// A signed-in borrower's banners wait for the screens' strings (status-card.tsx keeps the skeleton);
// the table of screens names every screen's title, which arrives with that screen's strings.
const NOT_FIRST_SCREEN = ['decision-banners.tsx', 'finished-banner.tsx', '/screens.ts'];

/** A store of its own, as a page starts: only the first load's strings. */
async function freshStore() {
  vi.resetModules();
  return import('./i18n-store.ts');
}

describe('the catalogue in parts (issue 20, ADR 059)', () => {
  it('has every word of the shell and a guest’s home in the first load', () => {
    const known = new Set([...Object.keys(coreEn), ...Object.keys(firstScreenErrorsEn)]);
    const namespaces = new Set(Object.keys(en).map((key) => key.split('.')[0]));
    const missing: string[] = [];
    for (const [file, text] of Object.entries(firstLoad)) {
      if (NOT_FIRST_SCREEN.some((name) => file.endsWith(name))) continue;
      for (const match of text.matchAll(/'([a-zA-Z]+)\.([\w.]+)'/g)) {
        const key = `${match[1]}.${match[2]}`;
        if (namespaces.has(match[1]!) && !known.has(key)) missing.push(`${key} (${file})`);
      }
    }
    expect(Object.keys(firstLoad).length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
    // The tab bar's screens keep their titles at hand.
    for (const key of ['route.home', 'route.records', 'route.me']) expect(Object.hasOwn(coreEn, key), key).toBe(true);
  });

  it('starts with the first load’s words only, and a screen’s arrive when it asks for them', async () => {
    const store = await freshStore();
    expect(store.t('route.home')).toBe('Home');
    expect(store.t('inbox.empty')).toBe('inbox.empty');
    expect(store.hasStrings('screens')).toBe(false);
    await store.needStrings('screens');
    expect(store.hasStrings('screens')).toBe(true);
    expect(store.t('inbox.empty')).toBe(en['inbox.empty']);
  });

  it('fetches the error catalogue with the first error, keeping the network failure at hand', async () => {
    const store = await freshStore();
    expect(store.t('error.network')).toBe(firstScreenErrorsEn['error.network']);
    expect(store.isMessageKey('error.MISSING_TIMESTAMP')).toBe(false);
    await store.needStrings('errors');
    expect(store.isMessageKey('error.MISSING_TIMESTAMP')).toBe(true);
  });

  it('loads the parts needed so far in a language chosen later, and only then', async () => {
    const store = await freshStore();
    await store.needStrings('screens');
    const translated: string[] = [];
    store.t('inbox.empty');
    await store.setLanguage('es');
    translated.push(store.t('inbox.empty'), store.t('route.home'));
    expect(translated).toEqual([(await import('./es.ts')).es['inbox.empty'], 'Inicio']);
  });
});
