import { accountNameMatches, type FieldError } from '@lendline/domain';
import type { PersonalIdentity } from '../application/profile-service.ts';
import type { BankAccountRow } from './bank-account-repository.ts';

/**
 * Whose account is it? The account name (resolved in Nigeria, typed in Mexico) must be the
 * borrower's names of the personal step, and in Mexico the CURP must be theirs too (ADR 029).
 * Reported at the field the borrower can change: the account number (Nigeria), the holder's
 * name (Mexico), the CURP. Without personal details there is nobody to compare with: refused.
 */
export function accountHolderProblem(curp: string | null, accountName: string, person: PersonalIdentity | null): FieldError | null {
  const mexican = curp !== null;
  const nameField = mexican ? 'holderName' : 'accountNumber';
  const nameKey = mexican ? 'error.application.holderName.notYours' : 'error.application.accountName.notYours';
  if (!person || !accountNameMatches(accountName, person)) return { field: nameField, key: nameKey };
  if (mexican && curp !== person.curp) return { field: 'curp', key: 'error.application.curp.mismatch' };
  return null;
}

/** "******4579": enough for the borrower to recognise the account, useless to anyone else. */
export function maskTail(value: string, visible: number): string {
  if (value.length <= visible) return '*'.repeat(value.length);
  return '*'.repeat(value.length - visible) + value.slice(-visible);
}

/** What may leave the server about a stored account: never the whole number or BVN. */
export function maskedAccount(row: BankAccountRow, bankName: string | null) {
  return {
    bankCode: row.bankCode,
    bankName,
    accountNumber: maskTail(row.accountNumber, 4),
    accountName: row.accountName,
    bvn: row.bvn === null ? null : maskTail(row.bvn, 2),
    curp: row.curp === null ? null : maskTail(row.curp, 4),
    verifiedAt: row.verifiedAt.toISOString(),
  };
}
