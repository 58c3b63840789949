import { createHmac, randomBytes } from 'node:crypto';

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
