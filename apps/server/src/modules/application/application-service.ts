import {
  marketDate, OrderStatus, personalInfoSchema, questionnaireSchema, workInfoSchema, withoutHiddenWorkFields,
  type ApplicationDetail, type MarketId, type OrderStatusCode, type PackageListResponse, type ProductTerms, type StepResponse,
} from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { Step } from './order-fns.ts';
import { allSet, answeredFlags, mergeFlags, packageListStatus, readFlags, type Flags, type ReportedFlags } from './device-data.ts';
import { findProfile, saveSection, type ProfileSection } from './profile-repository.ts';
import { createApplicationStart, type LoanChoice } from './start-application.ts';
import { stepAnswer, toOrderView, type ApplicationSteps } from './steps.ts';

/** An order as the loans module publishes it: the fields the application reads. */
export interface DraftOrder {
  id: string;
  orderNo: string;
  status: OrderStatusCode;
  /** The product the application asked for; null for the market's default. */
  productId: string | null;
  createdAt: Date;
  submittedAt: Date | null;
}

/** The loans module, owner of `loan_orders` (ADR 023): every read and move of an order. */
export interface DraftOrders {
  lockBorrower(tx: Executor, userId: string): Promise<void>;
  openOrderOf(executor: Executor, userId: string): Promise<DraftOrder | null>;
  ownOrder(executor: Executor, userId: string, orderNo: string, lock?: boolean): Promise<DraftOrder | null>;
  latestOrderOf(executor: Executor, userId: string): Promise<DraftOrder | null>;
  /** Whether the borrower has repaid a loan: their next application reuses what is still valid (ADR 035). */
  hasFinishedLoan(executor: Executor, userId: string): Promise<boolean>;
  /** A draft at the first step, or at `firstStep` (a draft status), asking for the borrower's choice. */
  openDraft(tx: Executor, input: { userId: string; productId: string | undefined; at: Date; firstStep?: OrderStatusCode; choice?: LoanChoice }): Promise<DraftOrder>;
  /** The draft asks for a new choice (made again before submit). */
  changeDraftChoice(tx: Executor, orderId: string, productId: string | undefined, choice: LoanChoice): Promise<void>;
  moveDraft(tx: Executor, orderId: string, to: OrderStatusCode, at: Date): Promise<void>;
  submitDraft(tx: Executor, orderId: string, to: typeof OrderStatus.CollectingDeviceData | typeof OrderStatus.Applying, at: Date): Promise<void>;
  markDataCollected(tx: Executor, orderId: string, at: Date): Promise<void>;
}

/** The credit decision's part in an application (the underwriting module). */
export interface SubmissionGate {
  /** Refuses a new application (e.g. REAPPLY_TOO_SOON after a rejection); in the starting transaction. */
  canApply(tx: Executor, userId: string): Promise<Outcome<null>>;
  /**
   * Called in the transaction that moves an order to Applying, from submit or from the
   * data-collection step (CollectingDeviceData → Applying): the assessment is queued there.
   */
  onSubmitted(tx: Executor, submitted: SubmittedOrder): Promise<void>;
}

export interface ApplicationDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  deviceDataEnabled: boolean;
  orders: DraftOrders;
  /** The module's own steps over the open order (steps.ts), which kyc and banking move too. */
  steps: ApplicationSteps;
  decisions: SubmissionGate;
  /** The borrower's own phone (E.164 digits), so no emergency contact can be it. */
  phoneOf(userId: string): Promise<string | null>;
  /** When the borrower's identity check last passed (kyc module); null when none is on file. */
  identityVerifiedAt(userId: string): Promise<Date | null>;
  /** The payout account, masked, or null: for the detail call and the submit check. */
  bankAccountOf(userId: string): Promise<Record<string, unknown> | null>;
  /** After a transaction that submitted committed, so the queued assessment runs at once (job queue nudge). */
  afterSubmitted(): void;
  /** The products module's live versions (ADR 082). */
  products: { live(): readonly ProductTerms[] };
  /** The bureaus module: whether the application holds a live consent to the bureau inquiry (ADR 102). */
  bureauConsent: { hasLiveConsent(executor: Executor, orderId: string): Promise<boolean> };
}

