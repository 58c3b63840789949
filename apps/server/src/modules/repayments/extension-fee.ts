import { extendedSchedule, extensionQuote, marketDate, phaseOwed, type ExtensionQuote } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { InboxRecorder } from '../inbox/inbox-service.ts';
import type { ReceivedPayment } from '../../providers/collections/types.ts';
import { extensionFeeEntries, paymentEntries, type LedgerService } from '../ledger/ledger-service.ts';
import type { LoansService, RepayableLoan } from '../loans/loans-service.ts';
import { appliedCount, awaitingExtension, expireAwaiting, extensionOfReference, markApplied, markPaymentCredit, type ExtensionRow } from './extension-repository.ts';
import { owedNow, loanBalances } from './owed.ts';
import { insertAllocations } from './payment-repository.ts';

/**
 * A rollover's fee is stored as an allocation of the payment that paid it, on phase 0 (no
 * phase of the schedule), so the borrower's credit (payments minus allocations) never counts
 * it as theirs; `allocatedSums` leaves phase 0 out of the schedule's balances.
 */
export const EXTENSION_FEE_PHASE = 0;
export const EXTENSION_FEE_COMPONENT = 'extension_fee';

export interface ExtensionFeeDeps {
  ledger: LedgerService;
  loans: Pick<LoansService, 'lockLoanForRepayment' | 'applyExtension'>;
  jobs: JobEnqueuer;
  /** The message centre: the rollover's confirmation, in the payment's transaction (ADR 047). */
  inbox: InboxRecorder;
}

/** What a payment left for the loan once a pending rollover's fee was taken from it. */
export type FeeOutcome =
  | { rest: number; loan: RepayableLoan }
  /** All of it is the borrower's credit: it paid a fee already paid, or a rollover no longer allowed. */
  | { rest: 0; credit: true };

/** The loan's rollover quote under the caller's lock, from the schedule and what was paid. */
export async function quoteFor(executor: Executor, loan: RepayableLoan, today: string): Promise<ExtensionQuote | null> {
  if (!loan.pricing || loan.phases.length === 0) return null;
  const { balances } = await loanBalances(executor, loan);
  const phases = balances.map((b) => ({ phase: b.phase, dueDate: b.dueDate, principalOwed: b.outstanding.principal, owed: phaseOwed(b) }));
  return extensionQuote({ status: loan.status, terms: loan.pricing.terms, phases, used: await appliedCount(executor, loan.orderId), today });
}

const totalOf = (e: ExtensionRow) => e.fee + e.feeTax;

/**
 * The branch of money in (ADR 037), in the payment's own transaction under the loan's lock,
 * after the payment was recorded once. A payment to a reference made for a fee pays that fee;
 * a transfer to the borrower's account (which names no purpose) pays the fee of an order
 * awaiting payment first. Either way the rollover is applied here, exactly once: the due
 * dates move, an overdue loan is Repaying again, the fee is posted, the notice is queued.
 */
