import { allocatePayment, CHARGE_COMPONENTS, owedSummary, payoffQuote, type ChargeComponent, type PayoffQuote, type PhaseBalance, type PhaseState, type RepayDetailResponse } from '@lendline/domain';
import type { PaymentSplit } from '../ledger/ledger-service.ts';
import type { RepayableLoan } from '../loans/loans-service.ts';

type Phase = RepayableLoan['phases'][number];
type Allocation = { phase: number; component: ChargeComponent; amount: number };

const zero = (): Record<ChargeComponent, number> => ({ penalty: 0, interest_tax: 0, interest: 0, principal: 0 });

/** Penalties the daily servicing run charged (issue 11, ADR 036), per phase. */
export type PhasePenalties = readonly { phase: number; amount: number }[];
const penaltyOn = (penalties: PhasePenalties, phase: number) => penalties.filter((p) => p.phase === phase).reduce((sum, p) => sum + p.amount, 0);

/**
 * What each phase is charged, per component: the principal and interest of the schedule, as
 * a fee what the phase's amount carries beyond them (Mexico's IVA on the interest, ADR 028),
 * and the penalties the daily servicing run charged on it (ADR 036).
 */
function charged(phase: Phase, penalty: number): Record<ChargeComponent, number> {
  return { penalty, principal: phase.principal, interest: phase.interest, interest_tax: phase.amount - phase.principal - phase.interest };
}

/** What each phase still owes: what it is charged minus what payments have paid. */
export function phaseBalances(phases: readonly Phase[], paid: readonly { phase: number; component: string; amount: number }[], penalties: PhasePenalties = []): PhaseBalance[] {
  return phases.map((phase) => {
    const outstanding = charged(phase, penaltyOn(penalties, phase.phase));
    for (const p of paid) if (p.phase === phase.phase && (CHARGE_COMPONENTS as readonly string[]).includes(p.component)) outstanding[p.component as ChargeComponent] -= p.amount;
    return { phase: phase.phase, dueDate: phase.dueDate, outstanding };
  });
}

const owedOf = (balance: PhaseBalance) => CHARGE_COMPONENTS.reduce((sum, c) => sum + balance.outstanding[c], 0);
export const totalOwed = (balances: readonly PhaseBalance[]) => balances.reduce((sum, b) => sum + owedOf(b), 0);

/** A split names its penalty part only when there is one (splits of loans never charged one read as before). */
const penaltyPart = (penalty: number) => (penalty > 0 ? { penalty } : {});

/** A payment spread over the loan: the allocations to store and the parts the ledger posts. */
export function splitPayment(amount: number, balances: readonly PhaseBalance[], order?: readonly ChargeComponent[]): { allocations: Allocation[]; split: PaymentSplit } {
  const { allocations, unallocated } = allocatePayment(amount, balances, order);
  const part = (component: ChargeComponent) => allocations.filter((a) => a.component === component).reduce((sum, a) => sum + a.amount, 0);
  return {
    allocations,
    split: { amount, ...penaltyPart(part('penalty')), principal: part('principal'), interest: part('interest'), interestTax: part('interest_tax'), unapplied: unallocated, unappliedTo: 'borrower_credit' },
  };
}

/** After a payment: true when no phase due before `today` owes anything (penalty included), so an Overdue loan is back to Repaying. */
export function pastDueCleared(balances: readonly PhaseBalance[], allocations: readonly Allocation[], today: string): boolean {
  return balances
    .filter((b) => b.dueDate < today)
    .every((b) => owedOf(b) === allocations.filter((a) => a.phase === b.phase).reduce((sum, a) => sum + a.amount, 0));
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
  /** What an early payoff settled without money: owed no more, but not paid either. */
  settled?: readonly { phase: number; component: string; amount: number }[];
  /** What staff wrote off (ADR 079): owed no more, not paid, and not waived by a payoff either. */
  writtenOff?: readonly { phase: number; component: string; amount: number }[];
  payments: readonly { paidAt: Date; amount: number; applied: number; provider: string }[];
  credit: number;
  /** The market's calendar day today. */
  today: string;
  /** Penalties charged per phase (ADR 036); absent, none. */
  penalties?: PhasePenalties;
  /** The days they were charged for, each with its amount; absent, none. */
  penaltyDays?: readonly { marketDay: string; amount: number }[];
}

