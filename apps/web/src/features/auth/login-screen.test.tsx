import { ERRORS } from '@lendline/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, PRODUCTS, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const codeSent = () => ok({ expiresIn: 300, resendIn: 60 });

function field(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

/** The error text linked to a control by aria-describedby. */
function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('login screen', () => {
  it('has the phone and code controls a phone keyboard and SMS autofill need', async () => {
    mockApi({ '/loan/product/list': () => ok(PRODUCTS) });
    await renderApp('/user/login');
    const phone = await screen.findByLabelText('Mobile number');
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('inputmode')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel-national');
    expect(screen.getByText('+234')).toBeTruthy();
    const code = field('Verification code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('pattern')).toBe('[0-9]*');
    expect(code.getAttribute('maxlength')).toBe('6');
    expect(screen.getByRole('link', { name: 'New here? Create an account' }).getAttribute('href')).toBe('#/user/register');
  });

  it('shows the dial code of the market the server serves', async () => {
    mockApi({ '/loan/product/list': () => ok({ products: [{ ...PRODUCTS.products[0], currency: 'MXN' }] }) });
    await renderApp('/user/login', { language: 'es' });
    expect(await screen.findByText('+52')).toBeTruthy();
  });

  it('shows validation messages at the fields, in English', async () => {
    const api = mockApi();
    await renderApp('/user/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const phone = field('Mobile number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(phone)).toContain('Mobile phone number cannot be empty');
    expect(describedText(field('Verification code'))).toContain('Verification code cannot be empty');

    await user.type(phone, '12345');
    await user.type(field('Verification code'), '12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(describedText(phone)).toContain('Please enter a valid mobile phone number');
    expect(describedText(field('Verification code'))).toContain('Invalid verification code');
    expect(api.callsTo('/security/login')).toHaveLength(0);
  });

  it('shows validation messages at the fields, in Spanish, and re-translates on switch', async () => {
    mockApi();
    await renderApp('/user/login', { language: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Obtener código' }));
    const phone = field('Número de celular');
    expect(describedText(phone)).toContain('El número de celular no puede estar vacío');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Mobile phone number cannot be empty')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows server field errors at the field', async () => {
    mockApi({
      '/security/getVerifyCode': () => ({
        code: ERRORS.VALIDATION_FAILED.code,
        msg: 'Please check the highlighted fields',
        data: { fields: [{ field: 'mobile', message: 'Número no válido para este mercado' }] },
      }),
    });
    await renderApp('/user/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Número no válido para este mercado')).toBeTruthy();
    expect(describedText(field('Mobile number'))).toContain('Número no válido para este mercado');
  });

  it('tells a number whose account was deleted so, at the field, and how to open a new one', async () => {
    mockApi({
      '/security/getVerifyCode': () => ({ code: ERRORS.ACCOUNT_DELETED.code, msg: 'The account of this number was deleted. Register to open a new account.', data: null }),
    });
    await renderApp('/user/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('The account of this number was deleted. Register to open a new account.')).toBeTruthy();
    expect(describedText(field('Mobile number'))).toContain('The account of this number was deleted');
    expect(field('Mobile number').value).toBe('08031234567');
  });

  it('keeps only the digits of a pasted code', async () => {
    mockApi();
    await renderApp('/user/login');
    const user = userEvent.setup();
    const code = await screen.findByLabelText('Verification code');
    await user.click(code);
    await user.paste('code: 123456');
    expect((code as HTMLInputElement).value).toBe('123456');
    await user.clear(code);
    await user.paste('123 456');
    expect((code as HTMLInputElement).value).toBe('123456');
    await user.clear(code);
    await user.type(code, '9a8b7');
    expect((code as HTMLInputElement).value).toBe('987');
  });

  it('requests a login code for the normalised number and counts down to resend', async () => {
    const api = mockApi({ '/security/getVerifyCode': codeSent });
    await renderApp('/user/login');
    await screen.findByLabelText('Mobile number');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(field('Mobile number'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));

    const resend = await screen.findByRole('button', { name: 'Resend in 60s' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('/security/getVerifyCode')[0]!.body).toEqual({ mobile: '2348031234567', type: 'login' });
    expect(document.activeElement).toBe(field('Verification code'));

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const again = screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
  });

  it('disables submit while the code is being sent', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockApi({ '/security/getVerifyCode': () => new Promise((resolve) => (answer = () => resolve(codeSent()))) });
    await renderApp('/user/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-busy')).toBe('true');
    answer(null);
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('shows the sandbox banner with the code when the server runs the sandbox SMS sink', async () => {
    const api = mockApi({
      '/security/getVerifyCode': codeSent,
      '/sandbox/sms/latest': () => ok({ text: 'Your Lendline code is 482913', code: '482913', sentAt: '2025-01-01T00:00:00Z' }),
    });
    await renderApp('/user/login', { language: 'es' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Número de celular'), '8031234567');
    await user.click(screen.getByRole('button', { name: 'Obtener código' }));
    const banner = await screen.findByText('Entorno de pruebas: su código es 482913');
    expect(banner.getAttribute('role')).toBe('status');
    expect(api.callsTo('/sandbox/sms/latest')[0]!.url.searchParams.get('mobile')).toBe('2348031234567');
  });

  it('shows no banner when the sandbox endpoint answers a non-zero code', async () => {
    const api = mockApi({
      '/security/getVerifyCode': codeSent,
      '/sandbox/sms/latest': () => ({ code: ERRORS.UNKNOWN_PATH.code, msg: 'There is no such service' }),
    });
    await renderApp('/user/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '8031234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await waitFor(() => expect(api.callsTo('/sandbox/sms/latest')).toHaveLength(1));
    expect(screen.queryByText(/Sandbox/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs in: stores the Bearer token and userInfo, tells the shell, returns to the remembered route', async () => {
    const api = mockApi({ '/security/login': () => ok({ token: 'tok-9', userInfo: USER_INFO }) });
    const postMessage = vi.fn();
    window.FKSDKJsFramework = { postMessage };
    await renderApp('/user/login?redirect=%2Frecords');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '08031234567');
    await user.type(field('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByRole('heading', { level: 1, name: 'Loan records' });
    expect(window.localStorage.getItem('token')).toBe('Bearer tok-9');
    expect(JSON.parse(window.localStorage.getItem('userInfo')!)).toEqual(USER_INFO);
    expect(api.callsTo('/security/login')[0]!.body).toEqual({ mobile: '2348031234567', code: '123456' });
    const setNewToken = postMessage.mock.calls.map((call) => JSON.parse(call[0] as string)).find((m) => m.action === 'setNewToken');
    // ADR 041: the shells answer with `phoneNumber`, ADR 009 sent `mobile`; both go. The token
    // goes bare: every published shell adds "Bearer" itself (issue 19).
    expect(setNewToken.data).toEqual({ token: 'tok-9', mobile: '2348031234567', phoneNumber: '2348031234567' });
  });

  it('shows a wrong code at the code field', async () => {
    mockApi({ '/security/login': () => ({ code: ERRORS.CODE_INVALID.code, msg: 'Invalid verification code' }) });
    await renderApp('/user/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '08031234567');
    await user.type(field('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(describedText(field('Verification code'))).toContain('Invalid verification code'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
