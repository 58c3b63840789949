import { addCalendarDays, calendarDayNumber } from '../pricing/calendar-days.ts';
import type { ServicingTerms } from '../pricing/product-terms.ts';
import { roundDown } from '../pricing/rounding.ts';

/**
 * The late-payment penalty (issue 11, ADR 036), as the agreement states it: each market day a
 * loan is overdue, the daily rate on what its phases past due still owe of principal, interest
 * and fee (never on penalty: it does not compound), rounded down to minor units; never more in
 * all than the cap (ppm of the principal); none after the maximum overdue days, counted from
 * the first unpaid due date. The daily run charges exactly this in SQL; tests hold the two equal.
 */
export interface PenaltyRule {
  dailyPpm: number;
  /** The most penalty a loan may carry in all, minor units. */
  cap: number;
  maxDays: number;
}

const PPM = 1_000_000n;

/** The rule of one loan: its principal and its terms' servicing settings. */
export function penaltyRuleOf(principal: number, terms: Pick<ServicingTerms, 'overduePenaltyDailyPpm' | 'penaltyCapPpm' | 'maxPenaltyDays'>): PenaltyRule {
  return { dailyPpm: terms.overduePenaltyDailyPpm, cap: roundDown(BigInt(principal) * BigInt(terms.penaltyCapPpm), PPM), maxDays: terms.maxPenaltyDays };
}

export interface OverduePhase {
  phase: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** What the phase still owes of principal, interest and fee (not penalty). */
  owed: number;
}

/**
 * The penalties of `today` (YYYY-MM-DD) per phase, given what the loan was charged before
 * (`chargedBefore`, minor units). Phases not yet past due or owing nothing are ignored; the
 * cap is filled oldest phase first. Phases charged nothing are left out.
 */
export function penaltiesForDay(rule: PenaltyRule, phases: readonly OverduePhase[], chargedBefore: number, today: string): { phase: number; amount: number; base: number }[] {
  const day = calendarDayNumber(today);
  if (day === null) throw new RangeError(`penaltiesForDay: not a calendar date: ${today}`);
  const overdue = phases
    .filter((p) => p.owed > 0 && (calendarDayNumber(p.dueDate) ?? Infinity) < day)
    .sort((a, b) => (a.dueDate === b.dueDate ? a.phase - b.phase : a.dueDate < b.dueDate ? -1 : 1));
  const first = overdue[0];
  if (!first || day - calendarDayNumber(first.dueDate)! > rule.maxDays) return [];
  let room = rule.cap - chargedBefore;
  const charges: { phase: number; amount: number; base: number }[] = [];
  for (const p of overdue) {
    const amount = Math.min(roundDown(BigInt(p.owed) * BigInt(rule.dailyPpm), PPM), Math.max(room, 0));
    room -= amount;
    if (amount > 0) charges.push({ phase: p.phase, amount, base: p.owed });
  }
  return charges;
}

/** Overdue days on `today`: from the first due date still unpaid (0 when none is past due). */
export function overdueDaysOf(firstUnpaidDueDate: string | null, today: string): number {
  if (firstUnpaidDueDate === null) return 0;
  const [from, to] = [calendarDayNumber(firstUnpaidDueDate), calendarDayNumber(today)];
  if (from === null || to === null) throw new RangeError('overdueDaysOf: not a calendar date');
  return Math.max(to - from, 0);
}

/**
 * The overdue days before today that no penalty was charged for: a night the daily run missed
 * (never charged afterwards, ADR 036), or days past the cap or the last penalty day. Today is
 * left out: its run may not have come yet. Days count from the first unpaid due date, as
 * `overdueDaysOf` does, so the screen can say exactly which of the days overdue cost nothing.
 */
export function unchargedOverdueDays(firstUnpaidDueDate: string | null, overdueDays: number, chargedDays: readonly string[]): string[] {
  if (firstUnpaidDueDate === null) return [];
  const charged = new Set(chargedDays);
  const days: string[] = [];
  for (let day = 1; day < overdueDays; day++) {
    const marketDay = addCalendarDays(firstUnpaidDueDate, day);
    if (!charged.has(marketDay)) days.push(marketDay);
  }
  return days;
}

/** Market days (YYYY-MM-DD) as runs of consecutive days, oldest first: "1 to 3 March" reads better than three dates. */
export function dayRanges(days: readonly string[]): { from: string; to: string }[] {
  const ranges: { from: string; to: string }[] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = ranges.at(-1);
    if (last && addCalendarDays(last.to, 1) === day) last.to = day;
    else ranges.push({ from: day, to: day });
  }
  return ranges;
}
