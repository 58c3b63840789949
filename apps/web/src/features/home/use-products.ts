import type { ProductListResponse } from '@lendline/domain';
import { useEffect } from 'react';
import { useRead, type Read } from '../../shared/api/use-read.ts';
import { PRODUCT_LIST, PRODUCT_LIST_READ } from '../../shared/catalogue/products.ts';
import { learnMarketFromCurrency } from '../../shared/market/market.ts';

/** The market's products for the offer card; the currency they are priced in names the served market. */
export function useProducts(): Read<ProductListResponse> {
  const products = useRead(PRODUCT_LIST, {}, PRODUCT_LIST_READ);
  const currency = products.data?.products[0]?.currency;
  useEffect(() => learnMarketFromCurrency(currency), [currency]);
  return products;
}
