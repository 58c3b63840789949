import { isStatusIn, owedSummary, STATUS_GROUPS, type OwedSummary, type PhaseBalance } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import type { RepayableLoan } from '../loans/loans-service.ts';
import { allocatedSums, settledSums } from './payment-repository.ts';
import { penaltySums } from './penalty-repository.ts';
import { writtenOffSums } from './write-off-repository.ts';
import { payoffNow, phaseBalances, type PhasePenalties } from './repayment-fns.ts';

type Sums = { phase: number; component: string; amount: number }[];

/** A loan's phases as they stand: what payments paid, what an early payoff settled, the penalties charged, and what each phase still owes. */
export interface LoanBalances {
  paid: Sums;
  settled: Sums;
  /** What staff wrote off (ADR 079): owed no more, and neither paid nor settled by a payoff. */
  writtenOff: Sums;
  penalties: PhasePenalties;
  balances: PhaseBalance[];
}

/** What the loan owes now: the balances, the domain's owed figures, and what pays it all off today. */
export interface LoanOwed extends LoanBalances, OwedSummary {
  payoff: number;
}

/**
 * Every phase balance is read here, penalties always included (ADR 036): the repayment
 * detail, a typed amount's check, a payment's allocation, the rollover's quote and its
 * confirmation once read balances of their own, and one left the penalties out (issue 19).
 */
export async function loanBalances(executor: Executor, loan: RepayableLoan): Promise<LoanBalances> {
  const [paid, settled, penalties, writtenOff] = [
    await allocatedSums(executor, loan.orderId), await settledSums(executor, loan.orderId), await penaltySums(executor, loan.orderId), await writtenOffSums(executor, loan.orderId),
  ];
  return { paid, settled, writtenOff, penalties, balances: phaseBalances(loan.phases, [...paid, ...settled, ...writtenOff], penalties) };
}

/**
 * What the loan owes on `today` (the market's calendar day), the one source of every figure a
 * borrower is told is owed (issue 19). The payoff is the early payoff while the loan is being
 * repaid (interest only to today, ADR 013), else what is still owed.
 */
export async function owedNow(executor: Executor, loan: RepayableLoan, today: string): Promise<LoanOwed> {
  const read = await loanBalances(executor, loan);
  const summary = owedSummary(read.balances, today);
  const payoff = isStatusIn(STATUS_GROUPS.repayable, loan.status) ? payoffNow(loan, read.paid, read.balances, today, read.penalties) : summary.outstanding;
  return { ...read, ...summary, payoff };
}
