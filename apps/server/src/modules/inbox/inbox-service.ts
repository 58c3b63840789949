import { randomUUID } from 'node:crypto';
import { INBOX_MESSAGE_CLASS, INBOX_PAGE_SIZE, inboxText, mayDeliver, type InboxMessage, type InboxParams, type Language } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { insertMessage, insertMessages, marketingAllowedOf, markRead, messagesOf, saveMarketingAllowed, unreadCountOf, type InboxRow } from './inbox-repository.ts';

export interface InboxDeps {
  db: Db;
  now: Clock;
}

/** A message to keep, written in the transaction of the event that causes it. */
export interface NewInboxMessage {
  /** One per event ('approved:<order>', 'payment_received:<payment>'): a repeat writes nothing. */
  key: string;
  userId: string;
  orderId: string | null;
  orderNo: string | null;
  params: InboxParams;
  at: Date;
}

/** What other modules need of the inbox: to record a message in their own transaction. */
export interface InboxRecorder {
  record(tx: Executor, message: NewInboxMessage): Promise<boolean>;
}

/** A module that tells many borrowers of one event at once (a delivered bureau file). */
export interface InboxBatchRecorder {
  recordMany(tx: Executor, messages: readonly NewInboxMessage[]): Promise<number>;
}

export type InboxService = ReturnType<typeof createInboxService>;

/** The row as its borrower reads it: the text written now, in the request's language. */
function view(row: InboxRow, lang: Language): InboxMessage {
  const { title, body } = inboxText(row.params, lang);
  return {
    id: row.id, kind: row.kind, orderNo: row.orderNo, title, body,
    createdAt: row.createdAt.toISOString(), readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/**
 * The message centre (issue 12, ADR 047): every message a borrower was sent about their loan.
 * Other modules record a message in the transaction of the event (so it exists exactly when the
 * event does), keyed by the event; the borrower lists them, counts the unread, opens one.
 */
export function createInboxService(deps: InboxDeps) {
  const { db, now } = deps;

  return {
    /** False when written before, or when it is marketing and the borrower objected (ADR 103): service messages always go. */
    async record(tx: Executor, message: NewInboxMessage): Promise<boolean> {
      const { key, userId, orderId, orderNo, params, at } = message;
      const messageClass = INBOX_MESSAGE_CLASS[params.kind];
      if (messageClass !== 'service' && !mayDeliver(messageClass, await marketingAllowedOf(tx, userId))) return false;
      return insertMessage(tx, { id: randomUUID(), dedupeKey: key, userId, orderId, orderNo, kind: params.kind, params, createdAt: at });
    },

    /**
     * Service messages of one event in few statements instead of one per borrower; how many
     * were new. Marketing ones go through `record`, which asks each borrower's preference.
     */
    async recordMany(tx: Executor, messages: readonly NewInboxMessage[]): Promise<number> {
      if (messages.some((m) => INBOX_MESSAGE_CLASS[m.params.kind] !== 'service')) throw new Error('inbox.recordMany takes service messages only');
      return insertMessages(tx, messages.map(({ key, userId, orderId, orderNo, params, at }) => ({ id: randomUUID(), dedupeKey: key, userId, orderId, orderNo, kind: params.kind, params, createdAt: at })));
    },

    async list(userId: string, page: number, lang: Language): Promise<{ messages: InboxMessage[]; page: number; hasMore: boolean }> {
      const rows = await messagesOf(db, userId, INBOX_PAGE_SIZE + 1, (page - 1) * INBOX_PAGE_SIZE);
      return { messages: rows.slice(0, INBOX_PAGE_SIZE).map((row) => view(row, lang)), page, hasMore: rows.length > INBOX_PAGE_SIZE };
    },

    /** Whether the borrower accepts marketing messages (issue 24, ADR 103): true until they object. */
    marketingAllowed(userId: string): Promise<boolean> {
      return marketingAllowedOf(db, userId);
    },

    /** The borrower's objection (false) or its withdrawal (true), in the caller's transaction. */
    async setMarketingAllowed(tx: Executor, userId: string, allowed: boolean): Promise<void> {
      await saveMarketingAllowed(tx, userId, allowed, now());
    },

    async unreadCount(userId: string): Promise<{ unread: number }> {
      return { unread: await unreadCountOf(db, userId) };
    },

    /** Another borrower's message, or none, is NOT_FOUND: the answer never tells whether an id exists. */
    async open(userId: string, id: string, lang: Language): Promise<Outcome<InboxMessage>> {
      const row = await markRead(db, userId, id, now());
      return row ? ok(view(row, lang)) : fail('NOT_FOUND');
    },
  };
}
