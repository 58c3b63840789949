import { marketDate, OrderStatus, type MarketId, type StepResponse } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import type { DraftOrder, DraftOrders, SubmissionGate } from './application-service.ts';
import { isInProgress } from './order-fns.ts';
import { clearSection, findProfile } from './profile-repository.ts';
import { returningFirstStep } from './returning-fns.ts';

export interface StartDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  orders: DraftOrders;
  decisions: SubmissionGate;
  /** When the borrower's identity check last passed (the kyc module); null when none is on file. */
  identityVerifiedAt(userId: string): Promise<Date | null>;
}

const stepAnswer = (order: { orderNo: string; status: DraftOrder['status'] }): StepResponse => ({ orderNo: order.orderNo, status: order.status });

/** Starting an application: `apply-market`, and `apply-market-again` after a finished loan (ADR 010, 035). */
export function createApplicationStart(deps: StartDeps) {
  const { db, now, market, orders } = deps;

  /**
   * A new application, in the starting transaction (the borrower's lock held, no open order,
   * the gate passed). A returning borrower's (a loan repaid) starts at the first step to renew;
   * its questionnaire is asked anew: it is about debts and delays now, and last time's answers
   * describe another moment. The identity check's time is read before the transaction.
   */
  async function openApplication(tx: Executor, userId: string, productId: string | undefined, identityVerifiedAt: Date | null): Promise<DraftOrder> {
    const at = now();
    if (!(await orders.hasFinishedLoan(tx, userId))) return orders.openDraft(tx, { userId, productId, at });
    const profile = await findProfile(tx, userId);
    const firstStep = returningFirstStep({
      hasPersonal: Boolean(profile?.personal),
      identityVerifiedOn: identityVerifiedAt ? marketDate(identityVerifiedAt, market) : null,
      today: marketDate(at, market),
    });
    await clearSection(tx, userId, 'questionnaire', at);
    return orders.openDraft(tx, { userId, productId, at, firstStep });
  }

  return {
    async applyMarket(userId: string, productId: string | undefined): Promise<Outcome<StepResponse>> {
      const identityVerifiedAt = await deps.identityVerifiedAt(userId);
      return db.transaction(async (tx) => {
        await orders.lockBorrower(tx, userId);
        const open = await orders.openOrderOf(tx, userId);
        // A retried start returns the draft already begun; a decided or repaying one blocks a new start.
        if (open) return isInProgress(open.status) ? fail('ORDER_IN_PROGRESS') : ok(stepAnswer(open));
        const allowed = await deps.decisions.canApply(tx, userId);
        if (!allowed.ok) return allowed;
        return ok(stepAnswer(await openApplication(tx, userId, productId, identityVerifiedAt)));
      });
    },

    /**
     * `apply-market-again` with the number of the borrower's finished loan: their next
     * application, asking for the same product (the decision moves to a wider one when the
     * limit outgrows it). Refused while any order is open: unlike apply-market it starts a new
     * application or nothing, so a second call never answers the first one's draft. Null when
     * the number is not this borrower's finished loan: the call is then the re-attempt of a
     * failed payout (the payments module). Finish is final, so it is read outside the lock.
     */
    async applyAgain(userId: string, orderNo: string): Promise<Outcome<StepResponse> | null> {
      const repaid = await orders.ownOrder(db, userId, orderNo);
      if (repaid?.status !== OrderStatus.Finish) return null;
      const identityVerifiedAt = await deps.identityVerifiedAt(userId);
      return db.transaction(async (tx) => {
        await orders.lockBorrower(tx, userId);
        if (await orders.openOrderOf(tx, userId)) return fail('ORDER_IN_PROGRESS');
        const allowed = await deps.decisions.canApply(tx, userId);
        if (!allowed.ok) return allowed;
        return ok(stepAnswer(await openApplication(tx, userId, repaid.productId ?? undefined, identityVerifiedAt)));
      });
    },
  };
}
