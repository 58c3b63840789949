import { nigerianBanks } from '@lendline/domain';
import { request, type ApiResult } from '../../../shared/api/client.ts';

export interface BankOption {
  code: string;
  name: string;
}

/** The domain's list with Paystack's codes: what the server's list holds when it cannot answer. */
const FALLBACK: readonly BankOption[] = nigerianBanks().map((bank) => ({ code: bank.paystackCode, name: bank.name }));

export async function fetchBanks(signal: AbortSignal): Promise<readonly BankOption[]> {
  const result = (await request('/app/paystack/bank-list', undefined, { signal, quiet: true })) as ApiResult<{ banks: BankOption[] }>;
  return result.ok && result.data.banks.length > 0 ? result.data.banks : FALLBACK;
}

export function resolveAccountName(bankCode: string, accountNumber: string, signal: AbortSignal) {
  return request('/user/verifyBankCard', { bankCode, accountNumber }, { signal, quiet: true }) as Promise<ApiResult<{ accountName: string }>>;
}

export function requestBankCardCode(mobile: string) {
  return request('/security/getVerifyCode', { mobile, type: 'bankCard' }) as Promise<ApiResult<{ expiresIn: number; resendIn: number }>>;
}
