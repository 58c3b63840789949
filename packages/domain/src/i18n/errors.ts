import type { Language } from '../market/markets.ts';
import { errorsEn, type ErrorMessageKey } from './errors-en.ts';
import { errorsEs } from './errors-es.ts';

const CATALOGUES: Record<Language, Record<ErrorMessageKey, string>> = { en: errorsEn, es: errorsEs };

export function isErrorMessageKey(key: string): key is ErrorMessageKey {
  return Object.hasOwn(errorsEn, key);
}

/** The message for a key in a language; an unknown key falls back to the generic failure. */
export function errorMessage(key: string, language: Language): string {
  const catalogue = CATALOGUES[language];
  return isErrorMessageKey(key) ? catalogue[key] : catalogue['error.INTERNAL'];
}
