import { STATUS_ROUTE } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock.ts';
import { pathForStatus } from './order-api.ts';
import { routeByLatestOrder, startApplication } from './route-by-order.ts';

// Spec section 4's routing table, written out by path so a wrong name in the table shows.
const EXPECTED: Record<number, string> = {
  6: '/auth/personal_infomation',
  12: '/auth/id_card_authentication',
  11: '/auth/additionalInfomation',
  17: '/auth/loan_question',
  5: '/bank_account/add_bankcard',
  19: '/finish_loading',
  1: '/auth/review_tips',
  14: '/borrow/confirm_borrow',
  18: '/borrow/confirm_borrow',
  2: '/repay/repay_detail',
  3: '/repay/repay_detail',
  10: '/repay/repay_detail',
  7: '/borrow/lending',
};

describe('routing by the latest order', () => {
  it('knows a path for every routed status, and none for the others', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(STATUS_ROUTE).sort());
    for (const [status, path] of Object.entries(EXPECTED)) expect(pathForStatus(Number(status)), status).toBe(path);
    for (const status of [4, 8, 9, 99]) expect(pathForStatus(status)).toBeNull();
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
