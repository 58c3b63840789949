/** Today as YYYY-MM-DD on a market's calendar ("en-CA" formats dates that way). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The same calendar day `years` earlier, as YYYY-MM-DD. 29 February falls back to the 28th,
 * so the latest allowed birthday is never a day that does not exist.
 */
export function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  let rest = date.slice(4);
  // eslint-disable-next-line lendline/no-money-arithmetic -- the Gregorian leap-year rule's centuries, not money
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (rest === '-02-29' && !isLeap) rest = '-02-28';
  return `${String(year).padStart(4, '0')}${rest}`;
}
