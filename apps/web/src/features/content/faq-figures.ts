import {
  formatMoney,
  formatRatePpm,
  ladderLimit,
  ladderTop,
  servicingTermsOf,
  type Language,
  type MarketId,
  type ProductTerms,
  type RepayChannelId,
} from '@lendline/domain';
import { formatList } from '../../shared/i18n/format.ts';
import type { Translate } from '../../shared/i18n/i18n-store.ts';

/**
 * The repayment channels each market offers by default (ADR 034's REPAY_CHANNELS defaults);
 * the FAQ names them in the cashier's order.
 */
export const MARKET_REPAY_CHANNELS: Record<MarketId, readonly RepayChannelId[]> = {
  NG: ['paystack_account', 'paystack_card', 'paystack_ussd'],
  MX: ['stp_clabe', 'oxxo'],
};

/** ADR 020: the personal data of an application that ended without a loan is erased after 7 days. */
const ERASURE_DAYS = 7;

/**
 * The FAQ's placeholders, from the market's product terms, so an answer is true for the
 * configured products: the first loan's range up to the limit a first offer gives (the credit
 * ladder within the first-loan products, as the credit decision grants it) and the top of the
 * ladder, the costs of the standard product, the rollover of a product that offers one.
 */
export function faqFigures(products: readonly ProductTerms[], market: MarketId, lang: Language, t: Translate): Record<string, string> {
  const first = products.filter((p) => p.minOnTimeRepayments === 0);
  const base = first[0] ?? products[0];
  if (!base) return {};
  const money = (minor: number) => formatMoney(minor, base.currency, lang);
  const rate = (ppm: number) => formatRatePpm(ppm, lang);
  const top = ladderTop(market, products);
  const servicing = servicingTermsOf(base);
  const extendable = products.map(servicingTermsOf).find((s) => s.extensionEnabled) ?? servicing;
  const tenures = [...new Set(products.flatMap((p) => p.tenures))].sort((a, b) => a - b).map(String);
  return {
    minAmount: money(Math.min(...first.map((p) => p.minAmount))),
    maxAmount: money(ladderLimit(market, 0, products)),
    topAmount: money(top.limit),
    goodRecordLoans: String(top.onTime),
    tenures: formatList(tenures, lang, market),
    dailyInterest: rate(base.dailyInterestPpm),
    interestTax: rate(base.interestTaxPpm ?? 0),
    dailyFee: rate(base.dailyFeePpm),
    feeTax: rate(base.feeTaxPpm),
    penalty: rate(servicing.overduePenaltyDailyPpm),
    maxPenaltyDays: String(servicing.maxPenaltyDays),
    extensionDays: String(extendable.extensionDays),
    extensionFee: rate(extendable.extensionFeePpm),
    maxExtensions: String(extendable.maxExtensions),
    channels: formatList(MARKET_REPAY_CHANNELS[market].map((id) => t(`faq.channel.${id}`)), lang, market),
    erasureDays: String(ERASURE_DAYS),
  };
}
