import { randomUUID } from 'node:crypto';
import type { Currency } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { Clock } from '../../shared/clock.ts';
import { payoutReference } from './payments-fns.ts';
import * as attempts from './payout-attempt-repository.ts';

export interface PayoutRequest {
  orderId: string;
  orderNo: string;
  userId: string;
  /** The disbursal amount, minor units. */
  amount: number;
  currency: Currency;
  /** A staff action's key (the four-eyes resend, ADR 080): recorded on the attempt, which it may make once. */
  requestKey?: string;
}

export interface PayoutRequestsDeps {
  now: Clock;
  jobs: JobEnqueuer;
  /** The payout provider's name, recorded on each attempt. */
  providerName: string;
}

export type PayoutRequests = ReturnType<typeof createPayoutRequests>;

/**
 * A payout asked for in the caller's transaction (ADR 017): the attempt row and its `payout`
 * job, which the payments service runs. It writes only the module's own rows, so the loans
 * module that confirms a loan calls it from below the payments service (ADR 067).
 */
export function createPayoutRequests(deps: PayoutRequestsDeps) {
  const { now, jobs } = deps;

  return {
    async requestPayout(tx: Executor, request: PayoutRequest): Promise<{ reference: string; isNew: boolean }> {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0) throw new Error(`requestPayout: bad amount ${request.amount}`);
      const live = await attempts.findLiveAttempt(tx, request.orderId);
      if (live) return { reference: live.reference, isNew: false };
      const attemptNo = (await attempts.lastAttemptNo(tx, request.orderId)) + 1;
      const at = now();
      const reference = payoutReference(request.orderNo, attemptNo);
      const inserted = await attempts.insertAttempt(tx, {
        id: randomUUID(), orderId: request.orderId, userId: request.userId, orderNo: request.orderNo, attemptNo, reference,
        amount: request.amount, currency: request.currency, state: 'queued', provider: deps.providerName,
        providerReference: null, failureReason: null, requestKey: request.requestKey ?? null, accountAskedAt: null, createdAt: at, updatedAt: at,
      });
      if (!inserted) {
        const winner = await attempts.findLiveAttempt(tx, request.orderId);
        if (!winner) throw new Error('requestPayout: live attempt conflicted but is not there');
        return { reference: winner.reference, isNew: false };
      }
      await jobs.enqueue(tx, 'payout', { key: reference });
      return { reference, isNew: true };
    },

    /** Call after a transaction that requested a payout has committed, so the job runs at once. */
    nudge: () => jobs.nudge(),
  };
}
