import { isValidNuban, nigerianBankByCode } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { resolveAccountName } from './bank-api.ts';

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
export function useAccountName(bankCode: string, accountNumber: string, onName: (name: string) => void) {
  const [state, setState] = useState<Resolution>('idle');

  useEffect(() => {
    if (!resolvable(bankCode, accountNumber)) {
      setState('idle');
      return;
    }
    const controller = new AbortController();
    setState('resolving');
    void resolveAccountName(bankCode, accountNumber, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? 'resolved' : 'failed');
      if (result.ok) onName(result.data.accountName);
    });
    return () => controller.abort();
    // onName is the form's updater for this screen's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bankCode, accountNumber]);

  return state;
}
