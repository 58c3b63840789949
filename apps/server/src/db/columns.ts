import { bigint, date, timestamp } from 'drizzle-orm/pg-core';

/**
 * The column kinds every schema file uses (conventions in schema.ts): instants as timestamptz
 * read as Date, money as bigint minor units read as a safe integer, calendar days as
 * 'YYYY-MM-DD' strings in the market's time zone.
 */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const money = (name: string) => bigint(name, { mode: 'number' });
export const calendarDate = (name: string) => date(name, { mode: 'string' });