/** `/repay/repay-order/detail`: the schedule as it stands today, from the schedule and the allocations alone. */
export function repayDetail({ loan, balances, settled = [], writtenOff = [], payments, credit, today, penalties = [], penaltyDays = [] }: DetailInput): Omit<RepayDetailResponse, 'options' | 'payoffNow'> {
  const settledOn = (phase: number) => [...settled, ...writtenOff].filter((s) => s.phase === phase).reduce((sum, s) => sum + s.amount, 0);
  const phases = loan.phases.map((phase) => {
    const owed = owedOf(balances.find((b) => b.phase === phase.phase) ?? { phase: phase.phase, dueDate: phase.dueDate, outstanding: zero() });
    // A phase's amount is what it was charged: the schedule's, and the penalties on it.
    const penalty = penaltyOn(penalties, phase.phase);
    const amount = phase.amount + penalty;
    return { phase: phase.phase, dueDate: phase.dueDate, amount, penalty, paid: amount - owed - settledOn(phase.phase), outstanding: owed, state: stateOf(owed, phase.dueDate, today) };
  });
  // Everything the payoff settled: interest of the days to come, and principal that interest paid ahead covered.
  const waived = settled.reduce((sum, s) => sum + s.amount, 0);
  const firstOverdue = phases.find((p) => p.state === 'overdue');
  // What is owed, said the way every other screen and message says it (issue 19).
  const { outstanding, dueNow, nextDueDate } = owedSummary(balances, today);
  return {
    orderNo: loan.orderNo,
    status: loan.status,
    currency: loan.currency,
    totalRepayable: loan.totalRepayable,
    paid: phases.reduce((sum, p) => sum + p.paid, 0),
    outstanding,
    dueNow,
    nextDueDate,
    daysToNextDue: nextDueDate ? daysBetween(today, nextDueDate) : null,
    overdueDays: firstOverdue ? daysBetween(firstOverdue.dueDate, today) : 0,
    // Every penalty charged so far (paid or not): what the explanation on screen adds up to.
    penalty: penalties.reduce((sum, p) => sum + p.amount, 0),
    penaltyDays: [...penaltyDays],
    credit,
    waived,
    phases,
    payments: payments.map((p) => ({ paidAt: p.paidAt.toISOString(), amount: p.amount, applied: p.applied, channel: p.provider })),
  };
}

/** What paying a loan off early settles, from `payoffQuote` (ADR 013, "Early repayment"). */
export interface PayoffSettlement {
  /** What the payment pays, phase by phase: exactly the quote's amount. */
  allocations: Allocation[];
  /** The payment's parts for the ledger; what exceeds the payoff is the borrower's credit. */
  split: PaymentSplit;
  /** What each phase still carried after it, settled without money: interest and tax of the days to come, principal covered by interest paid ahead. */
  settlements: Allocation[];
  /** The settlement's posting: interest no longer earned, and what was paid ahead reclassified as principal. */
  waivedInterest: number;
  remainingInterest: number;
  taxAhead: number;
  principalCovered: number;
}

export function settlePayoff(amount: number, quote: PayoffQuote, balances: readonly PhaseBalance[]): PayoffSettlement {
  const { allocations } = allocatePayment(quote.amount, quote.balances);
  const part = (component: ChargeComponent) => allocations.filter((a) => a.component === component).reduce((sum, a) => sum + a.amount, 0);
  const split: PaymentSplit = { amount, ...penaltyPart(part('penalty')), principal: part('principal'), interest: part('interest'), interestTax: part('interest_tax'), unapplied: amount - quote.amount, unappliedTo: 'borrower_credit' };
  const settlements: Allocation[] = [];
  for (const balance of balances) {
    for (const component of CHARGE_COMPONENTS) {
      const paid = allocations.filter((a) => a.phase === balance.phase && a.component === component).reduce((sum, a) => sum + a.amount, 0);
      const left = balance.outstanding[component] - paid;
      if (left < 0) throw new Error(`settlePayoff: phase ${balance.phase} ${component} paid beyond what it owed`);
      if (left > 0) settlements.push({ phase: balance.phase, component, amount: left });
    }
  }
  const settled = (component: ChargeComponent) => settlements.filter((s) => s.component === component).reduce((sum, s) => sum + s.amount, 0);
  if (settled('penalty') > 0) throw new Error('settlePayoff: a penalty cannot be waived by paying off');
  return {
    allocations,
    split,
    settlements,
    waivedInterest: quote.waivedInterest,
    remainingInterest: settled('interest'),
    taxAhead: quote.waivedInterestTax - settled('interest_tax'),
    principalCovered: settled('principal'),
  };
}

/**
 * The early payoff open on `today` (ADR 013): the quote when it costs less than what the
 * schedule still asks, null when it saves nothing or the loan carries no figures to price it
 * from. Throws when the figures do not match their own schedule (a bug, for the caller to log).
 */
export function earlyPayoff(loan: RepayableLoan, paid: readonly { phase: number; component: string; amount: number }[], balances: readonly PhaseBalance[], today: string, penalties: PhasePenalties = []): PayoffQuote | null {
  if (!loan.pricing) return null;
  // Penalties charged are owed in full: the payoff includes them and never waives them (ADR 036).
  const quote = payoffQuote({
    figures: loan.pricing.figures, terms: loan.pricing.terms, today, penalties,
    paid: paid.map((p) => ({ phase: p.phase, component: p.component as ChargeComponent, amount: p.amount })),
  });
  return quote.amount > 0 && quote.amount < totalOwed(balances) ? quote : null;
}

/** What pays the whole loan off on `today`: the early payoff when there is one, else what the schedule still asks. */
export function payoffNow(loan: RepayableLoan, paid: readonly { phase: number; component: string; amount: number }[], balances: readonly PhaseBalance[], today: string, penalties: PhasePenalties = []): number {
  try {
    return earlyPayoff(loan, paid, balances, today, penalties)?.amount ?? totalOwed(balances);
  } catch {
    return totalOwed(balances);
  }
}

/**
 * What a borrower still holds of each payment once refunds are taken out of them, oldest
 * payment first (as credit is spent): a payment refunded in full holds nothing and is left out.
 */
export function heldAfterRefunds<T extends { remainder: number }>(oldestFirst: readonly T[], refunded: number): T[] {
  let toTake = refunded;
  const held: T[] = [];
  for (const payment of oldestFirst) {
    const taken = Math.min(payment.remainder, toTake);
    toTake -= taken;
    if (payment.remainder - taken > 0) held.push({ ...payment, remainder: payment.remainder - taken });
  }
  return held;
}
