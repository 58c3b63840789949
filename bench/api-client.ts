// The few API calls the benchmarks need, made the way the web app makes them.
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';

export function apiUrl(base: string, logicalPath: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...query, timestamp: String(Math.floor(Date.now() / 1000)) });
  return `${base}/api/${encryptPath(logicalPath, DEFAULT_PACKAGE_NAME)}?${params}`;
}

async function call<T>(base: string, path: string, body?: unknown, query?: Record<string, string>): Promise<T> {
  const res = await fetch(apiUrl(base, path, query), {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 0) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** Registers a fresh borrower through the sandbox SMS sink and returns its bearer token. */
export async function registerBorrower(base: string): Promise<string> {
  const mobile = `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await call(base, '/security/getVerifyCode', { mobile, type: 'register' });
  const sms = await call<{ code: string }>(base, '/sandbox/sms/latest', undefined, { mobile });
  const session = await call<{ token: string }>(base, '/security/register', { mobile, code: sms.code });
  return session.token;
}

export async function productListBody(base: string): Promise<string> {
  const res = await fetch(apiUrl(base, '/loan/product/list'));
  return res.text();
}
