import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPath, encryptPath } from '../src/crypto/path-cipher.ts';

function nodeKey(packageName: string): Buffer {
  return Buffer.from(packageName.padEnd(16, '0').slice(0, 16), 'utf8');
}

function nodeEncrypt(text: string, packageName: string): string {
  const cipher = createCipheriv('aes-128-ecb', nodeKey(packageName), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('hex').toUpperCase();
}

function nodeDecrypt(hex: string, packageName: string): string {
  const decipher = createDecipheriv('aes-128-ecb', nodeKey(packageName), null);
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-_.?=&';
function randomText(length: number): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

describe('path cipher', () => {
  it('matches the FIPS-197 style known answer for a fixed key', () => {
    // Computed once with OpenSSL: echo -n /security/login | openssl enc -aes-128-ecb -K <hex of "com.lendline.fas">
    expect(encryptPath('/security/login', 'com.lendline.fastcash')).toBe('081F7593814FBDA88B80A6C6AE7D9EFB');
  });

  it('agrees with Node aes-128-ecb on random paths, lengths and package names', () => {
    for (let i = 0; i < 300; i++) {
      const path = randomText(randomInt(0, 80));
      const packageName = randomText(randomInt(1, 30));
      const ours = encryptPath(path, packageName);
      expect(ours).toBe(nodeEncrypt(path, packageName));
      expect(nodeDecrypt(ours, packageName)).toBe(path);
      expect(decryptPath(ours, packageName)).toBe(path);
    }
  });

  it('round-trips non-ASCII text', () => {
    const path = '/loan/ñandú/€';
    expect(decryptPath(encryptPath(path, 'com.example.app'), 'com.example.app')).toBe(path);
    expect(encryptPath(path, 'com.example.app')).toBe(nodeEncrypt(path, 'com.example.app'));
  });

  it('pads short package names with "0" and cuts long ones at 16 characters', () => {
    expect(encryptPath('/x', 'short')).toBe(nodeEncrypt('/x', 'short00000000000'));
    expect(encryptPath('/x', 'com.lendline.fastcash')).toBe(encryptPath('/x', 'com.lendline.fasXXXX'));
  });

  it('outputs upper-case hex in whole blocks, a full padding block for aligned input', () => {
    const hex = encryptPath('0123456789abcdef', 'k');
    expect(hex).toMatch(/^[0-9A-F]+$/);
    expect(hex).toHaveLength(64);
  });

  it('accepts lower-case hex when decrypting', () => {
    const hex = encryptPath('/security/login', 'com.lendline.fastcash').toLowerCase();
    expect(decryptPath(hex, 'com.lendline.fastcash')).toBe('/security/login');
  });

  it.each([
    ['empty', ''],
    ['not hex', 'ZZ'.repeat(16)],
    ['odd length', 'A'.repeat(33)],
    ['not whole blocks', 'AB'.repeat(20)],
    ['too long', 'AB'.repeat(1024)],
  ])('rejects %s input', (_name, hex) => {
    expect(decryptPath(hex, 'com.lendline.fastcash')).toBeNull();
  });

  it('rejects ciphertext made with another key (bad padding) and random blocks', () => {
    const other = encryptPath('/security/login', 'com.other.app');
    expect(decryptPath(other, 'com.lendline.fastcash')).toBeNull();
    let accepted = 0;
    for (let i = 0; i < 200; i++) {
      if (decryptPath(randomBytes(32).toString('hex'), 'com.lendline.fastcash') !== null) accepted++;
    }
    // A random block has valid PKCS#7 padding and valid UTF-8 only rarely.
    expect(accepted).toBeLessThan(10);
  });
});
