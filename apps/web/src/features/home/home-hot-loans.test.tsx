import { marketProducts } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, PRODUCTS } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const ACTIVE_LOAN = { orderNo: 'LL1', status: 2, createdAt: '2026-03-02T09:00:00Z', submittedAt: '2026-03-02T09:00:00Z' };

describe('home’s hot loans (ADR 046)', () => {
  it('lists the market’s products with their daily rate and APR for a guest', async () => {
    mockApi({ '/loan/product/list': () => ok(PRODUCTS), '/loan/product/list-market': () => ok({ products: marketProducts('NG') }) });
    await renderApp('/');
    const hot = await screen.findByRole('region', { name: 'Our loans' });
    expect(within(hot).getByText('Lendline Cash')).toBeTruthy();
    expect(within(hot).getAllByText(/^Interest 0\.098% a day, APR \d+(\.\d+)?%$/)).toHaveLength(marketProducts('NG').length);
  });

  it('stays away while the borrower has a loan', async () => {
    mockApi({
      '/loan/product/list': () => ok(PRODUCTS),
      '/loan/product/list-market': () => ok({ products: marketProducts('NG') }),
      '/loan/loan-order/latest': () => ok({ order: ACTIVE_LOAN }),
    });
    await renderApp('/', { token: 'Bearer t' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your loan is active' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Our loans' })).toBeNull();
  });
});
