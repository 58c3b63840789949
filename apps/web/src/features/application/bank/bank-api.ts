import { nigerianBanks } from '@lendline/domain';
import { request } from '../../../shared/api/client.ts';
import { orderChanged } from '../../../shared/application/order-api.ts';

export interface BankOption {
  code: string;
  name: string;
}

/** The domain's list with Paystack's codes: what the server's list holds when it cannot answer. */
export const FALLBACK_BANKS: readonly BankOption[] = nigerianBanks().map((bank) => ({ code: bank.paystackCode, name: bank.name }));

export function requestBankCardCode(mobile: string) {
  return request('/security/getVerifyCode', { mobile, type: 'bankCard' });
}

/** After a failed payout (status PayoutFailed) and a new account: the order is sent for payout again. */
export async function applyMarketAgain(orderNo: string) {
  const again = await request('/loan/loan-order/apply-market-again', { orderNo }, { loading: true });
  if (again.ok) orderChanged();
  return again;
}
