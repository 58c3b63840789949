import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { MarketId } from '@lendline/domain';
import { calendarDate, instant, money } from './columns.ts';
import { loanOrders } from './schema-loans.ts';

/**
 * The daily servicing run (issue 11, ADR 036), the repayments module's tables: what it
 * charged and how far each market day's run got. Conventions as in schema.ts.
 */

/** Each penalty charged, once per loan, phase and market day (the primary key is the guard). */
export const loanPenalties = pgTable(
  'loan_penalties',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    phase: integer('phase').notNull(),
    /** The market's calendar day the penalty is for. */
    marketDay: calendarDate('market_day').notNull(),
    amount: money('amount').notNull(),
    /** The overdue amount (principal, interest and fee still owed on the phase) the rate was applied to. */
    base: money('base').notNull(),
    /** The daily rate applied, from the loan's terms snapshot. */
    ratePpm: integer('rate_ppm').notNull(),
    chargedAt: instant('charged_at').notNull(),
  },
  (t) => [primaryKey({ name: 'loan_penalties_pk', columns: [t.orderId, t.phase, t.marketDay] })],
);

/** One market day's run: the last order id a committed batch covered, and when it finished. */
export const servicingRuns = pgTable(
  'servicing_runs',
  {
    market: text('market').$type<MarketId>().notNull(),
    marketDay: calendarDate('market_day').notNull(),
    cursor: text('cursor'),
    loans: integer('loans').notNull().default(0),
    markedOverdue: integer('marked_overdue').notNull().default(0),
    penalties: integer('penalties').notNull().default(0),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at'),
  },
  (t) => [primaryKey({ name: 'servicing_runs_pk', columns: [t.market, t.marketDay] })],
);

export const servicingTables = { loanPenalties, servicingRuns };
