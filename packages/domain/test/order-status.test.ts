import { describe, expect, it } from 'vitest';
import { homeStateFor, HOME_STATE_BUTTON, orderLabelFor } from '../src/status/labels.ts';
import { isOrderStatusCode, OrderStatus, routeForStatus, type OrderStatusCode } from '../src/status/order-status.ts';

describe('order status codes', () => {
  it('numbers every status exactly as spec section 4', () => {
    expect(OrderStatus).toEqual({
      Applying: 1, Repaying: 2, Overdue: 3, Finish: 4, BankAccount: 5, BasicInfo: 6, Lending: 7,
      Cancel: 8, Reject: 9, PayoutFailed: 10, AdditionalInfo: 11, IdentityOCR: 12, Confirm: 14,
      Questionnaire: 17, AwaitingPayout: 18, CollectingDeviceData: 19,
    });
  });

  it.each([
    [6, 'personalInformation'], [11, 'additionalInformation'], [12, 'idCardAuthentication'],
    [5, 'addBankCard'], [14, 'confirmBorrow'], [18, 'confirmBorrow'], [3, 'repayDetail'],
    [2, 'repayDetail'], [10, 'repayDetail'], [1, 'reviewTips'], [7, 'lending'],
    [17, 'loanQuestion'], [19, 'finishLoading'],
  ] as const)('routes status %i to %s', (status, route) => {
    expect(routeForStatus(status)).toBe(route);
  });

  it.each([4, 8, 9] as const)('does not route status %i', (status) => {
    expect(routeForStatus(status)).toBeNull();
  });

  it('recognises only the defined codes', () => {
    expect(isOrderStatusCode(14)).toBe(true);
    for (const value of [0, 13, 15, 16, 20, '1', null]) expect(isOrderStatusCode(value)).toBe(false);
  });
});

describe('status labels', () => {
  const all = Object.values(OrderStatus) as OrderStatusCode[];

  it('gives every status an order label from the spec list', () => {
    const labels = new Set(['assessing', 'repaying', 'overdue', 'finished', 'addingCard', 'incomplete', 'disbursing', 'cancelled', 'rejected', 'failed']);
    for (const status of all) expect(labels).toContain(orderLabelFor(status));
    expect(orderLabelFor(OrderStatus.Reject)).toBe('rejected');
    expect(orderLabelFor(OrderStatus.Lending)).toBe('disbursing');
  });

  it('pairs home states with the spec buttons', () => {
    expect(HOME_STATE_BUTTON).toEqual({
      canLoan: 'apply', lending: 'detail', assessing: 'cannotApply', rejected: 'cannotApply',
      success: 'getMoney', failed: 'edit', repaying: 'pay', overdue: 'pay',
    });
  });

  it.each([
    [null, 'canLoan'], [OrderStatus.Applying, 'assessing'], [OrderStatus.Reject, 'rejected'],
    [OrderStatus.Confirm, 'success'], [OrderStatus.PayoutFailed, 'failed'], [OrderStatus.Overdue, 'overdue'],
    [OrderStatus.Repaying, 'repaying'], [OrderStatus.Lending, 'lending'], [OrderStatus.Finish, 'canLoan'],
  ] as const)('home state for %s is %s', (status, state) => {
    expect(homeStateFor(status)).toBe(state);
  });
});
