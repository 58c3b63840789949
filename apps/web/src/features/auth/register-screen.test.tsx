import { ERRORS } from '@lendline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLegalVersion } from '../../shared/content/content-files.ts';
import { mockApi, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const registered = () => ({ code: ERRORS.MOBILE_REGISTERED.code, msg: 'This number has been registered, please login directly', data: null });
const exists = (answer: boolean) => () => ok({ exists: answer });
const codeSent = () => ok({ expiresIn: 300, resendIn: 60 });
const phone = (label = 'Mobile number') => screen.getByLabelText(label) as HTMLInputElement;

describe('register screen', () => {
  it('links the terms and the privacy policy it registers acceptance of, and records the current versions once the account exists', async () => {
    const api = mockApi({
      '/security/existsByMobile': exists(false),
      '/security/getVerifyCode': codeSent,
      '/security/register': () => ok({ token: 't', userInfo: USER_INFO }),
      '/legal/accept': () => ok({ current: { terms: '2026-11-30', privacy: '2026-11-30' }, accepted: [], pending: [] }),
    });
    await renderApp('/user/register');
    const user = userEvent.setup();
    expect((await screen.findByRole('link', { name: 'Terms and conditions' })).getAttribute('href')).toBe('#/termsCondition');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('target')).toBe('_blank');
    await user.type(screen.getByLabelText('Mobile number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    expect(api.callsTo('/legal/accept')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(api.callsTo('/legal/accept')).toHaveLength(1));
    // The newest version of each text in content/NG, the ones the links open.
    const current = { terms: currentLegalVersion('NG', 'terms'), privacy: currentLegalVersion('NG', 'privacy') };
    expect(current.terms).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(api.callsTo('/legal/accept')[0]!.body).toEqual({ ...current, source: 'register' });
    expect(api.callsTo('/legal/accept')[0]!.headers.get('authorization')).toContain('t');
  });

  it('opens with the number typed on a landing page and sends the advert’s attribution with the registration (ADR 046)', async () => {
    const api = mockApi({
      '/security/existsByMobile': exists(false),
      '/security/getVerifyCode': codeSent,
      '/security/register': () => ok({ token: 't', userInfo: USER_INFO }),
    });
    window.sessionStorage.setItem('typedMobile', '0803 123 4567');
    window.localStorage.setItem('afid', 'af-1');
    window.localStorage.setItem('campaign', JSON.stringify({ utmSource: 'facebook', utmCampaign: 'salary week', landingPage: 'yx3' }));
    await renderApp('/user/register?redirect=%2Fborrow%2Fto_borrow');
    const user = userEvent.setup();
    expect((await screen.findByLabelText('Mobile number') as HTMLInputElement).value).toBe('0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(api.callsTo('/security/register')).toHaveLength(1));
    expect(api.callsTo('/security/register')[0]!.body).toEqual({
      mobile: '2348031234567', code: '123456', attribution: { afid: 'af-1', utmSource: 'facebook', utmCampaign: 'salary week', landingPage: 'yx3' },
    });
    expect(api.callsTo('/security/register')[0]!.headers.get('afid')).toBe('af-1');
    // Sent once: the campaign is dropped, the number forgotten; afid stays (the spec's header).
    await vi.waitFor(() => expect(window.localStorage.getItem('campaign')).toBeNull());
    expect(window.sessionStorage.getItem('typedMobile')).toBeNull();
    expect(window.localStorage.getItem('afid')).toBe('af-1');
  });

  it('says an already registered number should log in, with a link to login', async () => {
    const api = mockApi({ '/security/existsByMobile': exists(false), '/security/getVerifyCode': codeSent, '/security/register': registered });
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

  it('asks whether the number is registered before any code is sent, and takes it to login (spec section 8)', async () => {
    const api = mockApi({ '/security/existsByMobile': exists(true), '/security/getVerifyCode': codeSent });
    await renderApp('/user/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This number has been registered, please login directly');
    expect(api.callsTo('/security/existsByMobile')[0]!.url.searchParams.get('mobile')).toBe('2348031234567');
    expect(api.callsTo('/security/getVerifyCode')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Log in instead' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(phone().value).toBe('0803 123 4567');
  });

  it('sends the register code for a number nobody has registered', async () => {
    const api = mockApi({ '/security/existsByMobile': exists(false), '/security/getVerifyCode': codeSent });
    await renderApp('/user/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeTruthy();
    expect(api.calls.map((call) => call.path).filter((path) => path?.startsWith('/security/'))).toEqual(['/security/existsByMobile', '/security/getVerifyCode']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the number to login when the code request itself says it is registered', async () => {
    mockApi({ '/security/existsByMobile': exists(false), '/security/getVerifyCode': registered });
    await renderApp('/user/register?redirect=%2Fme');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '8031234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await user.click(await screen.findByRole('link', { name: 'Log in instead' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(window.location.hash).toBe('#/user/login?redirect=%2Fme');
    expect(phone().value).toBe('8031234567');
  });

  it('shows the server’s send-limit message, which says how long to wait, at the number', async () => {
    const limit = { code: ERRORS.SEND_LIMIT_REACHED.code, msg: 'Too many codes requested, please try again in 42 min', data: { retryAfterSeconds: 2_520 } };
    mockApi({ '/security/existsByMobile': exists(false), '/security/getVerifyCode': () => limit });
    await renderApp('/user/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Too many codes requested, please try again in 42 min')).toBeTruthy();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
  });

  it('says it in Spanish too', async () => {
    mockApi({ '/security/existsByMobile': exists(true) });
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
