import {
  isStatusIn, marketDate, OrderStatus, STATUS_GROUPS, type ChargeComponent, type ManualPaymentInput, type MatchSuspenseInput, type StaffLoanOwed, type WriteOffInput,
} from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import { suspenseMatchEntries, writeOffEntries, type LedgerService } from '../ledger/ledger-service.ts';
import type { InboxRecorder } from '../inbox/inbox-service.ts';
import type { LoansService, RepayableLoan } from '../loans/loans-service.ts';
import { loanBalances, owedNow } from './owed.ts';
import { findPayment, lockPayment, markMatched, paymentByReference } from './payment-repository.ts';
import { findReference, insertReference } from './reference-repository.ts';
import type { RepaymentsService } from './repayments-service.ts';
import { loanState, writeOffRows } from './staff-money-fns.ts';
import { insertWriteOffs, writeOffByKey } from './write-off-repository.ts';

/** The provider names the staff's money is recorded under (ADR 079): each with its own references. */
export const MATCH_PROVIDER = 'suspense';
export const MANUAL_PROVIDER = 'manual';

export interface StaffMoneyDeps {
  db: Db;
  now: Clock;
  ledger: LedgerService;
  loans: Pick<LoansService, 'lockLoanForRepayment' | 'loanForRepayment' | 'orderIdOf' | 'markFinished'>;
  /** The one way money in is recorded, allocated and posted (ADR 032), inside the action's transaction. */
  repayments: Pick<RepaymentsService, 'receivePaymentIn'>;
  /** The message centre: a write-off is told to the borrower in its transaction (ADR 047, 079). */
  inbox: InboxRecorder;
}

/** Who made the change: the four-eyes request's key and both people. */
export interface StaffRun {
  key: string;
  staffName: string;
}

export type StaffMoney = ReturnType<typeof createStaffMoney>;

/** Thrown inside a transaction to roll it back and answer a refusal: nothing of the change stays. */
class Refused extends Error {
  constructor(readonly outcome: Outcome<never>) {
    super('refused');
  }
}

/**
 * The staff's money actions on a loan, run once a second person approves them (issue 22, ADR
 * 079): suspense money matched to a loan and a payment recorded by hand both go through the
 * one way money in is allocated (`receivePaymentIn`), so a loan, its statement and the
 * borrower's messages show them as any payment; a write-off settles what is owed and closes
 * the loan. Each runs in one transaction keyed by the request: a second run changes nothing.
 */
