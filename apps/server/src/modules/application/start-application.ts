import { choiceProblems, marketDate, OrderStatus, type MarketId, type ProductTerms, type StepResponse } from '@lendline/domain';
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
  /** The products module's live versions (ADR 082): a choice is checked against what the offer will be priced with. */
  products: { live(): readonly ProductTerms[] };
}

const stepAnswer = (order: { orderNo: string; status: DraftOrder['status'] }): StepResponse => ({ orderNo: order.orderNo, status: order.status });

/** The amount (minor units) and term the borrower chose before applying (to_borrow, a landing page; ADR 053). */
export interface LoanChoice {
  amount?: number | undefined;
  tenure?: number | undefined;
}

const chose = (choice: LoanChoice) => choice.amount !== undefined || choice.tenure !== undefined;

/** Starting an application: `apply-market`, and `apply-market-again` after a finished loan (ADR 010, 035). */
export function createApplicationStart(deps: StartDeps) {
  const { db, now, market, orders } = deps;

  /**
   * A new application, in the starting transaction (the borrower's lock held, no open order,
   * the gate passed). A returning borrower's (a loan repaid) starts at the first step to renew;
   * its questionnaire is asked anew: it is about debts and delays now, and last time's answers
   * describe another moment. The identity check's time is read before the transaction.
   */
  /** The first-loan product of the chosen term: the one the decision is asked for (it moves to a wider one when the limit outgrows it, ADR 019). */
  const productOfTenure = (tenure: number | undefined) =>
    tenure === undefined ? undefined : deps.products.live().find((t) => t.minOnTimeRepayments === 0 && t.tenures.includes(tenure))?.productId;
  const problemsOf = (choice: LoanChoice) => choiceProblems(market, choice.amount, choice.tenure, deps.products.live());

  async function openApplication(tx: Executor, userId: string, productId: string | undefined, identityVerifiedAt: Date | null, choice: LoanChoice): Promise<DraftOrder> {
    const at = now();
    if (!(await orders.hasFinishedLoan(tx, userId))) return orders.openDraft(tx, { userId, productId, at, choice });
    const profile = await findProfile(tx, userId);
    const firstStep = returningFirstStep({
      hasPersonal: Boolean(profile?.personal),
      identityVerifiedOn: identityVerifiedAt ? marketDate(identityVerifiedAt, market) : null,
      today: marketDate(at, market),
    });
    await clearSection(tx, userId, 'questionnaire', at);
    return orders.openDraft(tx, { userId, productId, at, firstStep, choice });
  }

  return {
    async applyMarket(userId: string, asked: string | undefined, choice: LoanChoice = {}): Promise<Outcome<StepResponse>> {
      const problems = problemsOf(choice);
      if (problems.length > 0) return fail('VALIDATION_FAILED', { fields: problems });
      const productId = asked ?? productOfTenure(choice.tenure);
      const identityVerifiedAt = await deps.identityVerifiedAt(userId);
      return db.transaction(async (tx) => {
        await orders.lockBorrower(tx, userId);
        const open = await orders.openOrderOf(tx, userId);
        // A retried start returns the draft already begun (asking for a choice made again);
        // a decided or repaying one blocks a new start.
        if (open && isInProgress(open.status)) return fail('ORDER_IN_PROGRESS');
        if (open) {
          if (chose(choice)) await orders.changeDraftChoice(tx, open.id, productId, choice);
          return ok(stepAnswer(open));
        }
        const allowed = await deps.decisions.canApply(tx, userId);
        if (!allowed.ok) return allowed;
        return ok(stepAnswer(await openApplication(tx, userId, productId, identityVerifiedAt, choice)));
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
    async applyAgain(userId: string, orderNo: string, choice: LoanChoice = {}): Promise<Outcome<StepResponse> | null> {
      const repaid = await orders.ownOrder(db, userId, orderNo);
      if (repaid?.status !== OrderStatus.Finish) return null;
      const problems = problemsOf(choice);
      if (problems.length > 0) return fail('VALIDATION_FAILED', { fields: problems });
      const productId = productOfTenure(choice.tenure) ?? repaid.productId ?? undefined;
      const identityVerifiedAt = await deps.identityVerifiedAt(userId);
      return db.transaction(async (tx) => {
        await orders.lockBorrower(tx, userId);
        if (await orders.openOrderOf(tx, userId)) return fail('ORDER_IN_PROGRESS');
        const allowed = await deps.decisions.canApply(tx, userId);
        if (!allowed.ok) return allowed;
        return ok(stepAnswer(await openApplication(tx, userId, productId, identityVerifiedAt, choice)));
      });
    },
  };
}
