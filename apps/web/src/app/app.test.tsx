import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, PRODUCTS } from '../test/api-mock.ts';
import { renderApp } from '../test/render-app.tsx';

describe('app shell and routing', () => {
  it('follows a redirect route', async () => {
    mockApi();
    await renderApp('/user_center', { token: 'Bearer t' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(window.location.hash).toBe('#/user_center/settings');
  });

  it('sends a guarded route to login without a token, and back after sign-in', async () => {
    mockApi({
      '/security/getVerifyCode': () => ok({ expiresIn: 300, resendIn: 60 }),
      '/security/login': () => ok({ token: 'abc', userInfo: { basicInfo: { userId: 'u', mobile: '2348031234567', market: 'NG', registeredAt: '' } } }),
    });
    await renderApp('/user_center/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(window.location.hash).toBe('#/user/login?redirect=%2Fuser_center%2Ffaq');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile number'), '08031234567');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    expect(window.location.hash).toBe('#/user_center/faq');
  });

  it('shows a guarded route with a token', async () => {
    mockApi();
    await renderApp('/user_center/coupon', { token: 'Bearer t' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
    expect(await screen.findByText(/not available yet/)).toBeTruthy();
  });

  it('asks the native shell to log in instead of showing our login page', async () => {
    mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
    const postMessage = vi.fn();
    window.FKSDKJsFramework = { postMessage };
    await renderApp('/user_center/settings');
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toMatchObject({ action: 'toLogin' });
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('shows a translated not-found page with a link home', async () => {
    mockApi();
    await renderApp('/no/such/page', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('#/');
  });

  it('shows a landing page reached inside the app, in Spanish too (ADR 046)', async () => {
    mockApi();
    // yx2ConfirmBorrow used to be the example of the "not available yet" page; every screen is built now.
    await renderApp('/yx2ConfirmBorrow', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Elija cuánto pedir prestado' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Monto' })).toBeTruthy();
  });

  it('marks the current tab in the bottom tab bar, only on home, records and me', async () => {
    mockApi();
    await renderApp('/records');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Records' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

    window.location.hash = '#/user/login';
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