export function createExtensionFee(deps: ExtensionFeeDeps) {
  const { ledger, loans, jobs, inbox } = deps;

  async function asCredit(tx: Executor, loan: RepayableLoan, paymentId: string, payment: ReceivedPayment, key: string, reason: string): Promise<FeeOutcome> {
    await markPaymentCredit(tx, paymentId, reason);
    await ledger.post(tx, {
      kind: 'borrower_credit', orderId: loan.orderId, key, currency: loan.currency,
      entries: paymentEntries({ amount: payment.amount, principal: 0, interest: 0, interestTax: 0, unapplied: payment.amount, unappliedTo: 'borrower_credit' }),
    });
    return { rest: 0, credit: true };
  }

  async function apply(tx: Executor, loan: RepayableLoan, extension: ExtensionRow, paymentId: string, payment: ReceivedPayment, at: Date): Promise<FeeOutcome> {
    const today = marketDate(new Date(payment.paidAt), loan.market);
    const { balances } = await loanBalances(tx, loan);
    const unpaid = new Set(balances.filter((b) => phaseOwed(b) > 0).map((b) => b.phase));
    const moved = extendedSchedule(loan.phases, unpaid, today, extension.days).filter((p) => unpaid.has(p.phase));
    const first = loan.phases.find((p) => unpaid.has(p.phase));
    const newFirst = moved[0];
    if (!first || !newFirst) return { rest: payment.amount, loan };
    const number = (await appliedCount(tx, loan.orderId)) + 1;
    if (!(await markApplied(tx, extension.id, { number, paymentId, fromDate: first.dueDate < today ? today : first.dueDate, appliedDueDate: newFirst.dueDate, appliedAt: at }))) {
      return { rest: payment.amount, loan };
    }
    await expireAwaiting(tx, loan.orderId);
    await loans.applyExtension(tx, loan.orderId, moved.map((p) => ({ phase: p.phase, dueDate: p.dueDate })), at);
    const total = totalOf(extension);
    await insertAllocations(tx, [{ paymentId, orderId: loan.orderId, phase: EXTENSION_FEE_PHASE, component: EXTENSION_FEE_COMPONENT, amount: total }]);
    await ledger.post(tx, { kind: 'extension_fee', orderId: loan.orderId, key: `extension:${extension.id}`, currency: loan.currency, entries: extensionFeeEntries(extension.fee, extension.feeTax) });
    await jobs.enqueue(tx, 'notice', { key: `rollover_confirmed:${extension.id}`, payload: { kind: 'rollover_confirmed', orderId: loan.orderId, paymentId } });
    const reloaded = await loans.lockLoanForRepayment(tx, loan.orderId);
    if (!reloaded) throw new Error(`applyExtension: order ${loan.orderId} vanished`);
    // Due on the new date: what the repayment detail says is due next, penalties and all (issue 19).
    const { dueNow, nextDueDate } = await owedNow(tx, reloaded, today);
    await inbox.record(tx, {
      key: `rollover_confirmed:${extension.id}`, userId: loan.userId, orderId: loan.orderId, orderNo: loan.orderNo, at,
      params: { kind: 'rollover_confirmed', currency: loan.currency, amount: dueNow, dueDate: nextDueDate ?? newFirst.dueDate },
    });
    return { rest: payment.amount - total, loan: reloaded };
  }

  return {
    /**
     * Takes a pending rollover's fee from a payment, if it pays one. Returns what is left to
     * allocate to the loan (all of it when the payment pays no fee), or that all of it is credit.
     */
    async payFee(tx: Executor, input: { loan: RepayableLoan; paymentId: string; provider: string; payment: ReceivedPayment; key: string; at: Date }): Promise<FeeOutcome> {
      const { loan, paymentId, payment, key, at } = input;
      const untouched: FeeOutcome = { rest: payment.amount, loan };
      if (payment.target.kind === 'reference') {
        const extension = await extensionOfReference(tx, payment.target.reference);
        // A reference made for another loan's fee (since finished) repays this one as any payment.
        if (!extension || extension.orderId !== loan.orderId) return untouched;
        // The fee was paid already: this money is the borrower's, not a second rollover.
        if (extension.state === 'applied') return asCredit(tx, loan, paymentId, payment, key, 'extension_fee_paid');
        if (payment.amount < totalOf(extension)) return untouched;
        // Money for a rollover the loan can no longer take (the limit, the product) is theirs too.
        const quote = await quoteFor(tx, loan, marketDate(new Date(payment.paidAt), loan.market));
        if (!quote?.allowed) return asCredit(tx, loan, paymentId, payment, key, 'extension_refused');
        return apply(tx, loan, extension, paymentId, payment, at);
      }
      const pending = await awaitingExtension(tx, loan.orderId);
      if (!pending || pending.expiresAt.getTime() <= at.getTime() || payment.amount < totalOf(pending)) return untouched;
      const quote = await quoteFor(tx, loan, marketDate(new Date(payment.paidAt), loan.market));
      if (!quote?.allowed) return untouched;
      return apply(tx, loan, pending, paymentId, payment, at);
    },
  };
}
