import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, PRODUCTS } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('home screen', () => {
  it('shows the amount range and tenures from the product list', async () => {
    const api = mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
    await renderApp('/');
    const offer = await screen.findByRole('region', { name: 'Loan amount' });
    expect(await within(offer).findByText('₦1,000 – ₦60,000')).toBeTruthy();
    expect(within(offer).getByText('Repay in 91, 180 or 365 days')).toBeTruthy();
    expect(api.callsTo('/loan/product/list')[0]!.headers.get('Authorization')).toBeNull();
  });

  it('formats in Spanish', async () => {
    mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
    await renderApp('/', { language: 'es' });
    const offer = await screen.findByRole('region', { name: 'Monto del préstamo' });
    // Spanish conventions: symbol after the amount, "." grouping, no grouping of 4-digit numbers.
    expect(await within(offer).findByText(/^1000\s₦ – 60\.000\s₦$/)).toBeTruthy();
    expect(within(offer).getByText('Pague en 91, 180 o 365 días')).toBeTruthy();
  });

  it('shows a skeleton while loading, then a retry after a failure', async () => {
    let calls = 0;
    mockApi({ '/loan/product/list': () => (++calls === 1 ? { code: 500100, msg: 'The request failed Please try again' } : ok(PRODUCTS)) });
    await renderApp('/');
    const offer = screen.getByRole('region', { name: 'Loan amount' });
    expect(offer.getAttribute('aria-busy')).toBe('true');
    expect(offer.querySelector('.skeleton')).not.toBeNull();
    expect(await within(offer).findByText('We could not load the loan offer.')).toBeTruthy();

    await userEvent.setup().click(within(offer).getByRole('button', { name: 'Try again' }));
    expect(await within(offer).findByText('₦1,000 – ₦60,000')).toBeTruthy();
  });

  it('sends a signed-out borrower who taps Apply to login, remembering the first step', async () => {
    mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
    await renderApp('/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(window.location.hash).toBe('#/user/login?redirect=%2Fauth%2Fpersonal_infomation');
  });

  it('starts a signed-in borrower’s application and goes to the step its order is at', async () => {
    const api = mockApi({
      '/loan/product/list': () => ok(PRODUCTS),
      '/loan/loan-order/apply-market': () => ok({ orderNo: 'LO-1', status: 6 }),
    });
    await renderApp('/', { token: 'Bearer t' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal information' })).toBeTruthy();
    expect(api.callsTo('/loan/loan-order/apply-market')).toHaveLength(1);
  });

  it('brings a borrower with an application in progress back to its step', async () => {
    mockApi({
      '/loan/product/list': () => ok(PRODUCTS),
      '/loan/loan-order/apply-market': () => ok({ orderNo: 'LO-1', status: 17 }),
    });
    await renderApp('/', { token: 'Bearer t' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan questionnaire' })).toBeTruthy();
  });
});
