import { describe, expect, it } from 'vitest';
import { BANK_KINDS, nigerianBankBySlug, nigerianBanks } from '../src/banking/nigerian-banks.ts';
import { isValidNuban } from '../src/banking/nuban.ts';

describe('Nigerian banks', () => {
  const banks = nigerianBanks();

  it('gives every bank a unique, lower-case, hyphenated slug and a name', () => {
    const slugs = banks.map((b) => b.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const bank of banks) {
      expect(bank.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(bank.name.trim()).toBe(bank.name);
      expect(bank.name.length).toBeGreaterThan(0);
      expect(BANK_KINDS).toContain(bank.kind);
      expect(nigerianBankBySlug(bank.slug)).toBe(bank);
    }
  });

  it('keeps each kind of code unique and all digits', () => {
    const cbn = banks.flatMap((b) => (b.cbnCode === null ? [] : [b.cbnCode]));
    const nip = banks.map((b) => b.nipCode);
    const paystack = banks.map((b) => b.paystackCode);
    for (const codes of [cbn, nip, paystack]) {
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^\d+$/);
    }
  });

  it('gives CBN codes of 3 digits to banks and 5 to microfinance banks, and 6-digit NIP codes to all', () => {
    for (const bank of banks) {
      expect(bank.nipCode, bank.slug).toMatch(/^\d{6}$/);
      if (bank.cbnCode === null) continue;
      expect(bank.cbnCode, bank.slug).toMatch(bank.kind === 'microfinance' ? /^\d{5}$/ : /^\d{3}$/);
    }
  });

  it.each([
    ['access-bank', '044', '000014'],
    ['gtbank', '058', '000013'],
    ['first-bank', '011', '000016'],
    ['zenith-bank', '057', '000015'],
    ['uba', '033', '000004'],
    ['kuda', '50211', '090267'],
    ['moniepoint', '50515', '090405'],
  ])('knows %s by CBN code %s and NIP code %s', (slug, cbnCode, nipCode) => {
    expect(nigerianBankBySlug(slug)).toMatchObject({ cbnCode, nipCode });
  });

  it('keeps the wallets’ NIP codes and Paystack codes apart', () => {
    expect(nigerianBankBySlug('opay')).toMatchObject({ nipCode: '100004', paystackCode: '999992', cbnCode: null });
    expect(nigerianBankBySlug('palmpay')).toMatchObject({ nipCode: '100033', paystackCode: '999991', cbnCode: null });
  });

  it('leaves out Heritage Bank, whose licence the CBN revoked in 2024', () => {
    expect(banks.some((b) => /heritage/i.test(b.name))).toBe(false);
    expect(banks.some((b) => b.cbnCode === '030')).toBe(false);
  });

  it('feeds the NUBAN check with the CBN code', () => {
    const zenith = nigerianBankBySlug('zenith-bank');
    const gtbank = nigerianBankBySlug('gtbank');
    expect(zenith?.cbnCode && isValidNuban(zenith.cbnCode, '5050114930')).toBe(true);
    expect(gtbank?.cbnCode && isValidNuban(gtbank.cbnCode, '5050114930')).toBe(false);
  });

  it('finds nothing for an unknown slug', () => {
    expect(nigerianBankBySlug('heritage-bank')).toBeUndefined();
    expect(nigerianBankBySlug('')).toBeUndefined();
  });
});
