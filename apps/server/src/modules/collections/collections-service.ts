import { randomUUID } from 'node:crypto';
import {
  collectionBucketOf, COLLECTIONS_DEFAULT_PAGE, COLLECTIONS_MAX_PAGE, EXTENSION_REFUSALS, isCollectionBucket, marketDate, maskPhone, OrderStatus,
  type CollectionAnswer, type CollectionContact, type CollectionNote, type Currency, type ExtensionQuote, type MarketId, type StaffCollection, type StaffCollectionList,
} from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import type { InboxRecorder } from '../inbox/inbox-service.ts';
import type { RepayableLoan } from '../loans/loans-service.ts';
import { bucketCounts, insertContact, latestContacts, overdueQueue, type ContactRow, type QueueCursor } from './collections-repository.ts';

/** A reminder claimed in the action's transaction, delivered by SMS after it commits. */
interface ReminderClaim {
  id: string;
  orderId: string;
  userId: string;
  text: string;
}

/** What the desk needs of the reminders module (its staff reminders: the sweep's rules and key). */
export interface CollectionReminders {
  contactHours(): StaffCollectionList['contactHours'];
  isContactHour(at: Date): boolean;
  claim(tx: Executor, m: { userId: string; orderId: string; orderNo: string; currency: Currency; amount: number; at: Date }): Promise<ReminderClaim | null>;
  deliver(claim: ReminderClaim): Promise<NonNullable<CollectionAnswer['sms']>>;
  lastReminders(orderIds: readonly string[]): Promise<Map<string, { kind: string; at: string }>>;
}

export interface CollectionsDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  audit: AuditRecorder;
  inbox: InboxRecorder;
  /** The loans module: an order by number, and the loan under its lock. */
  loans: {
    orderIdOf(executor: Executor, orderNo: string): Promise<string | null>;
    loanForRepayment(executor: Executor, orderId: string): Promise<RepayableLoan | null>;
    lockLoanForRepayment(tx: Executor, orderId: string): Promise<RepayableLoan | null>;
  };
  /** The repayments module's figures: what is owed, and the rollover quote. */
  figures(executor: Executor, loan: RepayableLoan, today: string): Promise<{ owed: StaffCollection['owed']; quote: ExtensionQuote | null }>;
  reminders: CollectionReminders;
  /** The borrower's name (the application's) and own phone (the account's): nobody else's. */
  borrower: { nameOf(userId: string): Promise<string | null>; phoneOf(userId: string): Promise<string | null> };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;

export interface CollectionsQuery {
  bucket?: string | undefined;
  cursor?: string | undefined;
  limit?: string | undefined;
}

