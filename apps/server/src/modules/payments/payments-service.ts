import { OrderStatus, type OrderStatusCode } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { PayoutProvider, TransferOutcome, TransferRequest, WebhookHeaders } from '../../providers/payout/types.ts';
import { MINUTE_MS, type Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import type { OutcomeCounters } from '../../shared/outcome-counters.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { disbursementEntries, type DisbursementFigures, type LedgerService } from '../ledger/ledger-service.ts';
import type { MismatchRecorder } from '../reconciliation/reconciliation-service.ts';
import { stateAfter, stepFor, transferReason, type AttemptState, type HeardState } from './payments-fns.ts';
import * as attempts from './payout-attempt-repository.ts';
import type { PayoutRequests } from './payout-requests.ts';
import type { AttemptRow } from './payout-attempt-repository.ts';

/** What payments needs of the payout provider: everything but account-name resolution. */
export type TransferRail = Omit<PayoutProvider, 'resolveAccount'>;
export type TransferRecipient = TransferRequest['recipient'];

/** The order transitions payments drives (the loans module); each runs in the caller's transaction. */
export interface OrderTransitions {
  /** AwaitingPayout -> Lending: the provider accepted the transfer. */
  markLending(tx: Executor, orderId: string, at: Date): Promise<unknown>;
  /** Lending|AwaitingPayout -> Repaying: money arrived; fixes the schedule and returns the order's final figures. */
  markDisbursed(tx: Executor, orderId: string, at: Date): Promise<DisbursementFigures>;
  /** Lending|AwaitingPayout -> PayoutFailed (and Repaying -> PayoutFailed when a transfer is reversed): the money did not reach, or came back. */
  markPayoutFailed(tx: Executor, orderId: string, at: Date): Promise<unknown>;
  /** PayoutFailed -> AwaitingPayout: the borrower re-applies after a failed payout. */
  markReapplied(tx: Executor, orderId: string, at: Date): Promise<unknown>;
  findOrderForPayout(tx: Executor, orderId: string): Promise<{ status: OrderStatusCode } | null>;
}

export interface PaymentsDeps {
  db: Db;
  now: Clock;
  log: Log;
  jobs: JobEnqueuer;
  provider: TransferRail;
  ledger: LedgerService;
  orders: OrderTransitions;
  /** The module's own payout requests (payout-requests.ts): a re-apply asks for a new attempt. */
  payouts: PayoutRequests;
  /** The reconciliation queue: a vendor outcome contradicting ours is kept for finance (ADR 086). */
  mismatches: MismatchRecorder;
  /** The banking module's full payout account (server only); null when the borrower has none. */
  payoutAccount(userId: string): Promise<TransferRecipient | null>;
  /** Outcomes and forged webhooks, counted once their transaction committed (ADR 090). */
  counters: Pick<OutcomeCounters, 'payoutOutcome' | 'refundOutcome' | 'webhookSignatureFailure'>;
}

/**
 * A module above payments that sends its own transfers on the payout rail (refunds, ADR 085)
 * takes the outcomes of its references: the step it took ('ignore' when there was nothing to
 * do), or null when the reference is not its own. Registered in composition, since payments
 * cannot know the modules above it.
 */
/** A step applied on the rail, for the counters: whose transfer it was, its provider, the step. */
interface AppliedStep {
  rail: 'payout' | 'refund';
  provider: string;
  step: string;
}

export type OutcomesOfOthers = (tx: Executor, reference: string, heard: { state: HeardState; providerReference?: string; reason?: string }, source: string) => Promise<string | null>;

/** A 'sending' attempt younger than this may still have its call in flight: do not requery yet. */
export const SEND_IN_FLIGHT_MS = 2 * MINUTE_MS;
/** The reconcile sweep requeries attempts waiting on the provider for longer than this. */
export const RECONCILE_AFTER_MS = 10 * MINUTE_MS;
export const RECONCILE_EVERY_MS = 5 * MINUTE_MS;

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Payouts exactly once (ADR 017): one live attempt per order, a job keyed by our reference,
 * 'sending' recorded before the provider is called, and a requery by reference before any
 * second send. Webhooks, the job and the reconcile sweep all apply outcomes through `apply`,
 * with the attempt row locked, so they may arrive in any order and any number of times.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, now, log, jobs, provider, ledger, orders } = deps;
  const { requestPayout } = deps.payouts;
  const others: OutcomesOfOthers[] = [];

  /** Applies what we heard and counts the step once the transaction committed (a rollback counts nothing). */
  async function applyAndCount(reference: string, heard: { state: HeardState; providerReference?: string; reason?: string }, source: string): Promise<void> {
    const applied = await db.transaction((tx) => apply(tx, reference, heard, source));
    if (!applied) return;
    // A refund is not a payout: counted apart, so a refund failing never reads as a borrower unpaid.
    if (applied.rail === 'refund') deps.counters.refundOutcome(applied.provider, applied.step);
    else deps.counters.payoutOutcome(applied.provider, applied.step);
  }

  /** Applies what we heard about an attempt, in the caller's transaction, with its row locked; the step taken, for the counters. */
  async function apply(tx: Executor, reference: string, heard: { state: HeardState; providerReference?: string; reason?: string }, source: string): Promise<AppliedStep | null> {
    const attempt = await attempts.lockByReference(tx, reference);
    if (!attempt) {
      for (const handler of others) {
        const step = await handler(tx, reference, heard, source);
        if (step !== null) return step === 'ignore' ? null : { rail: 'refund', provider: provider.name, step };
      }
      log.warn({ reference, source }, 'payout outcome for an unknown reference');
      return null;
    }
    const current = attempt.state as AttemptState;
    const step = stepFor(current, heard.state);
    const at = now();
    const context = { reference, orderNo: attempt.orderNo, from: current, heard: heard.state, source };
    if (step === 'ignore') return null;
    if (step === 'conflict') {
      log.warn(context, 'payout outcome contradicts a terminal state; kept the first');
      // Kept for a person (ADR 086): a late success after a failure may mean the money did go out.
      await deps.mismatches.record(tx, {
        provider: attempt.provider, kind: 'payout_conflict', subject: reference, orderNo: attempt.orderNo, currency: attempt.currency,
        vendor: { amount: attempt.amount, state: heard.state }, ours: { amount: attempt.amount, state: current },
      });
      return { rail: 'payout', provider: attempt.provider, step };
    }
    await attempts.updateAttempt(tx, attempt.id, {
      state: stateAfter(current, step),
      updatedAt: at,
      providerReference: heard.providerReference ?? attempt.providerReference,
      failureReason: step === 'fail' || step === 'reverse' ? (heard.reason ?? heard.state) : attempt.failureReason,
    });
    switch (step) {
      case 'lending':
        await orders.markLending(tx, attempt.orderId, at);
        break;
      case 'settle':
        await settle(tx, attempt, at);
        break;
      case 'fail':
        await orders.markPayoutFailed(tx, attempt.orderId, at);
        break;
      case 'reverse':
        await reverse(tx, attempt, at);
        break;
    }
    log.info({ ...context, step }, 'payout outcome applied');
    return { rail: 'payout', provider: attempt.provider, step };
  }

  async function settle(tx: Executor, attempt: AttemptRow, at: Date) {
    // The figures the borrower saw and signed: the ledger carries exactly these.
    const figures = await orders.markDisbursed(tx, attempt.orderId, at);
    if (figures.disbursalAmount !== attempt.amount) {
      throw new Error(`payout ${attempt.reference}: sent ${attempt.amount} but the order's disbursal amount is ${figures.disbursalAmount}`);
    }
    await ledger.post(tx, {
      kind: 'disbursement', orderId: attempt.orderId, key: disbursementKey(attempt), currency: attempt.currency, entries: disbursementEntries(figures),
    });
    // Money the borrower left with us (an earlier overpayment) pays this loan: queued with the payout's own commit.
    await deps.jobs.enqueue(tx, 'applyCredit', { key: `apply-credit:${attempt.orderId}`, payload: { orderId: attempt.orderId } });
  }

  async function reverse(tx: Executor, attempt: AttemptRow, at: Date) {
    const posted = await ledger.findByKey(disbursementKey(attempt), tx);
    if (!posted) throw new Error(`payout ${attempt.reference}: reversed but no disbursement was posted`);
    await ledger.reverse(tx, posted.id, `reversal:${attempt.id}`);
    await orders.markPayoutFailed(tx, attempt.orderId, at);
  }

  /** Records an outcome of our own call or requery; unknown throws so the queue retries later. */
  async function record(reference: string, outcome: TransferOutcome, source: string): Promise<void> {
    if (outcome.state === 'unknown') throw new Error(`payout ${reference}: outcome unknown (${outcome.reason}); will requery`);
    if (outcome.state === 'not_found') throw new Error(`payout ${reference}: not_found is handled by the caller`);
    await applyAndCount(reference, outcome, source);
  }

  async function send(attempt: AttemptRow): Promise<void> {
    const recipient = await deps.payoutAccount(attempt.userId);
    if (!recipient) {
      await record(attempt.reference, { state: 'failed', reason: 'no_payout_account' }, 'send');
      return;
    }
    let outcome: TransferOutcome;
    try {
      outcome = await provider.sendTransfer({
        reference: attempt.reference, amount: attempt.amount, currency: attempt.currency, recipient, reason: transferReason(attempt.orderNo),
      });
    } catch (error) {
      // We cannot know whether the provider acted: the attempt stays 'sending' and is requeried.
      outcome = { state: 'unknown', reason: error instanceof Error ? error.message : 'send threw' };
    }
    if (outcome.state === 'not_found') outcome = { state: 'unknown', reason: 'provider answered not_found to a send' };
    await record(attempt.reference, outcome, 'send');
  }

  /** Asks the provider by our reference; sends again (same reference) only when it never got it. */
  async function requery(attempt: AttemptRow, source: string): Promise<void> {
    let found: TransferOutcome;
    try {
      found = await provider.findTransfer(attempt.reference);
    } catch (error) {
      found = { state: 'unknown', reason: error instanceof Error ? error.message : 'requery threw' };
    }
    if (found.state !== 'not_found') return record(attempt.reference, found, source);
    if (attempt.state !== 'sending') {
      log.warn({ reference: attempt.reference, state: attempt.state, source }, 'provider does not know a pending payout');
      return;
    }
    const resend = await db.transaction(async (tx) => {
      const row = await attempts.lockByReference(tx, attempt.reference);
      if (row?.state !== 'sending') return undefined;
      await attempts.updateAttempt(tx, row.id, { state: 'sending', updatedAt: now() });
      return row;
    });
    if (resend) await send(resend);
  }

  /** The payout job (key = reference): send once, or requery what may have been sent. */
  async function runPayout(reference: string, source = 'job'): Promise<void> {
    const claim = await db.transaction(async (tx) => {
      const row = await attempts.lockByReference(tx, reference);
      if (!row) return { kind: 'gone' as const };
      if (row.state === 'queued') {
        // Recorded and committed BEFORE the call: from here on, any retry asks first.
        const at = now();
        await attempts.updateAttempt(tx, row.id, { state: 'sending', updatedAt: at });
        return { kind: 'send' as const, row: { ...row, state: 'sending', updatedAt: at } };
      }
      if (row.state === 'sending' || row.state === 'pending') return { kind: 'requery' as const, row };
      return { kind: 'done' as const };
    });
    if (claim.kind === 'gone') return log.warn({ reference }, 'payout job for an unknown attempt');
    if (claim.kind === 'done') return;
    if (claim.kind === 'send') return send(claim.row);
    if (claim.row.state === 'sending' && now().getTime() - claim.row.updatedAt.getTime() < SEND_IN_FLIGHT_MS) {
      throw new Error(`payout ${reference}: a send may still be in flight; requery later`);
    }
    return requery(claim.row, source);
  }

  /** Requeries attempts stuck waiting on the provider (lost webhooks, crashed sends). */
  async function reconcile(): Promise<number> {
    const stale = await attempts.findStale(db, new Date(now().getTime() - RECONCILE_AFTER_MS), 100);
    for (const attempt of stale) {
      await runPayout(attempt.reference, 'reconcile').catch((error: unknown) =>
        log.warn({ reference: attempt.reference, err: error }, 'payout reconcile: still unresolved'),
      );
    }
    return stale.length;
  }

  return {
    runPayout,
    reconcile,

    /** Webhook outcomes for references that are not payout attempts go to these (composition registers them). */
    handOutcomesOfOthers(handler: OutcomesOfOthers): void {
      others.push(handler);
    },

    /** A webhook's raw body: forged (401), ignored, or applied idempotently. */
    async receiveWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<'forged' | 'ignored' | 'applied'> {
      const event = provider.readWebhook(rawBody, headers);
      if (event === 'forged') deps.counters.webhookSignatureFailure('payout', provider.name);
      if (event === 'forged' || event === 'ignored') return event;
      await applyAndCount(event.reference, event, 'webhook');
      return 'applied';
    },

    /** `/loan/loan-order/apply-market-again`: after a failed payout, a new attempt with a new reference. */
    async reapply(userId: string, orderNo: string): Promise<Outcome<{ orderNo: string; status: OrderStatusCode }>> {
      const result = await db.transaction(async (tx): Promise<Outcome<{ orderNo: string; status: OrderStatusCode }>> => {
        // Locking the latest attempt queues concurrent re-applies of one order behind each other.
        const latest = await attempts.lockLatestOfOrder(tx, userId, orderNo);
        if (!latest || (latest.state !== 'failed' && latest.state !== 'reversed')) return fail('PAYOUT_NOT_FAILED');
        const order = await orders.findOrderForPayout(tx, latest.orderId);
        if (order?.status !== OrderStatus.PayoutFailed) return fail('PAYOUT_NOT_FAILED');
        await orders.markReapplied(tx, latest.orderId, now());
        await requestPayout(tx, { orderId: latest.orderId, orderNo, userId, amount: latest.amount, currency: latest.currency });
        return ok({ orderNo: latest.orderNo, status: OrderStatus.AwaitingPayout });
      });
      if (result.ok) jobs.nudge();
      return result;
    },

    attemptsOf: (orderId: string) => attempts.attemptsOfOrder(db, orderId),
  };
}

const disbursementKey = (attempt: AttemptRow) => `disbursement:${attempt.id}`;
