/**
 * Tables of the underwriting and retention modules (ADR 019, ADR 020). See schema.ts for the
 * conventions: text UUID ids, instants from the injected clock, money as bigint minor units.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, pgView, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, money } from './columns.ts';
// Circular with schema.ts, which spreads underwritingTables; safe because references() is lazy.
import { loanOrders, users } from './schema.ts';


/**
 * One credit decision per order: the engine's, or a person's on a referral (who, and why).
 * Kept after the applicant's personal data is erased (ADR 020): it holds no personal data.
 */
export const underwritingDecisions = pgTable(
  'underwriting_decisions',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => loanOrders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** approve | reject | refer (refer until a person decides, then approve | reject). */
    outcome: text('outcome').notNull(),
    score: integer('score').notNull(),
    /** Minor units; set when approved. */
    creditLimit: bigint('credit_limit', { mode: 'number' }),
    productId: text('product_id'),
    reloan: boolean('reloan').notNull(),
    /** Reason codes (KO_UNDER_18, SCORE_LOW, ...): the engine's, then the person's. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    engineVersion: text('engine_version').notNull(),
    /** 'engine' or 'staff:<name>'. */
    decidedBy: text('decided_by').notNull(),
    /** A person's reason for a referral decision; never personal data. */
    staffNote: text('staff_note'),
    decidedAt: instant('decided_at').notNull(),
    /** Rejections: the market-calendar day from which a new application is accepted. */
    retryAfter: date('retry_after', { mode: 'string' }),
  },
  (t) => [index('underwriting_decisions_user_idx').on(t.userId, t.decidedAt), index('underwriting_decisions_outcome_idx').on(t.outcome), index('underwriting_decisions_decided_at_idx').on(t.decidedAt)],
);

/** Identifiers refused credit, each as HMAC-SHA256(SECRET_KEY, value): the list never holds a readable BVN. */
export const denyList = pgTable(
  'deny_list',
  {
    /** phone | bvn | id_number | account */
    kind: text('kind').notNull(),
    valueHash: text('value_hash').notNull(),
    reason: text('reason').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ name: 'deny_list_pk', columns: [t.kind, t.valueHash] })],
);

/**
 * Hashed identifiers (bvn, id_number, account, device) each applicant used, for the
 * "already used by another borrower" knock-outs. Survives erasure on purpose (ADR 020).
 */
export const underwritingFingerprints = pgTable(
  'underwriting_fingerprints',
  {
    kind: text('kind').notNull(),
    valueHash: text('value_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'underwriting_fingerprints_pk', columns: [t.kind, t.valueHash, t.userId] }),
    index('underwriting_fingerprints_user_idx').on(t.userId),
  ],
);

/**
 * A borrower's credit limit set by hand (issue 22, ADR 082): the four-eyes `limitOverride`,
 * honoured by the next assessment in place of the ladder's tier, within the open products'
 * amounts. One per borrower (the latest); `request_key` makes a repeated run change nothing.
 */
export const creditLimitOverrides = pgTable(
  'credit_limit_overrides',
  {
    userId: text('user_id').primaryKey(),
    creditLimit: money('credit_limit').notNull(),
    previousLimit: money('previous_limit'),
    madeBy: text('made_by').notNull(),
    approvedBy: text('approved_by').notNull(),
    requestKey: text('request_key').notNull(),
    setAt: instant('set_at').notNull(),
  },
  (t) => [uniqueIndex('credit_limit_overrides_request_key_idx').on(t.requestKey)],
);

/**
 * The id (a short labelled hash, never the key) of the key every stored fingerprint was made
 * with: one row, written at the first start (migration 0049, ADR 091). A server whose
 * FINGERPRINT_KEY (or SECRET_KEY, when unset) names another key refuses to start, rather than
 * silently stop finding duplicates.
 */
export const fingerprintKey = pgTable(
  'fingerprint_key',
  {
    id: integer('id').primaryKey(),
    keyId: text('key_id').notNull(),
    recordedAt: instant('recorded_at').notNull(),
  },
  (t) => [check('fingerprint_key_one_row', sql`${t.id} = 1`)],
);

export const underwritingTables = { underwritingDecisions, denyList, underwritingFingerprints, creditLimitOverrides, fingerprintKey };
/**
 * The underwriting module's published read model for the portfolio (ADR 023, ADR 078; a view
 * made by migration 0040): each decision's outcome and reasons.
 */
export const underwritingOutcomes = pgView('underwriting_outcomes', {
  orderId: text('order_id').notNull(),
  outcome: text('outcome').notNull(),
  reasons: jsonb('reasons').$type<string[]>().notNull(),
  decidedAt: instant('decided_at').notNull(),
}).existing();
