import type { ProductListResponse } from '@lendline/domain';
import { request, type ApiResult } from '../api/client.ts';
import { learnMarketFromCurrency } from '../market/market.ts';

/**
 * The market's loan products (public). One request per page life while it succeeds; a failure
 * is not cached, so a retry asks again.
 */
let cached: Promise<ApiResult<ProductListResponse>> | null = null;

export function loadProducts(options: { quiet?: boolean } = {}): Promise<ApiResult<ProductListResponse>> {
  cached ??= request('/loan/product/list', {}, { quiet: options.quiet }).then((result) => {
    if (result.ok) learnMarketFromCurrency(result.data.products[0]?.currency);
    else cached = null;
    return result;
  });
  return cached;
}

/** Tests start from a cold cache. */
export function forgetProducts(): void {
  cached = null;
}
