/**
 * SPEI's "fecha de operación" is a banking day in Mexico City, written YYYYMMDD. It is not the
 * calendar day of the money: after the evening cut-off, on weekends and on bank holidays the
 * operation date is already the next banking day. So a window of instants is looked up over its
 * calendar days plus a few following ones, and filtered by each deposit's own instant.
 */
const MEXICO_CITY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' });

/** How far an operation date can run ahead of the calendar: a long weekend (Friday night to Tuesday). */
export const OPERATION_DATE_LEAD_DAYS = 4;

/** The Mexico City calendar day of an instant, as YYYYMMDD. */
export function mexicoCityDay(instant: Date): string {
  return MEXICO_CITY.format(instant).replace(/-/g, '');
}

/** YYYYMMDD moved by whole days, on the calendar alone (no time zone involved). */
export function addDays(day: string, days: number): string {
  const at = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))) + days * 86_400_000;
  return new Date(at).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * The operation dates that can hold deposits settled in [from, to), oldest first, never past
 * today (a later date has no deposits yet; today's are asked for without a date, see below).
 */
export function operationDays(from: Date, to: Date, now: Date): string[] {
  const today = mexicoCityDay(now);
  const last = addDays(mexicoCityDay(new Date(to.getTime() - 1)), OPERATION_DATE_LEAD_DAYS);
  const days: string[] = [];
  for (let day = mexicoCityDay(from); day <= last && day <= today; day = addDays(day, 1)) days.push(day);
  return days;
}
