import { OrderStatus, STATUS_ROUTE, type OrderStatusCode } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock.ts';
import { pathForStatus } from './order-api.ts';
import { routeByLatestOrder, startApplication } from './route-by-order.ts';

// Spec section 4's routing table, written out by path so a wrong name in the table shows.
const EXPECTED: Partial<Record<OrderStatusCode, string>> = {
  [OrderStatus.BasicInfo]: '/auth/personal_infomation',
  [OrderStatus.IdentityOCR]: '/auth/id_card_authentication',
  [OrderStatus.AdditionalInfo]: '/auth/additionalInfomation',
  [OrderStatus.Questionnaire]: '/auth/loan_question',
  [OrderStatus.BankAccount]: '/bank_account/add_bankcard',
  [OrderStatus.CollectingDeviceData]: '/finish_loading',
  [OrderStatus.Applying]: '/auth/review_tips',
  [OrderStatus.Confirm]: '/borrow/confirm_borrow',
  [OrderStatus.AwaitingPayout]: '/borrow/confirm_borrow',
  [OrderStatus.Repaying]: '/repay/repay_detail',
  [OrderStatus.Overdue]: '/repay/repay_detail',
  [OrderStatus.PayoutFailed]: '/repay/repay_detail',
  [OrderStatus.Lending]: '/borrow/lending',
};

describe('routing by the latest order', () => {
  it('knows a path for every routed status, and none for the others', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(STATUS_ROUTE).sort());
    for (const status of Object.values(OrderStatus)) expect(pathForStatus(status), String(status)).toBe(EXPECTED[status] ?? null);
    expect([OrderStatus.Finish, OrderStatus.Cancel, OrderStatus.Reject].map(pathForStatus)).toEqual([null, null, null]);
  });

  it.each(Object.entries(EXPECTED))('sends an order in status %s to %s', async (status, path) => {
    mockApi({ '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LO-1', status: Number(status), createdAt: '', submittedAt: null } }) });
    window.history.replaceState(null, '', '#/');
    expect(await routeByLatestOrder()).toBe(true);
    expect(window.location.hash).toBe(`#${path}`);
  });

  it('stays put without an order', async () => {
    mockApi({ '/loan/loan-order/latest': () => ok({ order: null }) });
    expect(await routeByLatestOrder()).toBe(false);
    expect(window.location.hash).toBe('#/');
  });

  it('falls back to the latest order when an application cannot be started', async () => {
    const api = mockApi({
      '/loan/loan-order/apply-market': () => ({ code: 409300, msg: 'You already have an application in progress' }),
      '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LO-1', status: 1, createdAt: '', submittedAt: null } }),
    });
    await startApplication();
    expect(window.location.hash).toBe('#/auth/review_tips');
    expect(api.callsTo('/loan/loan-order/apply-market')).toHaveLength(1);
  });
});
