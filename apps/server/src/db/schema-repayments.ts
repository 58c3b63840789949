import type { Currency, RefundMethod, RefundState } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, pgView, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, money } from './columns.ts';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

/** Money in (issue 10, ADR 032). Conventions as in schema.ts: money bigint minor units. */

/**
 * Every payment a provider told us about, recorded once under the provider's own reference
 * before anything else happens: a duplicate, a replay or the reconciliation finding it again
 * meets the unique index and changes nothing. `outcome` says where the money went: a loan
 * (allocated), the borrower's credit, or suspense when it matches no loan.
 */
export const incomingPayments = pgTable(
  'incoming_payments',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    amount: money('amount').notNull(),
    /** As the provider said it: a currency other than the loan's goes to suspense. */
    currency: text('currency').notNull(),
    /** 'account' (a dedicated account or CLABE) or 'reference' (a checkout or cash reference). */
    targetKind: text('target_kind').notNull(),
    target: text('target').notNull(),
    paidAt: instant('paid_at').notNull(),
    receivedAt: instant('received_at').notNull(),
    userId: text('user_id').references(() => users.id),
    orderId: text('order_id').references(() => loanOrders.id),
    /** 'allocated' | 'credit' | 'suspense' | 'matched' (suspense money staff paid into a loan, ADR 079). */
    outcome: text('outcome').notNull(),
    /** Why it is in suspense or credit (no personal data): unknown_target, currency_mismatch, zero_amount, no_open_loan, amount_mismatch (a USSD charge paid with another amount than issued, ADR 104). */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('incoming_payments_provider_reference_idx').on(t.provider, t.providerReference),
    index('incoming_payments_order_id_idx').on(t.orderId),
    index('incoming_payments_user_id_idx').on(t.userId),
    index('incoming_payments_target_idx').on(t.provider, t.targetKind, t.target),
    index('incoming_payments_paid_at_idx').on(t.paidAt),
  ],
);

/** How each payment was spread over a loan's phases and charges (the allocation order of the product). */
export const repaymentAllocations = pgTable(
  'repayment_allocations',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => incomingPayments.id),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    phase: integer('phase').notNull(),
    /** penalty | fee | interest | principal. */
    component: text('component').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    // One payment may pay two loans: the rest of an overpayment pays the next loan as credit.
    primaryKey({ name: 'repayment_allocations_pk', columns: [t.paymentId, t.orderId, t.phase, t.component] }),
    index('repayment_allocations_order_id_idx').on(t.orderId),
  ],
);

/** A borrower's own account at a collections provider (dedicated NUBAN, CLABE): whatever arrives there is theirs. */
export const repaymentAccounts = pgTable(
  'repayment_accounts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'repayment_accounts_pk', columns: [t.userId, t.provider] }),
    uniqueIndex('repayment_accounts_number_idx').on(t.provider, t.accountNumber),
  ],
);

/**
 * Each borrower's number at the collections providers (ADR 034): the `customerReference` a
 * vendor account is issued under, so asking again gives the same account. A serial, not the
 * user id, because STP numbers CLABEs from it and has room for 7 digits only.
 */
export const repaymentCustomers = pgTable('repayment_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  serial: bigint('serial', { mode: 'number' })
    .notNull()
    .unique('repayment_customers_serial_key')
    .default(sql`nextval('repayment_customer_serial')`),
});

/**
 * Our references for money that names neither an account: hosted checkouts (card, payment
 * link) and cash references (OXXO), each for one order and amount; and a vendor account's
 * own reference where its payments carry that instead of the account number (a Flutterwave
 * static account's tx_ref). A payment to a reference belongs to its borrower and order.
 */
export const repaymentReferences = pgTable(
  'repayment_references',
  {
    reference: text('reference').primaryKey(),
    provider: text('provider').notNull(),
    /** 'checkout' | 'cash' | 'account' | 'ussd' (ADR 104). */
    kind: text('kind').notNull(),
    /** The channel it was made for (paystack_card, oxxo, ...). */
    channel: text('channel').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id').references(() => loanOrders.id),
    /** Minor units asked for; null for an account's reference, which takes any amount. */
    amount: money('amount'),
    currency: text('currency').$type<Currency>().notNull(),
    /** What the borrower pays with at the store (OXXO's number), or the USSD code to dial, when it is not ours. */
    payableReference: text('payable_reference'),
    barcodeUrl: text('barcode_url'),
    /** The vendor's id for it (a Conekta order id). */
    providerReference: text('provider_reference'),
    expiresAt: instant('expires_at'),
    createdAt: instant('created_at').notNull(),
    /** Sandbox only: when its simulated payment claimed it, so it pays once (migration 0030). */
    sandboxPaidAt: instant('sandbox_paid_at'),
  },
  (t) => [
    index('repayment_references_user_id_idx').on(t.userId),
    index('repayment_references_payable_idx').on(t.payableReference),
    // A reminder looks up the order's latest USSD code (migration 0053, ADR 104).
    index('repayment_references_order_kind_idx').on(t.orderId, t.kind, t.createdAt),
  ],
);

