import { describe, expect, it } from 'vitest';
import { isValidNuban, nubanCheckDigit } from '../src/banking/nuban.ts';

describe('nubanCheckDigit', () => {
  it('reproduces the CBN worked example: First Bank (011), serial 000001457 → 9', () => {
    // 0·3+1·7+1·3 + 0·3+0·7+0·3+0·3+0·7+1·3+4·3+5·7+7·3 = 81; 81 mod 10 = 1; 10 − 1 = 9.
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(isValidNuban('011', '0000014579')).toBe(true);
  });

  it('gives 0, not 10, when the weighted sum is a multiple of 10', () => {
    // 044 + 001024678: 0+28+12 + 0+0+3+0+14+12+18+49+24 = 160.
    expect(nubanCheckDigit('044', '001024678')).toBe(0);
  });

  it('treats a DMB code and its revised 6-digit form ("000" + code) alike', () => {
    for (const serial of ['000001457', '505011493', '123456789', '999999999']) {
      expect(nubanCheckDigit('000011', serial)).toBe(nubanCheckDigit('011', serial));
      expect(nubanCheckDigit('000058', serial)).toBe(nubanCheckDigit('058', serial));
    }
  });

  it('reads a 5-digit OFI code with a leading 9, per the 2020 revised standard', () => {
    // 950211 + 000000001: 9·3+5·7+0·3+2·3+1·7+1·3 + 1·3 = 81 → 9.
    expect(nubanCheckDigit('50211', '000000001')).toBe(9);
    expect(nubanCheckDigit('950211', '000000001')).toBe(9);
    // The NIBSS NIP code (090267) is a different number and gives a different digit: 135 → 5.
    expect(nubanCheckDigit('090267', '000000001')).toBe(5);
  });

  it.each([
    ['bank code of 2 digits', '01', '000001457'],
    ['bank code of 4 digits', '0110', '000001457'],
    ['bank code of 7 digits', '0000011', '000001457'],
    ['letters in the bank code', '0A1', '000001457'],
    ['empty bank code', '', '000001457'],
    ['serial of 8 digits', '011', '00001457'],
    ['serial of 10 digits', '011', '0000014579'],
    ['letters in the serial', '011', '00000145X'],
  ])('refuses a %s', (_why, bankCode, serial) => {
    expect(nubanCheckDigit(bankCode, serial)).toBeNull();
  });
});

describe('isValidNuban', () => {
  // 5050114930 is the sample in Zifah/Nigeria-Bank-Account-NUBAN-Algorithm's README, which
  // lists Providus, Standard Chartered, Wema and Zenith as the banks it is valid at.
  it.each(['101', '068', '035', '057'])('accepts 5050114930 at bank %s', (bank) => {
    expect(isValidNuban(bank, '5050114930')).toBe(true);
  });

  it.each(['058', '044', '011', '033', '232'])('refuses 5050114930 at bank %s', (bank) => {
    expect(isValidNuban(bank, '5050114930')).toBe(false);
  });

  it('accepts the Access Bank sample 0010246780 (Flystunna/nuban-bank-prediction tests)', () => {
    expect(isValidNuban('044', '0010246780')).toBe(true);
    expect(isValidNuban('000044', '0010246780')).toBe(true);
  });

  it('catches every single mistyped digit of the CBN example', () => {
    const good = '0000014579';
    for (let i = 0; i < good.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue;
        const typo = good.slice(0, i) + d + good.slice(i + 1);
        expect(isValidNuban('011', typo), typo).toBe(false);
      }
    }
  });

  it.each([
    ['a wrong check digit', '011', '0000014578'],
    ['9 digits', '011', '000001457'],
    ['11 digits', '011', '00000145790'],
    ['a space', '011', '000001 4579'],
    ['a letter', '011', '000001457O'],
    ['a sign', '011', '+000014579'],
    ['nothing', '011', ''],
    ['a malformed bank code', '11', '0000014579'],
  ])('refuses an account number with %s', (_why, bankCode, account) => {
    expect(isValidNuban(bankCode, account)).toBe(false);
  });
});
