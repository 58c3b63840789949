import { randomUUID } from 'node:crypto';
import { marketDate, maskPhone, MARKETS, type Currency, type MarketId } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import type { SmsProvider } from '../../providers/sms/types.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import type { InboxRecorder } from '../inbox/inbox-service.ts';
import { isSendingHour, SENDING_FROM_HOUR, SENDING_UNTIL_HOUR } from './reminder-fns.ts';
import { claimMessage, markRejected, markSent, releaseClaim } from './reminder-repository.ts';
import { messageText, type ReminderKind } from './reminder-texts.ts';
import { smsPages } from './sms-encoding.ts';

export interface StaffRemindersDeps {
  db: Db;
  now: Clock;
  log: Log;
  market: MarketId;
  sms: SmsProvider;
  /** The borrower's own phone: the only number a reminder ever goes to. */
  phoneOf(userId: string): Promise<string | null>;
  inbox: InboxRecorder;
  repaymentLink(orderId: string, origin: string): { url: string };
  origin: string;
}

/** A staff reminder claimed in the caller's transaction, to deliver by SMS once it commits. */
export interface StaffReminderClaim {
  id: string;
  orderId: string;
  userId: string;
  text: string;
}

export type StaffReminderSms = 'sent' | 'failed' | 'rejected' | 'no_phone';

const REMINDER_KINDS: readonly ReminderKind[] = ['due_in_3_days', 'due_today', 'overdue'];

/**
 * A reminder a collector sends (issue 22, ADR 087) goes the way the sweep's do (ADR 039): the
 * borrower's own phone only, 08:00 to 20:00 market time, and under the sweep's own key
 * `reminder:<user>:<market day>`, so the borrower gets at most one reminder a day whoever
 * starts it, and the sweep's overdue cadence counts it (kind `overdue`). Claimed and written
 * to the message centre in the collector's transaction; the SMS goes after it commits.
 */
export function createStaffReminders(deps: StaffRemindersDeps) {
  const { db, now, log, market } = deps;
  const language = MARKETS[market].defaultLanguage;

  return {
    contactHours: () => ({ open: isSendingHour(now(), market), from: SENDING_FROM_HOUR, until: SENDING_UNTIL_HOUR, timeZone: MARKETS[market].timeZone }),
    isContactHour: (at: Date) => isSendingHour(at, market),

    /** Null when the borrower already had a reminder (or a receipt's key) today: nothing is written. */
    async claim(tx: Executor, m: { userId: string; orderId: string; orderNo: string; currency: Currency; amount: number; at: Date }): Promise<StaffReminderClaim | null> {
      const day = marketDate(m.at, market);
      const key = `reminder:${m.userId}:${day}`;
      const facts = { kind: 'overdue' as const, amount: m.amount };
      const text = messageText(facts, language, m.currency, deps.repaymentLink(m.orderId, deps.origin).url);
      const id = randomUUID();
      const claimed = await claimMessage(tx, {
        id, dedupeKey: key, userId: m.userId, orderId: m.orderId, kind: facts.kind, marketDay: day,
        language, pages: smsPages(text), provider: deps.sms.name, createdAt: m.at,
      });
      if (!claimed) return null;
      await deps.inbox.record(tx, { key, userId: m.userId, orderId: m.orderId, orderNo: m.orderNo, at: m.at, params: { ...facts, currency: m.currency } });
      // The phone is read after the commit (deliver): on PGlite the pool waits for this transaction.
      return { id, orderId: m.orderId, userId: m.userId, text };
    },

    /** The SMS of a committed claim. A vendor failure gives the claim back: the sweep may send today's reminder later. */
    async deliver(claim: StaffReminderClaim): Promise<StaffReminderSms> {
      const phone = await deps.phoneOf(claim.userId);
      if (!phone) {
        await markRejected(db, claim.id);
        return 'no_phone';
      }
      // Never the text in the log: its link lets whoever reads it see the loan and pay.
      const context = { kind: 'overdue', orderId: claim.orderId, to: maskPhone(phone), provider: deps.sms.name, by: 'staff' };
      const result = await deps.sms.sendSms({ to: phone, text: claim.text });
      if (result.ok) {
        await markSent(db, claim.id, result.providerMessageId, now());
        log.info(context, 'borrower message sent');
        return 'sent';
      }
      if (result.reason === 'rejected') {
        await markRejected(db, claim.id);
        return 'rejected';
      }
      await releaseClaim(db, claim.id);
      log.warn({ ...context, reason: result.reason }, 'staff reminder: SMS not sent; the message centre has it');
      return 'failed';
    },

    /** The latest reminder (not a receipt) of each order, automatic or staff's. */
    async lastReminders(orderIds: readonly string[]): Promise<Map<string, { kind: string; at: string }>> {
      if (orderIds.length === 0) return new Map();
      const rows = rowsOf<{ order_id: string; kind: string; created_at: Date | string }>(await db.execute(sql`
        SELECT DISTINCT ON (order_id) order_id, kind, created_at FROM reminder_messages
        WHERE order_id IN (${sql.join(orderIds.map((id) => sql`${id}`), sql`, `)})
          AND kind IN (${sql.join(REMINDER_KINDS.map((k) => sql`${k}`), sql`, `)})
        ORDER BY order_id, created_at DESC`));
      return new Map(rows.map((r) => [r.order_id, { kind: r.kind, at: new Date(r.created_at).toISOString() }]));
    },
  };
}
