import { callVendor, parseJsonOrNull, type VendorExchange } from '../../vendor-http.ts';
import { toLoginResult, type MonnifySettings, type VendorFailure } from './monnify-fns.ts';

/** Renew this long before Monnify's `expiresIn`, so a token never expires between our check and its use. */
const EXPIRY_MARGIN_MS = 60_000;

export type AuthedCall = (path: string, init?: { method?: string; body?: object }) => Promise<VendorExchange | VendorFailure>;

/**
 * Monnify's OAuth (https://developers.monnify.com/api#authentication): `POST /api/v1/auth/login`
 * with Basic base64(apiKey:secretKey) gives a bearer token for about an hour. It is cached and
 * shared (one login in flight at a time); a 401 on a cached token drops it and logs in once more.
 */
export function createMonnifyAuth(settings: MonnifySettings, timeoutMs: number, now: () => number = Date.now): AuthedCall {
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<{ token: string } | VendorFailure> | null = null;

  async function login(): Promise<{ token: string } | VendorFailure> {
    const basic = Buffer.from(`${settings.apiKey}:${settings.secretKey}`, 'utf8').toString('base64');
    const exchange = await callVendor(
      `${settings.baseUrl}/api/v1/auth/login`,
      { vendor: 'monnify', method: 'POST', headers: { authorization: `Basic ${basic}`, accept: 'application/json' } },
      timeoutMs,
    );
    if (!exchange.ok) return { ok: false, reason: 'unavailable', detail: `login: ${exchange.timedOut ? 'timeout' : 'network error'}` };
    const result = toLoginResult(exchange.status, parseJsonOrNull(exchange.text));
    if ('ok' in result) return result;
    cached = { token: result.token, expiresAt: now() + result.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS };
    return { token: result.token };
  }

  function token(): Promise<{ token: string } | VendorFailure> {
    if (cached && now() < cached.expiresAt) return Promise.resolve({ token: cached.token });
    pending ??= login().finally(() => {
      pending = null;
    });
    return pending;
  }

  return async function call(path, init = {}) {
    for (let attempt = 0; ; attempt += 1) {
      const auth = await token();
      if ('ok' in auth) return auth;
      const exchange = await callVendor(
        `${settings.baseUrl}${path}`,
        {
          vendor: 'monnify',
          method: init.method ?? 'GET',
          headers: { authorization: `Bearer ${auth.token}`, accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
          ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        },
        timeoutMs,
      );
      // Monnify revoked or expired the token early: forget it and log in again, once.
      if (exchange.ok && exchange.status === 401 && attempt === 0) {
        if (cached?.token === auth.token) cached = null;
        continue;
      }
      return exchange;
    }
  };
}
