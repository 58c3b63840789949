import { expect, type Page } from '@playwright/test';
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';

export { freshMobile } from '../api-driver.ts';

/** Calls the API as another device would (for "logged in elsewhere"), through the sandbox SMS sink. */
export async function apiCall<T>(baseURL: string, path: string, init: { body?: unknown; query?: Record<string, string>; form?: boolean } = {}): Promise<T> {
  const params = new URLSearchParams({ ...init.query, timestamp: String(Math.floor(Date.now() / 1000)) });
  const url = `${baseURL}/api/${encryptPath(path, DEFAULT_PACKAGE_NAME)}?${params}`;
  const res = init.body === undefined
    ? await fetch(url)
    : await fetch(url, {
        method: 'POST',
        headers: { 'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json' },
        body: init.form ? new URLSearchParams(init.body as Record<string, string>).toString() : JSON.stringify(init.body),
      });
  const envelope = (await res.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export async function signInElsewhere(baseURL: string, mobile: string): Promise<void> {
  await apiCall(baseURL, '/security/getVerifyCode', { body: { mobile, type: 'login' } });
  const sms = await apiCall<{ code: string }>(baseURL, '/sandbox/sms/latest', { query: { mobile } });
  await apiCall(baseURL, '/security/login', { body: { mobile, code: sms.code }, form: true });
}

export async function registerViaApi(baseURL: string, mobile: string): Promise<void> {
  await apiCall(baseURL, '/security/getVerifyCode', { body: { mobile, type: 'register' } });
  const sms = await apiCall<{ code: string }>(baseURL, '/sandbox/sms/latest', { query: { mobile } });
  await apiCall(baseURL, '/security/register', { body: { mobile, code: sms.code } });
}

const BANNER = /(?:Sandbox: your code is|Entorno de pruebas: su código es) (\d{6})/;

/** Reads the one-time code from the sandbox banner the app shows after a code is sent. */
export async function codeFromSandboxBanner(page: Page): Promise<string> {
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();
  const text = (await banner.textContent()) ?? '';
  const code = BANNER.exec(text)?.[1];
  expect(code, 'six-digit code in the sandbox banner').toMatch(/^\d{6}$/);
  return code!;
}
