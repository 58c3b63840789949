import { callVendor, parseJsonOrNull, type VendorExchange } from '../../vendor-http.ts';
import { createVendorSession } from '../../vendor-session.ts';
import { toLoginResult, type MonnifySettings, type VendorFailure } from './monnify-fns.ts';

/** Renew this long before Monnify's `expiresIn`, so a token never expires between our check and its use. */
const EXPIRY_MARGIN_MS = 60_000;

export type AuthedCall = (path: string, init?: { method?: string; body?: object }) => Promise<VendorExchange | VendorFailure>;

/**
 * Monnify's OAuth (https://developers.monnify.com/api#authentication): `POST /api/v1/auth/login`
 * with Basic base64(apiKey:secretKey) gives a bearer token for about an hour, kept as a vendor
 * session (one login in flight at a time; a 401 on a kept token drops it and logs in once more).
 */
export function createMonnifyAuth(settings: MonnifySettings, timeoutMs: number, now: () => number = Date.now): AuthedCall {
  const session = createVendorSession<VendorFailure>(async () => {
    const basic = Buffer.from(`${settings.apiKey}:${settings.secretKey}`, 'utf8').toString('base64');
    const exchange = await callVendor(
      `${settings.baseUrl}/api/v1/auth/login`,
      { vendor: 'monnify', method: 'POST', headers: { authorization: `Basic ${basic}`, accept: 'application/json' } },
      timeoutMs,
    );
    if (!exchange.ok) return { ok: false, reason: 'unavailable', detail: `login: ${exchange.timedOut ? 'timeout' : 'network error'}` };
    const result = toLoginResult(exchange.status, parseJsonOrNull(exchange.text));
    if ('ok' in result) return result;
    return { ok: true, token: result.token, keepMs: result.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS };
  }, now);

  return async function call(path, init = {}) {
    const answered = await session.call((token) =>
      callVendor(
        `${settings.baseUrl}${path}`,
        {
          vendor: 'monnify',
          method: init.method ?? 'GET',
          headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
          ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        },
        timeoutMs,
      ),
    );
    return answered.ok ? answered.exchange : answered;
  };
}
