import { useEffect, useState } from 'react';
import { fetchLatestOrder, type LatestOrder } from '../application/order-api.ts';

/** How often a waiting screen asks again: a decision or a payout shows within seconds. */
export const POLL_MS = 3_000;

/**
 * The borrower's latest order: undefined while loading, null when there is none or the call
 * failed. While `pollWhile(status)` holds, asks again every few seconds, but only while the
 * page is visible (a hidden tab costs the borrower no data) and only while the screen is open.
 */
export function useLatestOrder(pollWhile: readonly number[] = []): LatestOrder | null | undefined {
  const [order, setOrder] = useState<LatestOrder | null | undefined>(undefined);
  const polling = order != null && pollWhile.includes(order.status);

  useEffect(() => {
    const controller = new AbortController();
    void fetchLatestOrder({ signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setOrder(result.ok ? result.data.order : null);
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!polling) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState !== 'hidden') timer = setTimeout(() => void tick(), POLL_MS);
    };
    const tick = async () => {
      const result = await fetchLatestOrder({ quiet: true, signal: controller.signal });
      if (controller.signal.aborted) return;
      // A failed poll keeps what we know; the next one may get through.
      if (result.ok && result.data.order) setOrder(result.data.order);
      schedule();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') clearTimeout(timer);
      else void tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [polling]);

  return order;
}
