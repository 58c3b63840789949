import type { ProductSummary } from '@lendline/domain';
import { useCallback, useEffect, useState } from 'react';
import { loadProducts } from '../../shared/catalogue/products.ts';

export type ProductsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; products: readonly ProductSummary[] };

/** The market's products for the offer card, with a retry after a failure. */
export function useProducts(): { state: ProductsState; retry: () => void } {
  const [state, setState] = useState<ProductsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void loadProducts().then((result) => {
      if (live) setState(result.ok ? { status: 'ready', products: result.data.products } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, retry };
}
