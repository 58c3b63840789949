import type { AgreementResponse, GetMoneyResponse, MoneyTime, OfferResponse, OrderListResponse, OrderTab, Recommendation } from '@lendline/domain';
import { request, type ApiResult, type RequestOptions } from '../api/client.ts';
import type { OrderStep } from '../application/order-api.ts';

/**
 * The offer, confirmation, payout and records calls (ADR 016), typed with the contract's
 * response shapes. Each screen passes its own signal so leaving the screen cancels the call.
 */
export interface Choice {
  amount: number;
  tenure: number;
}

export function fetchOffer(orderNo: string, choice: Partial<Choice>, options: RequestOptions = {}) {
  return request('/loan/confirm/product-info', { orderNo, ...choice }, options) as Promise<ApiResult<OfferResponse>>;
}

export function getMoney(orderNo: string, choice: Choice) {
  return request('/loan/get-money', { orderNo, ...choice, agreementAccepted: true }, { loading: true }) as Promise<ApiResult<GetMoneyResponse>>;
}

/** The agreement for a choice not yet accepted, or the accepted order's own agreement. */
export function fetchAgreement(orderNo: string, choice: Choice | null, options: RequestOptions = {}) {
  const call = choice
    ? request('/loan/get-money/contract', { orderNo, ...choice }, options)
    : request('/loan/loan-order/loanAgreement', { orderNo }, options);
  return call as Promise<ApiResult<AgreementResponse>>;
}

export function fetchMoneyTime(orderNo: string, options: RequestOptions = {}) {
  return request('/loan/get-money-time', { orderNo }, options) as Promise<ApiResult<MoneyTime>>;
}

export function fetchOrders(tab: OrderTab, options: RequestOptions = {}) {
  return request('/loan/loan-order/list', { tab }, options) as Promise<ApiResult<OrderListResponse>>;
}

export function fetchRecommendation(orderNo: string | undefined, options: RequestOptions = {}) {
  return request('/app/isRejectRecommendation', orderNo ? { orderNo } : {}, options) as Promise<ApiResult<Recommendation>>;
}

export function applyMarketAgain(orderNo: string) {
  return request('/loan/loan-order/apply-market-again', { orderNo }, { loading: true }) as Promise<ApiResult<OrderStep>>;
}
