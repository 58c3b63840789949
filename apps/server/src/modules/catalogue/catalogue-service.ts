import { DEFAULT_PRODUCTS, type MarketId, type ProductListResponse } from '@lendline/domain';
import type { Success } from '../../shared/outcome.ts';

export interface CatalogueService {
  productList(): Success<ProductListResponse>;
}

/**
 * The market's products. They change only with a release for now, so the answer is built
 * and serialised once; the hot path just concatenates it into the envelope.
 */
export function createCatalogueService(deps: { market: MarketId }): CatalogueService {
  const value: ProductListResponse = { products: [...DEFAULT_PRODUCTS[deps.market]] };
  const answer: Success<ProductListResponse> = { ok: true, value, json: JSON.stringify(value) };
  return { productList: () => answer };
}
