import { OrderStatus, STUCK_PAYOUT_AFTER_MS, type OrderStatusCode, type StaffPayout, type StaffPayoutList } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import type { InboxRecorder } from '../inbox/inbox-service.ts';
import type { OrderTransitions } from './payments-service.ts';
import * as attempts from './payout-attempt-repository.ts';
import type { AttemptRow } from './payout-attempt-repository.ts';
import type { PayoutRequests } from './payout-requests.ts';

/** What the desk needs of the loans module, besides the payout transitions. */
export interface DeskOrders extends Pick<OrderTransitions, 'markReapplied' | 'findOrderForPayout'> {
  /** 10 → 8 in the caller's transaction; false when the order is not at 10. */
  markPayoutGivenUp(tx: Executor, orderId: string, at: Date): Promise<boolean>;
  statusesOf(orderIds: readonly string[]): Promise<Map<string, OrderStatusCode>>;
}

export interface PayoutDeskDeps {
  db: Db;
  now: Clock;
  log: Log;
  payouts: PayoutRequests;
  /** The payments service's job body: a stuck attempt is requeried (and sent again only if the provider never got it). */
  runPayout(reference: string, source?: string): Promise<void>;
  orders: DeskOrders;
  inbox: InboxRecorder;
  audit: AuditRecorder;
  /** The borrower's name and the last digits of their payout account, for the list. */
  borrowerOf(userId: string): Promise<{ name: string | null; accountEnding: string | null }>;
}

export type PayoutDesk = ReturnType<typeof createPayoutDesk>;

const DESK_PAGE = 500;
const FAILED_STATES: readonly string[] = ['failed', 'reversed'];

/** What a staff action on an order's payout did: a new attempt, or a requery of the stuck one. */
export interface DeskAnswer {
  orderNo: string;
  reference: string;
  kind: 'new_attempt' | 'requery' | 'given_up' | 'account_asked';
}

/**
 * Failed and stuck payouts for staff (issue 22, ADR 080): the list, a retry through the
 * exactly-once send path (ADR 017), giving up with a reason, and asking the borrower for a new
 * account. Each change and its audit row share one transaction, under the latest attempt's lock.
 */
