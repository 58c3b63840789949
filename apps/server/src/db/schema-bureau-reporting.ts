/**
 * The bureau-reporting module's tables (issue 24, ADR 100, 101), and the read models it reads,
 * each published by the module that owns the tables under it (ADR 023; views made by migration
 * 0051). Conventions as in schema.ts.
 */
import type { BureauFileState, BureauReconciliation, BureauRowProblem, Currency, MarketId } from '@lendline/domain';
import { boolean, check, customType, index, integer, jsonb, pgTable, pgView, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { calendarDate, instant, money } from './columns.ts';

// node-postgres reads bytea as a Buffer, PGlite as a Uint8Array (or '\\x…' text): a Buffer either way.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : Buffer.from(value)),
});

/** A monthly file for one bureau: its content encrypted at rest, its checks and its delivery record. */
export const bureauFiles = pgTable(
  'bureau_files',
  {
    id: text('id').primaryKey(),
    market: text('market').$type<MarketId>().notNull(),
    /** 'YYYY-MM': the month reported. */
    period: text('period').notNull(),
    bureau: text('bureau').notNull(),
    format: text('format').notNull(),
    /** Unique per file: the remote name's stem and the API's batch reference. */
    reference: text('reference').notNull().unique('bureau_files_reference_unique'),
    fileName: text('file_name').notNull(),
    /** 'v1' + nonce + tag + AES-256-GCM ciphertext of the file (bureau-file-crypto.ts). */
    content: bytea('content').notNull(),
    /** SHA-256 of the plain content, hex: what the bureau is told and staff can check a download by. */
    sha256: text('sha256').notNull(),
    rows: integer('rows').notNull(),
    corrections: integer('corrections').notNull(),
    outstanding: money('outstanding').notNull(),
    overdue: money('overdue').notNull(),
    reconciliation: jsonb('reconciliation').$type<BureauReconciliation>().notNull(),
    problems: jsonb('problems').$type<BureauRowProblem[]>().notNull(),
    problemCount: integer('problem_count').notNull(),
    state: text('state').$type<BureauFileState>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    receipt: text('receipt'),
    reasons: jsonb('reasons').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** 'schedule', or the staff member who asked for it. */
    trigger: text('trigger').notNull(),
    resends: integer('resends').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    lastAttemptAt: instant('last_attempt_at'),
    deliveredAt: instant('delivered_at'),
  },
  (t) => [
    uniqueIndex('bureau_files_live_idx').on(t.market, t.period, t.bureau, t.format).where(sql`"state" IN ('pending', 'delivered')`),
    index('bureau_files_period_idx').on(t.market, t.period, t.createdAt),
    check('bureau_files_state_check', sql`${t.state} IN ('invalid', 'pending', 'delivered', 'rejected', 'misconfigured', 'unavailable')`),
  ],
);

/** What a facility file said of each loan: paid up to the month's end, on time, a correction. */
export const bureauFileLoans = pgTable(
  'bureau_file_loans',
  {
    fileId: text('file_id').notNull().references(() => bureauFiles.id),
    orderId: text('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    userId: text('user_id').notNull(),
    paidThrough: money('paid_through').notNull(),
    onTime: boolean('on_time').notNull(),
    correction: boolean('correction').notNull(),
  },
  (t) => [primaryKey({ name: 'bureau_file_loans_pk', columns: [t.fileId, t.orderId] }), index('bureau_file_loans_order_idx').on(t.orderId)],
);

export const bureauReportingTables = { bureauFiles, bureauFileLoans };

/** Published by loans: every loan paid out, with its borrower, schedule and closing instant. */
export const bureauLoans = pgView('bureau_loans', {
  orderId: text('order_id').notNull(),
  orderNo: text('order_no').notNull(),
  userId: text('user_id').notNull(),
  market: text('market').$type<MarketId>().notNull(),
  status: integer('status').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  principal: money('principal').notNull(),
  disbursedAt: instant('disbursed_at').notNull(),
  firstOverdueAt: instant('first_overdue_at'),
  finishedAt: instant('finished_at'),
  phases: integer('phases').notNull(),
  firstAmount: money('first_amount'),
  firstDueDate: calendarDate('first_due_date'),
  maturityDate: calendarDate('maturity_date'),
}).existing();

/** Published by ledger: what each loan owes by the ledger, per receivable account. */
export const ledgerLoanBalances = pgView('ledger_loan_balances', {
  orderId: text('order_id').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  principal: money('principal').notNull(),
  interest: money('interest').notNull(),
  penalties: money('penalties').notNull(),
}).existing();

/** Published by repayments: each payment received for a loan, with the instant it was paid. */
export const repaymentLoanPayments = pgView('repayment_loan_payments', {
  orderId: text('order_id').notNull(),
  paymentId: text('payment_id').notNull(),
  paidAt: instant('paid_at').notNull(),
  amount: money('amount').notNull(),
}).existing();

/** Published by application: the personal details a bureau file names the borrower by. */
export const applicantIdentities = pgView('applicant_identities', {
  userId: text('user_id').notNull(),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
  gender: text('gender'),
  birthday: text('birthday'),
  maritalStatus: text('marital_status'),
  state: text('state'),
  city: text('city'),
  address: text('address'),
  postalCode: text('postal_code'),
  email: text('email'),
  curp: text('curp'),
  rfc: text('rfc'),
  employer: text('employer'),
}).existing();

/** Published by banking: the identity numbers kept with the payout account (never answered back). */
export const bankIdentities = pgView('bank_identities', {
  userId: text('user_id').notNull(),
  bvn: text('bvn'),
  curp: text('curp'),
}).existing();

/** Published by auth: the borrower's mobile number (E.164 digits). */
export const userPhones = pgView('user_phones', {
  userId: text('user_id').notNull(),
  phone: text('phone').notNull(),
}).existing();
