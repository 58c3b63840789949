import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, PRODUCTS, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A latest-order call the test answers when it chooses. */
function slowLatest() {
  let answer: (order: unknown) => void = () => undefined;
  const answered = new Promise<unknown>((resolve) => (answer = resolve));
  const api = mockApi({
    '/loan/product/list': () => ok(PRODUCTS),
    '/loan/loan-order/latest': async () => ok({ order: await answered }),
  });
  return { api, answer };
}

describe('home while the latest order loads (ADR 025, decision 3)', () => {
  it('shows a busy skeleton, never "You can apply", until the server has answered', async () => {
    const { api, answer } = slowLatest();
    await renderApp('/', { token: 'Bearer t', userInfo: USER_INFO });
    await waitFor(() => expect(api.callsTo('/loan/loan-order/latest')).toHaveLength(1));
    const card = document.querySelector('.status-card')!;
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.querySelector('.skeleton')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'You can apply for a loan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();

    answer({ orderNo: 'LO-1', status: 2, createdAt: '', submittedAt: '' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your loan is active' })).toBeTruthy();
    expect(card.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('offers "Apply now" once the server says there is no order', async () => {
    const { answer } = slowLatest();
    await renderApp('/', { token: 'Bearer t', userInfo: USER_INFO });
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
    answer(null);
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeTruthy();
  });

  it('does not wait for anything when signed out', async () => {
    mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
    await renderApp('/');
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeTruthy();
  });
});
