import { MARKETS, type ErrorMessageKey } from '@lendline/domain';
import type { Language } from '@lendline/domain';
import { useSyncExternalStore } from 'react';
import { currentMarket, subscribeMarket } from '../market/market.ts';
import { readLanguage, writeItem } from '../storage/storage.ts';
import { firstScreenErrorsEn } from '@lendline/domain/i18n/first-screen-errors-en';
import { coreEn } from './core-en.ts';
import type { UiKey } from './en.ts';
import { formatNumber } from './format.ts';

/**
 * The current language and its messages, in parts (ADR 059): `core` (the shell and home) ships
 * with the first load in English; `screens` (every other screen) and `errors` (the domain's error
 * catalogue) are chunks fetched the first time a screen or an error needs them, and only in the
 * languages actually shown: an English visit never downloads Spanish.
 */
export type MessageKey = UiKey | ErrorMessageKey;
export type Messages = Record<MessageKey, string>;
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;
export type StringsPart = 'core' | 'screens' | 'errors';

type Loader = () => Promise<Partial<Messages>>;
// The errors home can show with no fetch (the network failure) belong to its part.
const CORE_EN: Partial<Messages> = { ...firstScreenErrorsEn, ...coreEn };
const LOADERS: Record<Language, Record<StringsPart, Loader>> = {
  en: {
    core: () => Promise.resolve(CORE_EN),
    screens: () => import('./screens-en.ts').then((m) => m.screensEn),
    errors: () => import('@lendline/domain/i18n/errors-en').then((m) => m.errorsEn),
  },
  es: {
    core: () =>
      Promise.all([import('./core-es.ts'), import('@lendline/domain/i18n/first-screen-errors-es')]).then(([core, errors]) => ({ ...errors.firstScreenErrorsEs, ...core.coreEs })),
    screens: () => import('./screens-es.ts').then((m) => m.screensEs),
    errors: () => import('@lendline/domain/i18n/errors-es').then((m) => m.errorsEs),
  },
};

const catalogues: Record<Language, Partial<Messages>> = { en: { ...CORE_EN }, es: {} };
const loaded: Record<Language, Map<StringsPart, Promise<void>>> = { en: new Map([['core', Promise.resolve()]]), es: new Map() };
const arrived: Record<Language, Set<StringsPart>> = { en: new Set(['core']), es: new Set() };
/** The parts the app has needed so far: a language switch loads them all in the new language. */
const wanted = new Set<StringsPart>(['core']);
const listeners = new Set<() => void>();
let language: Language = 'en';
let pending = 0;

function loadPart(lang: Language, part: StringsPart): Promise<void> {
  let done = loaded[lang].get(part);
  if (!done) {
    done = LOADERS[lang][part]().then((messages) => {
      Object.assign(catalogues[lang], messages);
      arrived[lang].add(part);
      // Screens already showing re-render with the words that just arrived.
      translators.clear();
      for (const listener of listeners) listener();
    });
    // A failed fetch (offline) may be tried again later.
    done.catch(() => loaded[lang].delete(part));
    loaded[lang].set(part, done);
  }
  return done;
}

/** Loads every part needed so far in a language (English too: it is every language's fallback). */
export async function loadCatalogue(lang: Language): Promise<void> {
  const langs: Language[] = lang === 'en' ? ['en'] : [lang, 'en'];
  await Promise.all(langs.flatMap((l) => [...wanted].filter((part) => part !== 'core' || l === lang).map((part) => loadPart(l, part))));
}

/** True once a part is in for the language shown (a screen may then render its words). */
export function hasStrings(part: StringsPart): boolean {
  return arrived[language].has(part);
}

/**
 * The strings a screen needs, before it renders (the route's lazy import awaits this): resolves
 * once they are in, in the current language. Offline, a part that cannot be fetched is skipped:
 * the screen shows English or the key rather than not at all.
 */
export async function needStrings(...parts: StringsPart[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  try {
    await loadCatalogue(language);
  } catch {
    // Shown with what there is; the next need tries again.
  }
}

/**
 * Fills {placeholders}; a number is written with the market's and language's number format. A
 * value that already ends the sentence with its own stop ("… 3:30 p.m.") takes the place of the
 * sentence's stop, so it never reads "p.m..".
 */
function interpolate(text: string, lang: Language, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, stop: string) => {
    if (!(name in params)) return whole;
    const raw = params[name];
    const value = typeof raw === 'number' ? formatNumber(raw, lang, currentMarket()) : String(raw);
    return value.endsWith('.') ? value : value + stop;
  });
}

function translatorFor(lang: Language): Translate {
  return (key, params) => {
    const text = catalogues[lang][key] ?? catalogues.en[key] ?? key;
    return interpolate(text, lang, params);
  };
}

const translators = new Map<Language, Translate>();
function translator(lang: Language): Translate {
  let found = translators.get(lang);
  if (!found) {
    found = translatorFor(lang);
    translators.set(lang, found);
  }
  return found;
}

/** Translates in the current language (for code outside components: the API client, toasts). */
export const t: Translate = (key, params) => translator(language)(key, params);

/** True for a key of the parts loaded; server messages that carry keys are translated with it. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogues.en, key);
}

/**
 * The singular sentence when one thing is counted and the catalogue has one (`key.one`):
 * "1 día de atraso", never "1 días".
 */
export function countedKey(key: MessageKey, count: number): MessageKey {
  const one = `${key}.one`;
  return count === 1 && isMessageKey(one) ? one : key;
}

export function getLanguage(): Language {
  return language;
}

function apply(lang: Language): void {
  language = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

/**
 * The borrower's own choice, else the language of the market served: Spanish in Mexico (a
 * VITE_MARKET=MX build, a server pricing in pesos, a Mexican borrower), English in Nigeria.
 * Also the `lang` of every call, so the server's words match the screen's.
 */
export function preferredLanguage(): Language {
  return readLanguage() ?? MARKETS[currentMarket()].defaultLanguage;
}

/** Switches language for the whole app without a reload, and remembers it as the borrower's choice. */
export async function setLanguage(lang: Language): Promise<void> {
  const ticket = ++pending;
  await loadCatalogue(lang);
  writeItem('language', lang);
  if (ticket === pending) apply(lang);
}

/** Shows the preferred language, its catalogue loaded first; nothing is stored (no choice was made). */
async function showPreferred(): Promise<void> {
  const preferred = preferredLanguage();
  const ticket = ++pending;
  try {
    await loadCatalogue(preferred);
    if (ticket === pending) apply(preferred);
  } catch {
    // Offline with a Spanish preference: English still works.
    if (ticket === pending) apply('en');
  }
}

/** At start: the preferred language, its catalogue loaded before the first render. */
export function initLanguage(): Promise<void> {
  return showPreferred();
}

// Until the borrower chooses, the language follows the market as the app learns it (the
// server's currency, a sign-in); a session end keeps whatever was chosen (ADR 009).
subscribeMarket(() => {
  if (readLanguage() === null && preferredLanguage() !== language) void showPreferred();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, getLanguage);
}

/** The translate function of the current language; components re-render when it changes. */
export function useT(): Translate {
  return useSyncExternalStore(subscribe, currentTranslator, currentTranslator);
}

function currentTranslator(): Translate {
  return translator(language);
}
