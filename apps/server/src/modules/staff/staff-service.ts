import { staffInviteSchema, type StaffInvited, type StaffPrincipal } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { ApprovalsService } from '../approvals/approvals-service.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import type { StaffConfig } from './staff-config.ts';
import { createStaffEnrolment } from './staff-enrolment.ts';
import * as repo from './staff-repository.ts';
import type { Keyring } from '../../shared/keyring.ts';
import { listEntry, staffView, type StaffListEntry } from './staff-views.ts';

export interface StaffDeps {
  db: Db;
  now: Clock;
  keys: Keyring;
  config: StaffConfig;
  /** Where the console is served (enrolment links): PUBLIC_URL, or this server in development. */
  origin: string;
  /** The staff audit trail: an invitation, a disabling, an enabling, each in its own transaction (ADR 077). */
  audit: AuditRecorder;
  /** Where an invitation's roles wait for a second admin (the four-eyes 'grantRoles', ADR 083). */
  approvals: Pick<ApprovalsService, 'ask'>;
}

export type StaffService = ReturnType<typeof createStaffService>;

/**
 * Staff accounts, sign-in and console sessions (issue 22, ADR 072). The /staff plugin takes
 * `authenticateSession` and enforces permissions per route; the admin actions here check the
 * actor's permission too, so no route can forget it.
 */
