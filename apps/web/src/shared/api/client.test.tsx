import { decryptPath, encryptPath, ERRORS } from '@lendline/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock.ts';
import { setLanguage } from '../i18n/i18n-store.ts';
import { LoadingOverlay } from '../ui/loading.tsx';
import { ToastHost } from '../ui/toast-host.tsx';
import { clearToasts } from '../ui/toast-store.ts';
import { NETWORK_FAILURE, request } from './client.ts';

function seedSession() {
  window.localStorage.setItem('token', 'Bearer tok-1');
  window.localStorage.setItem('userInfo', JSON.stringify({ basicInfo: { userId: 'u1' } }));
  window.localStorage.setItem('packageName', 'com.shell.loans');
  window.localStorage.setItem('appName', 'ShellLoans');
  window.localStorage.setItem('afid', 'af-42');
  window.localStorage.setItem('score', '700');
}

describe('api client', () => {
  it('encrypts the path with the stored package name and sends the spec headers', async () => {
    seedSession();
    await setLanguage('es');
    const api = mockApi({ '/security/getUserInfo': () => ok({ basicInfo: { userId: 'u1' } }) });
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_123);

    const result = await request('/security/getUserInfo');

    expect(result).toEqual({ ok: true, data: { basicInfo: { userId: 'u1' } } });
    const [call] = api.calls;
    const hex = call!.url.pathname.replace('/api/', '');
    expect(hex).toMatch(/^[0-9A-F]+$/);
    expect(hex).toBe(encryptPath('/security/getUserInfo', 'com.shell.loans'));
    expect(decryptPath(hex, 'com.shell.loans')).toBe('/security/getUserInfo');
    expect(call!.url.searchParams.get('timestamp')).toBe('1750000000');
    expect(call!.method).toBe('GET');
    expect(call!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call!.headers.get('packageName')).toBe('com.shell.loans');
    expect(call!.headers.get('appName')).toBe('ShellLoans');
    expect(call!.headers.get('afid')).toBe('af-42');
    expect(call!.headers.get('lang')).toBe('es');
    expect(call!.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('leaves out Authorization, appName and afid when not stored', async () => {
    const api = mockApi({ '/loan/product/list': () => ok({ products: [] }) });
    await request('/loan/product/list');
    const headers = api.calls[0]!.headers;
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('appName')).toBeNull();
    expect(headers.get('afid')).toBeNull();
    expect(headers.get('lang')).toBe('en');
  });

  it('puts GET parameters in the query string', async () => {
    const api = mockApi();
    await request('/security/existsByMobile', { mobile: '2348031234567' });
    expect(api.calls[0]!.url.searchParams.get('mobile')).toBe('2348031234567');
    expect(api.calls[0]!.rawBody).toBeUndefined();
  });

  it('sends login form-encoded and other POSTs as JSON', async () => {
    const api = mockApi();
    await request('/security/login', { mobile: '2348031234567', code: '123456' });
    await request('/security/register', { mobile: '2348031234567', code: '123456' });
    const [login, register] = api.calls;
    expect(login!.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(login!.rawBody).toBe('mobile=2348031234567&code=123456');
    expect(register!.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(register!.rawBody as string)).toEqual({ mobile: '2348031234567', code: '123456' });
  });

  it('sends uploads as multipart and lets the browser set the boundary', async () => {
    const api = mockApi();
    window.localStorage.setItem('token', 'Bearer t');
    const form = new FormData();
    form.append('file', new Blob(['img'], { type: 'image/jpeg' }));
    form.append('orderNo', 'o1');
    await request('/user/upload/curp/front', form);
    const call = api.calls[0]!;
    expect(call.rawBody).toBeInstanceOf(FormData);
    expect((call.rawBody as FormData).get('orderNo')).toBe('o1');
    expect(call.headers.get('Content-Type')).toBeNull();
  });

  it('returns validation field errors', async () => {
    mockApi({
      '/security/getVerifyCode': () => ({
        code: ERRORS.VALIDATION_FAILED.code,
        msg: 'Please check the highlighted fields',
        data: { fields: [{ field: 'mobile', message: 'Please enter a valid mobile phone number' }] },
      }),
    });
    const result = await request('/security/getVerifyCode', { mobile: 'x', type: 'login' });
    expect(result).toEqual({
      ok: false,
      code: ERRORS.VALIDATION_FAILED.code,
      msg: 'Please check the highlighted fields',
      fields: [{ field: 'mobile', message: 'Please enter a valid mobile phone number' }],
    });
  });

  it.each([
    ['en', ERRORS.RATE_LIMITED.code, 'Too many requests, please wait a moment and try again'],
    ['es', ERRORS.RATE_LIMITED.code, 'Demasiadas solicitudes, espere un momento e inténtelo de nuevo'],
  ] as const)('says its own translated text (%s) for a refusal with no text, as the proxy sends its rate limit', async (language, code, text) => {
    await setLanguage(language);
    mockApi({ '/security/getVerifyCode': () => ({ code, msg: '', data: null }) });
    const result = await request('/security/getVerifyCode', { mobile: '08031234567', type: 'login' }, { quiet: true });
    expect(result).toEqual({ ok: false, code, msg: text });
    await setLanguage('en');
  });

  it.each([ERRORS.NOT_LOGGED_IN.code, ERRORS.TOKEN_EXPIRED.code, ERRORS.LOGGED_IN_ELSEWHERE.code, ERRORS.TOKEN_INVALID.code])(
    'on session code %i: shows the message, clears the session but not the language or app identity, goes home',
    async (code) => {
      render(<ToastHost />);
      seedSession();
      await setLanguage('es');
      window.history.replaceState(null, '', '#/user_center/settings');
      mockApi({ '/security/getUserInfo': () => ({ code, msg: 'La sesión expiró', data: null }) });

      const result = await request('/security/getUserInfo');

      expect(result).toMatchObject({ ok: false, code });
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'La sesión expiró');
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(window.localStorage.getItem('userInfo')).toBeNull();
      expect(window.localStorage.getItem('packageName')).toBe('com.shell.loans');
      expect(window.localStorage.getItem('language')).toBe('es');
      expect(window.location.hash).toBe('#/');
      clearToasts();
    },
  );

  it('a quiet background read that learns the session ended elsewhere still says so, once, however many calls learn it', async () => {
    render(<ToastHost />);
    seedSession();
    mockApi({ '/inbox/unread-count': () => ({ code: ERRORS.LOGGED_IN_ELSEWHERE.code, msg: 'The account is logged in from another device', data: null }) });

    await Promise.all([request('/inbox/unread-count', {}, { quiet: true }), request('/inbox/unread-count', {}, { quiet: true })]);

    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('The account is logged in from another device');
    expect(window.localStorage.getItem('token')).toBeNull();
    clearToasts();
  });

  it('signing out of a session that already ended elsewhere says nothing more', async () => {
    render(<ToastHost />);
    seedSession();
    mockApi({ '/security/logout': () => ({ code: ERRORS.LOGGED_IN_ELSEWHERE.code, msg: 'The account is logged in from another device', data: null }) });

    await request('/security/logout', {}, { quiet: true });

    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('tells the native shell to log out on a session code', async () => {
    const postMessage = vi.fn();
    window.FKSDKJsFramework = { postMessage };
    window.localStorage.setItem('token', 'Bearer t');
    mockApi({ '/security/getUserInfo': () => ({ code: ERRORS.LOGGED_IN_ELSEWHERE.code, msg: '', data: null }) });
    const result = await request('/security/getUserInfo');
    expect(result).toMatchObject({ ok: false, msg: 'The account is logged in from another device' });
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toMatchObject({ action: 'logout' });
  });

  it('on network failure: hides loading, shows the translated message, resolves with a failure', async () => {
    render(
      <>
        <ToastHost />
        <LoadingOverlay />
      </>,
    );
    await setLanguage('es');
    let rejectFetch: (error: Error) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise((_, reject) => (rejectFetch = reject))));

    const pending = request('/loan/product/list', {}, { loading: true });
    expect(await screen.findByRole('progressbar', { name: 'Cargando' })).toBeTruthy();
    rejectFetch(new TypeError('Failed to fetch'));
    const result = await pending;

    expect(result).toEqual({ ok: false, code: NETWORK_FAILURE, msg: 'Uy, falló la red, recargue la página' });
    expect((await screen.findByRole('alert')).textContent).toBe('Uy, falló la red, recargue la página');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('gives up after 60 seconds with the network message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const pending = request('/loan/product/list');
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toEqual({ ok: false, code: NETWORK_FAILURE, msg: 'ooops,network failed ,please reload the page' });
  });

  it('refuses a path outside the contract: at compile time, and at run time past the type checker', async () => {
    // @ts-expect-error not a path of the contract
    await expect(request('/no/such/path')).rejects.toThrow(/No such endpoint in the contract/);
  });
});
