import type { Language } from '../../shared/i18n/i18n.ts';

const LOCALE: Record<Language, string> = { en: 'en-GB', es: 'es-MX' };

/** A share in parts per million as a percentage with one decimal ("65.2%"); null is "no data" (`none`). */
export function shareText(ppm: number | null, lang: Language, none: string): string {
  if (ppm === null) return none;
  return new Intl.NumberFormat(LOCALE[lang], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ppm / 1_000_000);
}

/** A count with the language's grouping ("1,000,000"). */
export function countText(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALE[lang]).format(value);
}
