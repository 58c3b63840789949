import { decryptPath, DEFAULT_PACKAGE_NAME, type EndpointPath, ERRORS, isEndpointPath } from '@lendline/domain';
import { vi } from 'vitest';

/** One call as the server would see it, with the path decrypted back to the logical path. */
export interface RecordedCall {
  path: string | null;
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  rawBody: BodyInit | null | undefined;
}

export interface Envelope {
  code: number;
  data?: unknown;
  msg?: string;
}

export type Handler = (call: RecordedCall) => Envelope | Promise<Envelope>;

export const ok = (data: unknown): Envelope => ({ code: 0, data, msg: 'success' });
export const notAvailable: Envelope = { code: ERRORS.NOT_AVAILABLE_YET.code, data: null, msg: 'This service is not available yet' };
/** A call that never reaches the server (offline, dropped connection): fetch itself rejects. */
export const networkDown: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

function parseBody(body: BodyInit | null | undefined, headers: Headers): unknown {
  if (typeof body !== 'string') return body ?? null;
  if (headers.get('Content-Type')?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(body));
  }
  return JSON.parse(body);
}

/**
 * Replaces global fetch with a fake server keyed by logical path. Unhandled paths answer
 * ERRORS.NOT_AVAILABLE_YET.code like the real server's unbuilt endpoints.
 */
export type Handlers = Partial<Record<EndpointPath, Handler>>;

export function mockApi(handlers: Handlers = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const hex = url.pathname.replace(/^\/api\//, '');
    const path = decryptPath(hex, headers.get('packageName') ?? DEFAULT_PACKAGE_NAME);
    const call: RecordedCall = {
      path,
      method: init.method ?? 'GET',
      url,
      headers,
      body: parseBody(init.body, headers),
      rawBody: init.body,
    };
    calls.push(call);
    const handler = path && isEndpointPath(path) ? handlers[path] : undefined;
    // Like a browser's fetch: a cancelled call rejects at once, whatever the server would say.
    const cancelled = new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (init.signal?.aborted) abort();
      init.signal?.addEventListener('abort', abort, { once: true });
    });
    // A cancel after the answer has nobody waiting on it: not an unhandled rejection.
    cancelled.catch(() => undefined);
    const envelope = handler ? await Promise.race([handler(call), cancelled]) : notAvailable;
    return new Response(JSON.stringify({ data: null, msg: '', ...envelope }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: EndpointPath) => calls.filter((call) => call.path === path) };
}

export const PRODUCTS = {
  products: [
    { productId: 'ng-1', name: 'Cash', currency: 'NGN', minAmount: 1_000_00, maxAmount: 50_000_00, amountStep: 500_00, tenures: [91, 180] },
    { productId: 'ng-2', name: 'Cash Plus', currency: 'NGN', minAmount: 1_000_00, maxAmount: 60_000_00, amountStep: 500_00, tenures: [91, 180, 365] },
  ],
};

export const USER_INFO = {
  basicInfo: { userId: 'u-1', mobile: '2348031234567', market: 'NG', registeredAt: '2025-01-01T00:00:00Z' },
};
