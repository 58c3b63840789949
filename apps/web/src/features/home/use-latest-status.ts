import { useEffect, useState } from 'react';
import { fetchLatestOrder, type LatestOrder } from '../../shared/application/order-api.ts';
import { useSession } from '../../shared/session/session.ts';

/**
 * The signed-in borrower's latest order, for the home card: undefined while unknown (signed
 * out, loading, or the call failed: the card then offers "Apply now", which resumes an
 * application anyway), null when there is no order.
 */
export function useLatestOrderOnHome(): LatestOrder | null | undefined {
  const { token } = useSession();
  const [order, setOrder] = useState<LatestOrder | null | undefined>(undefined);
  useEffect(() => {
    setOrder(undefined);
    if (!token) return;
    const controller = new AbortController();
    void fetchLatestOrder({ quiet: true, signal: controller.signal }).then((latest) => {
      if (latest.ok) setOrder(latest.data.order);
    });
    return () => controller.abort();
  }, [token]);
  return order;
}
