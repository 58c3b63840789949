import {
  maskPhone, type Language, type RevealField, type StaffBorrowerDocument, type StaffBorrowerLoan, type StaffBorrowerMatch, type StaffBorrowerMessagesPage, type StaffBorrowerSmsPage,
  type StaffBorrowerView, type StaffRevealed,
} from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import type { ProfileService } from '../application/profile-service.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import type { AuthService, BorrowerAccount } from '../auth/auth-service.ts';
import type { BankingService } from '../banking/banking-service.ts';
import type { CareService } from '../care/care-service.ts';
import type { DeletionService } from '../care/deletion-service.ts';
import type { InboxService } from '../inbox/inbox-service.ts';
import type { KycService } from '../kyc/kyc-service.ts';
import type { LoansService } from '../loans/loans-service.ts';
import type { RemindersService } from '../reminders/reminders-service.ts';
import { loanRecordsOf, type RepaymentsService } from '../repayments/repayments-service.ts';
import type { SandboxService } from '../sandbox/sandbox-service.ts';
import type { UnderwritingService } from '../underwriting/underwriting-service.ts';
import { DEFAULT_PAGE } from '../../shared/page-cursor.ts';
import { imageTypeOf, profileView, revealValueOf, searchKinds, type RevealSources } from './borrower-view-fns.ts';
import { smsCursorOf, smsPage, type SmsPlaces } from './sms-page-fns.ts';

/** What the one view reads, each from the module that owns it (ADR 067, 081). */
export interface BorrowersDeps {
  db: Db;
  accounts: Pick<AuthService, 'accountsByPhone' | 'accountById' | 'codeSendsTo' | 'attributionOf'>;
  orders: Pick<LoansService, 'orderByNo' | 'list'>;
  profiles: Pick<ProfileService, 'profileOf' | 'borrowerName'>;
  documents: Pick<KycService, 'documentsOf' | 'documentBytes' | 'identityOf'>;
  banking: Pick<BankingService, 'maskedAccount' | 'identifiersFor'>;
  decisions: Pick<UnderwritingService, 'decisionsOf'>;
  repayments: Pick<RepaymentsService, 'statement' | 'detail' | 'paymentsOf'>;
  inbox: Pick<InboxService, 'list'>;
  /** SMS sent: the reminders module's, and the sandbox outbox's texts (empty outside the sandbox). */
  reminders: Pick<RemindersService, 'sentTo'>;
  outbox: Pick<SandboxService, 'outboxTo'>;
  care: Pick<CareService, 'listComplaints'>;
  dataRequests: Pick<DeletionService, 'dataRequestsOf'>;
  audit: AuditRecorder;
}

export type BorrowersService = ReturnType<typeof createBorrowersService>;

const matchOf = (account: BorrowerAccount): StaffBorrowerMatch => ({
  userId: account.userId, maskedPhone: maskPhone(account.phone), market: account.market,
  registeredAt: account.registeredAt.toISOString(), closedAt: account.closedAt ? account.closedAt.toISOString() : null,
});

/**
 * The borrower in one view (issue 22, ADR 081): staff find a borrower and read everything about
 * them on one screen, identity numbers and phones masked. Seeing one unmasked, or a document
 * image, is an action recorded in the audit trail (who, why) before the value is answered. The
 * module owns no table: it reads each part through its owner's service. No contact list, ever.
 */
