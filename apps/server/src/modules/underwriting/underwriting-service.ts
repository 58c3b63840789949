import { OrderStatus, type MarketId, type OrderStatusCode, type ProductTerms, type Recommendation, type RecommendedProduct, type StaffBorrowerDecision, type StaffDecision } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import { ENGINE_CONFIG, ENGINE_VERSION } from './engine-config.ts';
import * as repo from './decision-repository.ts';
import { overrideOf } from './limit-override-repository.ts';
import { accountValue, fingerprintOf, type DenyKind } from './fingerprints.ts';
import { marketDate, toAssessmentInput } from './input-fns.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import { assess, retryAfterOf, type Decision } from './underwriting-fns.ts';
import type { BureauAnswer, BureauApplicant } from '../bureaus/bureaus-service.ts';
import { BUREAU_FACT_REASONS, type BureauInput } from './bureau-rules-fns.ts';

/** Tries of the assessment while no bureau answers (1 s, then 2 s apart: the job's backoff); then a person decides (ADR 102). */
export const BUREAU_ATTEMPTS = 3;

/** The bureaus module (ADR 102), as a decision uses it. */
export interface BureauInquiries {
  inquire(order: { orderId: string; userId: string }, applicant: BureauApplicant): Promise<BureauAnswer>;
  noteReasons(tx: Executor, inquiryId: string, reasons: string[]): Promise<void>;
  bureauOfOrder(orderId: string): Promise<string | null>;
}

function bureauInputOf(answer: BureauAnswer): BureauInput {
  if (answer.kind === 'report') return { status: 'report', facts: answer.facts };
  return { status: answer.kind === 'no_subject' ? 'unavailable' : answer.kind };
}

/** An order as the loans module publishes it: the fields a decision reads. */
export interface DecidedOrder {
  id: string;
  orderNo: string;
  userId: string;
  status: OrderStatusCode;
  productId: string | null;
}

/** The loans module (ADR 023): the orders a decision reads, and the moves it drives in the caller's transaction. */
export interface LoanDecisions {
  orderById(executor: Executor, orderId: string, lock?: boolean): Promise<DecidedOrder | null>;
  orderByNo(executor: Executor, orderNo: string, lock?: boolean): Promise<DecidedOrder | null>;
  ordersByIds(executor: Executor, orderIds: readonly string[]): Promise<DecidedOrder[]>;
  latestOrderOf(executor: Executor, userId: string): Promise<DecidedOrder | null>;
  repaymentHistory(executor: Executor, userId: string): Promise<{ onTime: number; overdue: number }>;
  /** Applying → Confirm with an offer. */
  approve(tx: Executor, input: { orderId: string; creditLimit: number; productId: string; reloan: boolean; decidedAt: Date }): Promise<unknown>;
  /** Applying → Reject. */
  reject(tx: Executor, input: { orderId: string; decidedAt: Date }): Promise<unknown>;
}

/** What the engine reads from other modules, outside any transaction. */
export interface ApplicantFacts {
  profileOf(userId: string): Promise<{ personal: unknown; work: unknown; questionnaire: unknown } | null>;
  phoneOf(userId: string): Promise<string | null>;
  bankIdentifiersOf(userId: string): Promise<{ bankCode: string; accountNumber: string; bvn: string | null; curp: string | null; verified: boolean } | null>;
  idNumberHashOf(userId: string): Promise<string | null>;
  /** The closed accounts of the applicant's number: the same person, before a deletion (ADR 044). */
  formerAccountsOf(userId: string, executor?: Executor): Promise<string[]>;
}

export interface UnderwritingDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  fingerprintKey: string;
  loans: LoanDecisions;
  applicant: ApplicantFacts;
  /** PARTNER_PRODUCTS: the partners shown after a rejection, in the market's currency; none unless configured. */
  partners: readonly RecommendedProduct[];
  /** The staff audit trail: a referral decision is recorded in its own transaction (ADR 077). */
  audit: AuditRecorder;
  /** The live product versions (ADR 082), part of the products module: read from memory. */
  products: LiveProducts;
  /** The credit bureau inquiry and its facts (ADR 102). */
  bureau: BureauInquiries;
}

/** The products module's live versions, as a decision reads them. */
export interface LiveProducts {
  live(): readonly ProductTerms[];
  find(productId: string): ProductTerms | undefined;
}


export type UnderwritingService = ReturnType<typeof createUnderwritingService>;

