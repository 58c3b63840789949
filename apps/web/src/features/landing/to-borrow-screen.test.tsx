import { exampleFor, formatMoney, loanMarketIndex, PRODUCT_TERMS } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
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
    // The choice goes with the application: the offer starts from it (issue 19).
    expect(api.callsTo('/loan/loan-order/apply-market')[0]!.body).toEqual({ amount: 3_000_00, tenure: 91 });
    await vi.waitFor(() => expect(window.location.hash).toBe('#/auth/personal_infomation'));
  });

  it('offers every term the products have, and applies with ₦2,500 over 180 days as chosen', async () => {
    const api = mockApi({
      '/loan/loan-order/latest': () => ok({ order: null }),
      '/loan/get-credit-info': () => ok(credit),
      '/loan/loan-order/apply-market': () => ok({ orderNo: 'LL1', status: 6 }),
    });
    await renderApp('/borrow/to_borrow', { token: 'Bearer t' });
    const term = (await screen.findByRole('combobox', { name: 'Term' })) as HTMLSelectElement;
    expect(within(term).getAllByRole('option').map((o) => o.textContent)).toEqual(['91 days', '180 days', '365 days']);
    const user = userEvent.setup();
    await user.selectOptions(term, '180');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Amount' }), naira(2_500_00));
    const figures = screen.getByRole('region', { name: 'Representative example' });
    expect(within(figures).getByText('180 days')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply for this loan' }));
    await vi.waitFor(() => expect(api.callsTo('/loan/loan-order/apply-market').map((c) => c.body)).toEqual([{ amount: 2_500_00, tenure: 180 }]));
  });

  it('lets a returning borrower choose before applying again after a repaid loan', async () => {
    const finished = { orderNo: 'LO-1', status: 4, createdAt: '2026-03-02T09:00:00Z', submittedAt: '2026-03-02T09:00:00Z' };
    const api = mockApi({
      '/loan/loan-order/latest': () => ok({ order: finished }),
      '/loan/get-credit-info': () => ok({ ...credit, tierLimit: 20_000_00, onTimeRepayments: 1 }),
      '/loan/loan-order/apply-market-again': () => ok({ orderNo: 'LO-2', status: 11 }),
    });
    await renderApp('/borrow/to_borrow', { token: 'Bearer t' });
    const amount = (await screen.findByRole('combobox', { name: 'Amount' })) as HTMLSelectElement;
    // The amounts come from the borrower's credit (its own read), not with the screen.
    await waitFor(() => expect(within(amount).getAllByRole('option').at(-1)!.textContent).toBe(naira(20_000_00)));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Term' }), '365');
    await user.selectOptions(amount, naira(15_000_00));
    await user.click(screen.getByRole('button', { name: 'Apply for this loan' }));
    await vi.waitFor(() => expect(api.callsTo('/loan/loan-order/apply-market-again').map((c) => c.body)).toEqual([{ orderNo: 'LO-1', amount: 15_000_00, tenure: 365 }]));
    expect(api.callsTo('/loan/loan-order/apply-market')).toHaveLength(0);
    await vi.waitFor(() => expect(window.location.hash).toBe('#/auth/additionalInfomation'));
  });

  it('prices the choice with the server’s live version, which the offer will use, not the release’s (ADR 089)', async () => {
    const live = PRODUCT_TERMS.NG.map((terms) => (terms.productId === 'ng-cash-50k' ? { ...terms, dailyInterestPpm: 700, dailyFeePpm: 150 } : terms));
    mockApi({
      '/loan/loan-order/latest': () => ok({ order: null }),
      '/loan/get-credit-info': () => ok(credit),
      '/loanMarket/index': () => ok(loanMarketIndex('NG', live)),
    });
    await renderApp('/borrow/to_borrow?amount=300000', { token: 'Bearer t' });
    const figures = await screen.findByRole('region', { name: 'Representative example' });
    const priced = exampleFor(live[0]!, 3_000_00, 91);
    const release = exampleFor(PRODUCT_TERMS.NG[0]!, 3_000_00, 91);
    await vi.waitFor(() => expect(within(figures).getAllByText(naira(priced.totalRepayable)).length).toBeGreaterThan(0));
    expect(within(figures).getAllByText(naira(priced.disbursalAmount)).length).toBeGreaterThan(0);
    expect(within(figures).queryByText(naira(release.totalRepayable))).toBeNull();
  });

  it('sends a borrower with an approved loan to the offer instead of a new application', async () => {
    mockApi({ '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LL1', status: 14, createdAt: '2026-03-02T09:00:00Z', submittedAt: '2026-03-02T09:00:00Z' } }) });
    await renderApp('/borrow/to_borrow', { token: 'Bearer t' });
    expect(await screen.findByText('Your loan is approved: confirm the amount and get the money.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'See my offer' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/borrow/confirm_borrow'));
  });
});
