import * as z from 'zod/mini';
import { isValidClabe } from '../banking/clabe.ts';
import { isValidDebitCard16 } from '../banking/luhn.ts';
import { nigerianBanks } from '../banking/nigerian-banks.ts';
import { isValidNuban } from '../banking/nuban.ts';
import { choice, issueAt, requiredText } from './fields.ts';
import { curpChecks } from './personal-schema.ts';

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');
const digits = (requiredKey: string) =>
  z.string(requiredKey).check(z.overwrite(digitsOnly), z.minLength(1, requiredKey));

/** The bank list's `code` (Paystack's code, which the resolve call takes) to the bank. */
export function nigerianBankByCode(code: string) {
  return nigerianBanks().find((bank) => bank.paystackCode === code);
}

const accountMatches = (account: { accountNumber: string; confirmAccountNumber: string }, ctx: { issues: unknown[]; value: unknown }) => {
  if (account.accountNumber !== account.confirmAccountNumber) {
    issueAt(ctx, 'confirmAccountNumber', 'error.application.accountNumber.mismatch');
  }
};

/**
 * Nigeria: a bank of the list, a 10-digit NUBAN (check digit verified where the bank's CBN
 * code is known; OPay and PalmPay numbers are not NUBANs we can check), the number typed
 * twice, the BVN, and the name the payout provider resolved.
 */
export const bankAccountSchemaNG = z
  .object({
    bankCode: requiredText('error.application.required.bankCode', z.refine((code) => nigerianBankByCode(code) !== undefined, 'error.application.bankCode.unknown')),
    accountNumber: digits('error.application.required.accountNumber').check(z.regex(/^\d{10}$/, 'error.application.accountNumber.invalid')),
    confirmAccountNumber: digits('error.application.required.confirmAccountNumber'),
    bvn: digits('error.application.required.bvn').check(z.regex(/^\d{11}$/, 'error.application.bvn.invalid')),
    accountName: requiredText('error.application.required.accountName'),
  })
  .check(
    z.superRefine((account, ctx) => {
      const cbnCode = nigerianBankByCode(account.bankCode)?.cbnCode;
      // Ten digits whose check digit fails for this bank: a typo, or a number of another bank.
      if (cbnCode && /^\d{10}$/.test(account.accountNumber) && !isValidNuban(cbnCode, account.accountNumber)) {
        issueAt(ctx, 'accountNumber', 'error.application.accountNumber.bankMismatch');
      }
      accountMatches(account, ctx);
    }),
  );
export type BankAccountNG = z.infer<typeof bankAccountSchemaNG>;

export const MX_CARD_TYPES = ['clabe', 'debit'] as const;

/** Mexico: a CLABE (18 digits, Banxico check digit) or a 16-digit debit card (Luhn), holder and CURP. */
export const bankAccountSchemaMX = z
  .object({
    cardType: choice(MX_CARD_TYPES, 'error.application.required.cardType'),
    accountNumber: digits('error.application.required.accountNumber'),
    confirmAccountNumber: digits('error.application.required.confirmAccountNumber'),
    holderName: requiredText('error.application.required.holderName', z.regex(/^[\p{L}][\p{L} .'-]{2,99}$/u, 'error.application.name.letters')),
    curp: requiredText('error.application.required.curp', ...curpChecks),
  })
  .check(
    z.superRefine((account, ctx) => {
      if (account.cardType === 'clabe' && !isValidClabe(account.accountNumber)) issueAt(ctx, 'accountNumber', 'error.application.clabe.invalid');
      if (account.cardType === 'debit' && !isValidDebitCard16(account.accountNumber)) issueAt(ctx, 'accountNumber', 'error.application.debitCard.invalid');
      accountMatches(account, ctx);
    }),
  );
export type BankAccountMX = z.infer<typeof bankAccountSchemaMX>;

/** The bank account form of a market. */
export function bankAccountSchema(market: 'NG' | 'MX') {
  return market === 'NG' ? bankAccountSchemaNG : bankAccountSchemaMX;
}
