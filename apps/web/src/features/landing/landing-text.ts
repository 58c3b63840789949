import type { Language } from '@lendline/domain';
import { firstScreenErrorsEn } from '@lendline/domain/i18n/first-screen-errors-en';
import { landingEn } from '../../shared/i18n/landing-en.ts';

/**
 * The landing pages' own translator: their catalogue and the two phone errors the register
 * screen shows, worded the same (the domain's catalogue), and nothing more, so a landing page
 * carries neither React nor the app's whole catalogue (ADR 046). Spanish is a chunk fetched only
 * when the page is shown in Spanish: an English visitor never downloads it (ADR 059).
 */
export type LandingKey = keyof typeof landingEn | 'error.MOBILE_EMPTY' | 'error.MOBILE_INVALID';
export type LandingT = (key: LandingKey, params?: Record<string, string>) => string;

const pick = (errors: Record<'error.MOBILE_EMPTY' | 'error.MOBILE_INVALID', string>) => ({
  'error.MOBILE_EMPTY': errors['error.MOBILE_EMPTY'],
  'error.MOBILE_INVALID': errors['error.MOBILE_INVALID'],
});

const ENGLISH: Record<LandingKey, string> = { ...landingEn, ...pick(firstScreenErrorsEn) };
const CATALOGUES: Partial<Record<Language, Record<LandingKey, string>>> = { en: ENGLISH };

/** True when the page can be drawn in `lang` now. */
export function hasLandingText(lang: Language): boolean {
  return CATALOGUES[lang] !== undefined;
}

/** Fetches a language's words; rejects offline (the page is then drawn in English). */
export async function loadLandingText(lang: Language): Promise<void> {
  if (CATALOGUES[lang]) return;
  const [{ landingEs }, { firstScreenErrorsEs }] = await Promise.all([
    import('../../shared/i18n/landing-es.ts'),
    import('@lendline/domain/i18n/first-screen-errors-es'),
  ]);
  CATALOGUES.es = { ...landingEs, ...pick(firstScreenErrorsEs) };
}

export function landingT(lang: Language): LandingT {
  const catalogue = CATALOGUES[lang] ?? ENGLISH;
  return (key, params) => catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => params?.[name] ?? whole);
}

export function isLandingErrorKey(key: string): key is 'error.MOBILE_EMPTY' | 'error.MOBILE_INVALID' {
  return key === 'error.MOBILE_EMPTY' || key === 'error.MOBILE_INVALID';
}