const encodeCursor = (c: QueueCursor) => Buffer.from(`${c.dueDate}|${c.orderId}`).toString('base64url');
function decodeCursor(text: string): QueueCursor | null {
  const [dueDate, orderId, extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  return dueDate && orderId && extra === undefined && /^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? { dueDate, orderId } : null;
}

function contactOf(row: ContactRow): CollectionContact {
  return { kind: row.kind, at: row.createdAt.toISOString(), by: row.staffName, note: row.note, promisedOn: row.promisedOn, promisedAmount: row.promisedAmount };
}

/**
 * The collections desk (issue 22, ADR 087): the overdue loans of this server's market, oldest
 * first, and what a collector may do about one: remind the borrower (message centre and SMS,
 * within contact hours, once a day), send the extension offer to the message centre, record a
 * note or a promise to pay. Every message goes to the borrower alone; each action and its audit
 * row share one transaction, under the loan's lock.
 */
export function createCollectionsService(deps: CollectionsDeps) {
  const { db, now, market } = deps;
  const today = () => marketDate(now(), market);

  async function row(loan: RepayableLoan, q: { oldestDueDate: string; daysPastDue: number }, day: string): Promise<Omit<StaffCollection, 'lastReminder' | 'lastContact' | 'promise'>> {
    const [figures, name, phone] = await Promise.all([deps.figures(db, loan, day), deps.borrower.nameOf(loan.userId), deps.borrower.phoneOf(loan.userId)]);
    const quote = figures.quote;
    return {
      orderNo: loan.orderNo, currency: loan.currency, daysPastDue: q.daysPastDue, bucket: collectionBucketOf(q.daysPastDue), oldestDueDate: q.oldestDueDate,
      owed: figures.owed,
      borrower: { userId: loan.userId, name, phone: phone ? maskPhone(phone) : null },
      extension: {
        available: quote?.allowed === true, refusal: quote ? (quote.refusal ? EXTENSION_REFUSALS[quote.refusal] : null) : EXTENSION_REFUSALS.closed,
        fee: quote?.fee ?? 0, total: quote?.total ?? 0, days: quote?.days ?? 0, newDueDate: quote?.allowed ? quote.newDueDate : null,
      },
    };
  }

  /** The loan by its number, locked, when it is this market's and Overdue. */
  async function lockOverdue(tx: Executor, orderNo: string): Promise<Outcome<RepayableLoan>> {
    const orderId = await deps.loans.orderIdOf(tx, orderNo);
    const loan = orderId ? await deps.loans.lockLoanForRepayment(tx, orderId) : null;
    if (!loan || loan.market !== market) return fail('NOT_FOUND');
    return loan.status === OrderStatus.Overdue ? ok(loan) : fail('LOAN_NOT_OVERDUE');
  }

  const contactRow = (loan: RepayableLoan, context: AuditContext, at: Date, kind: ContactRow['kind'], extra: Partial<ContactRow> = {}) => ({
    id: randomUUID(), orderId: loan.orderId, userId: loan.userId, kind, marketDay: marketDate(at, market), currency: loan.currency,
    staffId: context.actor.id, staffName: context.actor.name, createdAt: at, ...extra,
  });

  const record = (tx: Executor, context: AuditContext, action: string, loan: RepayableLoan, after: Record<string, unknown>) =>
    deps.audit.record(tx, { ...context, action, object: { type: 'loan', id: loan.orderNo }, before: { status: loan.status }, after });

  return {
    /** `GET /staff/collections`: a page of the overdue loans, oldest first, and the counts of every bucket. */
    async list(query: CollectionsQuery): Promise<Outcome<StaffCollectionList>> {
      const bucket = query.bucket === undefined || query.bucket === '' ? null : query.bucket;
      if (bucket !== null && !isCollectionBucket(bucket)) return fieldProblem('bucket', 'error.collections.bucket');
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      if (query.cursor && !after) return fieldProblem('cursor', 'error.collections.cursor');
      const asked = Number(query.limit ?? COLLECTIONS_DEFAULT_PAGE);
      const limit = Number.isFinite(asked) ? Math.min(Math.max(Math.trunc(asked), 1), COLLECTIONS_MAX_PAGE) : COLLECTIONS_DEFAULT_PAGE;
      const scope = { market, today: today() };
      const [rows, counts] = await Promise.all([overdueQueue(db, scope, { bucket, after, limit: limit + 1 }), bucketCounts(db, scope)]);
      const page = rows.slice(0, limit);
      const ids = page.map((r) => r.orderId);
      const [reminders, contacts] = await Promise.all([deps.reminders.lastReminders(ids), latestContacts(db, ids)]);
      // The rows of a page side by side (the pool runs their reads at once), in the page's order.
      const read = await Promise.all(page.map(async (q): Promise<StaffCollection | null> => {
        const loan = await deps.loans.loanForRepayment(db, q.orderId);
        if (!loan) return null;
        const promise = contacts.promise.get(q.orderId);
        const last = contacts.last.get(q.orderId);
        return {
          ...(await row(loan, q, scope.today)),
          lastReminder: reminders.get(q.orderId) ?? null,
          lastContact: last ? contactOf(last) : null,
          promise: promise?.promisedOn && promise.promisedAmount ? { on: promise.promisedOn, amount: promise.promisedAmount, at: promise.createdAt.toISOString() } : null,
        };
      }));
      const loans = read.filter((loan): loan is StaffCollection => loan !== null);
      const lastRow = page.at(-1);
      return ok({
        loans, counts, asOf: scope.today,
        nextCursor: rows.length > limit && lastRow ? encodeCursor({ dueDate: lastRow.oldestDueDate, orderId: lastRow.orderId }) : null,
        contactHours: deps.reminders.contactHours(),
      });
    },

    /**
     * `POST /staff/collections/:orderNo/remind`: today's reminder (what is due now) to the
     * borrower's message centre and phone, within contact hours, at most one a day per borrower
     * whoever sends it (the sweep's key). The SMS goes once the transaction commits.
     */
    async remind(orderNo: string, context: AuditContext): Promise<Outcome<CollectionAnswer>> {
      const at = now();
      if (!deps.reminders.isContactHour(at)) return fail('COLLECTIONS_OUTSIDE_HOURS');
      const claimed = await db.transaction(async (tx) => {
        const locked = await lockOverdue(tx, orderNo);
        if (!locked.ok) return locked;
        const loan = locked.value;
        const { owed } = await deps.figures(tx, loan, marketDate(at, market));
        const claim = await deps.reminders.claim(tx, { userId: loan.userId, orderId: loan.orderId, orderNo, currency: loan.currency, amount: owed.dueNow, at });
        if (!claim) return fail('REMINDER_ALREADY_SENT');
        // The borrower-wide key above is the stricter rule, so this cannot collide; if it did, nothing is kept.
        if (!(await insertContact(tx, contactRow(loan, context, at, 'reminder')))) throw new Error(`collections: a second reminder row for ${orderNo} today`);
        await record(tx, context, 'collection.remind', loan, { kind: 'overdue', amount: owed.dueNow, currency: loan.currency });
        return ok(claim);
      });
      if (!claimed.ok) return claimed;
      return ok({ orderNo, kind: 'reminder' as const, sms: await deps.reminders.deliver(claimed.value) });
    },

    /**
     * `POST /staff/collections/:orderNo/rollover-offer`: the borrower asked about a rollover; the
     * offer as the app would quote it today (fee with its tax, days, new due date) goes to their
     * message centre, where they read the terms and confirm it themselves. Once a loan a day.
     */
    async rolloverOffer(orderNo: string, context: AuditContext): Promise<Outcome<CollectionAnswer>> {
      const at = now();
      if (!deps.reminders.isContactHour(at)) return fail('COLLECTIONS_OUTSIDE_HOURS');
      return db.transaction(async (tx) => {
        const locked = await lockOverdue(tx, orderNo);
        if (!locked.ok) return locked;
        const loan = locked.value;
        const day = marketDate(at, market);
        const { quote } = await deps.figures(tx, loan, day);
        if (!quote?.allowed || !quote.newDueDate) return fail(EXTENSION_REFUSALS[quote?.refusal ?? 'closed']);
        if (!(await insertContact(tx, contactRow(loan, context, at, 'rollover_offer')))) return fail('ROLLOVER_OFFER_ALREADY_SENT');
        const offer = { currency: loan.currency, fee: quote.total, days: quote.days, dueDate: quote.newDueDate };
        await deps.inbox.record(tx, { key: `rollover_offer:${loan.orderId}:${day}`, userId: loan.userId, orderId: loan.orderId, orderNo, at, params: { kind: 'rollover_offer', ...offer } });
        await record(tx, context, 'collection.rolloverOffer', loan, offer);
        return ok({ orderNo, kind: 'rollover_offer' as const });
      });
    },

    /**
     * `POST /staff/collections/:orderNo/notes`: a contact note, or a promise to pay (a day from
     * today on and an amount). The words stay with the loan for colleagues; the audit row keeps
     * the kind and the promise, not the words (a note may hold what the borrower told us).
     */
    async note(orderNo: string, body: CollectionNote, context: AuditContext): Promise<Outcome<CollectionAnswer>> {
      const at = now();
      const day = marketDate(at, market);
      const promise = body.promisedOn !== undefined || body.promisedAmount !== undefined;
      if (promise && (body.promisedOn === undefined || body.promisedAmount === undefined || body.promisedOn < day)) return fieldProblem('promisedOn', 'error.collections.promise');
      return db.transaction(async (tx) => {
        const locked = await lockOverdue(tx, orderNo);
        if (!locked.ok) return locked;
        const loan = locked.value;
        const kind = promise ? ('promise' as const) : ('note' as const);
        const extra = { note: body.note, promisedOn: body.promisedOn ?? null, promisedAmount: body.promisedAmount ?? null };
        await insertContact(tx, contactRow(loan, context, at, kind, extra));
        await record(tx, context, 'collection.note', loan, { kind, promisedOn: extra.promisedOn, promisedAmount: extra.promisedAmount, currency: loan.currency });
        return ok({ orderNo, kind });
      });
    },
  };
}
