import { randomUUID } from 'node:crypto';
import {
  isStatusIn, marketDate, OrderStatus, REPAYMENT_AMOUNT_RULES, type PhaseBalance, repaymentMinimum, STATUS_GROUPS, type MarketId, type RepayChannelId, type RepayDetailResponse, type StatementResponse, type StaffBorrowerPayment,
} from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { SandboxCollections } from '../../providers/collections/sandbox/sandbox-collections.ts';
import type { CollectionsProvider, ReceivedPayment } from '../../providers/collections/types.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import type { OutcomeCounters } from '../../shared/outcome-counters.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { entryProblems, paymentEntries, payoffSettlementEntries, type LedgerService } from '../ledger/ledger-service.ts';
import type { LoansService, RepayableLoan } from '../loans/loans-service.ts';
import { findAccountByNumber } from './account-repository.ts';
import { creditOf, insertAllocations, insertPayment, insertSettlements, paymentsOfOrder } from './payment-repository.ts';
import { heldCreditOf, heldPayments, paymentAmountOf, refundedTotals } from './payment-repository.ts';
import { MAX_PAGE, pageOf, type Place } from '../../shared/page-cursor.ts';
import { reconcileProvider, type ReconcileReport } from './reconcile.ts';
import { findReference, latestUnpaidUssdCode } from './reference-repository.ts';
import { buildStatement } from './statement-fns.ts';
import { loanBalances, owedNow } from './owed.ts';
import { earlyPayoff, heldAfterRefunds, pastDueCleared, repayDetail, settlePayoff, splitPayment, totalOwed, type PhasePenalties } from './repayment-fns.ts';
import { penaltiesOf } from './penalty-repository.ts';
import { chargedDaysOf, penaltyDaysOf, penaltyRuleFor } from './penalty-fns.ts';
import { createExtensionFee } from './extension-fee.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { InboxRecorder } from '../inbox/inbox-service.ts';
import type { MismatchRecorder } from '../reconciliation/reconciliation-service.ts';

export { loanRecordsOf } from './loan-records.ts';

/** Who the borrower is, for a provider that issues an account in their name. */
export interface BorrowerContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Nigeria: the BVN given with the bank account, for vendors that issue accounts against it. */
  bvn?: string;
}

export interface RepaymentsDeps {
  db: Db;
  now: Clock;
  log: Log;
  market: MarketId;
  ledger: LedgerService;
  loans: Pick<LoansService, 'lockLoanForRepayment' | 'repayableLoanOf' | 'lastRepaidLoanOf' | 'ownLoanForRepayment' | 'markFinished' | 'orderNoOf' | 'orderIdOf' | 'loanForRepayment' | 'markRepaying' | 'lockServicingBatch' | 'markOverdue' | 'applyExtension'>;
  /** Queues the rollover's notice in the payment's transaction (issue 11). */
  jobs: JobEnqueuer;
  /** The message centre: a payment's receipt and a rollover's confirmation, in the payment's transaction (ADR 047). */
  inbox: InboxRecorder;
  /** The rewards module: the card-authorisation coupon, given in the payment's transaction (ADR 045). */
  rewards: { cardAuthorised(tx: Executor, userId: string): Promise<void> };
  /** The server's SECRET_KEY: repayment links are signed with a key derived from it. */
  secretKey: string;
  /** The keyring's fingerprint key, which never rotates: a USSD charge's reference is derived with it (ADR 104). */
  fingerprintKey: string;
  /** The collections providers this server takes money through, by name. */
  providers: ReadonlyMap<string, CollectionsProvider>;
  /** The market's channels in the cashier's order, and the provider serving each. */
  channels: readonly RepayChannelId[];
  providerOf(channel: RepayChannelId): string;
  /** Where a checkout sends the borrower back; null: the request's own origin. */
  publicUrl: string | null;
  contactOf(userId: string): Promise<BorrowerContact | null>;
  /** The name the agreements give (first, middle and last, as in personal details); null before it. */
  borrowerName(userId: string): Promise<string | null>;
  /** The reconciliation queue: differences between a vendor's list and our record are kept for finance (ADR 086). */
  mismatches: MismatchRecorder;
  /** The sandbox's collections, whose "simulate payment" the sandbox banner offers; null with real vendors. */
  sandbox: SandboxCollections | null;
  /** Payments recorded and forged notifications, counted once their transaction committed (ADR 090). */
  counters: Pick<OutcomeCounters, 'collectionPayment' | 'webhookSignatureFailure'>;
}

export type RepaymentsService = ReturnType<typeof createRepaymentsService>;

