import { ERRORS } from '@lendline/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('me screen', () => {
  it('offers login when signed out, and the account entries', async () => {
    mockApi();
    await renderApp('/me');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('#/user/login?redirect=%2Fme');
    const menu = screen.getByRole('navigation', { name: 'Account' });
    for (const name of ['Coupons', 'Help centre', 'About us', 'Customer service', 'Settings', 'Agreements', 'Language']) {
      expect(menu.querySelector(`a[href^="#/user_center/"]`)).not.toBeNull();
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('greets a signed-in borrower with the masked phone, in Spanish', async () => {
    const api = mockApi({ '/security/getUserInfo': () => ok(USER_INFO) });
    await renderApp('/me', { token: 'Bearer t', userInfo: USER_INFO, language: 'es' });
    expect(await screen.findByText('Sesión iniciada como +234******4567')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
    await waitFor(() => expect(api.callsTo('/security/getUserInfo')).toHaveLength(1));
  });

  it('ends a revoked session with the message and goes home', async () => {
    mockApi({ '/security/getUserInfo': () => ({ code: ERRORS.LOGGED_IN_ELSEWHERE.code, msg: 'The account is logged in from another device' }) });
    await renderApp('/me', { token: 'Bearer old', userInfo: USER_INFO });
    expect((await screen.findByRole('alert')).textContent).toContain('The account is logged in from another device');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
