import { randomUUID } from 'node:crypto';
import type { MarketId } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Principal } from './principal.ts';
import { HOUR_MS, type Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { createTtlCache } from '../../shared/ttl-cache.ts';
import type { Keyring } from '../../shared/keyring.ts';
import { LAST_SEEN_GRANULARITY_MS } from './limits.ts';
import { hashSessionToken, isWellFormedToken, newSessionToken, sessionCacheKey } from './session-fns.ts';
import * as repo from './session-repository.ts';
import { lockUser } from './user-repository.ts';

export interface SessionService {
  /** Starts a session for the user, ending every earlier one (they answer LOGGED_IN_ELSEWHERE). */
  start(userId: string): Promise<{ token: string; sessionId: string }>;
  /** Maps a bearer token (or its absence) to a principal or one of the four session codes. */
  authenticate(token: string | undefined): Promise<Outcome<Principal>>;
  logout(sessionId: string): Promise<void>;
  /** Ends every session of the user: the account was closed (ADR 044). */
  endAll(userId: string): Promise<void>;
}

export interface SessionDeps {
  db: Db;
  now: Clock;
  /** The market this server serves: another market's session is not valid here. */
  market: MarketId;
  /** Tokens are stored hashed under the current key; a previous key's hash is still found, then rehashed (ADR 091). */
  keys: Keyring;
  ttlHours: number;
  /** How long this instance may trust a session it checked without asking the database. */
  cacheMs: number;
}

interface CheckedSession {
  principal: Principal;
  expiresAt: number;
  lastSeenAt: number;
}

export function createSessionService(deps: SessionDeps): SessionService {
  const { db, now, keys } = deps;
  const ttlMs = deps.ttlHours * HOUR_MS;
  // Keeps an authenticated read to one SHA-256 and a map lookup (ADR 061). Sign-in, logout and
  // account closure on this instance drop their entries at once; another instance's revocation
  // shows here within cacheMs (SESSION_CACHE_SECONDS, 5 s by default).
  const checked = createTtlCache<string, CheckedSession>({ ttlMs: deps.cacheMs, maxEntries: 10_000, now });

  async function touch(session: CheckedSession, at: Date): Promise<void> {
    if (at.getTime() - session.lastSeenAt < LAST_SEEN_GRANULARITY_MS) return;
    session.lastSeenAt = at.getTime();
    await repo.touchSession(db, session.principal.sessionId, at, new Date(at.getTime() - LAST_SEEN_GRANULARITY_MS + 1));
  }

  /**
   * The session of a token under any accepted key, the current one first (one query outside a
   * rotation). One found under the previous key is rehashed under the current one, so it
   * outlives SECRET_KEY_PREVIOUS_UNTIL: only sessions unused for the whole period are lost.
   */
  async function findByToken(token: string, at: Date) {
    for (const [index, key] of keys.accepted(at).entries()) {
      const session = await repo.findSessionByTokenHash(db, hashSessionToken(key.secret, token));
      if (!session) continue;
      if (index > 0) await repo.setSessionTokenHash(db, session.id, hashSessionToken(keys.current.secret, token));
      return session;
    }
    return undefined;
  }

  return {
    async start(userId) {
      const token = newSessionToken();
      const sessionId = randomUUID();
      const at = now();
      // The user row lock makes "one active session per user" hold when two devices sign
      // in at the same moment: the second waits, then revokes the first.
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await repo.revokeUserSessions(tx, userId, 'replaced', at);
        await repo.insertSession(tx, {
          id: sessionId,
          userId,
          tokenHash: hashSessionToken(keys.current.secret, token),
          createdAt: at,
          expiresAt: new Date(at.getTime() + ttlMs),
          lastSeenAt: at,
        });
      });
      checked.deleteWhere((s) => s.principal.userId === userId);
      return { token, sessionId };
    },

    async authenticate(token) {
      if (token === undefined) return fail('NOT_LOGGED_IN');
      if (!isWellFormedToken(token)) return fail('TOKEN_INVALID');
      const cacheKey = sessionCacheKey(token);
      const at = now();
      const known = checked.get(cacheKey);
      if (known && known.expiresAt > at.getTime()) {
        // Checked here first: most reads need no write, and then no promise to wait on either.
        if (at.getTime() - known.lastSeenAt >= LAST_SEEN_GRANULARITY_MS) await touch(known, at);
        return ok(known.principal);
      }
      // Expired (or never seen): the database decides, so precedence stays as below.
      if (known) checked.delete(cacheKey);
      const session = await findByToken(token, at);
      if (!session) return fail('TOKEN_INVALID');
      // Markets share nothing but, perhaps, a database: a borrower of one market holds no
      // account, order or limit in the other, so its servers do not know the token.
      if (session.market !== deps.market) return fail('TOKEN_INVALID');
      // Revocation first: a replaced session that has also expired is best explained by the
      // other device, which is what the borrower can act on.
      if (session.revokedAt) return fail(session.revokedReason === 'replaced' ? 'LOGGED_IN_ELSEWHERE' : 'TOKEN_INVALID');
      if (session.expiresAt.getTime() <= at.getTime()) return fail('TOKEN_EXPIRED');
      const fresh: CheckedSession = {
        principal: { userId: session.userId, sessionId: session.id, signedInAt: session.createdAt },
        expiresAt: session.expiresAt.getTime(),
        lastSeenAt: session.lastSeenAt.getTime(),
      };
      await touch(fresh, at);
      checked.set(cacheKey, fresh);
      return ok(fresh.principal);
    },

    async logout(sessionId) {
      await repo.revokeSession(db, sessionId, 'logout', now());
      checked.deleteWhere((s) => s.principal.sessionId === sessionId);
    },

    async endAll(userId) {
      await repo.revokeUserSessions(db, userId, 'closed', now());
      checked.deleteWhere((s) => s.principal.userId === userId);
    },
  };
}
