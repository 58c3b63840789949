import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import type { StaffService } from './staff-service.ts';

type AccountParams = { Params: { id: string } };

/**
 * Staff administration on the staff API (ADR 077): the list (staff.read); invite, disable,
 * reset a lost sign-in (ADR 084) and enable (staff.manage), each recorded in the audit trail with the change. Roles for an existing
 * person are a four-eyes request ('grantRoles' through /staff/approvals), never a direct route.
 */
export function registerStaffAdminRoutes(staff: StaffRoutes, accounts: StaffService): void {
  staff.get('/staff/staff', { permission: 'staff.read' }, async (_request, principal) => accounts.listStaff(principal));
  staff.post('/staff/staff/invite', { permission: 'staff.manage', action: 'staff.invite' }, async (request, principal, _reply, context) =>
    accounts.inviteStaff(principal, request.body ?? {}, context),
  );
  staff.post<AccountParams>('/staff/staff/:id/disable', { permission: 'staff.manage', action: 'staff.disable' }, async (request, principal, _reply, context) =>
    accounts.disableStaff(principal, request.params.id, context),
  );
  staff.post<AccountParams>('/staff/staff/:id/reset', { permission: 'staff.manage', action: 'staff.reset' }, async (request, principal, _reply, context) =>
    accounts.resetStaff(principal, request.params.id, context),
  );
  staff.post<AccountParams>('/staff/staff/:id/enable', { permission: 'staff.manage', action: 'staff.enable' }, async (request, principal, _reply, context) =>
    accounts.enableStaff(principal, request.params.id, context),
  );
}
