import { collectionNoteSchema } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { CollectionsQuery, CollectionsService } from './collections-service.ts';

/**
 * The collections desk on the staff API (issue 22, ADR 087): the overdue loans (collections.read)
 * and a collector's actions (collections.act), each with its audit action. The repayment link
 * stays `POST /staff/collections/links/:orderNo` (repayments module).
 */
export function registerStaffCollectionRoutes(staff: StaffRoutes, collections: CollectionsService): void {
  staff.get<{ Querystring: CollectionsQuery }>('/staff/collections', { permission: 'collections.read' }, async (request) => collections.list(request.query));
  staff.post<{ Params: { orderNo: string } }>('/staff/collections/:orderNo/remind', { permission: 'collections.act', action: 'collection.remind' }, async (request, _principal, _reply, context) =>
    collections.remind(request.params.orderNo, context),
  );
  staff.post<{ Params: { orderNo: string } }>('/staff/collections/:orderNo/rollover-offer', { permission: 'collections.act', action: 'collection.rolloverOffer' }, async (request, _principal, _reply, context) =>
    collections.rolloverOffer(request.params.orderNo, context),
  );
  staff.post<{ Params: { orderNo: string } }>('/staff/collections/:orderNo/notes', { permission: 'collections.act', action: 'collection.note' }, async (request, _principal, _reply, context) => {
    const body = validateForm(collectionNoteSchema, request.body ?? {});
    if (!body.ok) return body;
    return collections.note(request.params.orderNo, body.value, context);
  });
}
