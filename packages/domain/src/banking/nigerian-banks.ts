/**
 * Nigerian banks and wallets borrowers commonly receive loans into.
 *
 * Each institution is known by three unrelated numbers, and mixing them up sends money
 * nowhere, so all three are kept apart:
 * - `cbnCode`: the code the CBN assigned, which the NUBAN check digit is computed over —
 *   3 digits for deposit money banks ("058"), 5 for microfinance banks ("50211"). Null where
 *   the account numbers are not CBN NUBANs we can check offline (OPay and PalmPay use the
 *   customer's phone number) or where we have no reliable code;
 * - `nipCode`: the 6-digit NIBSS Instant Payment institution code ("000013", "090267");
 * - `paystackCode`: the `code` Paystack's /bank list gives, which its transfer and
 *   account-resolve calls expect. Mostly the CBN code, but not always ("00103", "999992").
 * `slug` is ours: stable, never shown, safe to store against a borrower's account.
 *
 * Left out on purpose: Heritage Bank (the CBN revoked its licence in June 2024), merchant
 * banks (they cannot take small retail deposits), and digital sub-brands such as Wema's
 * ALAT, whose accounts are their parent's.
 */

export const BANK_KINDS = ['commercial', 'non-interest', 'microfinance', 'mobile-money'] as const;
export type BankKind = (typeof BANK_KINDS)[number];

export type NigerianBank = {
  readonly slug: string;
  readonly name: string;
  readonly kind: BankKind;
  readonly cbnCode: string | null;
  readonly nipCode: string;
  readonly paystackCode: string;
};

