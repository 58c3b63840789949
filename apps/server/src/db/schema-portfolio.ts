/**
 * The portfolio module's table (issue 22, ADR 078): the dashboard's figures as last computed,
 * one row per market and market day (the day's latest computation), so the screen answers at
 * once and the days before stay for comparison.
 */
import type { PortfolioView } from '@lendline/domain';
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { calendarDate, instant } from './columns.ts';

export const portfolioSnapshots = pgTable(
  'portfolio_snapshots',
  {
    market: text('market').notNull(),
    marketDay: calendarDate('market_day').notNull(),
    computedAt: instant('computed_at').notNull(),
    /** How long the computation took, in milliseconds (the dashboard's cost, ADR 078). */
    tookMs: integer('took_ms').notNull(),
    figures: jsonb('figures').$type<PortfolioView>().notNull(),
  },
  (t) => [primaryKey({ name: 'portfolio_snapshots_pk', columns: [t.market, t.marketDay] })],
);

export const portfolioTables = { portfolioSnapshots };
