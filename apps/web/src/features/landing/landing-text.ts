import { errorsEn, type Language } from '@lendline/domain';
import { errorsEs } from '@lendline/domain/i18n/errors-es';
import { landingEn } from '../../shared/i18n/landing-en.ts';
import { landingEs } from '../../shared/i18n/landing-es.ts';

/**
 * The landing pages' own translator: their catalogue and the two phone errors the register
 * screen shows, worded the same (the domain's catalogue), and nothing more, so a landing page
 * carries neither React nor the app's whole catalogue (ADR 046).
 */
export type LandingKey = keyof typeof landingEn | 'error.MOBILE_EMPTY' | 'error.MOBILE_INVALID';
export type LandingT = (key: LandingKey, params?: Record<string, string>) => string;

const CATALOGUES: Record<Language, Record<LandingKey, string>> = {
  en: { ...landingEn, 'error.MOBILE_EMPTY': errorsEn['error.MOBILE_EMPTY'], 'error.MOBILE_INVALID': errorsEn['error.MOBILE_INVALID'] },
  es: { ...landingEs, 'error.MOBILE_EMPTY': errorsEs['error.MOBILE_EMPTY'], 'error.MOBILE_INVALID': errorsEs['error.MOBILE_INVALID'] },
};

export function landingT(lang: Language): LandingT {
  return (key, params) => CATALOGUES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => params?.[name] ?? whole);
}

export function isLandingErrorKey(key: string): key is 'error.MOBILE_EMPTY' | 'error.MOBILE_INVALID' {
  return key === 'error.MOBILE_EMPTY' || key === 'error.MOBILE_INVALID';
}
