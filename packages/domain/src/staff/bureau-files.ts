import * as z from 'zod/mini';
import type { Currency } from '../market/markets.ts';

/**
 * Reporting to the credit bureaus (issue 24, ADR 100 and 101): each month's files of every
 * facility and borrower, as staff see them in the console. A file is validated field by field
 * and reconciled with the portfolio before it may leave; a file that fails either is kept for
 * staff with its reasons and never sent.
 */
export const BUREAU_FILE_STATES = [
  // Failed validation (some rows or fields) or did not reconcile with the portfolio: never sent.
  'invalid',
  // Valid and waiting for its delivery job (or retrying after the bureau was unavailable).
  'pending',
  'delivered',
  // The bureau read it and refused it: the reasons are kept; staff may resend once mended.
  'rejected',
  // Our delivery settings are wrong: an operator must act, then resend.
  'misconfigured',
  // The bureau did not answer through every retry: staff resend when it is back.
  'unavailable',
] as const;
export type BureauFileState = (typeof BUREAU_FILE_STATES)[number];

/** One field of one row that broke the format: the row's account and the rule it broke. */
export interface BureauRowProblem {
  /** 1-based data row (the header is row 0). */
  row: number;
  /** The facility's account number (our order number) or the borrower's customer id. */
  subject: string;
  field: string;
  /** 'required', 'length', 'code', 'date', 'amount', 'bvn', 'curp', 'rfc', 'phone', 'digits'. */
  rule: string;
}

/** The file's counts and totals (minor units) beside the portfolio's, and whether they agree. */
export interface BureauReconciliation {
  file: BureauTotals;
  portfolio: BureauTotals;
  equal: boolean;
}

export interface BureauTotals {
  /** Open facilities (Repaying or Overdue). */
  openFacilities: number;
  /** Facilities in arrears (Overdue). */
  overdueFacilities: number;
  /** What the open facilities owe by the ledger: principal, interest and penalties. */
  outstanding: number;
  /** Principal the facilities in arrears still owe. */
  overduePrincipal: number;
}

export interface StaffBureauFile {
  id: string;
  /** 'YYYY-MM': the month reported. */
  period: string;
  bureau: string;
  format: string;
  fileName: string;
  sha256: string;
  /** Data rows (facilities or borrowers). */
  rows: number;
  /** Rows that are corrections of figures an earlier file reported (ADR 100). */
  corrections: number;
  currency: Currency;
  /** Sum of the rows' outstanding balances and overdue amounts, minor units. */
  outstanding: number;
  overdue: number;
  reconciliation: BureauReconciliation;
  /** The first problems found (at most 200 kept), empty when valid. */
  problems: BureauRowProblem[];
  problemCount: number;
  state: BureauFileState;
  attempts: number;
  receipt: string | null;
  /** What the bureau or the delivery said when it refused or could not deliver. */
  reasons: string[];
  /** 'schedule' or the staff member who asked. */
  trigger: string;
  createdAt: string;
  deliveredAt: string | null;
  resends: number;
}

export interface StaffBureauFileList {
  files: StaffBureauFile[];
  /** Months that have files, newest first, for the filter. */
  periods: string[];
}

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `POST /staff/bureau-files/generate`: the month to report; empty is the month just ended. */
export const bureauGenerateSchema = z.object({
  period: z.optional(z.string().check(z.trim(), z.refine((value) => value === '' || PERIOD.test(value), 'error.bureauFiles.period'))),
});
