import { createCipheriv, createDecipheriv, createHmac, hash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

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

/** AES-256-GCM with a fresh 96-bit nonce: `v1.<nonce>.<tag>.<ciphertext>`, base64url parts. */
export function encryptSecret(secretKey: string, plain: Uint8Array): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', totpKey(secretKey), nonce);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Throws when the text was not made by encryptSecret under this key (a changed SECRET_KEY is a broken deployment). */
export function decryptSecret(secretKey: string, sealed: string): Buffer {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== 'v1' || nonce === undefined || tag === undefined || body === undefined) throw new Error('decryptSecret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', totpKey(secretKey), Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
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
