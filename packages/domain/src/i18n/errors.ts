import type { Language } from '../market/markets.ts';
import { errorsEn, type ErrorMessageKey } from './errors-en.ts';
import { errorsEs } from './errors-es.ts';

const CATALOGUES: Record<Language, Record<ErrorMessageKey, string>> = { en: errorsEn, es: errorsEs };

export function isErrorMessageKey(key: string): key is ErrorMessageKey {
  return Object.hasOwn(errorsEn, key);
}

/** Values for a message's `{name}` placeholders (the web catalogue's convention too). */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The message for a key in a language, its `{name}` placeholders filled from `params`; an
 * unknown key falls back to the generic failure. A placeholder without a value stays as
 * written, so a missing parameter shows up in a test instead of reading as a blank.
 */
export function errorMessage(key: string, language: Language, params?: MessageParams): string {
  const catalogue = CATALOGUES[language];
  const text = isErrorMessageKey(key) ? catalogue[key] : catalogue['error.INTERNAL'];
  if (params === undefined) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}
