import { ERRORS, pageDescription } from '@lendline/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, networkDown, ok, PRODUCTS, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildHeaders } from '../api/headers.ts';
import { setLanguage } from './i18n-store.ts';

const MX_PRODUCTS = { products: PRODUCTS.products.map((product) => ({ ...product, currency: 'MXN' })) };
const MX_USER = { basicInfo: { ...USER_INFO.basicInfo, mobile: '525512345678', market: 'MX' } };

describe('the language before anyone chooses one', () => {
  it('is Spanish for a guest of a server whose market is Mexico, and the calls say so', async () => {
    mockApi({ '/loan/product/list': () => ok(MX_PRODUCTS) });
    await renderApp('/', { language: null });
    expect(await screen.findByRole('region', { name: 'Monto del préstamo' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    // Nothing was chosen: nothing is stored, the default keeps following the market.
    expect(window.localStorage.getItem('language')).toBeNull();
    expect(buildHeaders('query').get('lang')).toBe('es');
  });

  it('is Spanish for a signed-in borrower of the Mexican market', async () => {
    mockApi({ '/loan/product/list': () => ok(MX_PRODUCTS), '/loan/loan-order/latest': () => ok({ order: null }) });
    await renderApp('/', { language: null, token: 'Bearer t', userInfo: MX_USER });
    expect(await screen.findByRole('button', { name: 'Solicitar ahora' })).toBeTruthy();
  });

  it('is Spanish for a guest of the Mexican server from the first screen: the document names the market (issue 19)', async () => {
    // Products priced in naira would have made the old guess Nigeria; the server's word wins.
    mockApi({ '/loan/product/list': networkDown });
    await renderApp('/', { language: null, servedMarket: 'MX' });
    expect(await screen.findByRole('region', { name: 'Monto del préstamo' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    // Search results get home's description, in the language shown.
    const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
    await waitFor(() => expect(description()).toBe(pageDescription('MX', 'es', 'home')));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(description()).toBe(pageDescription('MX', 'en', 'home')));
  });

  it('stays English in Nigeria', async () => {
    mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
    await renderApp('/', { language: null });
    expect(await screen.findByRole('region', { name: 'Loan amount' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('gives way to the borrower’s own choice', async () => {
    mockApi({ '/loan/product/list': () => ok(MX_PRODUCTS) });
    await renderApp('/', { language: 'en' });
    expect(await screen.findByText(/1,000/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Loan amount' })).toBeTruthy();
  });
});

describe('the language choice', () => {
  it('survives a session end', async () => {
    mockApi({
      '/loan/product/list': () => ok(PRODUCTS),
      '/loan/loan-order/latest': () => ({ code: ERRORS.TOKEN_EXPIRED.code, msg: 'Token expired, please login again' }),
    });
    await renderApp('/', { language: 'es', token: 'Bearer t', userInfo: USER_INFO });
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem('language')).toBe('es');
    expect(await screen.findByRole('button', { name: 'Solicitar ahora' })).toBeTruthy();
  });

  it('survives a session end for a Mexican borrower who never chose, on a Nigerian build', async () => {
    mockApi({
      '/loan/product/list': () => ok(MX_PRODUCTS),
      '/loan/loan-order/latest': () => ({ code: ERRORS.TOKEN_EXPIRED.code, msg: 'Token expired, please login again' }),
    });
    await renderApp('/', { language: null, token: 'Bearer t', userInfo: MX_USER });
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Solicitar ahora' })).toBeTruthy();
  });
});

describe('a build for Mexico', () => {
  // Last in the file: modules loaded after a reset are fresh copies the other tests do not use.
  it('speaks Spanish (VITE_MARKET=MX) before the server has said anything', async () => {
    vi.stubEnv('VITE_MARKET', 'MX');
    vi.resetModules();
    const i18n = await import('./i18n-store.ts');
    await i18n.initLanguage();
    expect(i18n.getLanguage()).toBe('es');
    vi.unstubAllEnvs();
  });
});
