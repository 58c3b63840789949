import type { Db, Executor } from '../../db/client.ts';
import type { TransferOutcome } from '../../providers/payout/types.ts';
import { MINUTE_MS, type Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import type { InboxRecorder } from '../inbox/inbox-service.ts';
import { creditRefundEntries, type LedgerService } from '../ledger/ledger-service.ts';
import type { TransferRail, TransferRecipient } from '../payments/payments-service.ts';
import type { MismatchRecorder } from '../reconciliation/reconciliation-service.ts';
import type { OutcomeCounters } from '../../shared/outcome-counters.ts';
import { REFUND_REFERENCE_PREFIX, REFUND_TRANSFER_REASON, REVERSED, refundStateAfter, refundStepFor, type HeardRefundState, type RefundStep } from './refund-fns.ts';
import { lockRefundByReference, railRefundsForStaff, staleRefunds, updateRefund, type RefundRow } from './refund-repository.ts';

export interface RefundRailDeps {
  db: Db;
  now: Clock;
  log: Log;
  ledger: LedgerService;
  inbox: InboxRecorder;
  /** The payout provider: refunds go out on the rail payouts use. */
  provider: Pick<TransferRail, 'sendTransfer' | 'findTransfer'> & { name: string };
  /** The reconciliation queue (ADR 086): a rail outcome contradicting ours is kept for finance. */
  mismatches: Pick<MismatchRecorder, 'record'>;
  /** Outcomes counted once their transaction committed (ADR 090). */
  counters: Pick<OutcomeCounters, 'refundOutcome'>;
  /** The banking module's full payout account (server only); null when the borrower has none. */
  payoutAccount(userId: string): Promise<TransferRecipient | null>;
}

/** A 'sending' refund younger than this may still have its call in flight: do not requery yet (as payouts). */
const SEND_IN_FLIGHT_MS = 2 * MINUTE_MS;
/** The reconcile sweep requeries refunds waiting on the provider for longer than this. */
const RECONCILE_AFTER_MS = 10 * MINUTE_MS;
export const REFUND_RECONCILE_EVERY_MS = 5 * MINUTE_MS;
/** Staff's list keeps a sent refund for a day and a failed one for thirty (its money is held again meanwhile). */
const LIST_SENT_FOR_MS = 24 * 60 * MINUTE_MS;
const LIST_FAILED_FOR_MS = 30 * 24 * 60 * MINUTE_MS;

export type RefundRail = ReturnType<typeof createRefundRail>;

/**
 * A credit refund through the payout rail (ADR 085), exactly once the way payouts are (ADR
 * 017): the row is queued under the four-eyes request's key, the job records 'sending' and
 * commits before the provider is called with our reference, and any later run asks the
 * provider by that reference before sending again. The job's answer, the payout webhook
 * (handed over by the payments module) and the reconcile sweep all apply outcomes through
 * `applyOutcome`, with the row locked, in any order and any number of times.
 */
export function createRefundRail(deps: RefundRailDeps) {
  const { db, now, log, ledger, inbox, provider } = deps;

  /** Applies what we heard, in the caller's transaction: the step taken, or null when the reference is not a refund of ours. */
  async function applyOutcome(tx: Executor, reference: string, heard: { state: HeardRefundState; providerReference?: string; reason?: string }, source: string): Promise<RefundStep | null> {
    if (!reference.startsWith(REFUND_REFERENCE_PREFIX)) return null;
    const refund = await lockRefundByReference(tx, reference);
    if (!refund) return null;
    const step = refundStepFor(refund.state, heard.state, refund.failureReason);
    const context = { reference, from: refund.state, heard: heard.state, source };
    if (step === 'ignore') return step;
    if (step === 'conflict') {
      log.warn(context, 'refund outcome contradicts a terminal state; kept the first');
      // Kept for a person: a late success after a failure means the money may have left while
      // the credit is held again, so it must not be refunded a second time before someone looks.
      await deps.mismatches.record(tx, {
        provider: provider.name, kind: 'payout_conflict', subject: reference, orderNo: null, currency: refund.currency,
        vendor: { amount: refund.amount, state: heard.state }, ours: { amount: refund.amount, state: refund.state },
      });
      return step;
    }
    const at = now();
    await updateRefund(tx, refund.id, {
      state: refundStateAfter(refund.state, step),
      updatedAt: at,
      providerReference: heard.providerReference ?? refund.providerReference,
      failureReason: step === 'reverse' ? REVERSED : step === 'fail' ? (heard.reason ?? heard.state) : refund.failureReason,
    });
    const message = { userId: refund.userId, orderId: null, orderNo: null, at };
    const figures = { currency: refund.currency, amount: refund.amount };
    if (step === 'settle') {
      // The money is known to have left: only now does the ledger move it out of the borrower's credit (ADR 018).
      await ledger.post(tx, { kind: 'credit_refund', orderId: null, key: postingKey(refund), currency: refund.currency, entries: creditRefundEntries(refund.amount) });
      await inbox.record(tx, { ...message, key: `refund_sent:${refund.id}`, params: { kind: 'refund_sent', ...figures } });
    }
    if (step === 'reverse') {
      const posted = await ledger.findByKey(postingKey(refund), tx);
      if (!posted) throw new Error(`refund ${reference}: reversed but no credit_refund was posted`);
      await ledger.reverse(tx, posted.id, `refund-reversal:${refund.id}`);
    }
    if (step === 'fail' || step === 'reverse') {
      await inbox.record(tx, { ...message, key: `refund_failed:${refund.id}`, params: { kind: 'refund_failed', ...figures } });
    }
    log.info({ ...context, step }, 'refund outcome applied');
    return step;
  }

  /** Records an outcome of our own call or requery; unknown throws so the queue retries later. */
  async function record(reference: string, outcome: TransferOutcome, source: string): Promise<void> {
    if (outcome.state === 'unknown') throw new Error(`refund ${reference}: outcome unknown (${outcome.reason}); will requery`);
    if (outcome.state === 'not_found') throw new Error(`refund ${reference}: not_found is handled by the caller`);
    const step = await db.transaction((tx) => applyOutcome(tx, reference, outcome, source));
    if (step && step !== 'ignore') deps.counters.refundOutcome(provider.name, step);
  }

  async function send(refund: RefundRow): Promise<void> {
    const recipient = await deps.payoutAccount(refund.userId);
    if (!recipient) return record(refund.transferReference, { state: 'failed', reason: 'no_payout_account' }, 'send');
    let outcome: TransferOutcome;
    try {
      outcome = await provider.sendTransfer({ reference: refund.transferReference, amount: refund.amount, currency: refund.currency, recipient, reason: REFUND_TRANSFER_REASON });
    } catch (error) {
      // We cannot know whether the provider acted: the refund stays 'sending' and is requeried.
      outcome = { state: 'unknown', reason: error instanceof Error ? error.message : 'send threw' };
    }
    if (outcome.state === 'not_found') outcome = { state: 'unknown', reason: 'provider answered not_found to a send' };
    await record(refund.transferReference, outcome, 'send');
  }

  /** Asks the provider by our reference; sends again (same reference) only when it never got it. */
  async function requery(refund: RefundRow, source: string): Promise<void> {
    let found: TransferOutcome;
    try {
      found = await provider.findTransfer(refund.transferReference);
    } catch (error) {
      found = { state: 'unknown', reason: error instanceof Error ? error.message : 'requery threw' };
    }
    if (found.state !== 'not_found') return record(refund.transferReference, found, source);
    if (refund.state !== 'sending') {
      log.warn({ reference: refund.transferReference, state: refund.state, source }, 'provider does not know a pending refund');
      return;
    }
    const resend = await db.transaction(async (tx) => {
      const row = await lockRefundByReference(tx, refund.transferReference);
      if (row?.state !== 'sending') return undefined;
      await updateRefund(tx, row.id, { state: 'sending', updatedAt: now() });
      return row;
    });
    if (resend) await send(resend);
  }

  /** The refundTransfer job (key = our reference): send once, or requery what may have been sent. */
  async function runRefund(reference: string, source = 'job'): Promise<void> {
    const claim = await db.transaction(async (tx) => {
      const row = await lockRefundByReference(tx, reference);
      if (!row) return { kind: 'gone' as const };
      if (row.state === 'queued') {
        // Recorded and committed BEFORE the call: from here on, any retry asks first.
        const at = now();
        await updateRefund(tx, row.id, { state: 'sending', updatedAt: at });
        return { kind: 'send' as const, row: { ...row, state: 'sending' as const, updatedAt: at } };
      }
      if (row.state === 'sending' || row.state === 'pending') return { kind: 'requery' as const, row };
      return { kind: 'done' as const };
    });
    if (claim.kind === 'gone') return log.warn({ reference }, 'refund job for an unknown refund');
    if (claim.kind === 'done') return;
    if (claim.kind === 'send') return send(claim.row);
    if (claim.row.state === 'sending' && now().getTime() - claim.row.updatedAt.getTime() < SEND_IN_FLIGHT_MS) {
      throw new Error(`refund ${reference}: a send may still be in flight; requery later`);
    }
    return requery(claim.row, source);
  }

  return {
    applyOutcome,
    runRefund,

    /** Rail refunds for staff's money-held screen, newest first: never the account, only our reference. */
    async staffList() {
      const at = now().getTime();
      const rows = await railRefundsForStaff(db, { sentSince: new Date(at - LIST_SENT_FOR_MS), failedSince: new Date(at - LIST_FAILED_FOR_MS) }, 100);
      return rows.map((row) => ({
        id: row.id, userId: row.userId, amount: row.amount, currency: row.currency, state: row.state, reference: row.transferReference,
        failureReason: row.failureReason, staffName: row.staffName, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /** Requeries refunds stuck waiting on the provider (lost webhooks, crashed sends). */
    async reconcile(): Promise<number> {
      const stale = await staleRefunds(db, new Date(now().getTime() - RECONCILE_AFTER_MS), 100);
      for (const refund of stale) {
        await runRefund(refund.transferReference, 'reconcile').catch((error: unknown) =>
          log.warn({ reference: refund.transferReference, err: error }, 'refund reconcile: still unresolved'),
        );
      }
      return stale.length;
    },
  };
}

const postingKey = (refund: RefundRow) => `refund:${refund.id}`;
