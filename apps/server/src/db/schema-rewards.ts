/**
 * Coupons and the lottery draw (issue 12, ADR 045), written by the rewards module.
 * Conventions as in schema.ts: text UUID ids, instants from the injected clock, money in minor units.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Currency, MarketId, PrizeTable } from '@lendline/domain';
import { instant, money } from './columns.ts';
// Circular with schema.ts, which spreads rewardsTables; safe because references() is lazy.
import { loanOrders, users } from './schema.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    market: text('market').$type<MarketId>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: money('amount').notNull(),
    minLoan: money('min_loan').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    /** card_authorisation | draw | staff | sandbox */
    source: text('source').notNull(),
    issuedBy: text('issued_by'),
    reason: text('reason'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('coupons_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('coupons_card_authorisation_idx').on(t.userId).where(sql`"source" = 'card_authorisation'`),
    check('coupons_amount_check', sql`${t.amount} > 0 AND ${t.minLoan} >= 0`),
    check('coupons_source_check', sql`${t.source} IN ('card_authorisation', 'draw', 'staff', 'sandbox')`),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: text('id').primaryKey(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    orderNo: text('order_no').notNull(),
    discount: money('discount').notNull(),
    usedAt: instant('used_at').notNull(),
    releasedAt: instant('released_at'),
    releaseReason: text('release_reason'),
  },
  (t) => [
    uniqueIndex('coupon_uses_coupon_idx').on(t.couponId).where(sql`"released_at" IS NULL`),
    uniqueIndex('coupon_uses_order_idx').on(t.orderId).where(sql`"released_at" IS NULL`),
    check('coupon_uses_discount_check', sql`${t.discount} >= 0`),
  ],
);

export const rewardDraws = pgTable(
  'reward_draws',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    market: text('market').$type<MarketId>().notNull(),
    period: text('period').notNull(),
    tableVersion: text('table_version').notNull(),
    prizeTable: jsonb('prize_table').$type<PrizeTable>().notNull(),
    totalWeight: integer('total_weight').notNull(),
    randomValue: integer('random_value').notNull(),
    budgetLeft: money('budget_left').notNull(),
    prizeAmount: money('prize_amount'),
    couponId: text('coupon_id').references(() => coupons.id),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('reward_draws_order_idx').on(t.orderId),
    index('reward_draws_period_idx').on(t.market, t.period),
    check('reward_draws_value_check', sql`${t.randomValue} >= 0 AND ${t.randomValue} < ${t.totalWeight}`),
  ],
);

export const rewardsTables = { coupons, couponUses, rewardDraws };
