import { decryptBlock, encryptBlock, expandKey } from './aes128.ts';

/**
 * The spec's request-path obfuscation: AES-128-ECB with PKCS#7 padding, the key being the
 * app's package name padded with '0' (or cut) to 16 characters, the output upper-case hex.
 *
 * This hides paths from casual inspection only: ECB with a public key is not a security
 * boundary, and nothing relies on it as one (ADR 003).
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const keyCache = new Map<string, Uint8Array>();

export function pathKeyFor(packageName: string): Uint8Array {
  let roundKeys = keyCache.get(packageName);
  if (!roundKeys) {
    const padded = encoder.encode(packageName).slice(0, 16);
    const key = new Uint8Array(16).fill(0x30);
    key.set(padded);
    roundKeys = expandKey(key);
    if (keyCache.size > 64) keyCache.clear();
    keyCache.set(packageName, roundKeys);
  }
  return roundKeys;
}

export function encryptPath(path: string, packageName: string): string {
  const roundKeys = pathKeyFor(packageName);
  const data = encoder.encode(path);
  const padLength = 16 - (data.length % 16);
  const padded = new Uint8Array(data.length + padLength).fill(padLength);
  padded.set(data);
  let hex = '';
  for (let offset = 0; offset < padded.length; offset += 16) {
    for (const byte of encryptBlock(padded.subarray(offset, offset + 16), roundKeys)) {
      hex += byte.toString(16).padStart(2, '0');
    }
  }
  return hex.toUpperCase();
}

const HEX_BLOCKS = /^(?:[0-9A-Fa-f]{32})+$/;

/** Returns the logical path, or null when the text is not a valid ciphertext for that key. */
export function decryptPath(hex: string, packageName: string): string | null {
  if (hex.length > 1024 || !HEX_BLOCKS.test(hex)) return null;
  const roundKeys = pathKeyFor(packageName);
  const out = new Uint8Array(hex.length / 2);
  for (let offset = 0; offset < out.length; offset += 16) {
    const block = new Uint8Array(16);
    for (let i = 0; i < 16; i++) {
      block[i] = parseInt(hex.substr((offset + i) * 2, 2), 16);
    }
    out.set(decryptBlock(block, roundKeys), offset);
  }
  const padLength = out[out.length - 1]!;
  if (padLength < 1 || padLength > 16) return null;
  for (let i = out.length - padLength; i < out.length; i++) {
    if (out[i] !== padLength) return null;
  }
  try {
    return decoder.decode(out.subarray(0, out.length - padLength));
  } catch {
    return null;
  }
}
