import { createHmac, hash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: 43 characters, safe in headers and local storage. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Rejects garbage before it costs a database query. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** Only this keyed hash is stored; a leaked sessions table cannot be replayed as tokens. */
export function hashSessionToken(secretKey: string, token: string): string {
  return createHmac('sha256', secretKey).update(`session|${token}`).digest('hex');
}

/**
 * The key of this instance's cache of checked sessions (ADR 061): a plain SHA-256 of the token,
 * one native call (about 0.6 µs against 5 µs for the keyed hash, whose HMAC object was the
 * largest single cost of an authenticated read). The raw token is never kept past the request;
 * a 256-bit random token cannot be recovered from its digest, and the digest is never stored
 * or logged: a leaked sessions table still holds only the keyed hash above.
 */
export function sessionCacheKey(token: string): string {
  return hash('sha256', token, 'base64url');
}
