import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A bureau file holds every borrower's BVN or CURP, so it is kept encrypted (AES-256-GCM) under a
 * key of its own derived from FINGERPRINT_KEY (HKDF, label 'bureau-file-v1'): that key never
 * rotates (ADR 091), so a file stays readable for staff to download and resend years later,
 * and a copy of the database alone yields no identity number. Layout: 'v1' nonce(12) tag(16) body.
 */
const VERSION = Buffer.from('v1');

function fileKey(fingerprintKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', fingerprintKey, 'lendline-bureau', 'bureau-file-v1', 32));
}

export function sealFile(fingerprintKey: string, plain: Buffer): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', fileKey(fingerprintKey), nonce);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([VERSION, nonce, cipher.getAuthTag(), body]);
}

/** Throws when the bytes were not sealed under this key or were altered: a bug or a tampered row, never a value. */
export function openFile(fingerprintKey: string, sealed: Buffer): Buffer {
  if (!sealed.subarray(0, 2).equals(VERSION)) throw new Error('bureau file: unknown sealing');
  const decipher = createDecipheriv('aes-256-gcm', fileKey(fingerprintKey), sealed.subarray(2, 14));
  decipher.setAuthTag(sealed.subarray(14, 30));
  return Buffer.concat([decipher.update(sealed.subarray(30)), decipher.final()]);
}
