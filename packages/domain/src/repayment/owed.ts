import { CHARGE_COMPONENTS, type PhaseBalance } from './allocate.ts';

/**
 * What a loan owes, as every screen and message states it (issue 19): the repayment detail,
 * the cashier, the amount form, home, the repayment link, the reminders, the rollover's
 * figures and its confirmation all read these three from here, so no two of them can differ.
 */
export interface OwedSummary {
  /** Everything the phases still owe: principal, interest, its tax and the penalties charged. */
  outstanding: number;
  /**
   * What is due now: the phases due today or earlier; when none is, what falls due on the next
   * due date (every phase due that day, as a rollover can move several to one date).
   */
  dueNow: number;
  /** The first due date with something still owed; null when nothing is. */
  nextDueDate: string | null;
}

/** What one phase still owes in all. */
export function phaseOwed(balance: PhaseBalance): number {
  return CHARGE_COMPONENTS.reduce((sum, c) => sum + balance.outstanding[c], 0);
}

/** The loan's owed figures on `today` (YYYY-MM-DD, the market's calendar day) from its phase balances. */
export function owedSummary(balances: readonly PhaseBalance[], today: string): OwedSummary {
  const open = balances.filter((b) => phaseOwed(b) > 0);
  const sum = (phases: readonly PhaseBalance[]) => phases.reduce((total, b) => total + phaseOwed(b), 0);
  const nextDueDate = open.reduce<string | null>((first, b) => (first === null || b.dueDate < first ? b.dueDate : first), null);
  const dueByToday = open.filter((b) => b.dueDate <= today);
  return {
    outstanding: sum(open),
    dueNow: dueByToday.length > 0 ? sum(dueByToday) : sum(open.filter((b) => b.dueDate === nextDueDate)),
    nextDueDate,
  };
}
