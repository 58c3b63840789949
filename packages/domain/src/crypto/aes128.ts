/**
 * AES-128 block cipher (FIPS-197), encryption and decryption of single 16-byte blocks.
 *
 * Why our own: the spec's path encryption is AES-ECB, which WebCrypto deliberately does not
 * offer, and the web app must encrypt every request path without pulling a crypto library
 * into the first route. The tables are derived at load time from the field arithmetic
 * instead of being pasted as constants, so there is nothing to mistype.
 */

const SBOX = new Uint8Array(256);
const INV_SBOX = new Uint8Array(256);

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1. */
function gmul(a: number, b: number): number {
  let product = 0;
  for (let i = 0; i < 8; i++) {
    if (b & 1) product ^= a;
    const carry = a & 0x80;
    a = (a << 1) & 0xff;
    if (carry) a ^= 0x1b;
    b >>= 1;
  }
  return product;
}

(function buildSboxes() {
  // p walks the multiplicative group by 3, q by its inverse 0xf6, so q = 1/p throughout.
  let p = 1;
  let q = 1;
  do {
    p = p ^ ((p << 1) & 0xff) ^ (p & 0x80 ? 0x1b : 0);
    q ^= q << 1;
    q ^= q << 2;
    q ^= q << 4;
    q &= 0xff;
    if (q & 0x80) q ^= 0x09;
    const rot = (x: number, n: number) => ((x << n) | (x >> (8 - n))) & 0xff;
    const s = q ^ rot(q, 1) ^ rot(q, 2) ^ rot(q, 3) ^ rot(q, 4) ^ 0x63;
    SBOX[p] = s;
    INV_SBOX[s] = p;
  } while (p !== 1);
  SBOX[0] = 0x63;
  INV_SBOX[0x63] = 0;
})();

const ROUNDS = 10;

/** Expands a 16-byte key into the 176 bytes of round keys. */
export function expandKey(key: Uint8Array): Uint8Array {
  if (key.length !== 16) throw new Error('AES-128 needs a 16-byte key');
  const w = new Uint8Array(16 * (ROUNDS + 1));
  w.set(key);
  let rcon = 1;
  for (let i = 16; i < w.length; i += 4) {
    let t0 = w[i - 4]!;
    let t1 = w[i - 3]!;
    let t2 = w[i - 2]!;
    let t3 = w[i - 1]!;
    if (i % 16 === 0) {
      const first = t0;
      t0 = SBOX[t1]! ^ rcon;
      t1 = SBOX[t2]!;
      t2 = SBOX[t3]!;
      t3 = SBOX[first]!;
      rcon = gmul(rcon, 2);
    }
    w[i] = w[i - 16]! ^ t0;
    w[i + 1] = w[i - 15]! ^ t1;
    w[i + 2] = w[i - 14]! ^ t2;
    w[i + 3] = w[i - 13]! ^ t3;
  }
  return w;
}

function addRoundKey(s: Uint8Array, w: Uint8Array, round: number): void {
  for (let i = 0; i < 16; i++) s[i]! ^= w[round * 16 + i]!;
}

// State is column-major: byte (row r, column c) lives at index 4c + r.
function shiftRows(s: Uint8Array, inverse: boolean): void {
  const copy = s.slice();
  for (let r = 1; r < 4; r++) {
    for (let c = 0; c < 4; c++) {
      const from = inverse ? (c - r + 4) % 4 : (c + r) % 4;
      s[4 * c + r] = copy[4 * from + r]!;
    }
  }
}

function mixColumns(s: Uint8Array, inverse: boolean): void {
  const [m0, m1, m2, m3] = inverse ? [14, 11, 13, 9] : [2, 3, 1, 1];
  for (let c = 0; c < 4; c++) {
    const a0 = s[4 * c]!;
    const a1 = s[4 * c + 1]!;
    const a2 = s[4 * c + 2]!;
    const a3 = s[4 * c + 3]!;
    s[4 * c] = gmul(a0, m0) ^ gmul(a1, m1) ^ gmul(a2, m2) ^ gmul(a3, m3);
    s[4 * c + 1] = gmul(a0, m3) ^ gmul(a1, m0) ^ gmul(a2, m1) ^ gmul(a3, m2);
    s[4 * c + 2] = gmul(a0, m2) ^ gmul(a1, m3) ^ gmul(a2, m0) ^ gmul(a3, m1);
    s[4 * c + 3] = gmul(a0, m1) ^ gmul(a1, m2) ^ gmul(a2, m3) ^ gmul(a3, m0);
  }
}

export function encryptBlock(block: Uint8Array, roundKeys: Uint8Array): Uint8Array {
  const s = block.slice(0, 16);
  addRoundKey(s, roundKeys, 0);
  for (let round = 1; round <= ROUNDS; round++) {
    for (let i = 0; i < 16; i++) s[i] = SBOX[s[i]!]!;
    shiftRows(s, false);
    if (round !== ROUNDS) mixColumns(s, false);
    addRoundKey(s, roundKeys, round);
  }
  return s;
}

export function decryptBlock(block: Uint8Array, roundKeys: Uint8Array): Uint8Array {
  const s = block.slice(0, 16);
  addRoundKey(s, roundKeys, ROUNDS);
  for (let round = ROUNDS - 1; round >= 0; round--) {
    shiftRows(s, true);
    for (let i = 0; i < 16; i++) s[i] = INV_SBOX[s[i]!]!;
    addRoundKey(s, roundKeys, round);
    if (round !== 0) mixColumns(s, true);
  }
  return s;
}
