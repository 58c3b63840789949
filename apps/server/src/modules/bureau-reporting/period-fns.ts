/**
 * Months of the market calendar (ADR 100): a period is 'YYYY-MM'; its days are market days.
 */
export function periodDays(period: string): { start: string; end: string } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${period}-01`, end: `${period}-${String(last).padStart(2, '0')}` };
}

/** The month before the one `day` ('YYYY-MM-DD') is in: the month just ended. */
export function previousPeriod(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
