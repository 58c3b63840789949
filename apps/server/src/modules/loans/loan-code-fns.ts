import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LoanCodeAction } from '@lendline/domain';
import type { Keyring, SigningKey } from '../../shared/keyring.ts';

/** What a proof vouches for: this session's borrower checked a code for this action on this order. */
export interface ProofSubject {
  userId: string;
  sessionId: string;
  action: LoanCodeAction;
  orderNo: string;
}

function mac(secretKey: string, subject: ProofSubject, expiresAtSeconds: number): string {
  const { userId, sessionId, action, orderNo } = subject;
  // A prefix of its own: no other HMAC of SECRET_KEY (codes, session tokens) can be replayed as a proof.
  return createHmac('sha256', secretKey).update(`loan-code-proof|${userId}|${sessionId}|${action}|${orderNo}|${expiresAtSeconds}`).digest('base64url');
}

/**
 * A stateless proof (ADR 048): the signing key's id (ADR 091), its expiry in seconds, then a
 * keyed MAC of the subject and the expiry. Nothing is stored; it cannot be moved to another borrower, session, action or order,
 * and the action it allows is itself once-only (a confirmed loan answers its stored result).
 */
export function signProof(key: SigningKey, subject: ProofSubject, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${key.id}.${seconds}.${mac(key.secret, subject, seconds)}`;
}

/** The key id picks the key; a proof without one (made before ADR 091, minutes old at most) may be under any accepted key. */
export function isValidProof(keys: Keyring, proof: string, subject: ProofSubject, now: Date): boolean {
  const match = /^(?:([0-9a-f]{8})\.)?(\d{1,12})\.([\w-]{43})$/.exec(proof);
  if (!match) return false;
  const seconds = Number(match[2]);
  if (seconds * 1000 <= now.getTime()) return false;
  const named = match[1] === undefined ? keys.accepted(now) : [keys.byId(match[1], now)].filter((key) => key !== undefined);
  const given = Buffer.from(match[3]!);
  return named.some((key) => {
    const expected = Buffer.from(mac(key.secret, subject, seconds));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
