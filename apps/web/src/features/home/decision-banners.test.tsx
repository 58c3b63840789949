import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, PRODUCTS, type Handler, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

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

  it('at 2 shows the amount and the due date', async () => {
    const order = { orderNo: 'LO-1', status: 2, productName: 'Cash', currency: 'NGN', amount: 50_000_00, tenureDays: 91, totalRepayable: 55_000_00, dueDate: '2027-04-02', createdAt: '2027-01-01T08:00:00Z' };
    await homeAt(2, { '/loan/loan-order/list': () => ok({ orders: [order] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your loan is active' })).toBeTruthy();
    expect(await screen.findByText('₦55,000.00 due on 2 Apr 2027')).toBeTruthy();
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