const NIGERIAN_BANKS: readonly NigerianBank[] = [
  { slug: 'access-bank', name: 'Access Bank', kind: 'commercial', cbnCode: '044', nipCode: '000014', paystackCode: '044' },
  // Former Diamond Bank accounts kept their numbers after the 2019 merger; their check digit still uses 063.
  { slug: 'access-bank-diamond', name: 'Access Bank (Diamond)', kind: 'commercial', cbnCode: '063', nipCode: '000005', paystackCode: '063' },
  { slug: 'citibank', name: 'Citibank Nigeria', kind: 'commercial', cbnCode: '023', nipCode: '000009', paystackCode: '023' },
  { slug: 'ecobank', name: 'Ecobank Nigeria', kind: 'commercial', cbnCode: '050', nipCode: '000010', paystackCode: '050' },
  { slug: 'fidelity-bank', name: 'Fidelity Bank', kind: 'commercial', cbnCode: '070', nipCode: '000007', paystackCode: '070' },
  { slug: 'first-bank', name: 'First Bank of Nigeria', kind: 'commercial', cbnCode: '011', nipCode: '000016', paystackCode: '011' },
  { slug: 'fcmb', name: 'First City Monument Bank', kind: 'commercial', cbnCode: '214', nipCode: '000003', paystackCode: '214' },
  { slug: 'globus-bank', name: 'Globus Bank', kind: 'commercial', cbnCode: '103', nipCode: '000027', paystackCode: '00103' },
  { slug: 'gtbank', name: 'Guaranty Trust Bank', kind: 'commercial', cbnCode: '058', nipCode: '000013', paystackCode: '058' },
  { slug: 'keystone-bank', name: 'Keystone Bank', kind: 'commercial', cbnCode: '082', nipCode: '000002', paystackCode: '082' },
  { slug: 'optimus-bank', name: 'Optimus Bank', kind: 'commercial', cbnCode: '107', nipCode: '000036', paystackCode: '00107' },
  { slug: 'parallex-bank', name: 'Parallex Bank', kind: 'commercial', cbnCode: '104', nipCode: '000030', paystackCode: '104' },
  { slug: 'polaris-bank', name: 'Polaris Bank', kind: 'commercial', cbnCode: '076', nipCode: '000008', paystackCode: '076' },
  { slug: 'premiumtrust-bank', name: 'PremiumTrust Bank', kind: 'commercial', cbnCode: '105', nipCode: '000031', paystackCode: '105' },
  { slug: 'providus-bank', name: 'Providus Bank', kind: 'commercial', cbnCode: '101', nipCode: '000023', paystackCode: '101' },
  { slug: 'stanbic-ibtc', name: 'Stanbic IBTC Bank', kind: 'commercial', cbnCode: '221', nipCode: '000012', paystackCode: '221' },
  { slug: 'standard-chartered', name: 'Standard Chartered Bank Nigeria', kind: 'commercial', cbnCode: '068', nipCode: '000021', paystackCode: '068' },
  { slug: 'sterling-bank', name: 'Sterling Bank', kind: 'commercial', cbnCode: '232', nipCode: '000001', paystackCode: '232' },
  { slug: 'suntrust-bank', name: 'SunTrust Bank', kind: 'commercial', cbnCode: '100', nipCode: '000022', paystackCode: '100' },
  { slug: 'titan-trust-bank', name: 'Titan Trust Bank', kind: 'commercial', cbnCode: '102', nipCode: '000025', paystackCode: '102' },
  { slug: 'union-bank', name: 'Union Bank of Nigeria', kind: 'commercial', cbnCode: '032', nipCode: '000018', paystackCode: '032' },
  { slug: 'uba', name: 'United Bank for Africa', kind: 'commercial', cbnCode: '033', nipCode: '000004', paystackCode: '033' },
  { slug: 'unity-bank', name: 'Unity Bank', kind: 'commercial', cbnCode: '215', nipCode: '000011', paystackCode: '215' },
  { slug: 'wema-bank', name: 'Wema Bank', kind: 'commercial', cbnCode: '035', nipCode: '000017', paystackCode: '035' },
  { slug: 'zenith-bank', name: 'Zenith Bank', kind: 'commercial', cbnCode: '057', nipCode: '000015', paystackCode: '057' },
  { slug: 'jaiz-bank', name: 'Jaiz Bank', kind: 'non-interest', cbnCode: '301', nipCode: '000006', paystackCode: '301' },
  { slug: 'taj-bank', name: 'TAJBank', kind: 'non-interest', cbnCode: '302', nipCode: '000026', paystackCode: '302' },
  { slug: 'lotus-bank', name: 'Lotus Bank', kind: 'non-interest', cbnCode: '303', nipCode: '000029', paystackCode: '303' },
  { slug: 'kuda', name: 'Kuda Microfinance Bank', kind: 'microfinance', cbnCode: '50211', nipCode: '090267', paystackCode: '50211' },
  { slug: 'moniepoint', name: 'Moniepoint Microfinance Bank', kind: 'microfinance', cbnCode: '50515', nipCode: '090405', paystackCode: '50515' },
  { slug: 'fairmoney', name: 'FairMoney Microfinance Bank', kind: 'microfinance', cbnCode: '51318', nipCode: '090551', paystackCode: '51318' },
  // No CBN microfinance code for VFD we could confirm; Paystack lists it under a 3-digit code of its own.
  { slug: 'vfd', name: 'VFD Microfinance Bank', kind: 'microfinance', cbnCode: null, nipCode: '090110', paystackCode: '566' },
  { slug: 'opay', name: 'OPay', kind: 'mobile-money', cbnCode: null, nipCode: '100004', paystackCode: '999992' },
  { slug: 'palmpay', name: 'PalmPay', kind: 'mobile-money', cbnCode: null, nipCode: '100033', paystackCode: '999991' },
];

const BY_SLUG: ReadonlyMap<string, NigerianBank> = new Map(NIGERIAN_BANKS.map((bank) => [bank.slug, bank]));

export function nigerianBanks(): readonly NigerianBank[] {
  return NIGERIAN_BANKS;
}

export function nigerianBankBySlug(slug: string): NigerianBank | undefined {
  return BY_SLUG.get(slug);
}
