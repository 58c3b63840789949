import { fetchRead, hasAnswer } from '../api/read-store.ts';
import { learnMarketFromCurrency } from '../market/market.ts';

/**
 * The market's loan products (public). Asked once per page life while it succeeds: they change
 * with a release, and the server caches them too (ADR 021). A failure is asked again.
 */
export const PRODUCT_LIST = '/loan/product/list';
export const PRODUCT_LIST_READ = { onePerPage: true } as const;

/** Outside home (sign-in reached by a deep link): learns the served market for the dial code. */
export async function loadProducts(options: { quiet?: boolean } = {}): Promise<void> {
  if (hasAnswer(PRODUCT_LIST, {})) return;
  const result = await fetchRead(PRODUCT_LIST, {}, options);
  if (result.ok) learnMarketFromCurrency(result.data.products[0]?.currency);
}
