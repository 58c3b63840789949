import { allocatePayment, CHARGE_COMPONENTS, type ChargeComponent, type PhaseBalance, type PhaseState, type RepayDetailResponse } from '@lendline/domain';
import type { PaymentSplit } from '../ledger/ledger-service.ts';
import type { RepayableLoan } from '../loans/loans-service.ts';

type Phase = RepayableLoan['phases'][number];
type Allocation = { phase: number; component: ChargeComponent; amount: number };

const zero = (): Record<ChargeComponent, number> => ({ penalty: 0, fee: 0, interest: 0, principal: 0 });

/**
 * What each phase is charged, per component: the principal and interest of the schedule, and
 * as a fee what the phase's amount carries beyond them (Mexico's IVA on the interest, ADR
 * 028). Penalties arrive with the daily servicing run (issue 11).
 */
function charged(phase: Phase): Record<ChargeComponent, number> {
  return { ...zero(), principal: phase.principal, interest: phase.interest, fee: phase.amount - phase.principal - phase.interest };
}

/** What each phase still owes: what it is charged minus what payments have paid. */
export function phaseBalances(phases: readonly Phase[], paid: readonly { phase: number; component: string; amount: number }[]): PhaseBalance[] {
  return phases.map((phase) => {
    const outstanding = charged(phase);
    for (const p of paid) if (p.phase === phase.phase && (CHARGE_COMPONENTS as readonly string[]).includes(p.component)) outstanding[p.component as ChargeComponent] -= p.amount;
    return { phase: phase.phase, dueDate: phase.dueDate, outstanding };
  });
}

const owedOf = (balance: PhaseBalance) => CHARGE_COMPONENTS.reduce((sum, c) => sum + balance.outstanding[c], 0);
export const totalOwed = (balances: readonly PhaseBalance[]) => balances.reduce((sum, b) => sum + owedOf(b), 0);

/** A payment spread over the loan: the allocations to store and the parts the ledger posts. */
export function splitPayment(amount: number, balances: readonly PhaseBalance[]): { allocations: Allocation[]; split: PaymentSplit } {
  const { allocations, unallocated } = allocatePayment(amount, balances);
  const part = (component: ChargeComponent) => allocations.filter((a) => a.component === component).reduce((sum, a) => sum + a.amount, 0);
  if (part('penalty') > 0) throw new Error('splitPayment: penalties are not charged yet');
  return {
    allocations,
    split: { amount, principal: part('principal'), interest: part('interest'), interestTax: part('fee'), unapplied: unallocated, unappliedTo: 'borrower_credit' },
  };
}

/** Calendar days from `from` to `to` (YYYY-MM-DD), by UTC noon, so no zone or DST can shift it. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

function stateOf(owed: number, dueDate: string, today: string): PhaseState {
  if (owed === 0) return 'paid';
  if (dueDate < today) return 'overdue';
  return dueDate === today ? 'due' : 'upcoming';
}

export interface DetailInput {
  loan: RepayableLoan;
  balances: readonly PhaseBalance[];
  payments: readonly { paidAt: Date; amount: number; applied: number; provider: string }[];
  credit: number;
  /** The market's calendar day today. */
  today: string;
}

/** `/repay/repay-order/detail`: the schedule as it stands today, from the schedule and the allocations alone. */
export function repayDetail({ loan, balances, payments, credit, today }: DetailInput): Omit<RepayDetailResponse, 'options'> {
  const phases = loan.phases.map((phase) => {
    const owed = owedOf(balances.find((b) => b.phase === phase.phase) ?? { phase: phase.phase, dueDate: phase.dueDate, outstanding: zero() });
    return { phase: phase.phase, dueDate: phase.dueDate, amount: phase.amount, paid: phase.amount - owed, outstanding: owed, state: stateOf(owed, phase.dueDate, today) };
  });
  const open = phases.filter((p) => p.outstanding > 0);
  const dueByToday = open.filter((p) => p.dueDate <= today);
  const firstOverdue = open.find((p) => p.state === 'overdue');
  const outstanding = open.reduce((sum, p) => sum + p.outstanding, 0);
  return {
    orderNo: loan.orderNo,
    status: loan.status,
    currency: loan.currency,
    totalRepayable: loan.totalRepayable,
    paid: loan.totalRepayable - outstanding,
    outstanding,
    dueNow: dueByToday.length > 0 ? dueByToday.reduce((sum, p) => sum + p.outstanding, 0) : (open[0]?.outstanding ?? 0),
    nextDueDate: open[0]?.dueDate ?? null,
    overdueDays: firstOverdue ? daysBetween(firstOverdue.dueDate, today) : 0,
    penalty: 0,
    credit,
    phases,
    payments: payments.map((p) => ({ paidAt: p.paidAt.toISOString(), amount: p.amount, applied: p.applied, channel: p.provider })),
  };
}
