import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, PRODUCTS, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };
const credit = (fields: Record<string, unknown> = {}) => () =>
  ok({ currency: 'NGN', creditLimit: null, tierLimit: 5_000_00, onTimeRepayments: 0, nextLimit: 20_000_00, nextLimitOnTime: 1, reloanEligible: false, ...fields });
const latest = (order: unknown = null) => () => ok({ order });
const offer = () => screen.findByRole('region', { name: /Loan amount|Monto del préstamo/ });

async function home(handlers: Handlers, options: { signedIn?: boolean; language?: 'en' | 'es' } = {}) {
  mockApi({ '/loan/product/list': () => ok(PRODUCTS), ...handlers });
  await renderApp('/', { ...(options.signedIn === false ? {} : SIGNED_IN), language: options.language ?? 'en' });
  return offer();
}

describe('home promises only what the credit ladder gives', () => {
  it('tells a guest the range and the first-loan limit', async () => {
    const region = await home({}, { signedIn: false });
    expect(await within(region).findByText('₦1,000.00 – ₦60,000.00')).toBeTruthy();
    expect(within(region).getByText('Your first loan: up to ₦5,000.00. Repay on time to borrow more.')).toBeTruthy();
  });

  it('shows a new borrower their own limit and what raises it', async () => {
    const region = await home({ '/loan/get-credit-info': credit(), '/loan/loan-order/latest': latest() });
    expect(await within(region).findByText('₦1,000.00 – ₦5,000.00')).toBeTruthy();
    expect(within(region).getByText('Your limit: up to ₦5,000.00')).toBeTruthy();
    expect(within(region).getByText('Repay 1 loan on time to raise your limit to ₦20,000.00.')).toBeTruthy();
    expect(within(region).queryByText(/60,000/)).toBeNull();
  });

  it('counts the loans still to repay on time, in Spanish', async () => {
    const region = await home(
      { '/loan/get-credit-info': credit({ tierLimit: 20_000_00, onTimeRepayments: 1, nextLimit: 300_000_00, nextLimitOnTime: 3 }), '/loan/loan-order/latest': latest() },
      { language: 'es' },
    );
    expect(await within(region).findByText('Su límite: hasta 20.000,00 ₦')).toBeTruthy();
    expect(within(region).getByText('Pague 2 préstamos a tiempo para subir su límite a 300.000,00 ₦.')).toBeTruthy();
  });

  it('shows the limit of an approval waiting for the borrower', async () => {
    const order = { orderNo: 'LO-1', status: 14, createdAt: '', submittedAt: '2027-01-01T08:00:00Z' };
    const region = await home({ '/loan/get-credit-info': credit({ creditLimit: 3_000_00 }), '/loan/loan-order/latest': latest(order) });
    expect(await within(region).findByText('Your limit: up to ₦3,000.00')).toBeTruthy();
  });

  const rejected = {
    '/loan/get-credit-info': credit(),
    '/loan/loan-order/latest': latest({ orderNo: 'LO-9', status: 9, createdAt: '', submittedAt: '2027-01-01T08:00:00Z' }),
    '/app/isRejectRecommendation': () => ok({ rejected: true, retryAfter: '2027-02-01', products: [] }),
  };

  it('promises a rejected applicant no limit', async () => {
    const region = await home(rejected);
    expect(await within(region).findByText('Your last application was not approved, so you have no limit for now.')).toBeTruthy();
    expect(within(region).queryByText(/Your limit/)).toBeNull();
    expect(within(region).queryByText(/5,000/)).toBeNull();
  });

  it('promises a rejected applicant no limit, in Spanish', async () => {
    const region = await home(rejected, { language: 'es' });
    expect(await within(region).findByText('Su última solicitud no fue aprobada, así que por ahora no tiene límite.')).toBeTruthy();
    expect(within(region).queryByText(/5\.000/)).toBeNull();
  });

  it('says when the top of the ladder is reached', async () => {
    const region = await home({ '/loan/get-credit-info': credit({ tierLimit: 500_000_00, onTimeRepayments: 6, nextLimit: null, nextLimitOnTime: null }), '/loan/loan-order/latest': latest() });
    expect(await within(region).findByText('You have reached our highest limit.')).toBeTruthy();
  });

  it('falls back to the first-loan limit when the borrower’s own cannot be read', async () => {
    const region = await home({ '/loan/loan-order/latest': latest() });
    expect(await within(region).findByText('Your first loan: up to ₦5,000.00. Repay on time to borrow more.')).toBeTruthy();
  });
});
