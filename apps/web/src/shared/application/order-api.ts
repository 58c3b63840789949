import { routeForStatus, type OrderStatusCode, type ResponseOf } from '@lendline/domain';
import { request, type RequestOptions } from '../api/client.ts';
import { fetchRead, invalidateReads } from '../api/read-store.ts';
import { pathOf } from '../router/route-table.ts';

/**
 * The borrower's latest order (ADR 010): it routes the app and fills home. Every read of it is
 * remembered across reloads, so home can show the last known state without a network (ADR 025).
 */
export const LATEST_ORDER = '/loan/loan-order/latest';
export const LATEST_ORDER_READ = { remember: true } as const;

export type LatestOrder = NonNullable<ResponseOf<typeof LATEST_ORDER>['order']>;

export function fetchLatestOrder(options: RequestOptions = {}) {
  return fetchRead(LATEST_ORDER, {}, { ...options, ...LATEST_ORDER_READ });
}

/** A step saved, an offer accepted, an application started: the latest order has moved on. */
export function orderChanged(): void {
  invalidateReads(LATEST_ORDER);
}

/** The amount (minor units) and term the borrower chose before applying: the offer starts from it (ADR 053). */
export interface LoanChoice {
  amount: number;
  tenure: number;
}

export async function applyMarket(choice?: LoanChoice) {
  const applied = await request('/loan/loan-order/apply-market', choice ?? {}, { loading: true });
  if (applied.ok) orderChanged();
  return applied;
}

/** After a repaid loan: the next application, from that loan's number (ADR 035), with the choice for it. */
export async function applyMarketAgain(orderNo: string, choice: LoanChoice) {
  const applied = await request('/loan/loan-order/apply-market-again', { orderNo, ...choice }, { loading: true });
  if (applied.ok) orderChanged();
  return applied;
}

/** The screen a status sends the borrower to (spec section 4), or null when it routes nowhere. */
export function pathForStatus(status: OrderStatusCode): string | null {
  const name = routeForStatus(status);
  return name ? pathOf(name) : null;
}
