import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Keyring, SigningKey } from './keyring.ts';

/**
 * Text kept encrypted at rest (bureau reports and NIPs, ADR 102; data exports, ADR 103):
 * AES-256-GCM with a fresh 96-bit nonce under a key of the purpose's own, derived from
 * SECRET_KEY by HKDF-SHA256 with the purpose's labels, never SECRET_KEY itself. The text is
 * `<version>.<key id>.<nonce>.<tag>.<ciphertext>` (base64url parts): the key id says which
 * SECRET_KEY opens it during a rotation (ADR 091). A copy of the database alone reads nothing.
 */
export interface SealPurpose {
  /** The text's first part, so a text sealed for another purpose or layout is refused. */
  version: string;
  salt: string;
  info: string;
}

function keyOf(secret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, purpose.salt, purpose.info, 32));
}

export function sealText(key: SigningKey, purpose: SealPurpose, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key.secret, purpose), nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [purpose.version, key.id, ...[nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
}

/** The plain text, or null when no accepted key opens it (a key past its rotation's end, an altered or foreign text). */
export function openText(keys: Keyring, purpose: SealPurpose, sealed: string, at: Date): string | null {
  const [version, keyId, nonce, tag, body] = sealed.split('.');
  const key = keyId ? keys.byId(keyId, at) : undefined;
  if (version !== purpose.version || !key || nonce === undefined || tag === undefined || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(key.secret, purpose), Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
