import { penaltyRuleOf, servicingTermsOf, type PenaltyRule } from '@lendline/domain';
import type { RepayableLoan } from '../loans/loans-service.ts';
import type { PenaltyDay } from './statement-fns.ts';

/** The agreement's penalty rule of a loan (ADR 036), for the explanation on screen; nothing when its figures are missing. */
export function penaltyRuleFor(loan: RepayableLoan): { penaltyRule?: PenaltyRule } {
  if (!loan.pricing) return {};
  return { penaltyRule: penaltyRuleOf(loan.pricing.figures.principal, servicingTermsOf(loan.pricing.terms)) };
}

/** The statement's penalty days (ADR 036): per market day, the overdue amount over all phases the rate was applied to. */
export function penaltyDaysOf(rows: readonly { marketDay: string; base: number; ratePpm: number }[]): PenaltyDay[] {
  const days = new Map<string, PenaltyDay>();
  for (const row of rows) {
    const day = days.get(row.marketDay);
    days.set(row.marketDay, day ? { ...day, base: day.base + row.base } : { marketDay: row.marketDay, base: row.base, ratePpm: row.ratePpm });
  }
  return [...days.values()];
}

/** The market days a loan was charged a penalty for, oldest first, each summed over its phases (the repayment detail's `penaltyDays`). */
export function chargedDaysOf(rows: readonly { marketDay: string; amount: number }[]): { marketDay: string; amount: number }[] {
  const days = new Map<string, number>();
  for (const row of rows) days.set(row.marketDay, (days.get(row.marketDay) ?? 0) + row.amount);
  return [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([marketDay, amount]) => ({ marketDay, amount }));
}