/** How old a USSD code may be for a reminder to repeat it (ADR 104). */
const USSD_CODE_REMINDED_DAYS = 7;

/** Where a payment went: a loan, the borrower's credit, or suspense; `duplicate` when it was recorded before. */
export type Receipt = { duplicate: true } | { duplicate: false; outcome: 'allocated' | 'credit' | 'suspense'; finished: boolean };

/**
 * Money in, exactly once (issue 10, ADR 032). A payment is recorded under the provider's own
 * reference in the same transaction that allocates it and posts it to the ledger, after the
 * loan's row lock: a duplicate meets the unique index and changes nothing, two payments on
 * one loan allocate one after the other, and a crash leaves either all of it or none.
 * The module's other services (channels, credit, portal, servicing run, extensions) are built
 * beside this one in the composition, each under its own name (ADR 067).
 */
export function createRepaymentsService(deps: RepaymentsDeps) {
  const { db, now, ledger, loans } = deps;
  const extensionFee = createExtensionFee({ ledger, loans, jobs: deps.jobs, inbox: deps.inbox });
  /** The receipt in the message centre, once per payment (its provider's reference) whatever retries. */
  const receipt = (tx: Executor, loan: RepayableLoan, r: { provider: string; reference: string; amount: number; left: number; at: Date }) => deps.inbox.record(tx, {
    key: `payment_received:${r.provider}:${r.reference}`, userId: loan.userId, orderId: loan.orderId, orderNo: loan.orderNo, at: r.at,
    params: { kind: 'payment_received', currency: loan.currency, amount: r.amount, left: r.left },
  });

  /**
   * The borrower's loan money with no order of its own is for: the one being repaid now, else
   * the one repaid last, so a payment after Finish (credit) still shows on a statement (issue 19).
   */
  async function loanForMoneyOf(tx: Executor, userId: string): Promise<string | null> {
    return ((await loans.repayableLoanOf(tx, userId)) ?? (await loans.lastRepaidLoanOf(tx, userId)))?.orderId ?? null;
  }

  /**
   * The borrower and the loan a payment is for, from where it was paid: an account is the
   * borrower's (their loan being repaid now); a reference names its order too. A reference
   * another provider issued is not this payment's: suspense, for staff to look at.
   */
  async function ownerOf(tx: Executor, provider: string, payment: ReceivedPayment): Promise<{ userId: string; orderId: string | null; fixedAmount?: number } | null> {
    if (payment.target.kind === 'account') {
      const account = await findAccountByNumber(tx, provider, payment.target.accountNumber);
      if (!account) return null;
      return { userId: account.userId, orderId: await loanForMoneyOf(tx, account.userId) };
    }
    // Our checkout and cash references are ours as they are; a vendor account's reference is kept under its provider's name.
    const reference = (await findReference(tx, payment.target.reference)) ?? (await findReference(tx, `${provider}:${payment.target.reference}`));
    if (!reference || reference.provider !== provider) return null;
    const orderId = reference.orderId ?? (await loanForMoneyOf(tx, reference.userId));
    // A USSD charge is for one amount (ADR 104): paid with another, the figures are not the ones we issued.
    const fixed = reference.kind === 'ussd' && reference.amount !== null ? { fixedAmount: reference.amount } : {};
    return { userId: reference.userId, orderId, ...fixed };
  }

  /**
   * The early payoff a payment makes, if it covers what paying off costs today and that is less
   * than the schedule's remaining total; null otherwise (or when the loan's figures cannot be
   * priced, then the payment is allocated as any other, never lost).
   */
  function payoffSettlementOf(loan: RepayableLoan, paid: { phase: number; component: string; amount: number }[], balances: PhaseBalance[], payment: ReceivedPayment, penalties: PhasePenalties) {
    try {
      const quote = earlyPayoff(loan, paid, balances, marketDate(new Date(payment.paidAt), loan.market), penalties);
      if (!quote || payment.amount < quote.amount) return null;
      const settlement = settlePayoff(payment.amount, quote, balances);
      const entries = payoffSettlementEntries(settlement);
      const problem = entries.length > 0 ? entryProblems(entries) : null;
      if (problem) throw new Error(`unbalanced payoff settlement: ${problem}`);
      return { ...settlement, entries };
    } catch (error) {
      deps.log.warn({ orderId: loan.orderId, error: error instanceof Error ? error.message : String(error) }, 'payoff not priced; allocated as a payment');
      return null;
    }
  }

  async function receive(tx: Executor, provider: string, payment: ReceivedPayment): Promise<Receipt> {
    const at = now();
    const id = randomUUID();
    const owner = await ownerOf(tx, provider, payment);
    // A card left reusable with us earns the card-authorisation coupon, once per borrower (ADR 045).
    if (owner && payment.reusableCard) await deps.rewards.cardAuthorised(tx, owner.userId);
    let loan = owner?.orderId ? await loans.lockLoanForRepayment(tx, owner.orderId) : null;
    // A reference made for a loan since finished pays the borrower's loan open now, if any, before becoming credit.
    if (owner && loan && !isStatusIn(STATUS_GROUPS.repayable, loan.status)) {
      const current = await loans.repayableLoanOf(tx, owner.userId);
      if (current && current.orderId !== loan.orderId) loan = await loans.lockLoanForRepayment(tx, current.orderId);
    }
    const row = {
      id, provider, providerReference: payment.providerReference, amount: payment.amount, currency: payment.currency,
      targetKind: payment.target.kind, target: payment.target.kind === 'account' ? payment.target.accountNumber : payment.target.reference,
      paidAt: new Date(payment.paidAt), receivedAt: at, userId: owner?.userId ?? null, orderId: loan?.orderId ?? null,
    };
    const key = `payment:${provider}:${payment.providerReference}`;
    // The ledger books the money in the currency it came in; one it does not keep (USD) is recorded for staff only.
    const currency = payment.currency === 'NGN' || payment.currency === 'MXN' ? payment.currency : null;

    // Nothing to allocate to: held, never dropped (suspense for nobody's money, credit for a borrower's).
    const suspenseReason = !owner ? 'unknown_target'
      : payment.amount <= 0 ? 'zero_amount'
      : loan && payment.currency !== loan.currency ? 'currency_mismatch'
      : owner.fixedAmount !== undefined && payment.amount !== owner.fixedAmount ? 'amount_mismatch'
      : null;
    if (suspenseReason || !loan || !isStatusIn(STATUS_GROUPS.repayable, loan.status)) {
      const outcome = suspenseReason ? 'suspense' : 'credit';
      if (!(await insertPayment(tx, { ...row, outcome, reason: suspenseReason ?? 'no_open_loan' }))) return { duplicate: true };
      if (payment.amount > 0 && currency) {
        const to = outcome === 'suspense' ? 'suspense' : 'borrower_credit';
        await ledger.post(tx, {
          kind: outcome === 'suspense' ? 'suspense' : 'borrower_credit', orderId: row.orderId, key, currency,
          entries: paymentEntries({ amount: payment.amount, principal: 0, interest: 0, interestTax: 0, unapplied: payment.amount, unappliedTo: to }),
        });
      }
      return { duplicate: false, outcome, finished: false };
    }

    if (!(await insertPayment(tx, { ...row, outcome: 'allocated', reason: null }))) return { duplicate: true };
    // A pending rollover's fee first (ADR 037): it may take all of it, or move the due dates before the rest repays the loan.
    const fee = await extensionFee.payFee(tx, { loan, paymentId: id, provider, payment, key, at });
    if ('credit' in fee) return { duplicate: false, outcome: 'credit', finished: false };
    if (fee.rest === 0) return { duplicate: false, outcome: 'allocated', finished: false };
    // The borrower's receipt by SMS (issue 11, ADR 039), queued with the payment: once per payment, whatever retries.
    await deps.jobs.enqueue(tx, 'notice', { key: id, payload: { kind: 'payment_received', orderId: loan.orderId, paymentId: id } });
    loan = fee.loan;
    const received = { provider, reference: payment.providerReference, amount: payment.amount, at };
    payment = { ...payment, amount: fee.rest };
    const { paid, penalties, balances } = await loanBalances(tx, loan);
    // Enough to pay the whole loan off today: interest only to today, the rest settled (ADR 013).
    const payoff = payoffSettlementOf(loan, paid, balances, payment, penalties);
    if (payoff) {
      await insertAllocations(tx, payoff.allocations.map((a) => ({ paymentId: id, orderId: loan.orderId, ...a })));
      await insertSettlements(tx, payoff.settlements.map((a) => ({ paymentId: id, orderId: loan.orderId, ...a })));
      await ledger.post(tx, { kind: 'repayment', orderId: loan.orderId, key, currency: loan.currency, entries: paymentEntries(payoff.split) });
      if (payoff.entries.length > 0) {
        await ledger.post(tx, { kind: 'payoff_settlement', orderId: loan.orderId, key: `payoff:${provider}:${payment.providerReference}`, currency: loan.currency, entries: payoff.entries });
      }
      await loans.markFinished(tx, loan.orderId, at);
      await receipt(tx, loan, { ...received, left: 0 });
      return { duplicate: false, outcome: 'allocated', finished: true };
    }
    // Within a phase, the product's order of charges (Fineract's default when it names none).
    const { allocations, split } = splitPayment(payment.amount, balances, loan.pricing?.terms.allocationOrder);
    await insertAllocations(tx, allocations.map((a) => ({ paymentId: id, orderId: loan.orderId, ...a })));
    await ledger.post(tx, { kind: 'repayment', orderId: loan.orderId, key, currency: loan.currency, entries: paymentEntries(split) });
    const finished = totalOwed(balances) <= payment.amount;
    await receipt(tx, loan, { ...received, left: Math.max(0, totalOwed(balances) - payment.amount) });
    if (finished) await loans.markFinished(tx, loan.orderId, at);
    // Everything past due paid (penalties first): an Overdue loan is back to Repaying (ADR 036).
    else if (loan.status === OrderStatus.Overdue && pastDueCleared(balances, allocations, marketDate(at, loan.market))) await loans.markRepaying(tx, loan.orderId, at);
    return { duplicate: false, outcome: 'allocated', finished };
  }

  const receivePayment = async (provider: string, payment: ReceivedPayment): Promise<Receipt> => {
    const receipt = await db.transaction((tx) => receive(tx, provider, payment));
    // After the commit: a payment rolled back and delivered again is counted once, as recorded.
    deps.counters.collectionPayment(provider, payment.target.kind, receipt.duplicate ? 'duplicate' : receipt.outcome);
    return receipt;
  };
  /** The loan as it stands today, with how it can be repaid. */
  async function detailOf(loan: RepayableLoan): Promise<RepayDetailResponse> {
    const today = marketDate(now(), loan.market);
    // Four independent reads, at once on the pool's connections rather than one after the
    // other: the repayment screen is read on every visit, and under a burst each round trip
    // waits its turn (issue 20). None of them was in one snapshot before either.
    const [owed, credit, penaltyRows, payments] = await Promise.all([owedNow(db, loan, today), creditOf(db, loan.userId), penaltiesOf(db, loan.orderId), paymentsOfOrder(db, loan.orderId)]);
    const { balances, settled, writtenOff, penalties, payoff, outstanding } = owed;
    const penaltyDays = chargedDaysOf(penaltyRows);
    const view = { ...repayDetail({ loan, balances, settled, writtenOff, payments, credit, today, penalties, penaltyDays }), ...penaltyRuleFor(loan) };
    const rule = REPAYMENT_AMOUNT_RULES[loan.market];
    const options = { channels: [...deps.channels], amountRule: { unit: rule.unit, minimum: repaymentMinimum(rule, outstanding) }, sandbox: deps.sandbox !== null };
    return { ...view, payoffNow: payoff, options };
  }

  /**
   * Staff: payments holding money that paid no loan (suspense, credit), newest first, a page at
   * a time after `after`, without any borrower's details but the id; each borrower's credit as
   * it stands after the refunds made from it.
   */
  async function heldMoneyPage(page: { limit: number; after?: Place }) {
    const shown = pageOf(await heldPayments(db, page.limit + 1, page.after), page.limit, (r) => ({ at: r.receivedAt, id: r.id }));
    // A refund takes a borrower's oldest credit first, which may sit on a later page: their whole held credit is read.
    const owners = [...new Set(shown.rows.filter((r) => r.outcome !== 'suspense' && r.userId !== null).map((r) => r.userId!))];
    const credit = (await heldCreditOf(db, owners)).map((r) => ({ ...r, paidAt: r.paidAt.toISOString(), remainder: Number(r.unapplied) }));
    const refunded = await refundedTotals(db, owners);
    const kept = new Map<string, number>();
    for (const [owner, refund] of refunded) {
      const theirs = credit.filter((r) => `${r.userId}:${r.currency}` === owner).sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.id.localeCompare(b.id));
      for (const held of heldAfterRefunds(theirs, refund)) kept.set(held.id, held.remainder);
      for (const gone of theirs) if (!kept.has(gone.id)) kept.set(gone.id, 0);
    }
    const payments = shown.rows
      .map(({ receivedAt: _order, unapplied, ...r }) => ({ ...r, paidAt: r.paidAt.toISOString(), unapplied: kept.get(r.id) ?? Number(unapplied) }))
      .filter((r) => r.outcome === 'suspense' || r.unapplied > 0);
    return { payments, nextCursor: shown.nextCursor };
  }

  return {
    /** The loan as it stands today, with how it can be repaid: the portal shows it too (portal.ts). */
    detailOf,

    /** Staff's held-money list, a page at a time (GET /staff/collections/held). */
    heldMoneyPage,

    /** The first page of held money (tests and callers that want the latest only). */
    async heldMoney() {
      return (await heldMoneyPage({ limit: MAX_PAGE })).payments;
    },

    /**
     * A payment a provider told us about (a verified notification, or reconciliation), in one
     * transaction. Safe to call any number of times, from any instance, for the same payment.
     */
    receivePayment,
    /** The same inside the caller's transaction: a staff-approved repayment proof is paid in under the proof's row lock (ADR 038). */
    receivePaymentIn: receive,
    /**
     * The order's newest unpaid USSD code of the last week, for the reminder SMS (ADR 104):
     * Paystack documents no lifetime for a code, and a week-old one is as far as we offer it.
     * A market without the channel has none to look for (every reminder would ask otherwise).
     */
    latestUssdCode: async (orderId: string): Promise<{ code: string; amount: number } | null> =>
      deps.channels.includes('paystack_ussd') ? latestUnpaidUssdCode(db, orderId, new Date(now().getTime() - USSD_CODE_REMINDED_DAYS * 86_400_000)) : null,
    /** A recorded payment's amount and loan, for the borrower's receipt (reminders module, ADR 039). */
    paymentReceived: (paymentId: string) => paymentAmountOf(db, paymentId),

    /** The reconciliation job: every live provider's list against our record (the sandbox has nothing to miss). */
    async reconcile(): Promise<ReconcileReport[]> {
      const reports: ReconcileReport[] = [];
      for (const [name, provider] of deps.providers) {
        if (provider === deps.sandbox) continue;
        reports.push(await reconcileProvider(deps, name, provider, receivePayment));
      }
      return reports;
    },

    /**
     * A verified notification: the provider is asked to confirm the payment first (where its
     * API allows), and its own figures are the ones credited. 'retry' asks the provider to
     * send it again later (it could not confirm); reconciliation catches what never comes back.
     */
    async receiveNotification(provider: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<'forged' | 'ignored' | 'retry' | { malformed: string } | Receipt> {
      const collections = deps.providers.get(provider);
      // The path's provider is the caller's text: only a configured vendor's name becomes a label.
      if (!collections) {
        deps.counters.webhookSignatureFailure('collections', 'unknown');
        return 'forged';
      }
      const reading = collections.readNotification(rawBody, headers);
      if (reading.kind === 'forged') deps.counters.webhookSignatureFailure('collections', provider);
      if (reading.kind === 'malformed') return { malformed: reading.reason };
      if (reading.kind !== 'payment') return reading.kind;
      const confirmed = await collections.confirmPayment(reading.payment.providerReference);
      if (confirmed.state === 'unknown') return 'retry';
      if (confirmed.state === 'not_paid') return 'ignored';
      return receivePayment(provider, confirmed.payment);
    },

    /** What a provider wants to read in our answer to its notification, if it documents something. */
    acknowledgementOf: (provider: string): unknown => deps.providers.get(provider)?.acknowledgement?.(),

    /** `/loan/loan-order/statement`: every event of the borrower's loan from the ledger; anyone else's is NOT_FOUND. */
    async statement(userId: string, orderNo: string): Promise<Outcome<StatementResponse>> {
      const loan = await loans.ownLoanForRepayment(db, userId, orderNo);
      if (!loan) return fail('NOT_FOUND');
      const transactions = await ledger.transactionsOf(loan.orderId);
      const penaltyDays = penaltyDaysOf(await penaltiesOf(db, loan.orderId));
      return ok({ orderNo: loan.orderNo, currency: loan.currency, status: loan.status, lines: buildStatement(loan.totalRepayable, transactions, penaltyDays) });
    },

    /** The payments received for the borrower's loan and the channel each came by, for staff's one view (ADR 081). */
    async paymentsOf(userId: string, orderNo: string): Promise<StaffBorrowerPayment[]> {
      const loan = await loans.ownLoanForRepayment(db, userId, orderNo);
      if (!loan) return [];
      return (await paymentsOfOrder(db, loan.orderId)).map((p) => ({ paidAt: p.paidAt.toISOString(), amount: p.amount, applied: p.applied, channel: p.provider }));
    },

    /** `/repay/repay-order/detail`: the borrower's loan as it stands today; anyone else's is NOT_FOUND. */
    async detail(userId: string, orderNo: string): Promise<Outcome<RepayDetailResponse>> {
      const loan = await loans.ownLoanForRepayment(db, userId, orderNo);
      if (!loan) return fail('NOT_FOUND');
      if (loan.phases.length === 0) return fail('NOT_REPAYABLE');
      return ok(await detailOf(loan));
    },
  };
}