export function createBorrowersService(deps: BorrowersDeps) {
  const { db } = deps;

  async function sourcesOf(account: BorrowerAccount): Promise<RevealSources> {
    const [profile, bank] = await Promise.all([deps.profiles.profileOf(account.userId), deps.banking.identifiersFor(account.userId)]);
    const personal = profile?.personal && typeof profile.personal === 'object' ? (profile.personal as Record<string, unknown>) : null;
    return { phone: account.phone, personal, bank };
  }

  async function loansOf(userId: string): Promise<StaffBorrowerLoan[]> {
    return (await loanRecordsOf(deps, userId)).map(({ order, ...records }) => ({
      orderNo: order.orderNo, status: order.status, productName: order.productName, currency: order.currency, amount: order.amount,
      tenureDays: order.tenureDays, totalRepayable: order.totalRepayable, dueDate: order.dueDate, createdAt: order.createdAt, ...records,
    }));
  }

  /** A page of the SMS sent to the borrower, each source read from its own place (sms-page-fns.ts). */
  async function smsOf(account: BorrowerAccount, limit: number, places: SmsPlaces): Promise<StaffBorrowerSmsPage> {
    const reminderAfter = places.reminder ? { at: new Date(places.reminder.at), id: places.reminder.id } : undefined;
    const [codes, reminders, outbox] = await Promise.all([
      deps.accounts.codeSendsTo(account.phone, limit + 1, places.code),
      deps.reminders.sentTo(account.userId, limit + 1, reminderAfter),
      deps.outbox.outboxTo(account.phone, limit + 1, places.outbox),
    ]);
    const page = smsPage({ codes, reminders, outbox }, limit, places);
    return { sms: page.sms, nextCursor: page.next ? smsCursorOf(page.next) : null };
  }

  return {
    /** A full phone number (every account of it, closed ones too), an order number or a user id. */
    async search(q: string): Promise<{ matches: StaffBorrowerMatch[] }> {
      const kinds = searchKinds(q);
      const [byPhone, order, byId] = await Promise.all([
        kinds.phone ? deps.accounts.accountsByPhone(q) : [],
        kinds.orderNo ? deps.orders.orderByNo(db, q) : null,
        kinds.userId ? deps.accounts.accountById(q) : null,
      ]);
      const byOrder = order ? await deps.accounts.accountById(order.userId) : null;
      const found = new Map<string, BorrowerAccount>();
      for (const account of [...byPhone, byOrder, byId]) if (account) found.set(account.userId, account);
      return { matches: [...found.values()].map(matchOf) };
    },

    async view(userId: string, lang: Language): Promise<Outcome<StaffBorrowerView>> {
      const account = await deps.accounts.accountById(userId);
      if (!account) return fail('NOT_FOUND');
      const [sources, name, profile, identity, bankAccount, documents, decisions, loans, inbox, sms, complaints, dataRequests, attribution] = await Promise.all([
        sourcesOf(account), deps.profiles.borrowerName(userId), deps.profiles.profileOf(userId), deps.documents.identityOf(userId),
        deps.banking.maskedAccount(userId), deps.documents.documentsOf(userId), deps.decisions.decisionsOf(userId), loansOf(userId),
        deps.inbox.list(userId, 1, lang), smsOf(account, DEFAULT_PAGE, {}),
        deps.care.listComplaints(userId), deps.dataRequests.dataRequestsOf(userId), deps.accounts.attributionOf(userId),
      ]);
      return ok({
        account: matchOf(account), profile: profileView(name, profile, sources), identity, bankAccount, documents, decisions, loans,
        messages: inbox.messages, messagesNextPage: inbox.hasMore ? 2 : null, sms: sms.sms, smsNextCursor: sms.nextCursor,
        complaints: complaints.complaints, dataRequests, attribution: attribution as Record<string, unknown> | null,
      });
    },

    /** The borrower's SMS after the view's first page (GET /staff/borrowers/:userId/sms). */
    async sms(userId: string, places: SmsPlaces, limit: number): Promise<Outcome<StaffBorrowerSmsPage>> {
      const account = await deps.accounts.accountById(userId);
      return account ? ok(await smsOf(account, limit, places)) : fail('NOT_FOUND');
    },

    /** A later page of the borrower's inbox (GET /staff/borrowers/:userId/messages), in the reader's language. */
    async messages(userId: string, page: number, lang: Language): Promise<Outcome<StaffBorrowerMessagesPage>> {
      if (!(await deps.accounts.accountById(userId))) return fail('NOT_FOUND');
      const inbox = await deps.inbox.list(userId, page, lang);
      return ok({ messages: inbox.messages, nextPage: inbox.hasMore ? page + 1 : null });
    },

    /** The borrower's identity photos as a list, for the referral queue (no bytes; NOT_FOUND for no such borrower). */
    async documentsOf(userId: string): Promise<Outcome<{ documents: StaffBorrowerDocument[] }>> {
      if (!(await deps.accounts.accountById(userId))) return fail('NOT_FOUND');
      return ok({ documents: await deps.documents.documentsOf(userId) });
    },

    /** One masked value, unmasked: recorded (who, which field, why; never the value) before it is answered. */
    async reveal(userId: string, field: RevealField, reason: string, context: AuditContext): Promise<Outcome<StaffRevealed>> {
      const account = await deps.accounts.accountById(userId);
      if (!account) return fail('NOT_FOUND');
      const value = revealValueOf(field, await sourcesOf(account));
      if (value === null) return fail('NOT_FOUND');
      await deps.audit.record(db, { ...context, action: 'borrower.reveal', object: { type: 'borrower', id: userId }, after: { field }, reason });
      return ok({ field, value });
    },

    /** A document image of this borrower's, with its type: recorded as `document.reveal` before the bytes are answered. */
    async document(userId: string, documentId: string, reason: string | undefined, context: AuditContext): Promise<Outcome<{ bytes: Buffer; contentType: string }>> {
      const bytes = await deps.documents.documentBytes(userId, documentId);
      if (!bytes) return fail('NOT_FOUND');
      await deps.audit.record(db, {
        ...context, action: 'document.reveal', object: { type: 'kyc_image', id: documentId }, after: { field: 'documentImage', userId }, ...(reason ? { reason } : {}),
      });
      return ok({ bytes, contentType: imageTypeOf(bytes) });
    },
  };
}
