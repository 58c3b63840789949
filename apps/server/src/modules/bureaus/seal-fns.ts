import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Keyring } from '../../shared/keyring.ts';

/**
 * Sealing of what a bureau told us and the borrower's NIP (ADR 102): AES-256-GCM with a fresh
 * 96-bit nonce under a key of their own, derived from SECRET_KEY by HKDF-SHA256 with a label,
 * never SECRET_KEY itself. `b1.<key id>.<nonce>.<tag>.<ciphertext>`: the key id says which
 * SECRET_KEY opens it during a rotation (ADR 091). A copy of the database alone reads nothing.
 */
const VERSION = 'b1';

function keyOf(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'lendline-bureau', `${label}-v1`, 32));
}

export type SealLabel = 'report' | 'nip';

export function seal(keys: Keyring, label: SealLabel, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keys.current.secret, label), nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, keys.current.id, ...[nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
}

/** The plain text, or null when no accepted key opens it (a key past its rotation's end, a foreign text). */
export function unseal(keys: Keyring, label: SealLabel, sealed: string, at: Date): string | null {
  const [version, keyId, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !keyId || nonce === undefined || tag === undefined || body === undefined) return null;
  const key = keys.byId(keyId, at);
  if (!key) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(key.secret, label), Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
