import { formatMoney, MARKETS, type AmountRange, type Language, type MarketId } from '@lendline/domain';
import type { Translate } from '../../../shared/i18n/i18n-store.ts';

/**
 * "Below ₦50,000.00", "$8,000.00 to $15,000.00": an income or debt range written from the
 * domain's bounds by the one money format, so no amount is typed into a translation (ADR 031).
 */
export function rangeLabel(t: Translate, range: AmountRange, market: MarketId, lang: Language): string {
  const money = (minor: number) => formatMoney(minor, MARKETS[market].currency, lang);
  if (range.max === null) return t('range.above', { min: money(range.min) });
  if (range.min === 0) return t('range.below', { max: money(range.max) });
  return t('range.between', { min: money(range.min), max: money(range.max) });
}
