import { staffBorrowerSearchQuery, staffDocumentRevealSchema, staffRevealSchema } from '@lendline/domain';
import { languageOf } from '../../plugins/api/envelope.ts';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { pageLimit } from '../../shared/page-cursor.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import type { DeletionService } from '../care/deletion-service.ts';
import type { BorrowersService } from './borrowers-service.ts';
import { smsPlacesOf } from './sms-page-fns.ts';

type BorrowerParams = { Params: { userId: string } };
type DocumentParams = { Params: { userId: string; documentId: string } };

/**
 * The borrower in one view and the data-requests queue on the staff API (issue 22, ADR 081).
 * Reading is `borrowers.read`; an unmasked value is `borrowers.reveal` (support) and a document
 * image `documents.read` (support and reviewers, who judge referrals by them): both are POSTs
 * because both are recorded actions, each with its reason, before anything is answered.
 */
export function registerStaffBorrowerRoutes(staff: StaffRoutes, services: { borrowers: BorrowersService; deletion: Pick<DeletionService, 'staffDataRequests'> }): void {
  const { borrowers } = services;
  staff.get('/staff/borrowers', { permission: 'borrowers.read' }, async (request) => {
    const query = validateForm(staffBorrowerSearchQuery, request.query ?? {});
    if (!query.ok) return query;
    return ok(await borrowers.search(query.value.q));
  });
  staff.get<BorrowerParams>('/staff/borrowers/:userId', { permission: 'borrowers.read' }, async (request) =>
    borrowers.view(request.params.userId, languageOf(request.headers.lang)));
  // The view's longer lists, a page at a time: the SMS after ?cursor= (the view's smsNextCursor), the inbox's ?page=.
  staff.get<BorrowerParams & { Querystring: { cursor?: string; limit?: string } }>('/staff/borrowers/:userId/sms', { permission: 'borrowers.read' }, async (request) => {
    const places = smsPlacesOf(request.query.cursor);
    if (places === null) return fieldProblem('cursor', 'error.validation.invalid');
    return borrowers.sms(request.params.userId, places ?? {}, pageLimit(request.query.limit));
  });
  staff.get<BorrowerParams & { Querystring: { page?: string } }>('/staff/borrowers/:userId/messages', { permission: 'borrowers.read' }, async (request) => {
    const page = Number(request.query.page ?? '1');
    if (!Number.isSafeInteger(page) || page < 1) return fieldProblem('page', 'error.validation.invalid');
    return borrowers.messages(request.params.userId, page, languageOf(request.headers.lang));
  });
  staff.get<BorrowerParams>('/staff/borrowers/:userId/documents', { permission: 'borrowers.read' }, async (request) => borrowers.documentsOf(request.params.userId));
  staff.post<BorrowerParams>('/staff/borrowers/:userId/reveal', { permission: 'borrowers.reveal', action: 'borrower.reveal' }, async (request, _principal, reply, context) => {
    const body = validateForm(staffRevealSchema, request.body ?? {});
    if (!body.ok) return body;
    const revealed = await borrowers.reveal(request.params.userId, body.value.field, body.value.reason, context);
    // An unmasked value: never kept by anything between staff and us.
    if (revealed.ok) reply.header('cache-control', 'no-store');
    return revealed;
  });
  staff.post<DocumentParams>('/staff/borrowers/:userId/documents/:documentId', { permission: 'documents.read', action: 'document.reveal' }, async (request, _principal, reply, context) => {
    const body = validateForm(staffDocumentRevealSchema, request.body ?? {});
    if (!body.ok) return body;
    const document = await borrowers.document(request.params.userId, request.params.documentId, body.value.reason, context);
    if (!document.ok) return document;
    return reply.header('cache-control', 'no-store').type(document.value.contentType).send(document.value.bytes);
  });
  staff.get('/staff/data-requests', { permission: 'borrowers.read' }, async () => ok(await services.deletion.staffDataRequests()));
}
