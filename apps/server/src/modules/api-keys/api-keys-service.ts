import { randomBytes, randomUUID } from 'node:crypto';
import { staffApiKeySchema, type StaffApiKeyView, type StaffPrincipal } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import { bearerKey, formatKey, hashSecret, keyView, parseKey, principalOf, secretMatches } from './api-key-fns.ts';
import { allKeys, insertKey, keyById, markRevoked, touchKey } from './api-key-repository.ts';

export interface ApiKeysDeps {
  db: Db;
  now: Clock;
  log: Log;
  /** The staff audit trail: a key made or revoked is recorded with it (ADR 077). */
  audit: AuditRecorder;
}

/** Who makes or revokes a key: a principal on the staff API, or the command line (before any admin exists). */
export type KeyActor = StaffPrincipal | 'cli';

/** The part of a request a key is read from (a Fastify request fits). */
export interface KeyedRequest {
  headers: { authorization?: string | undefined };
}

/** last_used_at moves at most this often per key. */
const TOUCH_EVERY_MS = 60_000;

export type ApiKeysService = ReturnType<typeof createApiKeysService>;

/**
 * Integrations' access to the staff API (issue 22, ADR 074): one key per service, with the
 * permissions and markets it needs, listed and revocable. The key is shown once, when made;
 * only its secret's sha256 is kept.
 */
export function createApiKeysService(deps: ApiKeysDeps) {
  const { db, now, log } = deps;
  const actorName = (actor: KeyActor) => (actor === 'cli' ? 'cli' : `${actor.kind}:${actor.id}`);
  // Whoever runs the command line holds the server: recorded as the system.
  const contextOf = (actor: KeyActor, context?: AuditContext): AuditContext =>
    context ?? (actor === 'cli' ? { actor: { kind: 'system', id: 'cli', name: 'cli' }, address: null, requestId: null } : { actor: { kind: actor.kind, id: actor.id, name: actor.name }, address: null, requestId: null });

  return {
    /** A new key; `key` is the only time its secret exists outside the holder's hands. */
    async createKey(actor: KeyActor, input: unknown, context?: AuditContext): Promise<Outcome<{ key: string; apiKey: StaffApiKeyView }>> {
      const valid = validateForm(staffApiKeySchema, input);
      if (!valid.ok) return valid;
      const { name, permissions, markets } = valid.value;
      // A key is never more than its maker: else api-keys.manage were every permission, and two
      // keys one admin made could ask for and approve the same four-eyes action.
      if (actor !== 'cli') {
        if (!permissions.every((permission) => actor.permissions.has(permission))) return fieldProblem('permissions', 'error.staff.permissionsBeyondOwn');
        if (!markets.every((market) => actor.markets.includes(market))) return fieldProblem('markets', 'error.staff.marketsBeyondOwn');
      }
      const id = randomUUID();
      // 32 random bytes: the key cannot be guessed, so a plain sha256 (no slow hash) protects the stored copy.
      const secret = randomBytes(32).toString('base64url');
      const row = await db.transaction(async (tx) => {
        const inserted = await insertKey(tx, {
          id, name, secretHash: hashSecret(secret), permissions: [...new Set(permissions)], markets: [...new Set(markets)],
          createdAt: now(), createdBy: actorName(actor),
        });
        // The key's name and scopes, never its secret.
        await deps.audit.record(tx, { ...contextOf(actor, context), action: 'api-key.create', object: { type: 'api_key', id }, after: { name, permissions: inserted.permissions, markets: inserted.markets } });
        return inserted;
      });
      log.info({ apiKey: { id, name, permissions: row.permissions, markets: row.markets }, by: actorName(actor) }, 'staff API key created');
      return ok({ key: formatKey(id, secret), apiKey: keyView(row) });
    },

    async listKeys(): Promise<StaffApiKeyView[]> {
      return (await allKeys(db)).map(keyView);
    },

    /** Refused from the next call on, on every instance (each call reads the row). */
    async revokeKey(actor: KeyActor, id: string, context?: AuditContext): Promise<Outcome<StaffApiKeyView>> {
      const row = await db.transaction(async (tx) => {
        const revoked = await markRevoked(tx, id, now());
        if (revoked) await deps.audit.record(tx, { ...contextOf(actor, context), action: 'api-key.revoke', object: { type: 'api_key', id }, before: { revokedAt: null }, after: { revokedAt: revoked.revokedAt } });
        return revoked;
      });
      if (!row) return fail('NOT_FOUND');
      log.info({ apiKey: { id, name: row.name }, by: actorName(actor) }, 'staff API key revoked');
      return ok(keyView(row));
    },

    /**
     * The staff plugin's authenticator for keys: null when the request carries no key of ours
     * (a console session may), STAFF_UNAUTHORIZED for an unknown, wrong or revoked one.
     */
    async authenticate(request: KeyedRequest): Promise<Outcome<StaffPrincipal> | null> {
      const key = bearerKey(request.headers.authorization);
      if (key === null) return null;
      const parts = parseKey(key);
      const row = parts ? await keyById(db, parts.id) : undefined;
      if (!parts || !row || !secretMatches(parts.secret, row.secretHash) || row.revokedAt !== null) return fail('STAFF_UNAUTHORIZED');
      await touchKey(db, row.id, now(), TOUCH_EVERY_MS);
      return ok(principalOf(row));
    },
  };
}
