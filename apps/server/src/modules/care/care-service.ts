import { randomUUID } from 'node:crypto';
import type { Complaint, CreateComplaintRequest, CustomerService, StaffComplaintAnswer } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { DEFAULT_PAGE, pageOf, type Place } from '../../shared/page-cursor.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import type { InboxRecorder } from '../inbox/inbox-service.ts';
import type { LoansService } from '../loans/loans-service.ts';
import type { CareConfig } from './care-config.ts';
import { answeredComplaints, complaintCounts, complaintsOf, insertComplaint, lockComplaint, markAnswered, receivedComplaints } from './care-repository.ts';
import { answerByOf, complaintReference, complaintView } from './complaint-fns.ts';

export interface CareDeps {
  db: Db;
  now: Clock;
  config: CareConfig;
  /** The staff audit trail: an answer is recorded in its own transaction (ADR 077). */
  audit: AuditRecorder;
  loans: Pick<LoansService, 'ownOrder'>;
  /** The message centre: an answer is told there too, in the answer's transaction (ADR 047, issue 22). */
  inbox: InboxRecorder;
}

/** Staff's two lists: the open queue (unanswered) and the answered. */
export type ComplaintQueue = 'received' | 'answered';

/** Draws of a reference before giving up: a collision among 2^30 a day is already rare. */
const REFERENCE_DRAWS = 5;

export type CareService = ReturnType<typeof createCareService>;

/**
 * Customer care (issue 12, ADR 044): the configured channels, the app's store address, and
 * complaints. A complaint is acknowledged at once with its reference and the date an answer is
 * promised by (FCCPC 2025); staff answer it once. Everything a borrower reads is their own.
 */
export function createCareService(deps: CareDeps) {
  const { db, now, config } = deps;

  return {
    /** `/loanMarket/customer-service`. */
    channels(): CustomerService {
      const { phone, whatsapp, email, example, hours, complaintAnswerDays } = config;
      return { phone, whatsapp, email, example, hours, complaintAnswerDays };
    },

    /** `/app-download/getAddress`. */
    downloadAddress() {
      return { downloadLink: config.appDownloadUrl };
    },

    /** `/care/complaint/create`: recorded and acknowledged in one answer. */
    async createComplaint(userId: string, input: CreateComplaintRequest): Promise<Outcome<Complaint>> {
      const orderNo = input.orderNo ? input.orderNo : null;
      if (orderNo && !(await deps.loans.ownOrder(db, userId, orderNo))) return fieldProblem('orderNo', 'error.complaint.orderNo.unknown');
      const createdAt = now();
      const row = {
        id: randomUUID(), userId, category: input.category, text: input.text, orderNo, state: 'received',
        answer: null, answeredBy: null, answeredAt: null, answerBy: answerByOf(createdAt, config.complaintAnswerDays), createdAt,
      };
      for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
        const reference = complaintReference(createdAt);
        if (await insertComplaint(db, { ...row, reference })) return ok(complaintView({ ...row, reference }));
      }
      throw new Error('No free complaint reference after several draws');
    },

    /** `/care/complaint/list`: the borrower's own, newest first. */
    async listComplaints(userId: string) {
      return { complaints: (await complaintsOf(db, userId)).map(complaintView) };
    },

    /**
     * Staff: the unanswered complaints oldest first (or the answered, latest first), a page at a
     * time after `after`, each with whether the promise is late (past answerBy, unanswered), and
     * the counts of the whole queue.
     */
    async staffComplaints(queue: ComplaintQueue = 'received', page: { limit: number; after?: Place } = { limit: DEFAULT_PAGE }) {
      const at = now();
      const rows = queue === 'received' ? await receivedComplaints(db, page.limit + 1, page.after) : await answeredComplaints(db, page.limit + 1, page.after);
      const shown = pageOf(rows, page.limit, (row) => ({ at: queue === 'received' ? row.createdAt : (row.answeredAt ?? row.createdAt), id: row.id }));
      const complaints = shown.rows.map((row) => ({ ...complaintView(row), userId: row.userId, late: row.state === 'received' && row.answerBy.getTime() < at.getTime() }));
      return { complaints, counts: await complaintCounts(db, at), nextCursor: shown.nextCursor };
    },

    /** Staff: answer once (and close, if nothing more is to be done); a second answer is COMPLAINT_ANSWERED. */
    answerComplaint(reference: string, by: StaffComplaintAnswer & { staffName: string }, context: AuditContext): Promise<Outcome<Complaint>> {
      return db.transaction(async (tx) => {
        const row = await lockComplaint(tx, reference);
        if (!row) return fail('NOT_FOUND');
        if (row.state !== 'received') return fail('COMPLAINT_ANSWERED', { reference, state: row.state });
        const answer = { state: by.close ? ('closed' as const) : ('answered' as const), answer: by.answer, answeredBy: by.staffName, answeredAt: now() };
        await markAnswered(tx, row.id, answer);
        // Keyed by the complaint: it is answered once, so it is told once.
        await deps.inbox.record(tx, {
          key: `complaint_answered:${row.id}`, userId: row.userId, orderId: null, orderNo: row.orderNo, at: answer.answeredAt,
          params: { kind: 'complaint_answered', reference, answer: by.answer },
        });
        // The state, never the borrower's words nor the answer's: those stay with the complaint.
        await deps.audit.record(tx, { ...context, action: 'complaint.answer', object: { type: 'complaint', id: reference }, before: { state: row.state }, after: { state: answer.state } });
        return ok(complaintView({ ...row, ...answer }));
      });
    },
  };
}
