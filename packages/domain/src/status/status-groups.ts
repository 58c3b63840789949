import { OrderStatus as S, type OrderStatusCode } from './order-status.ts';

/**
 * Every group of order statuses the server and the app reason about, defined once by
 * status name. A group that is stored in the database (the open group's partial unique index)
 * is checked against its migration by a test, so the SQL and this file cannot drift.
 */
type Group = readonly OrderStatusCode[];

/** The drafts in the order their steps come (ADR 010): each status names the next step to do. */
const draftSteps = [S.BasicInfo, S.IdentityOCR, S.AdditionalInfo, S.Questionnaire, S.BankAccount] as const satisfies Group;

/**
 * Submitted and not ended: being decided, offered, paid out or repaid. A new application must
 * not start over one of these; at PayoutFailed the borrower re-applies on the same order (ADR 016).
 */
const inProgress = [S.CollectingDeviceData, S.Applying, S.Confirm, S.AwaitingPayout, S.Lending, S.PayoutFailed, S.Repaying, S.Overdue] as const satisfies Group;

export const STATUS_GROUPS = {
  draftSteps,
  inProgress,
  /** A borrower has at most one of these at a time (ADR 010; the partial unique index loan_orders_one_open_idx). */
  open: [...draftSteps, ...inProgress],
  /** The records screen's Finished tab: the order will not move again. */
  ended: [S.Finish, S.Cancel, S.Reject],
  /** Ended without money ever reaching the borrower: their data falls under the 7-day erasure (ADR 020). */
  endedWithoutLoan: [S.Cancel, S.Reject],
  /** Approved: the offer to accept, or accepted and waiting for its payout to start (the confirm screen). */
  offered: [S.Confirm, S.AwaitingPayout],
  /** Accepted and the money on its way (the lending screen waits while the order is here). */
  payoutUnderWay: [S.AwaitingPayout, S.Lending],
  /** Money out and owed back. */
  repayable: [S.Repaying, S.Overdue],
  /** The borrower may still walk away (ADR 016): a draft, or an offer not yet accepted. */
  cancellable: [...draftSteps, S.Confirm],
} as const satisfies Record<string, Group>;

export type StatusGroupName = keyof typeof STATUS_GROUPS;

/** Whether `status` belongs to `group`; takes any number, as statuses arrive from the wire and the database. */
export function isStatusIn(group: Group, status: number | null | undefined): status is OrderStatusCode {
  return status !== null && status !== undefined && (group as readonly number[]).includes(status);
}
