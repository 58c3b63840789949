import { limitOverrideSchema } from '@lendline/domain';
import { ok, fail, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import type { FourEyesExecutor } from '../approvals/approvals-service.ts';
import { ENGINE_CONFIG } from './engine-config.ts';
import * as repo from './limit-override-repository.ts';
import { tierLimit } from './underwriting-fns.ts';
import type { UnderwritingDeps } from './underwriting-service.ts';

type Deps = Pick<UnderwritingDeps, 'db' | 'now' | 'market' | 'loans' | 'applicant' | 'products'>;

/**
 * A borrower's credit limit set by hand, as the four-eyes action `limitOverride` (issue 22,
 * ADR 082). Asked with the new limit: refused unless it lies within the amounts of the
 * products open to the borrower now (the smallest minimum to the largest maximum); the
 * approver reads the limit in force (an earlier override, else the ladder's) against the new.
 * The run stores it keyed by the request, so a second run changes nothing; the next
 * assessment grants it in place of the ladder's tier (still on the product's steps).
 */
export function limitOverrideApproval(deps: Deps): FourEyesExecutor {
  const { db, now, market } = deps;

  async function bounds(userId: string): Promise<Outcome<{ min: number; max: number; current: number; source: 'override' | 'ladder'; currency: string }>> {
    if ((await deps.applicant.phoneOf(userId)) === null) return fieldProblem('userId', 'error.staff.userId');
    const { onTime } = await deps.loans.repaymentHistory(db, userId);
    const open = deps.products.live().filter((t) => t.minOnTimeRepayments <= onTime);
    if (open.length === 0) return fieldProblem('limit', 'error.limit.bounds');
    const max = Math.max(...open.map((t) => t.maxAmount));
    const earlier = await repo.overrideOf(db, userId);
    return ok({
      min: Math.min(...open.map((t) => t.minAmount)), max,
      current: earlier?.creditLimit ?? Math.min(max, tierLimit(onTime, ENGINE_CONFIG[market])),
      source: earlier ? 'override' : 'ladder',
      currency: open[0]!.currency,
    });
  }

  return {
    async prepare(input) {
      const body = validateForm(limitOverrideSchema, input ?? {});
      if (!body.ok) return body;
      const { userId, limit } = body.value;
      const range = await bounds(userId);
      if (!range.ok) return range;
      if (limit < range.value.min || limit > range.value.max) return fieldProblem('limit', 'error.limit.bounds');
      return ok({
        payload: { userId, limit },
        object: { type: 'borrower', id: userId },
        // The currency lets the approver read both limits as money, not minor units.
        before: { creditLimit: range.value.current, source: range.value.source, currency: range.value.currency },
        after: { creditLimit: limit, source: 'override', currency: range.value.currency },
      });
    },
    async run(payload, context) {
      const body = validateForm(limitOverrideSchema, payload);
      if (!body.ok) return body;
      const { userId, limit } = body.value;
      // Outside the transaction: the borrower's account is the auth module's (one connection stays free for it).
      const exists = (await deps.applicant.phoneOf(userId)) !== null;
      return db.transaction(async (tx) => {
        const earlier = await repo.overrideByKey(tx, context.key);
        if (earlier) return ok({ userId, creditLimit: earlier.creditLimit });
        if (!exists) return fail('NOT_FOUND');
        const current = await repo.overrideOf(tx, userId, true);
        await repo.setOverride(tx, {
          userId, creditLimit: limit, previousLimit: current?.creditLimit ?? null, madeBy: context.maker.name, approvedBy: context.approver.name,
          requestKey: context.key, setAt: now(),
        });
        return ok({ userId, creditLimit: limit });
      });
    },
  };
}
