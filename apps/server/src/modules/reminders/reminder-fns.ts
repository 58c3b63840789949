import { addCalendarDays, marketDate, MARKETS, type MarketId } from '@lendline/domain';

/** Messages go out from 08:00 until 20:00 market time, never at night (issue 11). */
export const SENDING_FROM_HOUR = 8;
export const SENDING_UNTIL_HOUR = 20;
/** Overdue reminders: on the first day found overdue, then at most once every this many market days. */
export const OVERDUE_EVERY_DAYS = 3;
/** "Due soon" is this many days before a due date. */
export const DUE_SOON_DAYS = 3;

const wallClocks = new Map<MarketId, Intl.DateTimeFormat>();

/** The market's wall clock at `at`, as a UTC timestamp of the same digits (so subtraction gives the zone's offset). */
function wallClockMs(at: Date, market: MarketId): number {
  let format = wallClocks.get(market);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: MARKETS[market].timeZone, hourCycle: 'h23',
      year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    wallClocks.set(market, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The hour (0-23) on the market's clocks at `at`. */
export function marketHour(at: Date, market: MarketId): number {
  return new Date(wallClockMs(at, market)).getUTCHours();
}

export function isSendingHour(at: Date, market: MarketId): boolean {
  const hour = marketHour(at, market);
  return hour >= SENDING_FROM_HOUR && hour < SENDING_UNTIL_HOUR;
}

/**
 * The instant a market's clocks show `hour`:00 on `date`. Read through the zone's offset at
 * that moment, checked once more so a change of offset (a DST rule the market may bring back)
 * cannot leave it an hour off.
 */
export function marketInstant(date: string, hour: number, market: MarketId): Date {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  let at = wall - (wallClockMs(new Date(wall), market) - wall);
  const offset = wallClockMs(new Date(at), market) - at;
  at = wall - offset;
  return new Date(at);
}

/** `at` itself when a message may go out then; otherwise the next 08:00 market time. */
export function nextSendingAt(at: Date, market: MarketId): Date {
  if (isSendingHour(at, market)) return at;
  const today = marketDate(at, market);
  const day = marketHour(at, market) < SENDING_FROM_HOUR ? today : addCalendarDays(today, 1);
  return marketInstant(day, SENDING_FROM_HOUR, market);
}
