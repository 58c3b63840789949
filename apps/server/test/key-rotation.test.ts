import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { isValidProof, signProof } from '../src/modules/loans/loan-code-fns.ts';
import { readRepaymentLink, signRepaymentLink } from '../src/modules/repayments/repayment-link.ts';
import { decryptSecret, encryptSecret } from '../src/modules/staff/secret-fns.ts';
import { fingerprintOf } from '../src/modules/underwriting/fingerprints.ts';
import { createKeyring, keyIdOf, keyringOf, singleKeyring } from '../src/shared/keyring.ts';
import { HOUR, T0 } from './helper.ts';

const OLD = 'the-old-secret-key-of-at-least-32-chars';
const NEW = 'the-new-secret-key-of-at-least-32-chars';
const UNTIL = new Date(T0.getTime() + 48 * HOUR);
const before = singleKeyring(OLD);
const rotated = createKeyring({ secretKey: NEW, previous: { secretKey: OLD, until: UNTIL }, fingerprintKey: OLD });
const during = new Date(UNTIL.getTime() - HOUR);
const after = UNTIL;

describe('the keyring of a SECRET_KEY rotation (ADR 091)', () => {
  it('names each key by a short hash that is not the key, and accepts the previous one only until its end', () => {
    expect(rotated.current.id).toBe(keyIdOf(NEW));
    expect(rotated.current.id).toMatch(/^[0-9a-f]{8}$/);
    expect(NEW).not.toContain(rotated.current.id);
    expect(rotated.accepted(during).map((key) => key.secret)).toEqual([NEW, OLD]);
    expect(rotated.accepted(after).map((key) => key.secret)).toEqual([NEW]);
    expect(rotated.byId(keyIdOf(OLD), during)?.secret).toBe(OLD);
    expect(rotated.byId(keyIdOf(OLD), after)).toBeUndefined();
  });
});

describe('what is signed, across a rotation', () => {
  const subject = { userId: 'u1', sessionId: 's1', action: 'getMoney' as const, orderNo: 'LN-1' };
  const expiresAt = new Date(UNTIL.getTime() + 24 * HOUR);

  it('a loan-code proof made under the previous key verifies during the period and is refused after it; new ones carry the new key id', () => {
    const old = signProof(before.current, subject, expiresAt);
    expect(old.startsWith(`${keyIdOf(OLD)}.`)).toBe(true);
    expect(isValidProof(rotated, old, subject, during)).toBe(true);
    expect(isValidProof(rotated, old, subject, after)).toBe(false);
    const fresh = signProof(rotated.current, subject, expiresAt);
    expect(fresh.startsWith(`${keyIdOf(NEW)}.`)).toBe(true);
    expect(isValidProof(rotated, fresh, subject, after)).toBe(true);
    // The id picks the key: a proof claiming the current key but made under the old one fails.
    expect(isValidProof(rotated, `${keyIdOf(NEW)}.${old.slice(9)}`, subject, during)).toBe(false);
    // A proof of before ADR 091 (no key id) still verifies under an accepted key.
    expect(isValidProof(rotated, old.slice(9), subject, during)).toBe(true);
  });

  it.each([
    ['the short form', '3f2b8c1e-9d4a-4e7b-8c6d-2a1b0c9d8e7f'],
    ['the v1 form', 'order-42'],
  ])('a repayment link (%s) signed with the previous key opens during the period and not after; new ones use the new key', (_, orderId) => {
    const linkExpiry = new Date(UNTIL.getTime() + 7 * 24 * HOUR);
    const old = signRepaymentLink(OLD, orderId, linkExpiry);
    expect(readRepaymentLink(rotated, old, during)?.orderId).toBe(orderId);
    expect(readRepaymentLink(rotated, old, after)).toBeNull();
    const fresh = signRepaymentLink(rotated.current.secret, orderId, linkExpiry);
    expect(readRepaymentLink(singleKeyring(NEW), fresh, after)?.orderId).toBe(orderId);
    expect(readRepaymentLink(before, fresh, during)).toBeNull();
  });

  it('a staff second factor sealed under the previous key opens during the period (to be re-sealed) and not after; new ones name the new key', () => {
    const plain = Buffer.from('twenty-byte-secret!!');
    const old = encryptSecret(before.current, plain);
    expect(old.split('.').slice(0, 2)).toEqual(['v2', keyIdOf(OLD)]);
    expect(decryptSecret(rotated, old, during)).toEqual({ plain, current: false });
    expect(decryptSecret(rotated, old, after)).toBeNull();
    const fresh = encryptSecret(rotated.current, plain);
    expect(fresh.split('.')[1]).toBe(keyIdOf(NEW));
    expect(decryptSecret(rotated, fresh, after)).toEqual({ plain, current: true });
    // A text of before ADR 091 (v1, no key id) opens under whichever accepted key made it.
    const v1 = ['v1', ...old.split('.').slice(2)].join('.');
    expect(decryptSecret(rotated, v1, during)).toEqual({ plain, current: false });
    expect(decryptSecret(rotated, 'garbage', during)).toBeNull();
  });
});

describe('lookups by keyed hash, across a rotation', () => {
  it('a fingerprint made before the rotation still matches after it, and after the period', () => {
    const beforeConfig = loadConfig({ NODE_ENV: 'test', SECRET_KEY: OLD });
    const afterConfig = loadConfig({ NODE_ENV: 'test', SECRET_KEY: NEW, SECRET_KEY_PREVIOUS: OLD, SECRET_KEY_PREVIOUS_UNTIL: UNTIL.toISOString(), FINGERPRINT_KEY: OLD });
    const afterPeriod = loadConfig({ NODE_ENV: 'test', SECRET_KEY: NEW, FINGERPRINT_KEY: OLD });
    for (const [kind, value] of [['bvn', '22212345678'], ['phone', '2348031234567'], ['account', '058|0123456789'], ['id_number', 'nin|12345678901']] as const) {
      const made = fingerprintOf(keyringOf(beforeConfig).fingerprint, kind, value);
      expect(fingerprintOf(keyringOf(afterConfig).fingerprint, kind, value)).toEqual(made);
      expect(fingerprintOf(keyringOf(afterPeriod).fingerprint, kind, value)).toEqual(made);
    }
  });
});
