import { request } from '../../shared/api/client.ts';
import { orderChanged } from '../../shared/application/order-api.ts';

/** The borrower's pick on the confirm screen: amount in minor units, tenure in days. */
export interface Choice {
  amount: number;
  tenure: number;
  /** A coupon of the borrower's, priced into the figures and taken by the confirmation (ADR 045). */
  couponId?: string | undefined;
}

/** Accepts the agreement and asks for the money (ADR 016); the order moves on to the payout. */
export async function acceptOffer(orderNo: string, choice: Choice, verifyProof?: string) {
  const proof = verifyProof ? { verifyProof } : {};
  const accepted = await request('/loan/get-money', { orderNo, ...choice, agreementAccepted: true, ...proof }, { loading: true });
  if (accepted.ok) orderChanged();
  return accepted;
}

/** A confirmation on an old sign-in (ADR 048): the code goes to the borrower's own number, whatever `mobile` says. */
export function requestLoanCode(mobile: string) {
  return request('/security/getVerifyCode', { mobile, type: 'loanAction' });
}

/** Checks the code and answers the short-lived proof the confirmation then carries. */
export function proveLoanCode(orderNo: string, code: string) {
  return request('/loan/validateVerifyCode', { action: 'getMoney', orderNo, code }, { loading: true });
}
