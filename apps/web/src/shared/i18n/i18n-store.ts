import { errorsEn, MARKETS, type ErrorMessageKey } from '@lendline/domain';
import type { Language } from '@lendline/domain';
import { useSyncExternalStore } from 'react';
import { currentMarket, subscribeMarket } from '../market/market.ts';
import { readLanguage, writeItem } from '../storage/storage.ts';
import { en, type UiKey } from './en.ts';
import { formatNumber } from './format.ts';

/**
 * The current language and its messages: the web catalogue merged with the domain's error
 * catalogue. English ships with the first route; Spanish is fetched the first time it is used.
 */
export type MessageKey = UiKey | ErrorMessageKey;
export type Messages = Record<MessageKey, string>;
export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

const catalogues: Partial<Record<Language, Messages>> = { en: { ...errorsEn, ...en } };
const listeners = new Set<() => void>();
let language: Language = 'en';
let pending = 0;

async function loadSpanish(): Promise<Messages> {
  const [{ es }, { errorsEs }] = await Promise.all([import('./es.ts'), import('@lendline/domain/i18n/errors-es')]);
  return { ...errorsEs, ...es };
}

export async function loadCatalogue(lang: Language): Promise<void> {
  if (!catalogues[lang]) catalogues[lang] = await loadSpanish();
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
    const text = catalogues[lang]?.[key] ?? catalogues.en?.[key] ?? key;
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

/** True for a catalogue key; server messages that carry keys are translated with it. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogues.en ?? {}, key);
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
  return translator(useLanguage());
}
