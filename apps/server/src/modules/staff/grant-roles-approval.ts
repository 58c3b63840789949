import { grantRolesSchema } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import { fail, ok } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { FourEyesExecutor } from '../approvals/approvals-service.ts';
import * as repo from './staff-repository.ts';
import { staffView } from './staff-views.ts';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

/**
 * Giving an existing person roles and markets, as a four-eyes action (issue 22, ADR 077): asked
 * with the whole new set, shown as before and after, set when a second admin approves. The run
 * sets the asked set, so a second run of the same request changes nothing; a disabled or
 * vanished account is refused at either step.
 */
export function grantRolesApproval(db: Db): FourEyesExecutor {
  return {
    async prepare(input) {
      const body = validateForm(grantRolesSchema, input ?? {});
      if (!body.ok) return body;
      const { staffId } = body.value;
      const roles = [...new Set(body.value.roles)];
      const markets = [...new Set(body.value.markets)];
      const account = await repo.accountById(db, staffId);
      if (!account || account.disabledAt !== null) return fail('NOT_FOUND');
      const current = staffView(account);
      if (sameSet(current.roles, roles) && sameSet(current.markets, markets)) return fail('VALIDATION_FAILED', { fields: [{ field: 'roles', key: 'error.staff.roles' }] });
      return ok({
        payload: { staffId, roles, markets },
        object: { type: 'staff_account', id: staffId },
        before: { roles: current.roles, markets: current.markets },
        after: { roles, markets },
      });
    },
    async run(payload) {
      const body = validateForm(grantRolesSchema, payload);
      if (!body.ok) return body;
      const { staffId, roles, markets } = body.value;
      return db.transaction(async (tx) => {
        const account = await repo.accountById(tx, staffId, true);
        if (!account || account.disabledAt !== null) return fail('NOT_FOUND');
        // Setting the asked set is what makes a repeated run harmless: the second finds it done.
        await repo.setRoles(tx, staffId, { roles, markets });
        return ok({ staffId, roles, markets });
      });
    },
  };
}
