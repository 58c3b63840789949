import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../src/modules/staff/password-fns.ts';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStepOf } from '../src/modules/staff/totp-fns.ts';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's key size.
const SEED = { sha1: Buffer.from('12345678901234567890'), sha256: Buffer.from('12345678901234567890123456789012'), sha512: Buffer.from('1234567890'.repeat(6) + '1234') };
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('appendix B at %i s', (seconds, sha1, sha256, sha512) => {
    const step = totpStepOf(new Date(seconds * 1000));
    expect(totpCode(SEED.sha1, step, 8)).toBe(sha1);
    expect(totpCode(SEED.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(totpCode(SEED.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('6 digits are the last six of the RFC code', () => {
    expect(totpCode(SEED.sha1, totpStepOf(new Date(59_000)))).toBe('287082');
  });

  it('accepts one step of drift either way, and a step only once', () => {
    const at = new Date(1111111111_000);
    const step = totpStepOf(at);
    const code = (offset: number) => totpCode(SEED.sha1, step + offset);
    expect(matchTotp(SEED.sha1, code(0), at, null)).toBe(step);
    expect(matchTotp(SEED.sha1, code(-1), at, null)).toBe(step - 1);
    expect(matchTotp(SEED.sha1, code(1), at, null)).toBe(step + 1);
    expect(matchTotp(SEED.sha1, code(2), at, null)).toBeNull();
    expect(matchTotp(SEED.sha1, code(-2), at, null)).toBeNull();
    // Replay: the step already used, or one before it, is refused.
    expect(matchTotp(SEED.sha1, code(0), at, step)).toBeNull();
    expect(matchTotp(SEED.sha1, code(-1), at, step - 1)).toBeNull();
    expect(matchTotp(SEED.sha1, code(1), at, step)).toBe(step + 1);
    expect(matchTotp(SEED.sha1, 'abcdef', at, null)).toBeNull();
  });

  it('base32 round-trips and matches RFC 4648', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(SEED.sha1))).toEqual(SEED.sha1);
  });

  it('gives an otpauth URI an authenticator app reads', () => {
    const uri = new URL(otpauthUri('Lendline', 'ada@lender.example', 'GEZDGNBV'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Lendline:ada@lender.example');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: 'GEZDGNBV', issuer: 'Lendline', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});

describe('staff password policy', () => {
  it.each([
    ['short', 'Xq7#mP2!vL', 'short'],
    ['too long', 'a'.repeat(129), 'long'],
    ['common', 'password1234', 'common'],
    ['a keyboard walk', 'qwertyuiop123', 'common'],
    ['containing the email name', 'adaobi-rules-the-sky-42', 'email'],
    ['containing it in capitals', 'ADAOBI-rules-the-sky-42', 'email'],
  ])('refuses a password that is %s', (_name, password, problem) => {
    expect(passwordProblem(password, 'adaobi@lender.example')).toBe(problem);
  });

  it('accepts a long, uncommon one', () => {
    expect(passwordProblem('violet-harbour-51-tangerine', 'adaobi@lender.example')).toBeNull();
    expect(passwordProblem('x'.repeat(6) + 'Kp9$wZ2&rT', 'adaobi@lender.example')).toBeNull();
  });
});
