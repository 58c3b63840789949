import { formatMoney } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const naira = (minor: number) => formatMoney(minor, 'NGN', 'en');
const credit = { currency: 'NGN', creditLimit: null, tierLimit: 5_000_00, onTimeRepayments: 0, nextLimit: 20_000_00, nextLimitOnTime: 1, reloanEligible: false, reloanDailyInterestPpm: null };

describe('borrow screen (to_borrow)', () => {
  it('prices the amount brought from a landing page and starts an application', async () => {
    const api = mockApi({
      '/loan/loan-order/latest': () => ok({ order: null }),
      '/loan/get-credit-info': () => ok(credit),
      '/loan/loan-order/apply-market': () => ok({ orderNo: 'LL1', status: 6 }),
    });
    await renderApp('/borrow/to_borrow?amount=300000', { token: 'Bearer t' });
    const amount = (await screen.findByRole('combobox', { name: 'Amount' })) as HTMLSelectElement;
    expect(amount.value).toBe('300000');
    expect(within(amount).getAllByRole('option').at(-1)!.textContent).toBe(naira(5_000_00));
    const figures = screen.getByRole('region', { name: 'Representative example' });
    expect(within(figures).getByText('Annual percentage rate (APR)')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply for this loan' }));
    await vi.waitFor(() => expect(api.callsTo('/loan/loan-order/apply-market')).toHaveLength(1));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/auth/personal_infomation'));
  });

  it('sends a borrower with an approved loan to the offer instead of a new application', async () => {
    mockApi({ '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LL1', status: 14, createdAt: '2026-03-02T09:00:00Z', submittedAt: '2026-03-02T09:00:00Z' } }) });
    await renderApp('/borrow/to_borrow', { token: 'Bearer t' });
    expect(await screen.findByText('Your loan is approved: confirm the amount and get the money.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'See my offer' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/borrow/confirm_borrow'));
  });
});
