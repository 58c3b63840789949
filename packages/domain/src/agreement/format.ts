/**
 * Display formatting for figures, shared with the web app. Money stays integer: the money
 * module writes it as exact decimal text and Intl receives that string.
 */
import { marketOfCurrency, type Currency } from '../market/markets.ts';
import { minorDigits, minorToDecimal } from '../money/index.ts';

export type AgreementLanguage = 'en' | 'es';
const RATE_LOCALE: Record<AgreementLanguage, string> = { en: 'en-NG', es: 'es-MX' };

function localeFor(currency: Currency, lang: AgreementLanguage): string {
  return `${lang}-${marketOfCurrency(currency)}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: Currency, lang: AgreementLanguage): Intl.NumberFormat {
  const locale = localeFor(currency, lang);
  let found = moneyFormats.get(locale);
  if (!found) {
    const digits = minorDigits(currency);
    found = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(locale, found);
  }
  return found;
}

/**
 * "₦50,000.00" for 5_000_000 kobo (en); "$1,234.50" for 123_450 centavos (es). Always two
 * decimals. The one money format of the product: the agreement, every screen and every
 * translated sentence (through a placeholder) write an amount with it, so the figure a
 * borrower picks is written exactly as the agreement prints it (ADR 031).
 */
export function formatMoney(minor: number, currency: Currency, lang: AgreementLanguage): string {
  // Intl reads a string argument as an exact decimal (ES2023 Intl.NumberFormat v3); the cast only quiets an older lib type.
  return moneyFormat(currency, lang).format(minorToDecimal(minor, currency) as unknown as number);
}

/** "0.098%" for 980 ppm; up to four decimals of a percent, so every whole ppm shows exactly. */
export function formatRatePpm(ppm: number, lang: AgreementLanguage): string {
  if (!Number.isSafeInteger(ppm)) throw new RangeError('rates are whole ppm');
  const abs = Math.abs(ppm);
  const decimal = `${ppm < 0 ? '-' : ''}${Math.floor(abs / 1_000_000)}.${String(abs % 1_000_000).padStart(6, '0')}`;
  const format = new Intl.NumberFormat(RATE_LOCALE[lang], { style: 'percent', maximumFractionDigits: 4 });
  return format.format(decimal as unknown as number);
}

/**
 * The CAT as Mexico publishes it: a percent with one decimal ("50.8%"), half-up on the whole
 * ppm (1,000 ppm = 0.1%), so the figure cannot differ from the one computed.
 */
export function formatCatPpm(ppm: number, lang: AgreementLanguage): string {
  if (!Number.isSafeInteger(ppm) || ppm < 0) throw new RangeError('the CAT is whole non-negative ppm');
  const tenths = Math.floor((ppm + 500) / 1_000);
  const decimal = `${Math.floor(tenths / 1_000)}.${String(tenths % 1_000).padStart(3, '0')}`;
  const format = new Intl.NumberFormat(RATE_LOCALE[lang], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return format.format(decimal as unknown as number);
}

/** A 'YYYY-MM-DD' market-calendar day in words ("21 February 2027"); read as UTC so it cannot shift. */
export function formatCalendarDate(date: string, lang: AgreementLanguage): string {
  const [year, month, day] = date.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new RangeError(`not a calendar date: ${date}`);
  const instant = new Date(Date.UTC(year, month - 1, day));
  return new Intl.DateTimeFormat(RATE_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(instant);
}
