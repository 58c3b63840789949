import { createHash, timingSafeEqual } from 'node:crypto';
import type { StaffApiKeyView, StaffPrincipal } from '@lendline/domain';
import type { ApiKeyRow } from './api-key-repository.ts';

/** Every key starts so: a leaked one is recognisable to secret scanners and in support tickets. */
export const KEY_PREFIX = 'llk_';
const KEY_SHAPE = /^llk_([0-9a-f-]{36})_([A-Za-z0-9_-]{43})$/;

/** `llk_<id>_<secret>`: the id finds the row, the secret proves the holder. */
export function formatKey(id: string, secret: string): string {
  return `${KEY_PREFIX}${id}_${secret}`;
}

/** The key's parts, or null when the text is not a key of ours. */
export function parseKey(key: string): { id: string; secret: string } | null {
  const match = KEY_SHAPE.exec(key);
  return match ? { id: match[1]!, secret: match[2]! } : null;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Constant time over the stored digest, so the comparison says nothing of how much matched. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The bearer token of an `Authorization: Bearer llk_...` header; null for anything else. */
export function bearerKey(authorization: string | undefined): string | null {
  if (!authorization?.startsWith('Bearer ')) return null;
  const token = authorization.slice('Bearer '.length).trim();
  return token.startsWith(KEY_PREFIX) ? token : null;
}

export function principalOf(row: ApiKeyRow): StaffPrincipal {
  return { kind: 'api-key', id: row.id, name: row.name, roles: [], permissions: new Set(row.permissions), markets: row.markets };
}

export function keyView(row: ApiKeyRow): StaffApiKeyView {
  return {
    id: row.id, name: row.name, permissions: row.permissions, markets: row.markets,
    createdAt: row.createdAt.toISOString(), createdBy: row.createdBy,
    revokedAt: row.revokedAt?.toISOString() ?? null, lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
