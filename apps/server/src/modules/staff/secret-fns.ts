import { createCipheriv, createDecipheriv, createHmac, hash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Keyring, SigningKey } from '../../shared/keyring.ts';

/**
 * The small cryptography of staff identity (ADR 072): random tokens stored only as digests,
 * and the TOTP secret encrypted at rest under a key derived from SECRET_KEY, so a copy of the
 * database alone yields neither sessions nor second factors.
 */

/** 256 random bits, base64url: 43 characters. Enrolment, session and CSRF tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * A session's CSRF token, derived from its cookie token under a key of its own (ADR 077): the
 * same for every tab of the session, so `/staff/auth/me` can hand it to a new tab without
 * storing a second one; nobody without the cookie and SECRET_KEY can compute it. 43 characters.
 */
export function csrfTokenOf(secretKey: string, sessionToken: string): string {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'lendline-staff', 'csrf-token-v1', 32));
  return createHmac('sha256', key).update(sessionToken).digest('base64url');
}

/** Only this is stored: a token is random and long, so a plain SHA-256 cannot be reversed. */
export function digestOf(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Compares a presented token with a stored digest in constant time. */
export function matchesDigest(token: string, digest: string): boolean {
  const presented = Buffer.from(digestOf(token), 'hex');
  const stored = Buffer.from(digest, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** A key of its own for the TOTP secrets (HKDF-SHA256 with a label), never SECRET_KEY itself. */
function totpKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'lendline-staff', 'totp-secret-v1', 32));
}

/**
 * AES-256-GCM with a fresh 96-bit nonce under the current key:
 * `v2.<key id>.<nonce>.<tag>.<ciphertext>`, base64url parts. The key id says which SECRET_KEY
 * opens it (ADR 091).
 */
export function encryptSecret(key: SigningKey, plain: Uint8Array): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', totpKey(key.secret), nonce);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ['v2', key.id, ...[nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
}

function open(secretKey: string, nonce: string, tag: string, body: string): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', totpKey(secretKey), Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  } catch {
    return null;
  }
}

/**
 * The plain secret, and whether it is sealed under the current key (else the caller re-seals
 * it); null when no accepted key opens it: a key past SECRET_KEY_PREVIOUS_UNTIL, or a foreign
 * text. `v1` texts (before ADR 091) name no key and are tried under each accepted key.
 */
export function decryptSecret(keys: Keyring, sealed: string, at: Date): { plain: Buffer; current: boolean } | null {
  const parts = sealed.split('.');
  const [version] = parts;
  const [keyId, nonce, tag, body] = version === 'v2' && parts.length === 5 ? parts.slice(1) : [undefined, ...parts.slice(1)];
  if ((version !== 'v1' && version !== 'v2') || nonce === undefined || tag === undefined || body === undefined) return null;
  const candidates = version === 'v2' ? [keys.byId(keyId!, at)].filter((key) => key !== undefined) : keys.accepted(at);
  for (const key of candidates) {
    const plain = open(key.secret, nonce, tag, body);
    if (plain) return { plain, current: version === 'v2' && key.id === keys.current.id };
  }
  return null;
}

export const SESSION_COOKIE = 'lendline_staff';

/** One cookie's value from a Cookie header; undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page
 * sends it), Path=/staff (the borrower's API never sees it), Secure over https. No Max-Age:
 * the server ends sessions; the browser forgets the cookie when it closes.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/staff; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/staff; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}
