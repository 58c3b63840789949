import { useSyncExternalStore } from 'react';
import { en, type UiKey } from './en.ts';
import { es } from './es.ts';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const CATALOGUES: Record<Language, Record<UiKey, string>> = { en, es };
/** The person's own choice; the language is not a secret, unlike the CSRF token (sessionStorage only). */
const STORAGE_KEY = 'lendline.console.language';

/** The browser's preferred languages, first Spanish or English one wins; English otherwise. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.slice(0, 2).toLowerCase();
    if (base === 'es' || base === 'en') return base;
  }
  return 'en';
}

function initialLanguage(): Language {
  const chosen = readChoice();
  if (chosen) return chosen;
  return browserLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

function readChoice(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'en' || value === 'es' ? value : null;
  } catch {
    // Storage refused (a locked-down browser): the browser's language still applies.
    return null;
  }
}

let current: Language | null = null;
const listeners = new Set<() => void>();

export function language(): Language {
  current ??= initialLanguage();
  return current;
}

/** The person's choice: kept for their next visit, and the page's lang follows for screen readers. */
export function chooseLanguage(next: Language): void {
  current = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Not kept; this visit still switches.
  }
  document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** Forgets the language read at start (tests: each starts from the browser's language). */
export function resetLanguage(): void {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type Params = Readonly<Record<string, string | number>>;

export function translate(lang: Language, key: UiKey, params: Params = {}): string {
  return CATALOGUES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The current language and its `t`, re-rendering when the person switches. */
export function useI18n(): { lang: Language; t: (key: UiKey, params?: Params) => string } {
  const lang = useSyncExternalStore(subscribe, language);
  return { lang, t: (key, params) => translate(lang, key, params) };
}
