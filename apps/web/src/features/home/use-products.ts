import type { ProductListResponse } from '@lendline/domain';
import { useEffect } from 'react';
import { useRead, type Read } from '../../shared/api/use-read.ts';
import { PRODUCT_LIST, PRODUCT_LIST_READ } from '../../shared/catalogue/products.ts';
import { learnMarketFromCurrency } from '../../shared/market/market.ts';

/**
 * The market's products for the offer card; the currency they are priced in names the served
 * market. Quiet: the card says itself when they could not be read (a toast said it a second
 * time, issue 19), and a signed-in borrower's last answer is remembered, so a reload offline
 * still shows the amounts (ADR 025).
 */
export function useProducts(): Read<ProductListResponse> {
  const products = useRead(PRODUCT_LIST, {}, { ...PRODUCT_LIST_READ, quiet: true, remember: true });
  const currency = products.data?.products[0]?.currency;
  useEffect(() => learnMarketFromCurrency(currency), [currency]);
  return products;
}
