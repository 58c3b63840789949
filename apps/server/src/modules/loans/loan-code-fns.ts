import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LoanCodeAction } from '@lendline/domain';

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
 * A stateless proof (ADR 048): its expiry in seconds, then a keyed MAC of the subject and the
 * expiry. Nothing is stored; it cannot be moved to another borrower, session, action or order,
 * and the action it allows is itself once-only (a confirmed loan answers its stored result).
 */
export function signProof(secretKey: string, subject: ProofSubject, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${seconds}.${mac(secretKey, subject, seconds)}`;
}

export function isValidProof(secretKey: string, proof: string, subject: ProofSubject, now: Date): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(proof);
  if (!match) return false;
  const seconds = Number(match[1]);
  if (seconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(mac(secretKey, subject, seconds));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
