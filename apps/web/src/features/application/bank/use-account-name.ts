import { ERRORS, isValidNuban, nigerianBankByCode } from '@lendline/domain';
import { useEffect, useEffectEvent } from 'react';
import type { ApiFailure } from '../../../shared/api/client.ts';
import { useRead } from '../../../shared/api/use-read.ts';
import type { Message } from '../../../shared/forms/message.ts';

export type Resolution = 'idle' | 'resolving' | 'resolved' | 'failed';

/**
 * Ten digits that fail the chosen bank's NUBAN check: a typo, or a number of another bank.
 * Said as it is typed (the number must "match the chosen bank"), before anyone is asked.
 */
export function isOtherBanksNumber(bankCode: string, accountNumber: string): boolean {
  const cbnCode = nigerianBankByCode(bankCode)?.cbnCode;
  return Boolean(cbnCode) && /^\d{10}$/.test(accountNumber) && !isValidNuban(cbnCode!, accountNumber);
}

/** Worth asking the payout provider: a listed bank and a number that passes the NUBAN check. */
function resolvable(bankCode: string, accountNumber: string): boolean {
  return nigerianBankByCode(bankCode) !== undefined && /^\d{10}$/.test(accountNumber) && !isOtherBanksNumber(bankCode, accountNumber);
}

/** No answer we can explain (the network, our server): nothing is known of the account yet. */
const UNCHECKED = { message: { key: 'bank.resolveFailed' }, retry: true } as const;

/**
 * What went wrong, in words that say what to do: the bank check being down is no unknown
 * account (try again later, not "check the number"); a refused field says why.
 */
function problemOf(failure: ApiFailure): { message: Message; retry: boolean } {
  if (failure.code === ERRORS.PAYOUT_UNAVAILABLE.code) return { message: { key: 'error.PAYOUT_UNAVAILABLE' }, retry: true };
  if (failure.code === ERRORS.BANK_ACCOUNT_NOT_FOUND.code) return { message: { key: 'error.BANK_ACCOUNT_NOT_FOUND' }, retry: false };
  const field = failure.fields?.[0];
  if (field) return { message: { text: field.message }, retry: false };
  return UNCHECKED;
}

export interface AccountName {
  state: Resolution;
  /** Why the name could not be had (state 'failed'), and whether asking again may help. */
  problem: { message: Message; retry: boolean } | null;
  retry: () => void;
}

/**
 * The account holder's name as the bank knows it, asked for once bank and number are valid;
 * a change of either cancels the question in flight, so an old answer never shows.
 */
export function useAccountName(bankCode: string, accountNumber: string, onName: (name: string) => void): AccountName {
  const asking = resolvable(bankCode, accountNumber);
  const resolved = useRead(asking ? '/user/verifyBankCard' : null, { bankCode, accountNumber }, { quiet: true });
  const answer = resolved.data;
  const tell = useEffectEvent((name: string) => onName(name));
  // Each answer once, including one already known when the borrower types the same account again.
  useEffect(() => {
    if (answer) tell(answer.accountName);
  }, [answer]);

  const state: Resolution = !asking ? 'idle' : answer ? 'resolved' : resolved.isLoading || resolved.isFetching ? 'resolving' : 'failed';
  const problem = state !== 'failed' ? null : resolved.error ? problemOf(resolved.error) : UNCHECKED;
  return { state, problem, retry: resolved.retry };
}
