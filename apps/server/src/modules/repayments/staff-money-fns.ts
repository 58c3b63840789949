import { CHARGE_COMPONENTS, OrderStatus, type ChargeComponent, type OrderStatusCode, type PhaseBalance, type StaffLoanOwed } from '@lendline/domain';

/** A loan as staff act on it: being repaid, overdue (which alone can be written off), or closed to money. */
export function loanState(status: OrderStatusCode): StaffLoanOwed['state'] {
  if (status === OrderStatus.Repaying) return 'repaying';
  return status === OrderStatus.Overdue ? 'overdue' : 'closed';
}

/** Everything a loan's phases still owe, per phase and charge: what a write-off settles (ADR 079). */
export function writeOffRows(balances: readonly PhaseBalance[]): { phase: number; component: ChargeComponent; amount: number }[] {
  return balances.flatMap((b) => CHARGE_COMPONENTS.filter((c) => b.outstanding[c] > 0).map((component) => ({ phase: b.phase, component, amount: b.outstanding[component] })));
}

/**
 * What a payment of `amount` leaves owed and as credit, as the approver compares it: enough to
 * pay everything off today (the payoff) closes the loan and the rest is the borrower's credit,
 * as the one way in allocates it; less pays that much of what is owed.
 */
export function afterPayment(owed: Pick<StaffLoanOwed, 'outstanding' | 'payoff'>, amount: number): { outstanding: number; credit: number } {
  if (amount >= owed.payoff) return { outstanding: 0, credit: amount - owed.payoff };
  return { outstanding: owed.outstanding - amount, credit: 0 };
}
