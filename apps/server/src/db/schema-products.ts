/**
 * Loan products and their versions (issue 22, ADR 082), written by the products module. The
 * terms are the domain's `ProductTerms` as JSON, checked by the domain's product rules before
 * they are stored. Seeded at start from the release's PRODUCT_TERMS as version 1, live.
 */
import type { MarketId, ProductTerms } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/** One product of the market, and the version new orders are priced with. */
export const products = pgTable('products', {
  productId: text('product_id').primaryKey(),
  market: text('market').$type<MarketId>().notNull(),
  liveVersion: integer('live_version').notNull(),
  createdAt: instant('created_at').notNull(),
});

/** Every version of a product: live (one per product), retired (once live), or not yet live. */
export const productVersions = pgTable(
  'product_versions',
  {
    productId: text('product_id').notNull(),
    version: integer('version').notNull(),
    terms: jsonb('terms').$type<ProductTerms>().notNull(),
    state: text('state').$type<'draft' | 'pending' | 'live' | 'retired'>().notNull(),
    /** The staff member who asked for it ("release" for a seeded version). */
    madeBy: text('made_by').notNull(),
    approvedBy: text('approved_by'),
    /** The four-eyes request's run key (`four-eyes:<id>`): a second run finds its version and changes nothing. */
    requestKey: text('request_key'),
    createdAt: instant('created_at').notNull(),
    liveAt: instant('live_at'),
  },
  (t) => [
    primaryKey({ name: 'product_versions_pk', columns: [t.productId, t.version] }),
    uniqueIndex('product_versions_request_key_idx').on(t.requestKey),
    uniqueIndex('product_versions_live_idx').on(t.productId).where(sql`"state" = 'live'`),
    check('product_versions_state_check', sql`${t.state} IN ('draft', 'pending', 'live', 'retired')`),
  ],
);

export const productsTables = { products, productVersions };
