/**
 * Integrations' API keys on the staff API (issue 22, ADR 074), written by the api-keys module.
 * Conventions as in schema.ts: text UUID ids, instants from the injected clock.
 */
import type { Permission, StaffMarket } from '@lendline/domain';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/** One key: its secret is never stored, only its sha256, so a copy of the table opens nothing. */
export const staffApiKeys = pgTable('staff_api_keys', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Hex sha256 of the key's secret part. */
  secretHash: text('secret_hash').notNull(),
  permissions: text('permissions').array().$type<Permission[]>().notNull(),
  markets: text('markets').array().$type<StaffMarket[]>().notNull(),
  createdAt: instant('created_at').notNull(),
  /** Who made it: 'staff:<id>', 'api-key:<id>' or 'cli' (before any admin exists). */
  createdBy: text('created_by').notNull(),
  revokedAt: instant('revoked_at'),
  lastUsedAt: instant('last_used_at'),
});

export const apiKeyTables = { staffApiKeys };
