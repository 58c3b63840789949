import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from '@lendline/domain';

/** Six digits, uniformly from the CSPRNG (leading zeros kept). */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are stored as a keyed hash bound to purpose and phone: a database dump alone gives
 * nothing to try (the key is not in it), and a code issued for one number or purpose cannot
 * be replayed for another.
 */
export function hashCode(secretKey: string, purpose: OtpPurpose, phone: string, code: string): string {
  return createHmac('sha256', secretKey).update(`${purpose}|${phone}|${code}`).digest('hex');
}

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
