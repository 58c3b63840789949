import { ERRORS } from '@lendline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const registered = () => ({ code: ERRORS.MOBILE_REGISTERED.code, msg: 'This number has been registered, please login directly', data: null });

describe('register screen', () => {
  it('says an already registered number should log in, with a link to login', async () => {
    const api = mockApi({ '/security/getVerifyCode': () => ok({ expiresIn: 300, resendIn: 60 }), '/security/register': registered });
    await renderApp('/user/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(api.callsTo('/security/getVerifyCode')[0]!.body).toMatchObject({ type: 'register' });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This number has been registered, please login directly');
    expect(screen.getByRole('link', { name: 'Log in instead' }).getAttribute('href')).toBe('#/user/login');
  });

  it('says it in Spanish too', async () => {
    mockApi({ '/security/getVerifyCode': registered });
    await renderApp('/user/register', { language: 'es' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Número de celular'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Obtener código' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Este número ya está registrado, inicie sesión directamente');
  });

  it('registers with JSON and lands on home signed in', async () => {
    const api = mockApi({ '/security/register': () => ok({ token: 'new-token', userInfo: USER_INFO }), '/loan/loan-order/latest': () => ok({ order: null }) });
    await renderApp('/user/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '+234 803 123 4567');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('button', { name: 'Apply now' });
    expect(window.location.hash).toBe('#/');
    expect(window.localStorage.getItem('token')).toBe('Bearer new-token');
    const call = api.callsTo('/security/register')[0]!;
    expect(call.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(call.body).toEqual({ mobile: '2348031234567', code: '654321' });
  });
});
