import { request } from '../../shared/api/client.ts';
import { orderChanged } from '../../shared/application/order-api.ts';

/** The borrower's pick on the confirm screen: amount in minor units, tenure in days. */
export interface Choice {
  amount: number;
  tenure: number;
}

/** Accepts the agreement and asks for the money (ADR 016); the order moves on to the payout. */
export async function getMoney(orderNo: string, choice: Choice) {
  const accepted = await request('/loan/get-money', { orderNo, ...choice, agreementAccepted: true }, { loading: true });
  if (accepted.ok) orderChanged();
  return accepted;
}