export function createStaffService(deps: StaffDeps) {
  const { db, now } = deps;
  const enrolment = createStaffEnrolment({ db, now, keys: deps.keys, enrolmentHours: deps.config.enrolmentHours, origin: deps.origin, issuer: 'Lendline' });
  const mayManage = (actor: StaffPrincipal) => actor.permissions.has('staff.manage');
  /** Roles for an account, asked in the admin's name as a four-eyes 'grantRoles' (ADR 083): the answer's `rolesApproval`. */
  const askRoles = async (actor: StaffPrincipal, context: AuditContext, input: { staffId: string; roles: string[]; markets: string[] }, reason: string): Promise<Outcome<string>> => {
    const asked = await deps.approvals.ask({ principal: actor, context }, { action: 'grantRoles', input, reason });
    return asked.ok ? ok(asked.value.id) : asked;
  };

  return {
    startEnrolment: enrolment.startEnrolment,
    finishEnrolment: enrolment.finishEnrolment,

    /** The first admin, from `npm run staff:create-admin` (no actor: whoever runs it holds the server). */
    async createAdmin(input: { email: string; name: string }): Promise<Outcome<StaffInvited>> {
      const body = validateForm(staffInviteSchema, { ...input, roles: ['admin'], markets: ['NG', 'MX'] });
      if (!body.ok) return body;
      // Whoever runs the command line holds the server: recorded as the system.
      return enrolment.invite(body.value, null, (tx, id) => deps.audit.record(tx, {
        actor: { kind: 'system', id: 'cli', name: 'staff:create-admin' }, address: null, requestId: null,
        action: 'staff.invite', object: { type: 'staff_account', id }, after: { email: body.value.email, name: body.value.name, roles: body.value.roles, markets: body.value.markets },
      }));
    },

    /**
     * An admin invites a colleague, within the markets the admin acts on; the link goes to the
     * person. The account is made without roles: the roles asked are a four-eyes 'grantRoles'
     * request, in force once a second admin approves (ADR 083), so no one admin can make an
     * account able to do what they may not.
     */
    async inviteStaff(actor: StaffPrincipal, input: unknown, context: AuditContext): Promise<Outcome<StaffInvited>> {
      if (!mayManage(actor)) return fail('STAFF_FORBIDDEN');
      if (!actor.permissions.has('roles.request')) return fail('APPROVAL_NOT_PERMITTED');
      const body = validateForm(staffInviteSchema, input);
      if (!body.ok) return body;
      if (!body.value.markets.every((market) => actor.markets.includes(market))) return fieldProblem('markets', 'error.staff.marketsBeyondOwn');
      const invited = { ...body.value, roles: [...new Set(body.value.roles)], markets: [...new Set(body.value.markets)] };
      const made = await enrolment.invite({ ...invited, roles: [] }, actor.id, (tx, id) => deps.audit.record(tx, {
        ...context, action: 'staff.invite', object: { type: 'staff_account', id }, after: { email: invited.email, name: invited.name, roles: [], rolesAsked: invited.roles, markets: invited.markets },
      }));
      if (!made.ok) return made;
      // A failure from here leaves an account without roles, which can do nothing: roles can be asked again.
      const asked = await askRoles(actor, context, { staffId: made.value.id, roles: invited.roles, markets: invited.markets }, `Roles asked with the invitation of ${invited.name}`);
      return asked.ok ? ok({ ...made.value, rolesApproval: asked.value }) : asked;
    },

    /**
     * A colleague lost their password or authenticator (ADR 084): a new enrolment link, their
     * sessions ended, and their roles removed and asked again as a four-eyes request, so that
     * the admin holding the link cannot act as them alone.
     */
    async resetStaff(actor: StaffPrincipal, id: string, context: AuditContext): Promise<Outcome<StaffInvited>> {
      if (!mayManage(actor)) return fail('STAFF_FORBIDDEN');
      if (!actor.permissions.has('roles.request')) return fail('APPROVAL_NOT_PERMITTED');
      if (id === actor.id) return fail('STAFF_FORBIDDEN');
      const reopened = await enrolment.reopen(id, (tx, before) => deps.audit.record(tx, {
        ...context, action: 'staff.reset', object: { type: 'staff_account', id },
        before: { status: before.status, roles: before.roles }, after: { status: 'invited', roles: [], sessionsEnded: true },
      }));
      if (!reopened.ok) return reopened;
      const { before, ...link } = reopened.value;
      const roles = staffView(before).roles;
      if (roles.length === 0) return ok(link);
      const asked = await askRoles(actor, context, { staffId: id, roles, markets: staffView(before).markets }, `Roles given back after a sign-in reset of ${before.name}`);
      if (!asked.ok) return asked;
      return ok({ ...link, rolesApproval: asked.value });
    },

    /** Disabled at once: every open session of the account ends in the same transaction. */
    async disableStaff(actor: StaffPrincipal, id: string, context: AuditContext): Promise<Outcome<{ disabled: true }>> {
      if (!mayManage(actor)) return fail('STAFF_FORBIDDEN');
      const at = now();
      const found = await db.transaction(async (tx) => {
        const account = await repo.accountById(tx, id, true);
        if (!account || !(await repo.setDisabledAt(tx, id, at))) return false;
        const ended = await repo.endSessionsOf(tx, id, at);
        await deps.audit.record(tx, {
          ...context, action: 'staff.disable', object: { type: 'staff_account', id },
          before: { disabled: account.disabledAt !== null }, after: { disabled: true, sessionsEnded: ended },
        });
        return true;
      });
      return found ? ok({ disabled: true }) : fail('NOT_FOUND');
    },

    async enableStaff(actor: StaffPrincipal, id: string, context: AuditContext): Promise<Outcome<{ disabled: false }>> {
      if (!mayManage(actor)) return fail('STAFF_FORBIDDEN');
      const found = await db.transaction(async (tx) => {
        const account = await repo.accountById(tx, id, true);
        if (!account || !(await repo.setDisabledAt(tx, id, null))) return false;
        await deps.audit.record(tx, { ...context, action: 'staff.enable', object: { type: 'staff_account', id }, before: { disabled: account.disabledAt !== null }, after: { disabled: false } });
        return true;
      });
      return found ? ok({ disabled: false }) : fail('NOT_FOUND');
    },

    async listStaff(actor: StaffPrincipal): Promise<Outcome<{ staff: StaffListEntry[] }>> {
      if (!actor.permissions.has('staff.read')) return fail('STAFF_FORBIDDEN');
      return ok({ staff: (await repo.listAccounts(db)).map(listEntry) });
    },
  };
}