export function createPayoutDesk(deps: PayoutDeskDeps) {
  const { db, now, orders } = deps;

  const stuckBefore = () => new Date(now().getTime() - STUCK_PAYOUT_AFTER_MS);
  const isStuck = (row: AttemptRow) => !FAILED_STATES.includes(row.state) && row.updatedAt.getTime() < stuckBefore().getTime();

  /** The latest attempt, locked, when it failed and the order still waits at PayoutFailed. */
  async function lockFailed(tx: Executor, orderNo: string): Promise<Outcome<AttemptRow>> {
    const latest = await attempts.lockLatestByOrderNo(tx, orderNo);
    if (!latest) return fail('NOT_FOUND');
    if (!FAILED_STATES.includes(latest.state)) return fail('PAYOUT_NOT_FAILED');
    const order = await orders.findOrderForPayout(tx, latest.orderId);
    return order?.status === OrderStatus.PayoutFailed ? ok(latest) : fail('PAYOUT_NOT_FAILED');
  }

  /** 10 → 18 and a new attempt (new reference) to the stored account, in the caller's transaction. */
  async function newAttempt(tx: Executor, latest: AttemptRow, requestKey?: string): Promise<string> {
    await orders.markReapplied(tx, latest.orderId, now());
    const { reference } = await deps.payouts.requestPayout(tx, {
      orderId: latest.orderId, orderNo: latest.orderNo, userId: latest.userId, amount: latest.amount, currency: latest.currency, ...(requestKey ? { requestKey } : {}),
    });
    return reference;
  }

  const record = (tx: Executor, context: AuditContext, action: string, latest: AttemptRow, after: Record<string, unknown>, reason?: string) =>
    deps.audit.record(tx, {
      ...context, action, object: { type: 'loan', id: latest.orderNo },
      before: { reference: latest.reference, state: latest.state, failureReason: latest.failureReason }, after,
      ...(reason ? { reason } : {}),
    });

  return {
    /** `GET /staff/payouts`: failed payouts still open and stuck ones, oldest first, with the counts. */
    async list(state?: string): Promise<StaffPayoutList> {
      const rows = await attempts.latestNeedingStaff(db, stuckBefore(), DESK_PAGE);
      const statuses = await orders.statusesOf([...new Set(rows.map((row) => row.orderId))]);
      // A failed payout the borrower (or staff) gave up, or re-applied meanwhile, is no longer ours to act on.
      const open = rows.filter((row) => !FAILED_STATES.includes(row.state) || statuses.get(row.orderId) === OrderStatus.PayoutFailed);
      const payouts: StaffPayout[] = await Promise.all(open.map(async (row) => ({
        orderNo: row.orderNo, state: isStuck(row) ? 'stuck' as const : 'failed' as const,
        attemptNo: row.attemptNo, reference: row.reference, attemptState: row.state, provider: row.provider,
        amount: row.amount, currency: row.currency, reason: FAILED_STATES.includes(row.state) ? row.failureReason : null,
        since: row.updatedAt.toISOString(), borrower: { userId: row.userId, ...(await deps.borrowerOf(row.userId)) },
        askedForAccountAt: row.accountAskedAt ? row.accountAskedAt.toISOString() : null,
      })));
      const counts = { failed: payouts.filter((p) => p.state === 'failed').length, stuck: payouts.filter((p) => p.state === 'stuck').length };
      const shown = state === 'failed' || state === 'stuck' ? payouts.filter((p) => p.state === state) : payouts;
      return { payouts: shown, counts, stuckAfterMinutes: STUCK_PAYOUT_AFTER_MS / 60_000 };
    },

    /**
     * `POST /staff/payouts/:orderNo/retry`: a failed payout gets a new attempt (a new reference)
     * to the same account; a stuck one is asked for by its reference now, and sent again with
     * that same reference only if the provider never got it. Never a second live attempt.
     */
    async retry(orderNo: string, context: AuditContext): Promise<Outcome<DeskAnswer>> {
      const claimed = await db.transaction(async (tx): Promise<Outcome<DeskAnswer>> => {
        const latest = await attempts.lockLatestByOrderNo(tx, orderNo);
        if (!latest) return fail('NOT_FOUND');
        if (isStuck(latest)) {
          await record(tx, context, 'payout.retry', latest, { reference: latest.reference, requery: true });
          return ok({ orderNo, reference: latest.reference, kind: 'requery' });
        }
        const failed = await lockFailed(tx, orderNo);
        if (!failed.ok) return failed;
        const reference = await newAttempt(tx, latest);
        await record(tx, context, 'payout.retry', latest, { reference, state: 'queued' });
        return ok({ orderNo, reference, kind: 'new_attempt' });
      });
      if (!claimed.ok) return claimed;
      if (claimed.value.kind === 'new_attempt') deps.payouts.nudge();
      else {
        // Whatever it answers is applied through the usual path; still unknown stays stuck, for the sweep.
        await deps.runPayout(claimed.value.reference, 'staff').catch((error: unknown) => deps.log.warn({ reference: claimed.value.reference, err: error }, 'staff requery: still unresolved'));
      }
      return claimed;
    },

    /** `POST /staff/payouts/:orderNo/give-up`: the failed payout is closed for good (10 → 8) and the borrower told. */
    giveUp(orderNo: string, reason: string, context: AuditContext): Promise<Outcome<DeskAnswer>> {
      return db.transaction(async (tx) => {
        const failed = await lockFailed(tx, orderNo);
        if (!failed.ok) return failed;
        const latest = failed.value;
        const at = now();
        if (!(await orders.markPayoutGivenUp(tx, latest.orderId, at))) return fail('PAYOUT_NOT_FAILED');
        await deps.inbox.record(tx, { key: `payout_given_up:${latest.id}`, userId: latest.userId, orderId: latest.orderId, orderNo, params: { kind: 'payout_given_up' }, at });
        await record(tx, context, 'payout.giveUp', latest, { status: OrderStatus.Cancel }, reason);
        return ok({ orderNo, reference: latest.reference, kind: 'given_up' as const });
      });
    },

    /**
     * `POST /staff/payouts/:orderNo/ask-account`: the borrower's message centre asks for a new
     * account (once per failed attempt; asking again writes no second message); they change it
     * and re-apply through the existing path.
     */
    askAccount(orderNo: string, context: AuditContext): Promise<Outcome<DeskAnswer>> {
      return db.transaction(async (tx) => {
        const failed = await lockFailed(tx, orderNo);
        if (!failed.ok) return failed;
        const latest = failed.value;
        const at = now();
        await deps.inbox.record(tx, { key: `payout_new_account:${latest.id}`, userId: latest.userId, orderId: latest.orderId, orderNo, params: { kind: 'payout_new_account' }, at });
        await attempts.markAccountAsked(tx, latest.id, at);
        await record(tx, context, 'payout.askAccount', latest, { askedForAccountAt: at.toISOString() });
        return ok({ orderNo, reference: latest.reference, kind: 'account_asked' as const });
      });
    },

    /** For the four-eyes resend (resend-payout-approval.ts): its order's failed attempt, locked. */
    lockFailed,
    newAttempt,
    findByRequestKey: (key: string, tx: Executor = db) => attempts.findByRequestKey(tx, key),
    nudge: () => deps.payouts.nudge(),
  };
}
