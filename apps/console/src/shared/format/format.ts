import { formatMoney, type Currency } from '@lendline/domain';
import type { Language } from '../i18n/i18n.ts';

/** An amount in minor units, written as the borrower's agreement writes it (the domain's one money format). */
export function moneyText(minor: number, currency: Currency, lang: Language): string {
  return formatMoney(minor, currency, lang);
}

const LOCALE: Record<Language, string> = { en: 'en-GB', es: 'es-MX' };

/** An instant in the person's own time zone, date and time: staff compare it with their day. */
export function dateTimeText(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a request has waited: "5 minutes ago", "hace 3 horas"; whole units, rounded down. */
export function ageText(iso: string, now: Date, lang: Language): string {
  const waited = Math.max(0, now.getTime() - new Date(iso).getTime());
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  if (waited < HOUR) return format.format(-Math.floor(waited / MINUTE), 'minute');
  if (waited < 2 * DAY) return format.format(-Math.floor(waited / HOUR), 'hour');
  return format.format(-Math.floor(waited / DAY), 'day');
}

/** How far `iso` is from now, signed, in whole units: "in 5 hours", "hace 2 horas" (a promise's countdown). */
export function untilText(iso: string, now: Date, lang: Language): string {
  const left = new Date(iso).getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  const size = Math.abs(left);
  const sign = left < 0 ? -1 : 1;
  if (size < HOUR) return format.format(sign * Math.floor(size / MINUTE), 'minute');
  return format.format(sign * Math.floor(size / HOUR), 'hour');
}
