import { createHmac } from 'node:crypto';
import type { Fingerprint } from './decision-repository.ts';

/** Identifier kinds of the deny list; `device` is only ever a duplicate check. */
export const DENY_KINDS = ['phone', 'bvn', 'id_number', 'account'] as const;
export type DenyKind = (typeof DENY_KINDS)[number];

/**
 * HMAC-SHA256 with the fingerprint key, so neither table holds a readable identifier
 * (ADR 019). That key never rotates with SECRET_KEY (ADR 091): a hash stored before a rotation
 * must still find its duplicate after it. `id_number` takes the kyc module's own hash of `idType|idNumber` unchanged,
 * so the value passed for it is `<idType>|<idNumber>`.
 */
export function fingerprintOf(fingerprintKey: string, kind: string, value: string): Fingerprint {
  const message = kind === 'id_number' ? value : `${kind}|${value}`;
  return { kind, valueHash: createHmac('sha256', fingerprintKey).update(message).digest('hex') };
}

/** An account is its bank and number together (the same number at two banks is two accounts). */
export const accountValue = (bankCode: string, accountNumber: string) => `${bankCode}|${accountNumber}`;