/** The automatic assessment, its decisions, referrals to staff and the 30-day wait (ADR 019). */
export function createUnderwritingService(deps: UnderwritingDeps) {
  const { db, now, market, fingerprintKey } = deps;
  const config = ENGINE_CONFIG[market];
  const today = (at: Date) => marketDate(at, market);

  /** Stores the decision and moves the order; runs under the order's row lock. */
  async function apply(tx: Executor, order: DecidedOrder, decision: Decision, at: Date, decidedBy: string): Promise<void> {
    // Refused only for a withdrawn consent: the borrower may apply again at once, consenting (ADR 102).
    const consentOnly = decision.reasons.length === 1 && decision.reasons[0] === 'BUREAU_NO_CONSENT';
    const retryAfter = decision.outcome === 'reject' ? (consentOnly ? today(at) : retryAfterOf(today(at))) : null;
    await repo.insertDecision(tx, {
      orderId: order.id, userId: order.userId, outcome: decision.outcome, score: decision.score, creditLimit: decision.creditLimit,
      productId: decision.productId, reloan: decision.reloan, reasons: decision.reasons, engineVersion: ENGINE_VERSION,
      decidedBy, staffNote: null, decidedAt: at, retryAfter,
    });
    await moveOrder(tx, order.id, decision, at);
  }

  async function moveOrder(tx: Executor, orderId: string, decision: Pick<Decision, 'outcome' | 'creditLimit' | 'productId' | 'reloan'>, at: Date) {
    if (decision.outcome === 'approve') {
      await deps.loans.approve(tx, { orderId, creditLimit: decision.creditLimit!, productId: decision.productId!, reloan: decision.reloan, decidedAt: at });
    } else if (decision.outcome === 'reject') {
      await deps.loans.reject(tx, { orderId, decidedAt: at });
    }
    // refer: the order stays at Applying until a person decides.
  }

  /**
   * The job: idempotent, so a retry or a second instance finding it decided does nothing.
   * `attempt`: the job's; while no bureau answers, the job is tried again (BUREAU_ATTEMPTS).
   */
  async function assessOrder(orderId: string, deviceHash?: string, attempt = BUREAU_ATTEMPTS): Promise<void> {
    const order = await deps.loans.orderById(db, orderId);
    if (order?.status !== OrderStatus.Applying || (await repo.findDecision(db, orderId))) return;
    const { userId } = order;
    const [profile, phone, bank, idHash, history, former, override] = await Promise.all([
      deps.applicant.profileOf(userId), deps.applicant.phoneOf(userId), deps.applicant.bankIdentifiersOf(userId),
      deps.applicant.idNumberHashOf(userId), deps.loans.repaymentHistory(db, userId), deps.applicant.formerAccountsOf(userId),
      overrideOf(db, userId),
    ]);
    // Outside the transaction: a bureau's answer takes seconds. Stored by the bureaus module, so a retry never asks twice.
    const bureau = await deps.bureau.inquire({ orderId, userId }, { personal: profile?.personal ?? null, phone, bank });
    if (bureau.kind === 'unavailable' && attempt < BUREAU_ATTEMPTS) throw new Error('No bureau answered: the assessment is tried again');
    const prints: repo.Fingerprint[] = [];
    if (bank?.bvn) prints.push(fingerprintOf(fingerprintKey, 'bvn', bank.bvn));
    if (bank) prints.push(fingerprintOf(fingerprintKey, 'account', accountValue(bank.bankCode, bank.accountNumber)));
    if (idHash) prints.push({ kind: 'id_number', valueHash: idHash });
    if (deviceHash) prints.push({ kind: 'device', valueHash: deviceHash });
    const phonePrint = phone ? [fingerprintOf(fingerprintKey, 'phone', phone)] : [];
    await db.transaction(async (tx) => {
      const locked = await deps.loans.orderById(tx, orderId, true);
      if (locked?.status !== OrderStatus.Applying || (await repo.findDecision(tx, orderId))) return;
      // Recorded and compared under one lock per identifier: of two applicants sharing one, the later is refused.
      await repo.lockFingerprints(tx, prints);
      const at = now();
      await repo.recordFingerprints(tx, userId, prints, at);
      // The same person's closed accounts are not "another user": deleting and signing up again is no fraud.
      const shared = new Set(await repo.sharedKinds(tx, [userId, ...former], prints));
      const denied = await repo.deniedKinds(tx, [...prints, ...phonePrint]);
      const input = toAssessmentInput({
        market, today: today(at), order: locked, profile, bank, history, shared, denied,
        products: deps.products.live(), limitOverride: override?.creditLimit ?? null,
      });
      const decision = assess({ ...input, bureau: bureauInputOf(bureau) }, config);
      await apply(tx, locked, decision, at, 'engine');
      if ('inquiryId' in bureau) await deps.bureau.noteReasons(tx, bureau.inquiryId, decision.reasons.filter((r) => r.startsWith('BUREAU_')));
    });
  }

  return {
    /** `/app/isRejectRecommendation`: the retry day and partner products after a rejection. */
    async recommendation(userId: string, orderNo: string | undefined): Promise<Outcome<Recommendation>> {
      const order = orderNo ? await deps.loans.orderByNo(db, orderNo) : await deps.loans.latestOrderOf(db, userId);
      if (orderNo && order?.userId !== userId) return fail('NOT_FOUND');
      const decision = order?.status === OrderStatus.Reject ? await repo.findDecision(db, order.id) : undefined;
      if (decision?.outcome !== 'reject') return ok({ rejected: false, retryAfter: null, products: [] });
      // A rejection that read a bureau's facts names the bureau, so the borrower knows where to dispute them (ADR 102).
      const usedBureau = decision.reasons.some((r) => (BUREAU_FACT_REASONS as readonly string[]).includes(r));
      const bureau = usedBureau && order ? await deps.bureau.bureauOfOrder(order.id) : null;
      return ok({ rejected: true, retryAfter: decision.retryAfter, products: deps.partners.map((p) => ({ ...p })), ...(bureau ? { bureau: { name: bureau } } : {}) });
    },

    /** A closed account's hashed identifiers, erased when its term ends (the retention sweep, ADR 044). */
    eraseFingerprints: (userId: string): Promise<void> => repo.deleteFingerprintsOf(db, userId),

    // ---- Staff (ADR 019; on the staff API with its permissions, ADR 074) ----

    /** The borrower's decisions with their reasons, newest first, for staff's one view (ADR 081). */
    async decisionsOf(userId: string): Promise<StaffBorrowerDecision[]> {
      const decisions = await repo.decisionsOfUser(db, userId);
      const orders = new Map((await deps.loans.ordersByIds(db, decisions.map((d) => d.orderId))).map((o) => [o.id, o.orderNo]));
      return decisions.map((d) => ({
        orderNo: orders.get(d.orderId) ?? null, outcome: d.outcome, score: d.score, reasons: d.reasons, decidedBy: d.decidedBy,
        staffNote: d.staffNote, decidedAt: d.decidedAt.toISOString(), retryAfter: d.retryAfter,
      }));
    },

    async referrals(limit = 100) {
      const decisions = await repo.openReferrals(db, limit);
      // A referral stays 'refer' only while its order waits at Applying; read the orders from their owner.
      const orders = new Map((await deps.loans.ordersByIds(db, decisions.map((d) => d.orderId))).map((o) => [o.id, o]));
      return decisions.flatMap((d) => {
        const order = orders.get(d.orderId);
        if (order?.status !== OrderStatus.Applying) return [];
        // The product's currency and range: the console writes the proposal and checks a changed limit with them.
        const terms = d.productId ? deps.products.find(d.productId) : undefined;
        return [{
          orderNo: order.orderNo, userId: d.userId, score: d.score, reasons: d.reasons, proposedCreditLimit: d.creditLimit, productId: d.productId,
          currency: terms?.currency ?? null, minCreditLimit: terms?.minAmount ?? null, maxCreditLimit: terms?.maxAmount ?? null,
          reloan: d.reloan, engineVersion: d.engineVersion, referredAt: d.decidedAt.toISOString(),
        }];
      });
    },

    /** A person approves or rejects a referral; who and why are stored with the decision. */
    /** `staffName`: the deciding principal's name, kept with the decision. */
    async decideReferral(orderNo: string, input: StaffDecision & { staffName: string }, context: AuditContext): Promise<Outcome<{ orderNo: string; status: OrderStatusCode }>> {
      return db.transaction(async (tx) => {
        const order = await deps.loans.orderByNo(tx, orderNo, true);
        if (!order) return fail('NOT_FOUND');
        const decision = await repo.findDecision(tx, order.id);
        if (order.status !== OrderStatus.Applying || decision?.outcome !== 'refer') return fail('NOT_REFERRED');
        const creditLimit = input.outcome === 'approve' ? (input.creditLimit ?? decision.creditLimit) : null;
        if (input.outcome === 'approve' && !isOfferable(decision.productId ? deps.products.find(decision.productId) : undefined, creditLimit)) return fieldProblem('creditLimit', 'error.staff.creditLimit');
        const at = now();
        await repo.updateDecision(tx, order.id, {
          outcome: input.outcome, creditLimit, decidedBy: `staff:${input.staffName}`, staffNote: input.reason, decidedAt: at,
          reasons: [...decision.reasons, input.outcome === 'approve' ? 'STAFF_APPROVED' : 'STAFF_REJECTED'],
          retryAfter: input.outcome === 'reject' ? retryAfterOf(today(at)) : null,
        });
        await moveOrder(tx, order.id, { outcome: input.outcome, creditLimit, productId: decision.productId, reloan: decision.reloan }, at);
        await deps.audit.record(tx, {
          ...context, action: 'referral.decide', object: { type: 'order', id: order.orderNo },
          before: { status: order.status, outcome: 'refer' }, after: { outcome: input.outcome, creditLimit }, reason: input.reason,
        });
        return ok({ orderNo: order.orderNo, status: input.outcome === 'approve' ? OrderStatus.Confirm : OrderStatus.Reject });
      });
    },

    /** Adds an identifier to the deny list (operators; hashed before it is stored). */
    async deny(kind: DenyKind, value: string, reason: string): Promise<void> {
      await repo.addToDenyList(db, { ...fingerprintOf(fingerprintKey, kind, value), reason }, now());
    },

    /** For tests and the bench: run the assessment of one order now. */
    assessOrder,
  };
}

/** A staff limit must be a whole amount the product can lend (at least its minimum, at most its maximum). */
function isOfferable(terms: ProductTerms | undefined, limit: number | null): limit is number {
  return !!terms && limit !== null && Number.isSafeInteger(limit) && limit >= terms.minAmount && limit <= terms.maxAmount;
}
