import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords as RFC 6238 defines them and every authenticator app computes
 * them: HMAC-SHA1 over the 30-second step count, dynamically truncated (RFC 4226 section 5.3)
 * to 6 digits. Written here on node:crypto, tested against the RFC's appendix B vectors.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps of clock drift accepted either way: a code typed just as it rolls over still counts. */
const DRIFT_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: the form authenticator apps take a secret in. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('base32Decode: not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The time step an instant falls in (RFC 6238: T = floor((unix time - T0) / X), T0 = 0). */
export function totpStepOf(at: Date, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(at.getTime() / 1000 / stepSeconds);
}

/** The code of one time step. `algorithm` and `digits` are there for the RFC's vectors only. */
export function totpCode(secret: Uint8Array, step: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac(algorithm, secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The step a typed code matches, within one step of drift either way, and only if it is later
 * than the last step this account used: a code (or an older one) is never accepted twice.
 * Null when it matches nothing. Every candidate is compared, in constant time, whatever matched.
 */
export function matchTotp(secret: Uint8Array, code: string, at: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStepOf(at);
  let matched: number | null = null;
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step += 1) {
    const same = timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code));
    if (same && matched === null && (lastStep === null || step > lastStep)) matched = step;
  }
  return matched;
}

/** Key URI format (Google Authenticator's, which every app reads): what the enrolment QR code holds. */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret: secretBase32, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