/**
 * What an early payoff settled without money (ADR 013, "Early repayment"): the interest and
 * its tax for the days after the payoff, waived, and the principal that interest paid ahead
 * covered. A phase owes what it is charged minus its allocations and these.
 */
export const repaymentSettlements = pgTable(
  'repayment_settlements',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => incomingPayments.id),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    phase: integer('phase').notNull(),
    /** fee (the tax on interest) | interest | principal. */
    component: text('component').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ name: 'repayment_settlements_pk', columns: [t.paymentId, t.orderId, t.phase, t.component] }),
    index('repayment_settlements_order_id_idx').on(t.orderId),
  ],
);

/**
 * A borrower's credit given back by staff (issue 10), by four-eyes (ADR 076). Since ADR 085 it
 * leaves through the payout rail (`method` rail: our reference `ll-refund-…` as
 * `transfer_reference`, the provider's state as `state`), or as a manual transfer staff made,
 * named by its reference (recorded as success). Every row but a failed one no longer counts as
 * the borrower's credit; the ledger's credit_refund is posted when the money is known gone.
 */
export const creditRefunds = pgTable(
  'credit_refunds',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    staffName: text('staff_name').notNull(),
    /** The bank's or vendor's reference of a manual transfer; for the rail, ours (the provider's idempotency key). */
    transferReference: text('transfer_reference').notNull(),
    /** rail | manual (RefundMethod). */
    method: text('method').$type<RefundMethod>().notNull(),
    /** queued | sending | pending | success | failed (RefundState); a manual refund is success when recorded. */
    state: text('state').$type<RefundState>().notNull(),
    /** The payout provider that carries a rail refund; null for a manual one. */
    provider: text('provider'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('credit_refunds_user_id_idx').on(t.userId),
    uniqueIndex('credit_refunds_transfer_reference_idx').on(t.transferReference),
    index('credit_refunds_state_idx').on(t.state, t.updatedAt),
    check('credit_refunds_method_check', sql`${t.method} IN ('rail', 'manual')`),
    check('credit_refunds_state_check', sql`${t.state} IN ('queued', 'sending', 'pending', 'success', 'failed')`),
  ],
);

/**
 * What staff wrote off of an overdue loan, per phase and charge, by four-eyes (issue 22, ADR
 * 079, migration 0041): owed no more, and not paid either. One write-off per loan (it closes
 * it); `request_key` is the four-eyes request's key, `staff_name` "maker / approver".
 */
export const loanWriteOffs = pgTable(
  'loan_write_offs',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    phase: integer('phase').notNull(),
    /** penalty | interest_tax | interest | principal. */
    component: text('component').notNull(),
    amount: money('amount').notNull(),
    requestKey: text('request_key').notNull(),
    staffName: text('staff_name').notNull(),
    writtenOffAt: instant('written_off_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'loan_write_offs_pk', columns: [t.orderId, t.phase, t.component] }),
    index('loan_write_offs_request_key_idx').on(t.requestKey),
    check('loan_write_offs_amount_check', sql`${t.amount} > 0`),
  ],
);

/** How far each provider's transaction list has been compared with our record (the reconciliation job). */
export const collectionsReconciliations = pgTable('collections_reconciliations', {
  provider: text('provider').primaryKey(),
  /** Everything paid before this instant has been compared. */
  reconciledUntil: instant('reconciled_until').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const repaymentsTables = { incomingPayments, repaymentAllocations, repaymentAccounts, repaymentCustomers, repaymentReferences, collectionsReconciliations, creditRefunds, repaymentSettlements, loanWriteOffs };

/**
 * The repayments module's published read model for reminders (ADR 023, ADR 039; a view made by
 * migration 0017): what payments and payoff settlements have covered of each phase's scheduled
 * amount, penalties left out (they are charged on top of the schedule).
 */
export const repaymentPhasesPaid = pgView('repayment_phases_paid', {
  orderId: text('order_id').notNull(),
  phase: integer('phase').notNull(),
  paid: money('paid').notNull(),
}).existing();

/**
 * The repayments module's published read models for the portfolio (ADR 023, ADR 078; views made
 * by migration 0040): each payment received with its channel, and the principal covered per loan.
 */
export const repaymentReceipts = pgView('repayment_receipts', {
  id: text('id').notNull(),
  provider: text('provider').notNull(),
  channel: text('channel').notNull(),
  amount: money('amount').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  paidAt: instant('paid_at').notNull(),
  outcome: text('outcome').notNull(),
}).existing();

export const repaymentPrincipalPaid = pgView('repayment_principal_paid', {
  orderId: text('order_id').notNull(),
  principal: money('principal').notNull(),
}).existing();