export interface SubmittedOrder {
  orderId: string;
  userId: string;
  submittedAt: Date;
  /** The client's `afid` header on the call that submitted, when it sent one. */
  deviceId?: string | undefined;
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

/** The application's steps (ADR 010) and the data they save; the order itself is the loans module's. */
export function createApplicationService(deps: ApplicationDeps) {
  const { db, now, market, orders } = deps;
  const { completeStep } = deps.steps;

  const saveStep = (userId: string, step: Step, section: ProfileSection, value: object) =>
    completeStep(userId, step, (tx) => saveSection(tx, userId, section, value, now()));

  return {
    ...createApplicationStart(deps),
    latest: deps.steps.latest,

    async savePersonal(userId: string, input: unknown): Promise<Outcome<StepResponse>> {
      const valid = validateForm(personalInfoSchema(market, marketDate(now(), market)), input);
      if (!valid.ok) return valid;
      const { curp, rfc, nss, ...common } = valid.value;
      // Mexico's identifiers mean nothing in Nigeria: kept only where they belong.
      const personal = market === 'MX' ? { ...common, curp, rfc, nss } : common;
      return saveStep(userId, 'personal', 'personal', personal);
    },

    async saveWork(userId: string, input: unknown): Promise<Outcome<StepResponse>> {
      const ownPhone = (await deps.phoneOf(userId)) ?? undefined;
      const valid = validateForm(workInfoSchema(market, ownPhone), input);
      if (!valid.ok) return valid;
      return saveStep(userId, 'work', 'work', withoutHiddenWorkFields(valid.value));
    },

    /** The market's questions and codes (lenders, debt in its currency): `{answers: {q1..q11}}`. */
    async saveQuestionnaire(userId: string, input: unknown): Promise<Outcome<StepResponse>> {
      const valid = validateForm(questionnaireSchema(market), input);
      if (!valid.ok) return valid;
      return saveStep(userId, 'questionnaire', 'questionnaire', valid.value.answers);
    },

    async submit(userId: string, orderNo: string, deviceId?: string): Promise<Outcome<StepResponse>> {
      const account = await deps.bankAccountOf(userId);
      const result = await db.transaction(async (tx): Promise<Outcome<StepResponse>> => {
        await orders.lockBorrower(tx, userId);
        const order = await orders.ownOrder(tx, userId, orderNo, true);
        if (!order) return fail('NOT_FOUND');
        // A second submit (double tap, retry) answers what the first one did.
        if (order.submittedAt) return ok(stepAnswer(order));
        if (order.status !== OrderStatus.BankAccount) return fail('STEP_OUT_OF_ORDER');
        if (!account) return fail('BANK_ACCOUNT_REQUIRED');
        // No consent, no inquiry, and no decision could be made without one: nothing is submitted (ADR 102).
        if (!(await deps.bureauConsent.hasLiveConsent(tx, order.id))) return fail('BUREAU_CONSENT_REQUIRED');
        const status = deps.deviceDataEnabled ? OrderStatus.CollectingDeviceData : OrderStatus.Applying;
        const at = now();
        await orders.submitDraft(tx, order.id, status, at);
        if (status === OrderStatus.Applying) await deps.decisions.onSubmitted(tx, { orderId: order.id, userId, submittedAt: at, deviceId });
        return ok({ orderNo, status });
      });
      if (result.ok && result.value.status === OrderStatus.Applying) deps.afterSubmitted();
      return result;
    },

    async detail(userId: string): Promise<Outcome<ApplicationDetail>> {
      const [order, profile, bankAccount] = await Promise.all([
        orders.latestOrderOf(db, userId),
        findProfile(db, userId),
        deps.bankAccountOf(userId),
      ]);
      return ok({
        order: order ? toOrderView(order) : null,
        personal: profile?.personal ?? null,
        work: profile?.work ?? null,
        questionnaire: profile?.questionnaire ?? null,
        bankAccount,
      });
    },

    /** Whether the data-collection step runs for this order (ADR 010: off unless configured). */
    async uploadEnable(userId: string, orderNo: string): Promise<Outcome<{ enableTimeSdk: boolean }>> {
      if (!(await orders.ownOrder(db, userId, orderNo))) return fail('NOT_FOUND');
      return ok({ enableTimeSdk: deps.deviceDataEnabled });
    },

    /** `/user/device/packageList`: the installed-apps list's status (ADR 048), of an order when one is named. */
    async packageList(userId: string, orderNo: string | undefined): Promise<Outcome<PackageListResponse>> {
      const order = orderNo === undefined ? null : await orders.ownOrder(db, userId, orderNo);
      if (orderNo !== undefined && !order) return fail('NOT_FOUND');
      return ok(packageListStatus(market, deps.deviceDataEnabled, order ? await readFlags(db, order.id) : undefined));
    },

    /** The stored flags; an order at CollectingDeviceData with every flag set moves on to Applying. */
    uploadStatus(userId: string, orderNo: string, deviceId?: string): Promise<Outcome<Flags>> {
      return settleDeviceData(userId, orderNo, undefined, deviceId);
    },

    /** Our extension: the native SDK (or the web, relaying its reply) reports what it uploaded. */
    reportUpload(userId: string, orderNo: string, reported: ReportedFlags, deviceId?: string): Promise<Outcome<Flags>> {
      return settleDeviceData(userId, orderNo, reported, deviceId);
    },
  };

  /**
   * Under the borrower's lock, like every status change: records a report if any, then moves
   * CollectingDeviceData → Applying once every flag is set. Idempotent: a repeat finds the order at
   * Applying and moves nothing.
   */
  async function settleDeviceData(userId: string, orderNo: string, reported?: ReportedFlags, deviceId?: string): Promise<Outcome<Flags>> {
    let submitted = false;
    const result = await db.transaction(async (tx): Promise<Outcome<Flags>> => {
      await orders.lockBorrower(tx, userId);
      const order = await orders.ownOrder(tx, userId, orderNo, true);
      if (!order) return fail('NOT_FOUND');
      if (reported) await mergeFlags(tx, order.id, reported, market, now());
      const flags = answeredFlags(await readFlags(tx, order.id), deps.deviceDataEnabled, market);
      if (order.status === OrderStatus.CollectingDeviceData && allSet(flags)) {
        const at = now();
        await orders.markDataCollected(tx, order.id, at);
        await deps.decisions.onSubmitted(tx, { orderId: order.id, userId, submittedAt: at, deviceId });
        submitted = true;
      }
      return ok(flags);
    });
    if (submitted) deps.afterSubmitted();
    return result;
  }
}
