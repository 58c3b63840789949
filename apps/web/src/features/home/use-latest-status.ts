import { useEffect, useState } from 'react';
import { fetchLatestOrder } from '../../shared/application/order-api.ts';
import { useSession } from '../../shared/session/session.ts';

/**
 * The status of the signed-in borrower's latest order, for the home card: undefined while
 * unknown (signed out, loading, or the call failed: the card then offers "Apply now", which
 * resumes an application anyway), null when there is no order.
 */
export function useLatestStatus(): number | null | undefined {
  const { token } = useSession();
  const [status, setStatus] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    setStatus(undefined);
    if (!token) return;
    const controller = new AbortController();
    void fetchLatestOrder({ quiet: true, signal: controller.signal }).then((latest) => {
      if (latest.ok) setStatus(latest.data.order?.status ?? null);
    });
    return () => controller.abort();
  }, [token]);
  return status;
}
