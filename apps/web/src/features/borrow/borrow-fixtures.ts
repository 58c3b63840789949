import { applyPpm, OrderStatus, type OfferResponse, type OrderStatusCode } from '@lendline/domain';
import type { Language } from '@lendline/domain';
import { mockApi, ok, USER_INFO, type Handler, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A signed-in Nigerian borrower at a route, with a fake server. */
export async function openScreen(hash: string, handlers: Handlers = {}, language: Language = 'en') {
  const api = mockApi(handlers);
  const view = await renderApp(hash, { token: 'Bearer t', userInfo: USER_INFO, language });
  return { api, view };
}

/** A ₦50,000, 91-day bullet loan as the server would price it (figures hand-set for display). */
export function offerFor(amount = 50_000_00, tenure = 91, status: OrderStatusCode = OrderStatus.Confirm): OfferResponse {
  const fee = applyPpm(amount, 10_000); // 1%
  return {
    orderNo: 'LO-1',
    status,
    productId: 'ng-cash',
    productName: 'Cash',
    currency: 'NGN',
    creditLimit: 50_000_00,
    amounts: [10_000_00, 20_000_00, 50_000_00],
    tenures: [91, 180],
    options: [
      { tenure: 91, productId: 'ng-cash', productName: 'Cash', amounts: [10_000_00, 20_000_00, 50_000_00] },
      { tenure: 180, productId: 'ng-cash-180', productName: 'Cash 6 Months', amounts: [10_000_00, 20_000_00, 50_000_00] },
    ],
    amount,
    tenure,
    reloan: false,
    confirmBy: '2027-01-02T09:30:00Z',
    figures: {
      productId: 'ng-cash',
      currency: 'NGN',
      principal: amount,
      tenureDays: tenure,
      startDate: '2027-01-01',
      dueDate: tenure === 91 ? '2027-04-02' : '2027-06-30',
      dailyInterestPpm: 980,
      interest: amount / 10,
      processingFee: fee,
      feeTax: fee / 10,
      disbursalAmount: amount - fee - fee / 10,
      couponDiscount: 0,
      interestTax: 0,
      totalRepayable: amount + amount / 10,
      totalCostOfCredit: amount / 10 + fee + fee / 10,
      aprPpm: 412_345,
      catPpm: null,
      overduePenaltyDailyPpm: 20_000,
      phases: [{ phase: 1, dueDate: tenure === 91 ? '2027-04-02' : '2027-06-30', days: tenure, principal: amount, interest: amount / 10, interestTax: 0, amount: amount + amount / 10 }],
    },
  };
}

export const latest = (status: number): Handler => () => ok({ order: { orderNo: 'LO-1', status, createdAt: '2027-01-01T08:00:00Z', submittedAt: '2027-01-01T08:00:00Z' } });

/** The fake product-info: a quote for the asked choice, or the default (largest amount, shortest term). */
export const productInfo: Handler = (call) => {
  const amount = call.url.searchParams.get('amount');
  const tenure = call.url.searchParams.get('tenure');
  return ok(offerFor(amount ? Number(amount) : 50_000_00, tenure ? Number(tenure) : 91));
};
