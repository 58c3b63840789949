import { OrderStatus, type RepayDetailResponse } from '@lendline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, PRODUCTS, type Handler, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A ₦11,000 loan as the repayment detail answers it; home reads what is due, when, and since when. */
const repayDetail = (change: Partial<RepayDetailResponse>): RepayDetailResponse => ({
  orderNo: 'LO-1', status: OrderStatus.Repaying, currency: 'NGN', totalRepayable: 11_000_00, paid: 0, outstanding: 11_000_00,
  dueNow: 5_500_00, nextDueDate: '2027-04-02', daysToNextDue: 30, overdueDays: 0, penalty: 0, credit: 0, waived: 0, payoffNow: 11_000_00,
  phases: [], payments: [], options: { channels: ['paystack_account'], amountRule: { unit: 100_00, minimum: 1_000_00 }, sandbox: false },
  ...change,
});

const latest = (status: number): Handler => () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt: null } });

async function homeAt(status: number, handlers: Handlers = {}, language: 'en' | 'es' = 'en') {
  const api = mockApi({ '/loan/product/list': () => ok(PRODUCTS), '/loan/loan-order/latest': latest(status), ...handlers });
  await renderApp('/', { token: 'Bearer t', language });
  return api;
}

describe('home banners of a decided order', () => {
  it.each([14, 18])('at %i says approved, and Get money opens confirm borrow', async (status) => {
    await homeAt(status);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your loan is approved' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get money' }));
    expect(window.location.hash).toBe('#/borrow/confirm_borrow');
    // The screen's chunk loads lazily: wait for it, so nothing loads after the test ends.
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your loan' })).toBeTruthy();
  });

  it('at 9 says rejected with the date the borrower may apply again', async () => {
    await homeAt(9, { '/app/isRejectRecommendation': () => ok({ rejected: true, retryAfter: '2027-02-14', products: [] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your application was not approved' })).toBeTruthy();
    expect(await screen.findByText('You can apply again from 14 Feb 2027.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('at 9 falls back to "after 30 days" without a date', async () => {
    await homeAt(9);
    expect(await screen.findByText('You can apply again after 30 days.')).toBeTruthy();
  });

  it('at 7 says the money is on the way, with Detail going to lending', async () => {
    await homeAt(7);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your money is on the way' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Detail' }));
    expect(window.location.hash).toBe('#/borrow/lending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Money on the way' })).toBeTruthy();
  });

  it('at 2 shows what is due next and when, from the repayment detail', async () => {
    await homeAt(2, { '/repay/repay-order/detail': () => ok(repayDetail({ nextDueDate: '2027-04-02', daysToNextDue: 30 })) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your loan is active' })).toBeTruthy();
    expect(await screen.findByText('₦5,500.00 due on 2 Apr 2027')).toBeTruthy();
  });

  it.each([
    [3, '₦5,500.00 is due on 2 Apr 2027, in 3 days.'],
    [1, '₦5,500.00 is due tomorrow, 2 Apr 2027.'],
    [0, '₦5,500.00 is due today.'],
  ])('at 2, %i days before the due date, says it is due soon', async (days, body) => {
    await homeAt(2, { '/repay/repay-order/detail': () => ok(repayDetail({ nextDueDate: '2027-04-02', daysToNextDue: days })) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your repayment is due soon' })).toBeTruthy();
    expect(await screen.findByText(body)).toBeTruthy();
  });

  it('at 3 says the repayment is overdue, by how many days, and that a late charge grows', async () => {
    const api = await homeAt(3, { '/repay/repay-order/detail': () => ok(repayDetail({ status: 3, daysToNextDue: -4, overdueDays: 4, dueNow: 5_720_00 })) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your repayment is overdue' })).toBeTruthy();
    expect(await screen.findByText('₦5,720.00 is 4 days overdue. A late charge is added each day until it is paid.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Repay$/ }));
    expect(window.location.hash).toBe('#/repay/cashier?orderNo=LO-1');
    expect(api.callsTo('/repay/repay-order/detail')[0]?.url.searchParams.get('orderNo')).toBe('LO-1');
  });

  it('at 3 in Spanish, before the detail answers too', async () => {
    await homeAt(3, { '/repay/repay-order/detail': () => new Promise<never>(() => undefined) }, 'es');
    expect(await screen.findByRole('heading', { level: 2, name: 'Su pago está vencido' })).toBeTruthy();
  });

  it('at 10 says the account does not support the loan and opens the bank account in edit mode', async () => {
    await homeAt(10);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account does not support this loan' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit bank account' }));
    expect(window.location.hash).toBe('#/bank_account/add_bankcard?mode=edit&orderNo=LO-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit bank account' })).toBeTruthy();
  });

  it('in Spanish', async () => {
    await homeAt(10, {}, 'es');
    expect(await screen.findByRole('heading', { level: 2, name: 'Su cuenta no admite este préstamo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar cuenta bancaria' })).toBeTruthy();
  });
});
