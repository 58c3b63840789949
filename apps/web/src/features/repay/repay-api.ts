import { cashReferenceResponse, REPAY_CHANNELS, type RepayChannelId, type RepaymentAccountResponse, type ResponseOf } from '@lendline/domain';
import { request, type ApiResult } from '../../shared/api/client.ts';

type AccountPath = '/repay/dedicated_account/create' | '/repay/monnify_reserved_account' | '/repay/flutterwave_reserved_account' | '/repay/getStpClabe';
type CheckoutPath = '/repay/paystack/authorization' | '/repay/flutterwave/repay-link';

/** The borrower's own account (or CLABE) at an account channel's vendor. */
export function fetchAccount(channel: RepayChannelId): Promise<ApiResult<RepaymentAccountResponse>> {
  return request(REPAY_CHANNELS[channel].path as AccountPath, {}, { quiet: true });
}

/** A hosted checkout for the typed amount; the caller goes to its page. */
export function startCheckout(channel: RepayChannelId, orderNo: string, amount: string): Promise<ApiResult<ResponseOf<CheckoutPath>>> {
  return request(REPAY_CHANNELS[channel].path as CheckoutPath, { orderNo, amount }, { loading: true });
}

export function cashReference(orderNo: string, amount: string): Promise<ApiResult<ResponseOf<'/repay/getOXXOReference'>>> {
  return request('/repay/getOXXOReference', { orderNo, amount }, { loading: true });
}

export function verifyCheckout(reference: string): Promise<ApiResult<ResponseOf<'/repay/checkout/verify'>>> {
  return request('/repay/checkout/verify', { reference }, { quiet: true });
}

/** Sandbox only: pays into an account channel, or a checkout or cash reference, as the vendor would. */
export function sandboxPay(amount: number, channel: RepayChannelId): Promise<ApiResult<ResponseOf<'/sandbox/collections/pay'>>> {
  return request('/sandbox/collections/pay', { amount, channel }, { loading: true });
}

export function sandboxPayReference(reference: string): Promise<ApiResult<ResponseOf<'/sandbox/collections/pay-reference'>>> {
  return request('/sandbox/collections/pay-reference', { reference }, { loading: true });
}

/** The last OXXO reference made for an order, kept so a reload (or going back) still shows it. */
const cashKey = (orderNo: string) => `lendline.oxxo.${orderNo}`;
export type CashReferenceView = ResponseOf<'/repay/getOXXOReference'>;

export function rememberCashReference(orderNo: string, reference: CashReferenceView): void {
  try {
    sessionStorage.setItem(cashKey(orderNo), JSON.stringify(reference));
  } catch {
    // storage full or blocked: the screen still shows it this time
  }
}

export function recallCashReference(orderNo: string): CashReferenceView | null {
  try {
    const text = sessionStorage.getItem(cashKey(orderNo));
    // Storage is anyone's to edit: what comes back is checked against the answer's own schema.
    const parsed = text ? cashReferenceResponse.safeParse(JSON.parse(text)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Leaving the app for a provider's checkout page: one seam, so tests can see where it would go. */
export const provider = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** A bank USSD code for the typed amount; the same `attempt` again gives the same code, never a second charge (ADR 104). */
export function ussdCharge(asked: { orderNo: string; amount: string; bank: string; attempt: string }): Promise<ApiResult<ResponseOf<'/repay/paystack/ussd'>>> {
  return request('/repay/paystack/ussd', asked, { loading: true });
}
