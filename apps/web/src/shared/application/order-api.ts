import { isOrderStatusCode, routeForStatus } from '@lendline/domain';
import { request, type ApiResult, type RequestOptions } from '../api/client.ts';
import { pathOf, type RouteName } from '../router/route-table.ts';

/** The borrower's current application (loan order), as ADR 010 describes the calls. */
export interface LatestOrder {
  orderNo: string;
  status: number;
  createdAt?: string;
  submittedAt?: string | null;
}

/** What every application step answers: the order and its status after the step. */
export interface OrderStep {
  orderNo: string;
  status: number;
}

export function fetchLatestOrder(options: RequestOptions = {}) {
  return request('/loan/loan-order/latest', undefined, options) as Promise<ApiResult<{ order: LatestOrder | null }>>;
}

export function applyMarket() {
  return request('/loan/loan-order/apply-market', {}, { loading: true }) as Promise<ApiResult<OrderStep>>;
}

/** The screen a status sends the borrower to (spec section 4), or null when it routes nowhere. */
export function pathForStatus(status: number): string | null {
  if (!isOrderStatusCode(status)) return null;
  const name = routeForStatus(status);
  return name ? pathOf(name as RouteName) : null;
}
