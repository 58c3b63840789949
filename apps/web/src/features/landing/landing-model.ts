import {
  exampleFor,
  formatCatPpm,
  formatMoney,
  formatRatePpm,
  type Currency,
  type Language,
  type LandingPage,
  type LoanMarketIndex,
  type MarketProduct,
  type RepresentativeExample,
} from '@lendline/domain';
import type { LandingT } from './landing-text.ts';

/** One line of the example: its label and its figure, both already in the visitor's language. */
export interface FigureLine {
  label: string;
  value: string;
}

/** Everything a landing page states, worded: the view only lays it out. */
export interface LandingCopy {
  title: string;
  lead: string;
  offer: string[];
  example: FigureLine[];
  exampleNote: string | null;
}

export function headlineOf(index: LoanMarketIndex): MarketProduct {
  return index.products.find((p) => p.productId === index.headlineProductId) ?? index.products[0]!;
}

/** The amounts yx2ConfirmBorrow offers: a first loan's, from the product's minimum to the first-loan limit, on its step. */
export function choosableAmounts(index: LoanMarketIndex): number[] {
  const product = headlineOf(index);
  const top = Math.min(product.maxAmount, index.firstLoanLimit);
  const amounts: number[] = [];
  for (let amount = product.minAmount; amount <= top; amount += product.amountStep) amounts.push(amount);
  return amounts;
}

/**
 * The example for the visitor's chosen amount, else the representative one. Priced here by the
 * same pricing model with the index's own terms: the server's live version (ADR 089), so the
 * chosen amount costs what the offer will charge, not what the release's constants say.
 */
export function exampleOf(index: LoanMarketIndex, amount: number | null): RepresentativeExample {
  const product = headlineOf(index);
  const terms = index.terms.find((t) => t.productId === product.productId);
  if (amount === null || !terms || !choosableAmounts(index).includes(amount)) return product.representative;
  return exampleFor(terms, amount, product.representative.tenureDays);
}

/** Lists tenures as "91, 180 or 365" in the language (Intl's list format). */
function tenureList(tenures: readonly number[], lang: Language): string {
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format(tenures.map(String));
}

/** The example's lines, worded: amount, term, every charge, what arrives, the total, the cost and the APR (Mexico: the CAT). */
export function exampleLines(e: RepresentativeExample, currency: Currency, lang: Language, t: LandingT): FigureLine[] {
  const money = (minor: number) => formatMoney(minor, currency, lang);
  return [
    { label: t('landing.example.amount'), value: money(e.amount) },
    { label: t('landing.example.tenure'), value: t('landing.example.days', { days: String(e.tenureDays) }) },
    { label: t('landing.example.interest'), value: money(e.interest) },
    ...(e.interestTax > 0 ? [{ label: t('landing.example.interestTax'), value: money(e.interestTax) }] : []),
    { label: t('landing.example.fees'), value: money(e.fees) },
    { label: t('landing.example.received'), value: money(e.disbursalAmount) },
    { label: t('landing.example.total'), value: money(e.totalRepayable) },
    { label: t('landing.example.cost'), value: money(e.totalCostOfCredit) },
    e.catPpm !== null
      ? { label: t('landing.example.cat'), value: formatCatPpm(e.catPpm, lang) }
      : { label: t('landing.example.apr'), value: formatRatePpm(e.aprPpm, lang) },
  ];
}

export function landingCopy(page: LandingPage, index: LoanMarketIndex, lang: Language, t: LandingT, amount: number | null = null): LandingCopy {
  const money = (minor: number) => formatMoney(minor, index.currency, lang);
  const e = exampleOf(index, amount);
  return {
    title: t(`landing.${page}.title`),
    lead: t(`landing.${page}.lead`),
    offer: [
      t('landing.range', { min: money(index.minAmount), max: money(index.maxAmount) }),
      t('landing.firstLoan', { limit: money(index.firstLoanLimit) }),
      t('landing.tenure', { days: tenureList(index.tenures, lang) }),
      t('landing.fromRate', { rate: formatRatePpm(index.fromDailyInterestPpm, lang) }),
      t('landing.answer'),
    ],
    example: exampleLines(e, index.currency, lang, t),
    exampleNote: e.catPpm !== null ? t('landing.example.catNote') : null,
  };
}
