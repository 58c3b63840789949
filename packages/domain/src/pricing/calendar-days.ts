/**
 * Calendar arithmetic on 'YYYY-MM-DD' market-calendar days. Pure proleptic-Gregorian day counts
 * (Howard Hinnant's days-from-civil), so no Date, no time zone and no DST can shift a due date.
 */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The leap days in the first `yearOfEra` years of a 400-year era: every 4th year, less the centuries. */
function leapDays(yearOfEra: number): number {
  // eslint-disable-next-line lendline/no-money-arithmetic -- the Gregorian calendar's centuries, not money
  return Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100);
}

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + leapDays(yearOfEra) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function civilFromDays(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + leapDays(yearOfEra));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Day number since 1970-01-01, or null when the text is not a real calendar date. */
export function calendarDayNumber(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const days = daysFromCivil(year, month, day);
  return civilFromDays(days) === date ? days : null;
}

export function isCalendarDate(date: string): boolean {
  return calendarDayNumber(date) !== null;
}

export function addCalendarDays(date: string, days: number): string {
  const start = calendarDayNumber(date);
  if (start === null) throw new RangeError(`not a calendar date: ${date}`);
  if (!Number.isInteger(days)) throw new RangeError('days must be a whole number');
  return civilFromDays(start + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  const a = calendarDayNumber(from);
  const b = calendarDayNumber(to);
  if (a === null || b === null) throw new RangeError('not a calendar date');
  return b - a;
}
