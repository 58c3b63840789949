import { amountRange, DEFAULT_PRODUCTS, ERRORS, firstLoanSummaries, formatMoney, PRODUCT_TERMS } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, PRODUCTS } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('home screen', () => {
  it('shows the amount range and tenures from the product list', async () => {
    const api = mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
    await renderApp('/');
    const offer = await screen.findByRole('region', { name: 'Loan amount' });
    expect(await within(offer).findByText('₦1,000.00 – ₦60,000.00')).toBeTruthy();
    expect(within(offer).getByText('Repay in 91, 180 or 365 days')).toBeTruthy();
    expect(api.callsTo('/loan/product/list')[0]!.headers.get('Authorization')).toBeNull();
  });

  it('formats in Spanish', async () => {
    mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
    await renderApp('/', { language: 'es' });
    const offer = await screen.findByRole('region', { name: 'Monto del préstamo' });
    // Spanish conventions: symbol after the amount, "." grouping, no grouping of 4-digit numbers.
    expect(await within(offer).findByText(/^1000,00\s₦ – 60\.000,00\s₦$/)).toBeTruthy();
    expect(within(offer).getByText('Pague en 91, 180 o 365 días')).toBeTruthy();
  });

  // Issue 20 (ADR 064): a guest's offer is there from the first paint, the prerendered one too.
  it('shows a guest of a known market the offer this release ships at once, then the server’s answer', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi({ '/loan/product/list': async () => (await answered, ok(PRODUCTS)) });
    await renderApp('/', { servedMarket: 'NG' });
    const offer = screen.getByRole('region', { name: 'Loan amount' });
    const release = amountRange(DEFAULT_PRODUCTS.NG)!;
    expect(within(offer).getByText(`${formatMoney(release.min, 'NGN', 'en')} – ${formatMoney(release.max, 'NGN', 'en')}`)).toBeTruthy();
    expect(offer.getAttribute('aria-busy')).toBe('false');
    answer();
    expect(await within(offer).findByText('₦1,000.00 – ₦60,000.00')).toBeTruthy();
  });

  it('replaces the release’s offer with the server’s live versions when a staff version changed a first-loan product (ADR 089)', async () => {
    const live = PRODUCT_TERMS.NG.map((terms) => (terms.productId === 'ng-cash-365' ? { ...terms, maxAmount: 100_000_00, tenures: [270] } : terms));
    mockApi({ '/loan/product/list': () => ok({ products: firstLoanSummaries(live) }) });
    await renderApp('/', { servedMarket: 'NG' });
    const offer = screen.getByRole('region', { name: 'Loan amount' });
    expect(await within(offer).findByText('₦1,000.00 – ₦100,000.00')).toBeTruthy();
    expect(within(offer).getByText('Repay in 91, 180 or 270 days')).toBeTruthy();
    expect(within(offer).queryByText(/365/)).toBeNull();
  });

  it('shows a signed-in borrower a skeleton, not the release’s offer, until their own figures are known', async () => {
    mockApi({ '/loan/product/list': () => new Promise(() => undefined), '/loan/loan-order/latest': () => ok({ order: null }) });
    await renderApp('/', { servedMarket: 'NG', token: 'Bearer t' });
    const offer = screen.getByRole('region', { name: 'Loan amount' });
    expect(offer.getAttribute('aria-busy')).toBe('true');
    expect(offer.querySelector('.offer__amount')).toBeNull();
  });

  it('shows a skeleton while loading, then a retry after a failure', async () => {
    let calls = 0;
    mockApi({ '/loan/product/list': () => (++calls === 1 ? { code: ERRORS.INTERNAL.code, msg: 'The request failed Please try again' } : ok(PRODUCTS)) });
    await renderApp('/');
    const offer = screen.getByRole('region', { name: 'Loan amount' });
    expect(offer.getAttribute('aria-busy')).toBe('true');
    expect(offer.querySelector('.skeleton')).not.toBeNull();
    expect(await within(offer).findByText('We could not load the loan offer.')).toBeTruthy();

    await userEvent.setup().click(within(offer).getByRole('button', { name: 'Try again' }));
    expect(await within(offer).findByText('₦1,000.00 – ₦60,000.00')).toBeTruthy();
  });

  // Issue 19: every application starts from the borrower's choice of amount and term (to_borrow).
  it('sends a guest who taps Apply to register, with a link to log in, both remembering the choice of amount and term', async () => {
    mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
    await renderApp('/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create account' })).toBeTruthy();
    expect(window.location.hash).toBe('#/user/register?redirect=%2Fborrow%2Fto_borrow');
    const toLogin = screen.getByRole('link', { name: 'Already registered? Log in' });
    expect(toLogin.getAttribute('href')).toBe('#/user/login?redirect=%2Fborrow%2Fto_borrow');
  });

  it('takes a signed-in borrower to choose the amount and term, then starts the application with that choice', async () => {
    let order: unknown = null;
    const api = mockApi({
      '/loan/product/list': () => ok(PRODUCTS),
      '/loan/loan-order/latest': () => ok({ order }),
      '/loan/loan-order/apply-market': () => ok((order = { orderNo: 'LO-1', status: 6, createdAt: '', submittedAt: null })),
    });
    await renderApp('/', { token: 'Bearer t' });
    await waitFor(() => expect(api.callsTo('/loan/loan-order/latest')).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Borrow' })).toBeTruthy();
    expect(api.callsTo('/loan/loan-order/apply-market')).toHaveLength(0);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Term' }), '180');
    await user.click(screen.getByRole('button', { name: 'Apply for this loan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal information' })).toBeTruthy();
    expect(api.callsTo('/loan/loan-order/apply-market')[0]!.body).toMatchObject({ tenure: 180 });
  });

  it('brings a borrower with an application in progress back to its step', async () => {
    const api = mockApi({
      '/loan/product/list': () => ok(PRODUCTS),
      '/loan/loan-order/latest': () => ok({ order: null }),
      '/loan/loan-order/apply-market': () => ok({ orderNo: 'LO-1', status: 17 }),
    });
    await renderApp('/', { token: 'Bearer t' });
    await waitFor(() => expect(api.callsTo('/loan/loan-order/latest')).toHaveLength(1));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(await screen.findByRole('button', { name: 'Apply for this loan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan questionnaire' })).toBeTruthy();
  });

  describe('the status card of a signed-in borrower (latest order)', () => {
    const latest = (status: number) => () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt: null } });

    it.each([
      [6, 'Personal information'],
      [11, 'Work and contacts'],
      [17, 'Loan questionnaire'],
    ])('at status %i offers to continue, going to "%s"', async (status, heading) => {
      const api = mockApi({ '/loan/product/list': () => ok(PRODUCTS), '/loan/loan-order/latest': latest(status) });
      await renderApp('/', { token: 'Bearer t' });
      expect(await screen.findByRole('heading', { level: 2, name: 'Your application is under way' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Continue your application' }));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(api.callsTo('/loan/loan-order/apply-market')).toHaveLength(0);
    });

    it('at 19 continues to finish loading', async () => {
      mockApi({ '/loan/product/list': () => ok(PRODUCTS), '/loan/loan-order/latest': latest(19) });
      await renderApp('/', { token: 'Bearer t' });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue your application' }));
      expect(window.location.hash).toBe('#/finish_loading');
    });

    it('at 1 shows the assessing banner with Detail going to the review', async () => {
      mockApi({ '/loan/product/list': () => ok(PRODUCTS), '/loan/loan-order/latest': latest(1) });
      await renderApp('/', { token: 'Bearer t' });
      expect(await screen.findByRole('heading', { level: 2, name: 'Your application is under audit' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Detail' }));
      expect(window.location.hash).toBe('#/auth/review_tips');
    });

    it('in Spanish', async () => {
      mockApi({ '/loan/product/list': () => ok(PRODUCTS), '/loan/loan-order/latest': latest(12) });
      await renderApp('/', { token: 'Bearer t', language: 'es' });
      expect(await screen.findByRole('button', { name: 'Continuar su solicitud' })).toBeTruthy();
    });

    it('keeps "Apply now" when there is no order', async () => {
      const api = mockApi({ '/loan/product/list': () => ok(PRODUCTS), '/loan/loan-order/latest': () => ok({ order: null }) });
      await renderApp('/', { token: 'Bearer t' });
      await waitFor(() => expect(api.callsTo('/loan/loan-order/latest')).toHaveLength(1));
      expect(screen.getByRole('button', { name: 'Apply now' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Continue your application' })).toBeNull();
    });
  });
});
