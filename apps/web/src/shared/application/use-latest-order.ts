import type { OrderStatusCode } from '@lendline/domain';
import { useRead } from '../api/use-read.ts';
import { LATEST_ORDER, LATEST_ORDER_READ, type LatestOrder } from './order-api.ts';

export interface LatestOrderState {
  /** undefined while loading; null when there is no order, or the call failed with nothing known. */
  order: LatestOrder | null | undefined;
  /** The order shown predates this screen's own answer (another screen's): show it, but do not route on it. */
  isStale: boolean;
}

/**
 * The borrower's latest order for a waiting screen. While `pollWhile(status)` holds it asks
 * again every few seconds, only while the page is visible and the screen open.
 */
export function useLatestOrder(pollWhile?: (status: OrderStatusCode) => boolean): LatestOrderState {
  const read = useRead(LATEST_ORDER, {}, {
    ...LATEST_ORDER_READ,
    pollWhile: (data) => data.order !== null && pollWhile !== undefined && pollWhile(data.order.status),
  });
  const order = read.data ? read.data.order : read.isLoading ? undefined : null;
  return { order, isStale: read.isStale };
}
