import { randomUUID } from 'node:crypto';
import { isStatusIn, STATUS_GROUPS, type Currency, type RefundMethod, type RefundState } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { creditApplicationEntries, creditRefundEntries, type LedgerService } from '../ledger/ledger-service.ts';
import type { LoansService } from '../loans/loans-service.ts';
import { loanBalances } from './owed.ts';
import { creditOf, insertAllocations, insertRefund, paymentsWithCredit, refundById } from './payment-repository.ts';
import { refundReference } from './refund-fns.ts';
import { splitPayment, totalOwed } from './repayment-fns.ts';

export interface CreditDeps {
  db: Db;
  now: Clock;
  ledger: LedgerService;
  loans: Pick<LoansService, 'lockLoanForRepayment' | 'markFinished'>;
  jobs: JobEnqueuer;
  /** The payout provider's name: a rail refund records which provider carries it. */
  payoutProvider: string;
}

export interface RefundRequest {
  userId: string;
  /** Minor units; at most the borrower's credit. */
  amount: number;
  currency: Currency;
  /** The staff principal's name, kept with the refund. */
  staffName: string;
  /** rail (the default): sent to the borrower's payout account; manual: a transfer staff made, named by `transferReference`. */
  method?: RefundMethod;
  /** Required for a manual refund; a rail refund's reference is ours. */
  transferReference?: string;
}

export interface RefundResult {
  refunded: number;
  credit: number;
  method: RefundMethod;
  state: RefundState;
  transferReference: string;
}

export type BorrowerCredit = ReturnType<typeof createCredit>;

/**
 * A borrower's credit (the rest of an overpayment, money paid with no loan open) pays their
 * next loan as soon as it is paid out, or goes back to them by staff action (issue 10).
 */
export function createCredit(deps: CreditDeps) {
  const { db, now, ledger, loans, jobs } = deps;
  // Spending a borrower's credit (paying a loan, a refund) takes this lock first, so two cannot spend the same money.
  const lockCredit = (tx: Executor, userId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit:${userId}`}))`);

  return {
    /**
     * Pays the loan from the borrower's credit, oldest money first, under the loan's lock like
     * any payment: running it again finds the credit spent and changes nothing.
     */
    async applyCredit(orderId: string): Promise<{ applied: number }> {
      return db.transaction(async (tx) => {
        const loan = await loans.lockLoanForRepayment(tx, orderId);
        if (!loan || !isStatusIn(STATUS_GROUPS.repayable, loan.status)) return { applied: 0 };
        await lockCredit(tx, loan.userId);
        let { balances } = await loanBalances(tx, loan);
        let applied = 0;
        for (const held of await paymentsWithCredit(tx, loan.userId, loan.currency)) {
          const owed = totalOwed(balances);
          if (owed === 0) break;
          const amount = Math.min(held.remainder, owed);
          const { allocations, split } = splitPayment(amount, balances, loan.pricing?.terms.allocationOrder);
          await insertAllocations(tx, allocations.map((a) => ({ paymentId: held.id, orderId, ...a })));
          await ledger.post(tx, { kind: 'credit_applied', orderId, key: `credit:${held.id}:${orderId}`, currency: loan.currency, entries: creditApplicationEntries(split) });
          applied += amount;
          ({ balances } = await loanBalances(tx, loan));
        }
        if (applied > 0 && totalOwed(balances) === 0) await loans.markFinished(tx, orderId, now());
        return { applied };
      });
    },

    /** What the borrower holds as credit now, in minor units. */
    async creditBalance(userId: string): Promise<number> {
      return creditOf(db, userId);
    },

    /**
     * Gives the borrower's credit back (ADR 085), once per `id` (a four-eyes request's key):
     * running it again, even racing, answers as the first run did. Through the rail (the
     * default) it is queued under our reference and a refundTransfer job sends it after this
     * commits; the ledger posts when the provider confirms. A manual one records the transfer
     * staff made (once per its reference) and posts at once: that money has already left.
     */
    async refundCredit(request: RefundRequest, id: string = randomUUID()): Promise<Outcome<RefundResult>> {
      const method = request.method ?? 'rail';
      const result = await db.transaction(async (tx): Promise<Outcome<RefundResult>> => {
        await lockCredit(tx, request.userId);
        const credit = await creditOf(tx, request.userId);
        const earlier = await refundById(tx, id);
        if (earlier) return ok({ refunded: earlier.amount, credit, method: earlier.method, state: earlier.state, transferReference: earlier.transferReference });
        if (request.amount <= 0 || request.amount > credit) return fail('VALIDATION_FAILED', { fields: [{ field: 'amount', key: 'error.repayment.refund.overCredit' }] });
        const transferReference = method === 'rail' ? refundReference(id) : request.transferReference;
        if (!transferReference) return fail('VALIDATION_FAILED', { fields: [{ field: 'transferReference', key: 'error.staff.transferReference' }] });
        const at = now();
        const state: RefundState = method === 'rail' ? 'queued' : 'success';
        const recorded = await insertRefund(tx, {
          id, userId: request.userId, amount: request.amount, currency: request.currency, staffName: request.staffName,
          transferReference, method, state, provider: method === 'rail' ? deps.payoutProvider : null, createdAt: at, updatedAt: at,
        });
        if (!recorded) return fail('VALIDATION_FAILED', { fields: [{ field: 'transferReference', key: 'error.repayment.refund.duplicate' }] });
        if (method === 'rail') await jobs.enqueue(tx, 'refundTransfer', { key: transferReference });
        else await ledger.post(tx, { kind: 'credit_refund', orderId: null, key: `refund:${id}`, currency: request.currency, entries: creditRefundEntries(request.amount) });
        return ok({ refunded: request.amount, credit: credit - request.amount, method, state, transferReference });
      });
      if (result.ok && result.value.state === 'queued') jobs.nudge();
      return result;
    },
  };
}
