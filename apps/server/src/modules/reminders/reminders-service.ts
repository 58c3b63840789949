import { randomUUID } from 'node:crypto';
import { addCalendarDays, marketDate, maskPhone, MARKETS, type Currency, type MarketId, type RepayDetailResponse } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { JobEnqueuer, PayloadOf } from '../../jobs/queues.ts';
import type { SmsProvider } from '../../providers/sms/types.ts';
import { HOUR_MS, type Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import type { InboxRecorder } from '../inbox/inbox-service.ts';
import type { Outcome } from '../../shared/outcome.ts';
import { DUE_SOON_DAYS, isSendingHour, nextSendingAt, OVERDUE_EVERY_DAYS } from './reminder-fns.ts';
import { claimMessage, markRejected, markSent, messagesTo, releaseClaim, reminderCandidates, type Candidate } from './reminder-repository.ts';
import { messageText, type DialCode, type MessageFacts } from './reminder-texts.ts';
import { smsPages } from './sms-encoding.ts';

/** The sweep runs every hour; outside 08:00-20:00 market time it does nothing. */
export const REMINDER_SWEEP_EVERY_MS = HOUR_MS;
/** Borrowers read per statement of the sweep. */
const BATCH = 500;
/** Messages handed to the SMS vendor at once. */
const PARALLEL_SENDS = 8;

/** What the reminders module reads of a loan, through the loans and repayments services. */
export interface ReminderLoans {
  /** The order's borrower and number (any status). */
  loanOf(orderId: string): Promise<{ userId: string; orderNo: string } | null>;
  /** The loan as it stands today (the repayments module's read; the borrower's own). */
  detail(userId: string, orderNo: string): Promise<Outcome<RepayDetailResponse>>;
  repaymentLink(orderId: string, origin: string): { url: string };
  paymentReceived(paymentId: string): Promise<{ amount: number; orderId: string | null } | null>;
  /** The order's latest unpaid USSD code, which a reminder repeats for a phone without data (ADR 104). */
  latestUssdCode(orderId: string): Promise<DialCode | null>;
}

export interface RemindersDeps {
  db: Db;
  now: Clock;
  log: Log;
  market: MarketId;
  jobs: JobEnqueuer;
  sms: SmsProvider;
  /** The borrower's own phone: the only number a message ever goes to (no contact, no employer). */
  phoneOf(userId: string): Promise<string | null>;
  loans: ReminderLoans;
  /** Where the signed repayment link opens: PUBLIC_URL. */
  origin: string;
  /** The message centre: a reminder is kept there when its SMS is claimed (ADR 047). */
  inbox: InboxRecorder;
}

type Notice = PayloadOf<'notice'>;
type Sent = 'sent' | 'skipped' | 'rejected' | 'failed';

export type RemindersService = ReturnType<typeof createRemindersService>;

/**
 * SMS to the borrower about their loan (issue 11, ADR 039): confirmations of what they did (a
 * payment received, a rollover confirmed) and reminders we start (due in 3 days, due today,
 * overdue). Never between 20:00 and 08:00 market time, at most one reminder a market day, each
 * message once: it is claimed in `reminder_messages` under a unique key before it is sent.
 */
export function createRemindersService(deps: RemindersDeps) {
  const { db, now, log, market, loans } = deps;
  const language = MARKETS[market].defaultLanguage;

  /**
   * Claims the SMS; a reminder's claim also writes it to the message centre in the same
   * transaction, under the same key, so a retry or a repeated sweep keeps one. Confirmations
   * (payment, rollover) were written there with their payment already (ADR 047).
   */
  async function claim(m: { dedupeKey: string; userId: string; orderId: string; orderNo: string; facts: MessageFacts; currency: Currency; at: Date }, row: Parameters<typeof claimMessage>[1]): Promise<boolean> {
    const facts = m.facts;
    if (facts.kind === 'payment_received' || facts.kind === 'rollover_confirmed') return claimMessage(db, row);
    return db.transaction(async (tx) => {
      if (!(await claimMessage(tx, row))) return false;
      await deps.inbox.record(tx, { key: m.dedupeKey, userId: m.userId, orderId: m.orderId, orderNo: m.orderNo, at: m.at, params: { ...facts, currency: m.currency } });
      return true;
    });
  }

  async function send(m: { dedupeKey: string; userId: string; orderId: string; orderNo: string; facts: MessageFacts; currency: Currency; at: Date; dial?: DialCode | null }): Promise<Sent> {
    const phone = await deps.phoneOf(m.userId);
    if (!phone) return 'skipped';
    const text = messageText(m.facts, language, m.currency, loans.repaymentLink(m.orderId, deps.origin).url, m.dial);
    const id = randomUUID();
    const claimed = await claim(m, {
      id, dedupeKey: m.dedupeKey, userId: m.userId, orderId: m.orderId, kind: m.facts.kind, marketDay: marketDate(m.at, market),
      language, pages: smsPages(text), provider: deps.sms.name, createdAt: m.at,
    });
    if (!claimed) return 'skipped';
    // Never the text in the log: its link lets whoever reads it see the loan and pay.
    const context = { kind: m.facts.kind, orderId: m.orderId, to: maskPhone(phone), provider: deps.sms.name };
    const result = await deps.sms.sendSms({ to: phone, text });
    if (result.ok) {
      await markSent(db, id, result.providerMessageId, now());
      log.info(context, 'borrower message sent');
      return 'sent';
    }
    if (result.reason === 'rejected') {
      await markRejected(db, id);
      log.warn({ ...context, reason: result.reason }, 'borrower message refused by the vendor');
      return 'rejected';
    }
    await releaseClaim(db, id);
    log.warn({ ...context, reason: result.reason }, 'borrower message not sent; will retry');
    return 'failed';
  }

  /** What a confirmation says, from the loan as it stands now; null when there is nothing true to say. */
  async function confirmationFacts(notice: Notice, detail: RepayDetailResponse): Promise<MessageFacts | null> {
    if (notice.kind === 'rollover_confirmed') {
      return detail.nextDueDate ? { kind: 'rollover_confirmed', dueDate: detail.nextDueDate, amount: detail.dueNow } : null;
    }
    const payment = notice.paymentId ? await loans.paymentReceived(notice.paymentId) : null;
    return payment ? { kind: 'payment_received', amount: payment.amount, left: detail.outstanding } : null;
  }

  /** A reminder's facts for the candidate's loan today; null when it was paid meanwhile. */
  function reminderFacts(kind: NonNullable<Candidate['kind']>, detail: RepayDetailResponse, today: string): MessageFacts | null {
    if (kind === 'due_in_3_days') {
      const dueDate = addCalendarDays(today, DUE_SOON_DAYS);
      const amount = detail.phases.filter((p) => p.dueDate === dueDate).reduce((sum, p) => sum + p.outstanding, 0);
      return amount > 0 ? { kind, dueDate, amount } : null;
    }
    return detail.dueNow > 0 ? { kind, amount: detail.dueNow } : null;
  }

  async function remind(candidate: Candidate, today: string, at: Date): Promise<Sent> {
    if (!candidate.kind) return 'skipped';
    const detail = await loans.detail(candidate.userId, candidate.orderNo);
    const facts = detail.ok ? reminderFacts(candidate.kind, detail.value, today) : null;
    if (!detail.ok || !facts) return 'skipped';
    const dial = await loans.latestUssdCode(candidate.orderId);
    return send({ dedupeKey: `reminder:${candidate.userId}:${today}`, userId: candidate.userId, orderId: candidate.orderId, orderNo: candidate.orderNo, facts, currency: detail.value.currency, at, dial });
  }

  return {
    /** What was sent to the borrower by SMS, for staff's one view (ADR 081). */
    sentTo: (userId: string, limit: number, after?: { at: Date; id: string }) => messagesTo(db, userId, limit, after),

    /**
     * The `notice` queue: a confirmation sent at once if the hour allows, otherwise queued
     * again for the next 08:00 (a job of its own, keyed by the event and that day, so however
     * often this runs the follow-up is one). Throws when the vendor could not take it, so the
     * queue retries; the claim makes a retry after a success send nothing.
     */
    async handleNotice(notice: Notice, job: { key: string }): Promise<Sent | 'deferred'> {
      const at = now();
      const event = job.key.split('@')[0] ?? job.key;
      if (!isSendingHour(at, market)) {
        const runAt = nextSendingAt(at, market);
        await deps.jobs.enqueue(db, 'notice', { key: `${event}@${runAt.toISOString()}`, payload: notice, runAt });
        return 'deferred';
      }
      const loan = await loans.loanOf(notice.orderId);
      const detail = loan ? await loans.detail(loan.userId, loan.orderNo) : null;
      const facts = detail?.ok ? await confirmationFacts(notice, detail.value) : null;
      if (!loan || !detail?.ok || !facts) {
        log.warn({ kind: notice.kind, orderId: notice.orderId }, 'notice has nothing to confirm; not sent');
        return 'skipped';
      }
      const dedupeKey = event.startsWith(`${notice.kind}:`) ? event : `${notice.kind}:${event}`;
      const sent = await send({ dedupeKey, userId: loan.userId, orderId: notice.orderId, orderNo: loan.orderNo, facts, currency: detail.value.currency, at });
      if (sent === 'failed') throw new Error(`notice ${notice.kind} for ${notice.orderId}: the SMS vendor could not take it`);
      return sent;
    },

    /**
     * The hourly sweep: within sending hours, every borrower with a loan being repaid, in
     * batches by user id; each batch's reminders chosen in one statement, then one message
     * per borrower. A vendor failure leaves the reminder for the next hour's sweep.
     */
    async sweep(): Promise<{ sent: number; failed: number }> {
      const at = now();
      const tally = { sent: 0, failed: 0 };
      if (!isSendingHour(at, market)) return tally;
      const today = marketDate(at, market);
      const query = { market, today, dueSoon: addCalendarDays(today, DUE_SOON_DAYS), overdueBlockedAfter: addCalendarDays(today, -OVERDUE_EVERY_DAYS), limit: BATCH };
      for (let after = ''; ;) {
        const batch = await reminderCandidates(db, { ...query, after });
        const due = batch.filter((c) => c.kind !== null);
        for (let i = 0; i < due.length; i += PARALLEL_SENDS) {
          const results = await Promise.all(due.slice(i, i + PARALLEL_SENDS).map((c) => remind(c, today, at)));
          tally.sent += results.filter((r) => r === 'sent').length;
          tally.failed += results.filter((r) => r === 'failed').length;
        }
        const last = batch.at(-1);
        if (!last || batch.length < BATCH) return tally;
        after = last.userId;
      }
    },
  };
}
