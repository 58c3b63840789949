import type { VendorExchange } from '../vendor-http.ts';
import type { Failure } from './bureau-fns.ts';

export type SessionLogin = { ok: true; token: string } | Failure;

export interface BureauSession {
  /** The cached session, or one login shared by every caller waiting for it (single flight). */
  token(): Promise<SessionLogin>;
  /**
   * A vendor call with the session; on a 401 (the bureau forgot the session before we did) the
   * session is dropped, one new login made and the call tried once more. A second 401 is
   * answered as it is: the caller reads it as wrong credentials.
   */
  call(send: (token: string) => Promise<VendorExchange>): Promise<{ ok: true; exchange: VendorExchange } | Failure>;
}

/**
 * A bureau's login session (CreditRegistry's SessionCode, FirstCentral's DataTicket), kept
 * per process: each login is a paid-for or rate-limited call at some bureaus, and a burst of
 * applications must not log in once each. Kept at most `maxAgeMs` (neither bureau documents a
 * fixed lifetime we could trust), and dropped at the first 401.
 */
export function createBureauSession(login: () => Promise<SessionLogin>, maxAgeMs: number, now: () => number = Date.now): BureauSession {
  let current: { token: string; until: number } | null = null;
  let pending: Promise<SessionLogin> | null = null;

  const token = (): Promise<SessionLogin> => {
    if (current && current.until > now()) return Promise.resolve({ ok: true, token: current.token });
    pending ??= login()
      .then((result) => {
        if (result.ok) current = { token: result.token, until: now() + maxAgeMs };
        return result;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    token,
    async call(send) {
      for (let attempt = 0; ; attempt += 1) {
        const session = await token();
        if (!session.ok) return session;
        const exchange = await send(session.token);
        if (attempt === 0 && exchange.ok && exchange.status === 401) {
          if (current?.token === session.token) current = null;
          continue;
        }
        return { ok: true, exchange };
      }
    },
  };
}
