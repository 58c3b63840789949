import { errorsEn, type ErrorMessageKey } from '@lendline/domain';
import type { Language } from '@lendline/domain';
import { useSyncExternalStore } from 'react';
import { readLanguage, writeItem } from '../storage/storage.ts';
import { en, type UiKey } from './en.ts';

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

function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

function translatorFor(lang: Language): Translate {
  return (key, params) => {
    const text = catalogues[lang]?.[key] ?? catalogues.en?.[key] ?? key;
    return interpolate(text, params);
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

export function getLanguage(): Language {
  return language;
}

function apply(lang: Language): void {
  language = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

/** Switches language for the whole app without a reload, and remembers it. */
export async function setLanguage(lang: Language): Promise<void> {
  const ticket = ++pending;
  await loadCatalogue(lang);
  writeItem('language', lang);
  if (ticket === pending) apply(lang);
}

/** At start: the stored language (default `en`), its catalogue loaded before the first render. */
export async function initLanguage(): Promise<void> {
  const stored = readLanguage();
  const ticket = ++pending;
  try {
    await loadCatalogue(stored);
    if (ticket === pending) apply(stored);
  } catch {
    // Offline with a Spanish preference: English still works.
    if (ticket === pending) apply('en');
  }
}

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
