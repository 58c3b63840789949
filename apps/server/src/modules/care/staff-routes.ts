import { staffComplaintAnswerSchema } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { pageLimit, placeOf } from '../../shared/page-cursor.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import type { CareService } from './care-service.ts';

/**
 * Staff answering complaints (ADR 044) on the staff API (ADR 074): the queue of unanswered
 * complaints or the answered ones, with the counts (complaints.read), and one answer each
 * (complaints.answer), signed with the principal's name and told in the borrower's messages.
 * A second answer is COMPLAINT_ANSWERED (409).
 */
export function registerStaffComplaintRoutes(staff: StaffRoutes, care: CareService): void {
  // ?state=answered for the answered list; anything else is the open queue. A page at a time: ?limit=, ?cursor= (the answer's nextCursor).
  staff.get<{ Querystring: { state?: string; limit?: string; cursor?: string } }>('/staff/complaints', { permission: 'complaints.read' }, async (request) => {
    const after = placeOf(request.query.cursor);
    if (after === null) return fieldProblem('cursor', 'error.validation.invalid');
    const page = { limit: pageLimit(request.query.limit), ...(after ? { after } : {}) };
    return ok(await care.staffComplaints(request.query.state === 'answered' ? 'answered' : 'received', page));
  });
  staff.post<{ Params: { reference: string } }>('/staff/complaints/:reference/answer', { permission: 'complaints.answer', action: 'complaint.answer' }, async (request, principal, _reply, context) => {
    const body = validateForm(staffComplaintAnswerSchema, request.body ?? {});
    if (!body.ok) return body;
    const result = await care.answerComplaint(request.params.reference, { ...body.value, staffName: principal.name }, context);
    // The reference and who answered; never the borrower's words.
    if (result.ok) request.log.info({ complaint: request.params.reference, staff: principal.id }, 'complaint answered');
    return result;
  });
}
