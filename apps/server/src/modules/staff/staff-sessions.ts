import { randomUUID } from 'node:crypto';
import type { StaffPrincipal, StaffSignIn } from '@lendline/domain';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/client.ts';
import { HOUR_MS, MINUTE_MS, type Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import type { Keyring } from '../../shared/keyring.ts';
import type { RateLimitService } from '../rate-limit/rate-limit-service.ts';
import { verifyPassword } from './passwords.ts';
import { cookieValue, csrfTokenOf, decryptSecret, digestOf, encryptSecret, matchesDigest, newToken, SESSION_COOKIE } from './secret-fns.ts';
import type { StaffConfig } from './staff-config.ts';
import * as repo from './staff-repository.ts';
import { principalOf, staffView, type StaffView } from './staff-views.ts';
import { matchTotp } from './totp-fns.ts';

export interface StaffSessionDeps {
  db: Db;
  now: Clock;
  /** Second factors sealed under the previous key still open during a rotation, and are re-sealed (ADR 091). */
  keys: Keyring;
  config: StaffConfig;
  rateLimit: Pick<RateLimitService, 'hit' | 'isSpent'>;
}

export interface SignedIn {
  /** The cookie's token: set as the cookie, never put in a body or a log. */
  token: string;
  csrfToken: string;
  staff: StaffView;
}

/**
 * The parts of a request the session check reads: a FastifyRequest is one (services import no
 * web framework, lint), so the plugin hands its request over as it is.
 */
export interface SessionRequest {
  method: string;
  headers: IncomingHttpHeaders;
}

/** Reads that change nothing need no CSRF token; everything else does. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Console sign-in and sessions (ADR 072). Sign-in needs the password and a current TOTP code
 * together and answers one error for every way it can fail. A session is a random token in a
 * cookie, checked against the database on every request (idle and absolute limits, the
 * account's state), so an end anywhere is an end everywhere at once.
 */
export type StaffSessions = ReturnType<typeof createStaffSessions>;

export function createStaffSessions(deps: StaffSessionDeps) {
  const { db, now, keys, config } = deps;
  const window = config.failureWindowMinutes * MINUTE_MS;
  const perAccount = { max: config.failuresPerAccount, windowMs: window };
  const perAddress = { max: config.failuresPerAddress, windowMs: window };
  const idleMs = config.sessionIdleMinutes * MINUTE_MS;
  const maxMs = config.sessionMaxHours * HOUR_MS;

  /** The account a password and code open, or null: which part failed is never told. */
  async function checkCredentials(input: StaffSignIn): Promise<repo.StaffAccountRow | null> {
    const account = await repo.accountByEmail(db, input.email);
    const usable = account && account.status === 'active' && account.disabledAt === null && account.totpSecret !== null ? account : null;
    // A missing or unusable account costs the same hash as a wrong password.
    if (!(await verifyPassword(usable?.passwordHash ?? null, input.password)) || !usable?.totpSecret) return null;
    const opened = decryptSecret(keys, usable.totpSecret, now());
    const step = opened && matchTotp(opened.plain, input.code, now(), usable.totpLastStep);
    if (!opened || step === null || !(await repo.useTotpStep(db, usable.id, step))) return null;
    if (!opened.current) await repo.resealTotpSecret(db, usable.id, encryptSecret(keys.current, opened.plain));
    return usable;
  }

  return {
    async signIn(input: StaffSignIn, client: { address: string; userAgent: string }): Promise<Outcome<SignedIn>> {
      const spent = await Promise.all([
        deps.rateLimit.isSpent('staff-sign-in-account', input.email, perAccount),
        deps.rateLimit.isSpent('staff-sign-in-address', client.address, perAddress),
      ]);
      if (spent.includes(true)) return fail('STAFF_TOO_MANY_ATTEMPTS');
      const account = await checkCredentials(input);
      if (!account) {
        // Failures alone are counted: a person who signs in often is never slowed.
        await deps.rateLimit.hit('staff-sign-in-account', input.email, perAccount);
        await deps.rateLimit.hit('staff-sign-in-address', client.address, perAddress);
        return fail('STAFF_SIGN_IN_FAILED');
      }
      const token = newToken();
      const csrfToken = csrfTokenOf(keys.current.secret, token);
      const at = now();
      await repo.insertSession(db, {
        id: randomUUID(), staffId: account.id, tokenHash: digestOf(token), csrfHash: digestOf(csrfToken),
        createdAt: at, lastSeenAt: at, address: client.address, userAgent: client.userAgent.slice(0, 512),
      });
      return ok({ token, csrfToken, staff: staffView(account) });
    },

    /**
     * The console's authenticator for the /staff plugin: null when the request carries no staff
     * cookie (another kind of credential may apply), else the person or why not. A request that
     * may change something must bring the sign-in's CSRF token in `x-csrf-token`.
     */
    async authenticateSession(request: SessionRequest): Promise<Outcome<StaffPrincipal> | null> {
      const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
      if (token === undefined) return null;
      if (!TOKEN_SHAPE.test(token)) return fail('STAFF_SESSION_EXPIRED');
      const found = await repo.sessionByTokenHash(db, digestOf(token));
      if (!found) return fail('STAFF_SESSION_EXPIRED');
      const { session, account } = found;
      const at = now();
      if (session.endedAt !== null) return fail('STAFF_SESSION_EXPIRED');
      const stale = at.getTime() - session.lastSeenAt.getTime() >= idleMs || at.getTime() - session.createdAt.getTime() >= maxMs;
      if (stale || account.disabledAt !== null || account.status !== 'active') {
        await repo.endSession(db, session.id, at);
        return fail('STAFF_SESSION_EXPIRED');
      }
      if (!SAFE_METHODS.has(request.method)) {
        const csrf = request.headers['x-csrf-token'];
        if (typeof csrf !== 'string' || !matchesDigest(csrf, session.csrfHash)) return fail('STAFF_CSRF');
      }
      await repo.touchSession(db, session.id, at);
      return ok(principalOf(account, session.id));
    },

    /**
     * The CSRF token of the request's session, for `/staff/auth/me` (a new tab asks there); only
     * after authenticateSession accepted the request. Its digest is the one stored at sign-in,
     * so during a rotation the key that made it is found among the accepted ones (ADR 091).
     */
    async csrfTokenFor(request: SessionRequest): Promise<string | null> {
      const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
      const found = token === undefined ? undefined : await repo.sessionByTokenHash(db, digestOf(token));
      if (token === undefined || !found) return null;
      const made = keys.accepted(now()).map((key) => csrfTokenOf(key.secret, token));
      return made.find((csrf) => matchesDigest(csrf, found.session.csrfHash)) ?? made[0]!;
    },

    async signOut(principal: StaffPrincipal): Promise<void> {
      if (principal.sessionId) await repo.endSession(db, principal.sessionId, now());
    },

    /** Ends every open session of the person, this one included, on every instance at once. */
    async signOutEverywhere(principal: StaffPrincipal): Promise<{ ended: number }> {
      return { ended: await repo.endSessionsOf(db, principal.id, now()) };
    },
  };
}
