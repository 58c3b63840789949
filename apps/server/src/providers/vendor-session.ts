import type { VendorExchange } from './vendor-http.ts';

/** A login's answer: the session's token and how long we may keep it, or the vendor's failure. */
export type SessionLogin<F extends { ok: false }> = { ok: true; token: string; keepMs: number } | F;

export interface VendorSession<F extends { ok: false }> {
  /** The cached session, or one login shared by every caller waiting for it (single flight). */
  token(): Promise<{ ok: true; token: string } | F>;
  /**
   * A vendor call with the session; on a 401 (the vendor forgot the session before we did) the
   * session is dropped, one new login made and the call tried once more. A second 401 is
   * answered as it is: the caller reads it as wrong credentials.
   */
  call(send: (token: string) => Promise<VendorExchange>): Promise<{ ok: true; exchange: VendorExchange } | F>;
}

/**
 * A vendor's login session (Monnify's bearer token, CreditRegistry's SessionCode, FirstCentral's
 * DataTicket), kept per process: a login is a paid-for or rate-limited call at some vendors, and
 * a burst of borrowers must not log in once each. Kept as long as the login says, and dropped at
 * the first 401.
 */
export function createVendorSession<F extends { ok: false }>(login: () => Promise<SessionLogin<F>>, now: () => number = Date.now): VendorSession<F> {
  let current: { token: string; until: number } | null = null;
  let pending: Promise<{ ok: true; token: string } | F> | null = null;

  const token = (): Promise<{ ok: true; token: string } | F> => {
    if (current && current.until > now()) return Promise.resolve({ ok: true, token: current.token });
    pending ??= login()
      .then((result): { ok: true; token: string } | F => {
        if (!result.ok) return result;
        current = { token: result.token, until: now() + result.keepMs };
        return { ok: true, token: result.token };
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
