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
