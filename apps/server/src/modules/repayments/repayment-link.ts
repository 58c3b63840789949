import { createHmac, timingSafeEqual } from 'node:crypto';
import { safeEqual } from '../../providers/payout/webhook-signature.ts';
import type { Keyring } from '../../shared/keyring.ts';

/**
 * A signed repayment link's token (issue 10, ADR 034; short form issue 11, ADR 039). It names
 * the order and until when, under an HMAC, and carries nothing of the borrower: whoever holds
 * it may see what paying needs and pay.
 *
 * The short form is 40 URL-safe characters, so a reminder with its link fits one SMS page:
 * base64url of the order's UUID (16 bytes), the expiry in epoch seconds (4 bytes) and the
 * first 10 bytes of the HMAC (80 bits; a forger must guess it online, one request at a time).
 * `v1.<order id>.<expiry>.<tag>` links already sent still open until they expire.
 *
 * A link carries no key id (ADR 091): its 40 characters have no room for one. It is signed with
 * the current SECRET_KEY and read under each accepted key in turn, two HMACs at most during a
 * rotation (a forger's odds double, from 2^-80 to 2^-79 per try).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHORT = /^[A-Za-z0-9_-]{40}$/;
const BODY_BYTES = 20;
const TAG_BYTES = 10;

/** The link's key, derived from the server's SECRET_KEY so every instance agrees and no other use shares it. */
function linkKey(secretKey: string): Buffer {
  return createHmac('sha256', secretKey).update('lendline:repayment-link').digest();
}

function shortTag(secretKey: string, body: Buffer): Buffer {
  return createHmac('sha256', linkKey(secretKey)).update('v2').update(body).digest().subarray(0, TAG_BYTES);
}

export function signRepaymentLink(secretKey: string, orderId: string, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  if (UUID.test(orderId) && seconds > 0 && seconds < 2 ** 32) {
    const body = Buffer.alloc(BODY_BYTES);
    Buffer.from(orderId.replace(/-/g, ''), 'hex').copy(body, 0);
    body.writeUInt32BE(seconds, 16);
    return Buffer.concat([body, shortTag(secretKey, body)]).toString('base64url');
  }
  const body = `v1.${orderId}.${seconds}`;
  return `${body}.${createHmac('sha256', linkKey(secretKey)).update(body).digest('base64url')}`;
}

export function readRepaymentLink(keys: Keyring, token: string, now: Date): { orderId: string; expiresAt: Date } | null {
  for (const key of keys.accepted(now)) {
    const link = SHORT.test(token) ? readShort(key.secret, token) : readV1(key.secret, token);
    if (link) return link.expiresAt.getTime() > now.getTime() ? link : null;
  }
  return null;
}

function readShort(secretKey: string, token: string): { orderId: string; expiresAt: Date } | null {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== BODY_BYTES + TAG_BYTES) return null;
  const body = raw.subarray(0, BODY_BYTES);
  if (!timingSafeEqual(raw.subarray(BODY_BYTES), shortTag(secretKey, body))) return null;
  const hex = body.subarray(0, 16).toString('hex');
  const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { orderId, expiresAt: new Date(body.readUInt32BE(16) * 1000) };
}

function readV1(secretKey: string, token: string): { orderId: string; expiresAt: Date } | null {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1' || !/^\d{1,12}$/.test(parts[2]!)) return null;
  const body = parts.slice(0, 3).join('.');
  if (!safeEqual(parts[3]!, createHmac('sha256', linkKey(secretKey)).update(body).digest('base64url'))) return null;
  return { orderId: parts[1]!, expiresAt: new Date(Number(parts[2]) * 1000) };
}
