import { PRODUCT_TERMS, productCatalogueProblems, type MarketId, type ProductTerms } from '@lendline/domain';

/**
 * The loan products are domain data (ADR 013), checked by a unit test; checked here again at
 * start, for the market this server serves, so a product that breaks a rule (an interest over
 * the cap, a fee that eats the principal) can never be offered or priced: the server does not
 * start, and the error names each product and rule.
 */
export function assertProductsValid(market: MarketId, products: readonly ProductTerms[] = PRODUCT_TERMS[market]): void {
  const problems = productCatalogueProblems(market, products);
  if (problems.length === 0) return;
  throw new Error(`The loan products of market ${market} break the product rules:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
