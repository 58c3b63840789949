import { isCurrency, isOrderStatusCode, type Currency, type Language, type MarketId } from '@lendline/domain';
import { orderLabelKey } from '../../shared/application/order-label.ts';
import { formatDate, formatInstant, formatMoney } from '../../shared/i18n/format.ts';
import { isMessageKey, type Translate } from '../../shared/i18n/i18n-store.ts';

/**
 * The field names whose number is money in integer minor units, wherever the export has them:
 * an order (amount, totalRepayable), its schedule (repay detail: paid, outstanding, dueNow,
 * penalty, credit, waived, payoffNow; each phase's amount, penalty, paid, outstanding; each
 * penalty day's amount; the penalty rule's cap; the amount rule's unit and minimum), its
 * statement lines (amount, balance; the parts' principal, interest, interestTax, penalty; a
 * penalty day's base) and its payments (amount, applied). Nothing else in the file is money:
 * score, byteSize, tenureDays and the ppm rates are counts or rates.
 */
const MONEY = new Set([
  'amount', 'totalRepayable', 'paid', 'outstanding', 'dueNow', 'penalty', 'credit', 'waived', 'payoffNow', 'cap', 'unit', 'minimum',
  'applied', 'balance', 'principal', 'interest', 'interestTax', 'base',
]);

/** The coded choices whose labels the application's catalogue has under another name (`enum.<name>.<code>`). */
const ENUM_OF: Record<string, string> = {
  industryCategory: 'industry',
  emergencyContactRelation1: 'contactRelation',
  emergencyContactRelation2: 'contactRelation',
};

/** Versions of a text that are spelled as a day ("2026-11-28"): an identifier, kept as the text names it. */
const VERBATIM = new Set(['version', 'textVersion']);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How the page reads one export: its language, the market's time zone and currency. */
export interface Reading {
  t: Translate;
  lang: Language;
  market: MarketId;
}

/** "nipConfirmed" → "Nip confirmed": a name the catalogue lacks still reads as words. */
function wordsOf(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').split(/(?<=[a-z0-9])(?=[A-Z])|\s+/).filter(Boolean).map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label of a field name: the export's own, a question of the questionnaire, else its words. */
export function labelOf(name: string, { t }: Reading): string {
  for (const key of [`dataRights.key.${name}`, `question.${name}`]) {
    if (isMessageKey(key)) return t(key);
  }
  return wordsOf(name);
}

/** The currency a record's money is in: its own `currency` if the app knows it, else the one met above it. */
export function recordCurrency(record: Record<string, unknown>, above: Currency): Currency {
  const own = record['currency'];
  return isCurrency(own) ? own : above;
}

/**
 * A value as the rest of the app writes it: yes or no, an instant or a day in the market's time
 * zone, money with its currency, a coded choice with the application's label when it has one,
 * a loan's status with the records list's label.
 * Anything else (codes, references, numbers that are not money) as the file has it.
 */
export function textOf(value: string | number | boolean, field: string | undefined, currency: Currency, reading: Reading): string {
  const { t, lang, market } = reading;
  if (typeof value === 'boolean') return t(value ? 'dataRights.value.yes' : 'dataRights.value.no');
  if (typeof value === 'number' && field && MONEY.has(field) && Number.isSafeInteger(value)) return formatMoney(value, currency, lang);
  if (typeof value === 'string' && !(field && VERBATIM.has(field)) && !Number.isNaN(Date.parse(value))) {
    if (INSTANT.test(value)) return formatInstant(value, lang, market);
    if (DAY.test(value)) return formatDate(value, lang, market);
  }
  // A loan's status reads as the records list names it, with the file's code beside it.
  if (field === 'status' && isOrderStatusCode(value)) return `${t(orderLabelKey(value))} (${value})`;
  if (field) {
    for (const key of [`enum.${ENUM_OF[field] ?? field}.${value}`, `question.${field}.${value}`]) {
      if (isMessageKey(key)) return t(key);
    }
  }
  return String(value);
}
