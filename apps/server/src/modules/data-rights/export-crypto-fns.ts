import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Keyring, SigningKey } from '../../shared/keyring.ts';
import type { SealPurpose } from '../../shared/sealed-text.ts';

/**
 * The data export's two pieces of cryptography (issue 24, ADR 103), each under a key of its
 * own derived from SECRET_KEY (HKDF with a label), never SECRET_KEY itself:
 * - the prepared copy is sealed at rest with AES-256-GCM, so a copy of the database alone
 *   does not hold a borrower's whole file in the clear; the key id says which SECRET_KEY opens it;
 * - the link that opens it is signed for one borrower and one request until an instant, and is
 *   read under every accepted key during a rotation (ADR 091).
 */
const derived = (secret: string, label: string) => Buffer.from(hkdfSync('sha256', secret, 'lendline-data-export', label, 32));

/** The prepared copy's sealing at rest (shared/sealed-text.ts), under a key of the export's own. */
export const EXPORT_SEAL: SealPurpose = { version: 'v1', salt: 'lendline-data-export', info: 'seal-v1' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BODY_BYTES = 20;
const TAG_BYTES = 16;

function linkTag(secret: string, userId: string, body: Buffer): Buffer {
  // The borrower's id is signed, not carried: the link opens only for the account it was made for.
  return createHmac('sha256', derived(secret, 'link-v1')).update(userId).update('|').update(body).digest().subarray(0, TAG_BYTES);
}

/** 48 URL-safe characters: the request's id, the expiry (epoch seconds) and a 128-bit tag over them and the borrower. */
export function signExportLink(key: SigningKey, userId: string, requestId: string, expiresAt: Date): string {
  if (!UUID.test(requestId)) throw new Error('An export request id is a UUID');
  const body = Buffer.alloc(BODY_BYTES);
  Buffer.from(requestId.replace(/-/g, ''), 'hex').copy(body, 0);
  body.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), 16);
  return Buffer.concat([body, linkTag(key.secret, userId, body)]).toString('base64url');
}

/** The request a link names, for this borrower, while it has not expired; null otherwise. */
export function readExportLink(keys: Keyring, userId: string, token: string, at: Date): { requestId: string; expiresAt: Date } | null {
  if (!/^[A-Za-z0-9_-]{48}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== BODY_BYTES + TAG_BYTES) return null;
  const body = raw.subarray(0, BODY_BYTES);
  const signed = keys.accepted(at).some((key) => timingSafeEqual(raw.subarray(BODY_BYTES), linkTag(key.secret, userId, body)));
  if (!signed) return null;
  const expiresAt = new Date(body.readUInt32BE(16) * 1000);
  if (expiresAt.getTime() <= at.getTime()) return null;
  const hex = body.subarray(0, 16).toString('hex');
  return { requestId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`, expiresAt };
}
