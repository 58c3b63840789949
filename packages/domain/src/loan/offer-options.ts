import type { MarketId } from '../market/markets.ts';
import { selectableAmounts } from '../pricing/price-loan.ts';
import { PRODUCT_TERMS, servicingTermsOf, type ProductTerms } from '../pricing/product-terms.ts';

/**
 * The products an approval offers, one for each term the borrower may choose (issue 19, ADR
 * 053): the decided product for its own terms; for every other term of a product open to the
 * borrower (and alike in offering a rollover or not, so a "fixed date" decision stays fixed),
 * the first such product in catalogue order that holds the whole limit, else the one holding
 * most of it. Each must allow some amount within the limit. The decided product comes first.
 */
export function offerOptions(decided: ProductTerms, open: readonly ProductTerms[], creditLimit: number): ProductTerms[] {
  const rollover = servicingTermsOf(decided).extensionEnabled;
  const candidates = open.filter(
    (t) => t.currency === decided.currency && servicingTermsOf(t).extensionEnabled === rollover && selectableAmounts(t, creditLimit).length > 0,
  );
  const chosen: ProductTerms[] = [decided];
  const tenures = [...new Set(candidates.flatMap((t) => t.tenures))].sort((a, b) => a - b);
  for (const tenure of tenures) {
    if (chosen.some((t) => t.tenures.includes(tenure))) continue;
    const holding = candidates.filter((t) => t.tenures.includes(tenure));
    chosen.push(holding.find((t) => t.maxAmount >= creditLimit) ?? holding.reduce((best, t) => (t.maxAmount > best.maxAmount ? t : best)));
  }
  return chosen;
}

/** The products open to a borrower with `onTime` on-time repayments on the ladder (ADR 019); the live versions when given (ADR 089). */
export function openProducts(market: MarketId, onTime: number, products: readonly ProductTerms[] = PRODUCT_TERMS[market]): ProductTerms[] {
  return products.filter((t) => t.minOnTimeRepayments <= onTime);
}

/** Every term among `options`, ascending. */
export function offeredTenures(options: readonly ProductTerms[]): number[] {
  return [...new Set(options.flatMap((t) => t.tenures))].sort((a, b) => a - b);
}

/** The product of `options` that a term is priced with, or undefined when none offers it. */
export function termsForTenure(options: readonly ProductTerms[], tenure: number): ProductTerms | undefined {
  return options.find((t) => t.tenures.includes(tenure));
}

/**
 * The borrower's earlier choice within an offer: the term if offered (else the decided
 * product's shortest), and the largest amount of that term's product at or below the amount
 * asked for (else its smallest). Null when nothing was chosen.
 */
export function choiceWithin(
  options: readonly ProductTerms[],
  creditLimit: number,
  wish: { amount: number | null; tenure: number | null },
): { amount: number; tenure: number } | null {
  const decided = options[0];
  if (!decided || (wish.amount === null && wish.tenure === null)) return null;
  const tenure = wish.tenure !== null && termsForTenure(options, wish.tenure) ? wish.tenure : Math.min(...decided.tenures);
  const amounts = selectableAmounts(termsForTenure(options, tenure) ?? decided, creditLimit);
  const within = wish.amount === null ? [] : amounts.filter((a) => a <= wish.amount!);
  const amount = within.at(-1) ?? (wish.amount === null ? amounts.at(-1) : amounts[0]);
  return amount === undefined ? null : { amount, tenure };
}

/**
 * What is wrong with a choice made before applying, as catalogue keys: a term no product of the
 * market has, or an amount outside every product of that term. The offer then holds it to the
 * limit the decision gives (`choiceWithin`). The server passes its live product versions (ADR
 * 082); the release's terms are the default.
 */
export function choiceProblems(
  market: MarketId,
  amount: number | undefined,
  tenure: number | undefined,
  products: readonly ProductTerms[] = PRODUCT_TERMS[market],
): { field: 'amount' | 'tenure'; key: string }[] {
  const withTenure = tenure === undefined ? products : products.filter((t) => t.tenures.includes(tenure));
  if (withTenure.length === 0) return [{ field: 'tenure', key: 'error.loan.tenure.invalid' }];
  if (amount !== undefined && !withTenure.some((t) => amount >= t.minAmount && amount <= t.maxAmount)) return [{ field: 'amount', key: 'error.loan.amount.range' }];
  return [];
}
