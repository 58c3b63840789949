import type { Permission } from './permissions.ts';

/**
 * The staff actions that move money or change risk (issue 22): one person asks, a second with
 * the approving permission approves, and only then does the action run, exactly once. The
 * request names its object, so a second pending request for the same action and object is
 * refused while the first waits.
 */
export const FOUR_EYES_ACTIONS = {
  /** Give a borrower's credit back by bank transfer (object: the borrower). */
  refund: { request: 'money.request', approve: 'money.approve' },
  /** Write off what is left of a loan (object: the loan). */
  writeOff: { request: 'money.request', approve: 'money.approve' },
  /** Match money in suspense to a loan (object: the held payment). */
  matchSuspense: { request: 'money.request', approve: 'money.approve' },
  /** Record a payment that reached us outside every channel (object: the loan). */
  manualPayment: { request: 'money.request', approve: 'money.approve' },
  /** Send a failed payout again, to a new account (object: the loan). */
  resendPayout: { request: 'payouts.act', approve: 'money.approve' },
  /** Put a new product live, made from one of the market's (object: the new product). */
  productCreate: { request: 'products.request', approve: 'products.approve' },
  /** Put a new version of a product live (object: the product). */
  productVersion: { request: 'products.request', approve: 'products.approve' },
  /** Set a borrower's credit limit by hand (object: the borrower). */
  limitOverride: { request: 'limits.request', approve: 'limits.approve' },
  /** Give a staff member roles (object: the staff account). */
  grantRoles: { request: 'roles.request', approve: 'roles.approve' },
} as const satisfies Record<string, { request: Permission; approve: Permission }>;

export type FourEyesAction = keyof typeof FOUR_EYES_ACTIONS;

export function isFourEyesAction(value: unknown): value is FourEyesAction {
  return typeof value === 'string' && Object.hasOwn(FOUR_EYES_ACTIONS, value);
}

/** pending: waits for a second person; approved: a second person said yes and it is running; done: approved and run; failed: approved, its run refused (the reason is kept). */
export const APPROVAL_STATES = ['pending', 'approved', 'done', 'failed', 'rejected', 'withdrawn'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** A request as staff read it (GET /staff/approvals): what, on what, the change, who asked and why, who decided. */
export interface ApprovalView {
  id: string;
  action: FourEyesAction;
  object: { type: string; id: string };
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  reason: string;
  state: ApprovalState;
  maker: { id: string; name: string };
  createdAt: string;
  decider: { id: string; name: string } | null;
  decisionReason: string | null;
  decidedAt: string | null;
  result: Record<string, unknown> | null;
  finishedAt: string | null;
}
