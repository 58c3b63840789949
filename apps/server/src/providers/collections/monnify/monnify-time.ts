/**
 * Monnify writes instants in three shapes, two of them without a zone: the webhook's
 * `paidOn: "2021-11-17 11:28:42.615"`, the v2 status's `paidOn: "26/02/2020 09:38:13 AM"` and
 * the search's `completedOn: "2019-07-24T14:12:28.000+0000"`. The zoneless ones are Lagos wall
 * time (WAT, UTC+1 all year: Nigeria has no daylight saving), as Monnify's dashboard shows them.
 */
const LAGOS_OFFSET = '+01:00';

const ISO_ZONED = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2}(?:\.\d+)?)(Z|[+-]\d{2}:?\d{2})$/;
const ISO_LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?$/;
const DAY_FIRST = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2})(?: ?([AP]M))?$/i;

function toIso(text: string): string | null {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A Monnify timestamp as an ISO instant in UTC, or null when it is none of the shapes above. */
export function toMonnifyInstant(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const zoned = ISO_ZONED.exec(text);
  if (zoned) {
    const zone = zoned[3] === 'Z' ? 'Z' : `${zoned[3]?.slice(0, 3)}:${zoned[3]?.slice(-2)}`;
    return toIso(`${zoned[1]}T${zoned[2]}${zone}`);
  }
  const local = ISO_LOCAL.exec(text);
  if (local) return toIso(`${local[1]}T${local[2]}${(local[3] ?? '').slice(0, 4)}${LAGOS_OFFSET}`);
  const dayFirst = DAY_FIRST.exec(text);
  if (!dayFirst) return null;
  const [, day, month, year, rawHour, minute, second, meridiem] = dayFirst;
  let hour = Number(rawHour);
  if (hour > 23 || (meridiem && (hour < 1 || hour > 12))) return null;
  if (meridiem) hour = (hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  return toIso(`${year}-${month}-${day}T${String(hour).padStart(2, '0')}:${minute}:${second}${LAGOS_OFFSET}`);
}
