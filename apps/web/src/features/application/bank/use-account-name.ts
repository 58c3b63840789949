import { isValidNuban, nigerianBankByCode } from '@lendline/domain';
import { useEffect, useEffectEvent } from 'react';
import { useRead } from '../../../shared/api/use-read.ts';

export type Resolution = 'idle' | 'resolving' | 'resolved' | 'failed';

/** Worth asking the payout provider: a listed bank and a number that passes the NUBAN check. */
function resolvable(bankCode: string, accountNumber: string): boolean {
  const bank = nigerianBankByCode(bankCode);
  if (!bank || !/^\d{10}$/.test(accountNumber)) return false;
  return bank.cbnCode === null || isValidNuban(bank.cbnCode, accountNumber);
}

/**
 * The account holder's name as the bank knows it, asked for once bank and number are valid;
 * a change of either cancels the question in flight, so an old answer never shows.
 */
export function useAccountName(bankCode: string, accountNumber: string, onName: (name: string) => void): Resolution {
  const asking = resolvable(bankCode, accountNumber);
  const resolved = useRead(asking ? '/user/verifyBankCard' : null, { bankCode, accountNumber }, { quiet: true });
  const answer = resolved.data;
  const tell = useEffectEvent((name: string) => onName(name));
  // Each answer once, including one already known when the borrower types the same account again.
  useEffect(() => {
    if (answer) tell(answer.accountName);
  }, [answer]);

  if (!asking) return 'idle';
  if (answer) return 'resolved';
  return resolved.isLoading ? 'resolving' : 'failed';
}
