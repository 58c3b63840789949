import type { BankAccountRow } from './bank-account-repository.ts';

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
