import { DPD_BUCKETS, PAR_DAYS, type DpdBucket, type ParRow, type RollRateRow, type VintageRow } from '@lendline/domain';

/** part ÷ whole in parts per million, rounded half up; null when there is nothing to divide by. */
export function ratioPpm(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1_000_000) / whole);
}

/** The bucket of a loan this many days past due (0 or less: current). */
export function bucketOf(daysPastDue: number): DpdBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return '91+';
}

/** Overdue loans today, grouped by days past due (of the oldest unpaid phase). */
export interface OverdueGroup {
  daysPastDue: number;
  /** Whether these loans had been paid out 30 days ago (they were in the book then). */
  lentThen: boolean;
  loans: number;
  principal: number;
}

/** PAR N for each N: the overdue loans more than N days past due, over all principal outstanding (the ledger's). */
export function parRows(groups: readonly OverdueGroup[], outstandingPrincipal: number): ParRow[] {
  return PAR_DAYS.map((days) => {
    const over = groups.filter((g) => g.daysPastDue > days);
    const principal = over.reduce((total, g) => total + g.principal, 0);
    return { days, loans: over.reduce((total, g) => total + g.loans, 0), principal, ppm: ratioPpm(principal, outstandingPrincipal) };
  });
}

/** Loans not overdue today, counted by the bucket they were in 30 days ago (from when they first went overdue). */
export interface EarlierGroup {
  bucket: DpdBucket;
  loans: number;
}

/**
 * Roll rates over the last 30 days (ADR 078): of the loans in a bucket 30 days ago, the share in
 * the next bucket today. A loan overdue today was (days past due − 30) days past due then; a loan
 * not overdue today was where its first overdue day put it, and has been cured since.
 */
export function rollRates(overdue: readonly OverdueGroup[], earlier: readonly EarlierGroup[]): RollRateRow[] {
  const rows: RollRateRow[] = [];
  for (let i = 0; i < DPD_BUCKETS.length - 1; i++) {
    const from = DPD_BUCKETS[i]!;
    const to = DPD_BUCKETS[i + 1]!;
    const thenOverdue = overdue.filter((g) => g.lentThen && bucketOf(g.daysPastDue - 30) === from);
    const rolled = thenOverdue.filter((g) => bucketOf(g.daysPastDue) === to).reduce((total, g) => total + g.loans, 0);
    const loans = thenOverdue.reduce((total, g) => total + g.loans, 0) + earlier.filter((g) => g.bucket === from).reduce((total, g) => total + g.loans, 0);
    rows.push({ from, to, loans, rolled, ppm: ratioPpm(rolled, loans) });
  }
  return rows;
}

/** Loans of one cohort grouped by the month (since disbursal) they were repaid in and first went overdue in; null: not (yet). */
export interface CohortGroup {
  cohort: string;
  repaidMonth: number | null;
  overdueMonth: number | null;
  loans: number;
  principal: number;
}

/** Whole months from `cohort` (YYYY-MM) to `month` (YYYY-MM). */
function monthsBetween(cohort: string, month: string): number {
  const index = (text: string) => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7));
  return index(month) - index(cohort);
}

/**
 * Vintage curves: for each cohort (month of disbursal) and each month since, up to the current
 * month, the cumulative share of the cohort's loans repaid in full and gone overdue by its end.
 */
export function vintageRows(groups: readonly CohortGroup[], currentMonth: string): VintageRow[] {
  const cohorts = [...new Set(groups.map((g) => g.cohort))].sort();
  return cohorts.map((cohort) => {
    const own = groups.filter((g) => g.cohort === cohort);
    const loans = own.reduce((total, g) => total + g.loans, 0);
    const principal = own.reduce((total, g) => total + g.principal, 0);
    const points = [];
    for (let month = 0; month <= monthsBetween(cohort, currentMonth); month++) {
      const repaid = own.filter((g) => g.repaidMonth !== null && g.repaidMonth <= month).reduce((total, g) => total + g.loans, 0);
      const overdue = own.filter((g) => g.overdueMonth !== null && g.overdueMonth <= month).reduce((total, g) => total + g.loans, 0);
      points.push({ monthsSince: month, repaidPpm: ratioPpm(repaid, loans) ?? 0, overduePpm: ratioPpm(overdue, loans) ?? 0 });
    }
    return { cohort, loans, principal, points };
  });
}