export function createStaffMoney(deps: StaffMoneyDeps) {
  const { db, now, ledger, loans } = deps;

  async function loanByNo(executor: Executor, orderNo: string): Promise<RepayableLoan | null> {
    const orderId = await loans.orderIdOf(executor, orderNo);
    return orderId ? loans.loanForRepayment(executor, orderId) : null;
  }

  async function owedOf(executor: Executor, loan: RepayableLoan): Promise<StaffLoanOwed> {
    const owed = await owedNow(executor, loan, marketDate(now(), loan.market));
    return {
      orderNo: loan.orderNo, state: loanState(loan.status), currency: loan.currency, totalRepayable: loan.totalRepayable,
      outstanding: owed.outstanding, dueNow: owed.dueNow, nextDueDate: owed.nextDueDate, payoff: owed.payoff,
    };
  }

  async function inTransaction<T>(work: (tx: Executor) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      throw error;
    }
  }

  /** The loan locked for a payment, or a refusal: it must still be being repaid. */
  async function lockOpenLoan(tx: Executor, orderId: string): Promise<RepayableLoan> {
    const loan = await loans.lockLoanForRepayment(tx, orderId);
    if (!loan || !isStatusIn(STATUS_GROUPS.repayable, loan.status)) throw new Refused(fail('LOAN_NOT_OPEN'));
    return loan;
  }

  return {
    /** A loan's figures today by its number (the console's Loan actions); NOT_FOUND at the field for an unknown number. */
    async loanOwed(orderNo: string): Promise<Outcome<StaffLoanOwed>> {
      const loan = await loanByNo(db, orderNo);
      return loan ? ok(await owedOf(db, loan)) : fieldProblem('orderNo', 'error.money.orderNo.unknown');
    },

    /** A loan that can take a payment now, with its figures; a refusal at the order number otherwise. */
    async openLoan(orderNo: string): Promise<Outcome<{ orderId: string; owed: StaffLoanOwed }>> {
      const loan = await loanByNo(db, orderNo);
      if (!loan) return fieldProblem('orderNo', 'error.money.orderNo.unknown');
      if (!isStatusIn(STATUS_GROUPS.repayable, loan.status)) return fieldProblem('orderNo', 'error.money.orderNo.notOpen');
      return ok({ orderId: loan.orderId, owed: await owedOf(db, loan) });
    },

    /** A loan that can be written off now (overdue and open), with its figures. */
    async overdueLoan(orderNo: string): Promise<Outcome<{ orderId: string; owed: StaffLoanOwed }>> {
      const loan = await loanByNo(db, orderNo);
      if (!loan) return fieldProblem('orderNo', 'error.money.orderNo.unknown');
      if (loan.status !== OrderStatus.Overdue) return fieldProblem('orderNo', 'error.money.orderNo.notOverdue');
      return ok({ orderId: loan.orderId, owed: await owedOf(db, loan) });
    },

    /** A payment held in suspense (none for any other outcome). */
    async heldPayment(paymentId: string) {
      const payment = await findPayment(db, paymentId);
      return payment && payment.outcome === 'suspense' ? payment : null;
    },

    /**
     * Suspense money paid into a loan: under the held payment's lock it must still be in
     * suspense, then it comes in again as a payment of its own (provider `suspense`, the held
     * payment's id as reference: once, whoever asks) and the suspense it was held in is released.
     */
    async matchHeld(input: MatchSuspenseInput & { orderId: string }, run: StaffRun): Promise<Outcome<Record<string, unknown>>> {
      return inTransaction(async (tx) => {
        const held = await lockPayment(tx, input.paymentId);
        if (!held) throw new Refused(fail('NOT_FOUND'));
        const result = { paymentId: held.id, orderNo: input.orderNo, amount: held.amount, currency: held.currency };
        if (await ledger.findByKey(run.key, tx)) return ok(result);
        if (held.outcome !== 'suspense' || held.amount <= 0) throw new Refused(fail('MONEY_NOT_HELD'));
        const loan = await lockOpenLoan(tx, input.orderId);
        if (loan.currency !== held.currency) throw new Refused(fail('LOAN_NOT_OPEN'));
        await insertReference(tx, {
          reference: run.key, provider: MATCH_PROVIDER, kind: 'staff', channel: MATCH_PROVIDER, userId: loan.userId, orderId: loan.orderId,
          amount: held.amount, currency: loan.currency, createdAt: now(),
        });
        const receipt = await deps.repayments.receivePaymentIn(tx, MATCH_PROVIDER, {
          providerReference: held.id, amount: held.amount, currency: held.currency, paidAt: held.paidAt.toISOString(), target: { kind: 'reference', reference: run.key },
        });
        if (receipt.duplicate) throw new Refused(fail('MONEY_NOT_HELD'));
        await ledger.post(tx, { kind: 'suspense_match', orderId: loan.orderId, key: run.key, currency: loan.currency, entries: suspenseMatchEntries(held.amount) });
        await markMatched(tx, held.id);
        return ok({ ...result, outcome: receipt.outcome, finished: receipt.finished });
      });
    },

    /**
     * A payment that reached us outside every channel, paid in through the one way in
     * (provider `manual`, its channel and reference as the provider's reference: one transfer
     * is recorded once). More than is owed becomes the borrower's credit, as for any payment.
     */
    async recordManual(input: ManualPaymentInput & { orderId: string }, run: StaffRun): Promise<Outcome<Record<string, unknown>>> {
      const providerReference = `${input.channel}:${input.reference}`;
      return inTransaction(async (tx) => {
        const loan = await lockOpenLoanOrRan(tx, input.orderId, run.key);
        const result = { orderNo: input.orderNo, amount: input.amount, channel: input.channel, reference: input.reference };
        if (!loan) return ok({ ...result, paymentId: (await paymentByReference(tx, MANUAL_PROVIDER, providerReference))?.id ?? null });
        if (await paymentByReference(tx, MANUAL_PROVIDER, providerReference)) throw new Refused(fail('PAYMENT_ALREADY_RECORDED'));
        await insertReference(tx, {
          reference: run.key, provider: MANUAL_PROVIDER, kind: 'staff', channel: input.channel, userId: loan.userId, orderId: loan.orderId,
          amount: input.amount, currency: loan.currency, providerReference, createdAt: now(),
        });
        const receipt = await deps.repayments.receivePaymentIn(tx, MANUAL_PROVIDER, {
          providerReference, amount: input.amount, currency: loan.currency, paidAt: now().toISOString(), target: { kind: 'reference', reference: run.key },
        });
        if (receipt.duplicate) throw new Refused(fail('PAYMENT_ALREADY_RECORDED'));
        const payment = await paymentByReference(tx, MANUAL_PROVIDER, providerReference);
        return ok({ ...result, paymentId: payment?.id ?? null, outcome: receipt.outcome, finished: receipt.finished });
      });
    },

    /**
     * What an overdue loan still owes written off: per phase and charge, posted to the ledger
     * as an expense, and the loan closes (Finish, ADR 079). Under the loan's lock it must still
     * be overdue; a second run with the same key finds its own write-off.
     */
    async writeOff(input: WriteOffInput & { orderId: string }, run: StaffRun): Promise<Outcome<Record<string, unknown>>> {
      return inTransaction(async (tx) => {
        const loan = await loans.lockLoanForRepayment(tx, input.orderId);
        if (!loan) throw new Refused(fail('NOT_FOUND'));
        const earlier = await writeOffByKey(tx, run.key);
        if (earlier) return ok({ orderNo: loan.orderNo, writtenOff: earlier.amount, currency: loan.currency });
        if (loan.status !== OrderStatus.Overdue) throw new Refused(fail('LOAN_NOT_OVERDUE'));
        const { balances } = await loanBalances(tx, loan);
        const at = now();
        const rows = writeOffRows(balances).map((row) => ({ ...row, orderId: loan.orderId, requestKey: run.key, staffName: run.staffName, writtenOffAt: at }));
        const part = (component: ChargeComponent) => rows.filter((r) => r.component === component).reduce((sum, r) => sum + r.amount, 0);
        const entries = writeOffEntries({ principal: part('principal'), interest: part('interest'), penalty: part('penalty') });
        await insertWriteOffs(tx, rows);
        // The tax on interest is booked only when paid: a loan owing nothing else has nothing to post.
        if (entries.length >= 2) await ledger.post(tx, { kind: 'write_off', orderId: loan.orderId, key: run.key, currency: loan.currency, entries });
        await loans.markFinished(tx, loan.orderId, at);
        const writtenOff = rows.reduce((sum, r) => sum + r.amount, 0);
        await deps.inbox.record(tx, {
          key: `loan_written_off:${loan.orderId}`, userId: loan.userId, orderId: loan.orderId, orderNo: loan.orderNo, at,
          params: { kind: 'loan_written_off', currency: loan.currency, amount: writtenOff },
        });
        return ok({ orderNo: loan.orderNo, writtenOff, currency: loan.currency });
      });
    },
  };

  /** The open loan, locked; null when this request's payment was recorded before (its reference is there). */
  async function lockOpenLoanOrRan(tx: Executor, orderId: string, key: string): Promise<RepayableLoan | null> {
    const loan = await loans.lockLoanForRepayment(tx, orderId);
    if (await findReference(tx, key)) return null;
    if (!loan || !isStatusIn(STATUS_GROUPS.repayable, loan.status)) throw new Refused(fail('LOAN_NOT_OPEN'));
    return loan;
  }
}
