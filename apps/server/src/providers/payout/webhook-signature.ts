import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookHeaders } from './types.ts';

/** Hex HMAC-SHA512 of the raw bytes, as Paystack (and our sandbox) sign webhooks. */
export function hmacSha512Hex(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

/** Node lower-cases incoming header names; a repeated header is not a valid signature. */
export function readHeader(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

/** Constant-time comparison, so the time taken does not reveal how much of a guess was right. */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isValidHmacSha512(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  return signature !== undefined && safeEqual(signature.toLowerCase(), hmacSha512Hex(secret, rawBody));
}
