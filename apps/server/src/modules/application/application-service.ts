import { randomBytes, randomUUID } from 'node:crypto';
import {
  personalInfoSchema, questionnaireAnswersSchema, workInfoSchema, withoutHiddenWorkFields,
  type ApplicationDetail, type Language, type LatestOrderResponse, type MarketId, type QuestionnaireAnswers, type StepResponse,
} from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import { isInProgress, marketDate, newOrderNo, statusAfter, type Step } from './order-fns.ts';
import * as orders from './order-repository.ts';
import { allSet, answeredFlags, mergeFlags, readFlags, type Flags, type ReportedFlags } from './device-data.ts';
import { deleteProfile, findProfile, saveSection, type ProfileSection } from './profile-repository.ts';

export interface ApplicationDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  deviceDataEnabled: boolean;
  /** The borrower's own phone (E.164 digits), so no emergency contact can be it. */
  phoneOf(userId: string): Promise<string | null>;
  /** The payout account, masked, or null: for the detail call and the submit check. */
  bankAccountOf(userId: string): Promise<Record<string, unknown> | null>;
  /**
   * Called in the transaction that moves an order to Applying (1), from submit or from the
   * data-collection step (19 → 1): the underwriting module queues its assessment there.
   */
  onSubmitted?(tx: Executor, submitted: SubmittedOrder): Promise<void>;
  /** After that transaction committed, so the queued assessment runs at once (job queue nudge). */
  afterSubmitted?(): void;
  /** Refuses a new application (e.g. REAPPLY_TOO_SOON after a rejection); in the starting transaction. */
  canApply?(tx: Executor, userId: string): Promise<Outcome<null>>;
}

export interface SubmittedOrder {
  orderId: string;
  userId: string;
  submittedAt: Date;
  /** The client's `afid` header on the call that submitted, when it sent one. */
  deviceId?: string | undefined;
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

const stepAnswer = (order: { orderNo: string; status: number }): StepResponse => ({ orderNo: order.orderNo, status: order.status });

/** The application's step state machine (ADR 010) and the data of its steps. */
export function createApplicationService(deps: ApplicationDeps) {
  const { db, now, market } = deps;

  /** Moves the borrower's open order through `step`, running `save` in the same transaction. */
  async function completeStep(userId: string, step: Step, save?: (tx: Executor) => Promise<void>): Promise<Outcome<StepResponse>> {
    return db.transaction(async (tx) => {
      await orders.lockBorrower(tx, userId);
      const order = await orders.findOpenOrder(tx, userId);
      if (!order) return fail('NO_OPEN_ORDER');
      const next = statusAfter(order.status, step);
      if (next === 'early') return fail('STEP_OUT_OF_ORDER');
      if (next === 'submitted') return fail('ORDER_SUBMITTED');
      await save?.(tx);
      if (next !== order.status) await orders.setStatus(tx, order.id, next, now());
      return ok({ orderNo: order.orderNo, status: next });
    });
  }

  const saveStep = (userId: string, step: Step, section: ProfileSection, value: object) =>
    completeStep(userId, step, (tx) => saveSection(tx, userId, section, value, now()));

  return {
    async applyMarket(userId: string, productId: string | undefined): Promise<Outcome<StepResponse>> {
      return db.transaction(async (tx) => {
        await orders.lockBorrower(tx, userId);
        const open = await orders.findOpenOrder(tx, userId);
        // A retried start returns the draft already begun; a decided or repaying one blocks a new start.
        if (open) return isInProgress(open.status) ? fail('ORDER_IN_PROGRESS') : ok(stepAnswer(open));
        const allowed = (await deps.canApply?.(tx, userId)) ?? ok(null);
        if (!allowed.ok) return allowed;
        const at = now();
        const order = {
          id: randomUUID(), orderNo: newOrderNo(at, market, randomBytes(8)), userId, market,
          productId: productId ?? null, status: 6, createdAt: at, updatedAt: at, submittedAt: null, cancelReason: null,
        };
        await orders.insertOrder(tx, order);
        return ok(stepAnswer(order));
      });
    },

    async latest(userId: string): Promise<Outcome<LatestOrderResponse>> {
      const order = await orders.findLatestOrder(db, userId);
      return ok({ order: order ? toOrderView(order) : null });
    },

    async savePersonal(userId: string, input: unknown, lang: Language): Promise<Outcome<StepResponse>> {
      const valid = validateForm(personalInfoSchema(market, marketDate(now(), market)), input, lang);
      if (!valid.ok) return valid;
      const { curp, rfc, nss, ...common } = valid.value;
      // Mexico's identifiers mean nothing in Nigeria: kept only where they belong.
      const personal = market === 'MX' ? { ...common, curp, rfc, nss } : common;
      return saveStep(userId, 'personal', 'personal', personal);
    },

    async saveWork(userId: string, input: unknown, lang: Language): Promise<Outcome<StepResponse>> {
      const ownPhone = (await deps.phoneOf(userId)) ?? undefined;
      const valid = validateForm(workInfoSchema(market, ownPhone), input, lang);
      if (!valid.ok) return valid;
      return saveStep(userId, 'work', 'work', withoutHiddenWorkFields(valid.value));
    },

    saveQuestionnaire(userId: string, answers: QuestionnaireAnswers): Promise<Outcome<StepResponse>> {
      return saveStep(userId, 'questionnaire', 'questionnaire', questionnaireAnswersSchema.parse(answers));
    },

    /** Called by the kyc module when ID front, back and face have passed: 12 → 11. */
    markIdentityDone(userId: string): Promise<Outcome<StepResponse>> {
      return completeStep(userId, 'identity');
    },

    /** The borrower's application under way, for other modules; null when there is none. */
    async currentOrder(userId: string): Promise<StepResponse | null> {
      const order = await orders.findOpenOrder(db, userId);
      return order ? stepAnswer(order) : null;
    },

    /** The borrower's name as given in the personal step, for the loan agreement; null before it. */
    async borrowerName(userId: string): Promise<string | null> {
      const personal = (await findProfile(db, userId))?.personal as Record<string, unknown> | null | undefined;
      if (!personal) return null;
      const parts = [personal.firstName, personal.middleName, personal.lastName].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
      return parts.length > 0 ? parts.map((p) => p.trim()).join(' ') : null;
    },

    /** The lock every order status change of this borrower takes (the loans module cancels drafts under it). */
    lockBorrower: (tx: Executor, userId: string): Promise<void> => orders.lockBorrower(tx, userId),

    /** Runs `save` only while the bank-card step is open (banking module); the status stays 5. */
    withBankCardStep(userId: string, save: (tx: Executor) => Promise<void>): Promise<Outcome<StepResponse>> {
      return completeStep(userId, 'bankCard', save);
    },

    async submit(userId: string, orderNo: string, deviceId?: string): Promise<Outcome<StepResponse>> {
      const account = await deps.bankAccountOf(userId);
      const result = await db.transaction(async (tx): Promise<Outcome<StepResponse>> => {
        await orders.lockBorrower(tx, userId);
        const order = await orders.findOwnOrder(tx, userId, orderNo, true);
        if (!order) return fail('NOT_FOUND');
        // A second submit (double tap, retry) answers what the first one did.
        if (order.submittedAt) return ok(stepAnswer(order));
        if (order.status !== 5) return fail('STEP_OUT_OF_ORDER');
        if (!account) return fail('BANK_ACCOUNT_REQUIRED');
        const status = deps.deviceDataEnabled ? 19 : 1;
        const at = now();
        await orders.setStatus(tx, order.id, status, at, at);
        if (status === 1) await deps.onSubmitted?.(tx, { orderId: order.id, userId, submittedAt: at, deviceId });
        return ok({ orderNo, status });
      });
      if (result.ok && result.value.status === 1) deps.afterSubmitted?.();
      return result;
    },

    async detail(userId: string): Promise<Outcome<ApplicationDetail>> {
      const [order, profile, bankAccount] = await Promise.all([
        orders.findLatestOrder(db, userId),
        findProfile(db, userId),
        deps.bankAccountOf(userId),
      ]);
      return ok({
        order: order ? toOrderView(order) : null,
        personal: (profile?.personal as Record<string, unknown> | null | undefined) ?? null,
        work: (profile?.work as Record<string, unknown> | null | undefined) ?? null,
        questionnaire: (profile?.questionnaire as Record<string, string> | null | undefined) ?? null,
        bankAccount,
      });
    },

    /** Whether the data-collection step runs for this order (ADR 010: off unless configured). */
    async uploadEnable(userId: string, orderNo: string): Promise<Outcome<{ enableTimeSdk: boolean }>> {
      if (!(await orders.findOwnOrder(db, userId, orderNo))) return fail('NOT_FOUND');
      return ok({ enableTimeSdk: deps.deviceDataEnabled });
    },

    /** The stored flags; an order at 19 with every flag set moves on to Applying (1). */
    uploadStatus(userId: string, orderNo: string, deviceId?: string): Promise<Outcome<Flags>> {
      return settleDeviceData(userId, orderNo, undefined, deviceId);
    },

    /** Our extension: the native SDK (or the web, relaying its reply) reports what it uploaded. */
    reportUpload(userId: string, orderNo: string, reported: ReportedFlags, deviceId?: string): Promise<Outcome<Flags>> {
      return settleDeviceData(userId, orderNo, reported, deviceId);
    },

    /** What the borrower told us (personal, work, questionnaire), for the credit decision; null when nothing. */
    async profileOf(userId: string): Promise<{ personal: unknown; work: unknown; questionnaire: unknown } | null> {
      const row = await findProfile(db, userId);
      return row ? { personal: row.personal, work: row.work, questionnaire: row.questionnaire } : null;
    },

    /** Retention (ADR 020): deletes the borrower's profile; the order rows stay. Idempotent. */
    async eraseProfile(userId: string): Promise<void> {
      await deleteProfile(db, userId);
    },
  };

  /**
   * Under the borrower's lock, like every status change: records a report if any, then moves
   * 19 → 1 once every flag is set. Idempotent: a repeat finds the order at 1 and moves nothing.
   */
  async function settleDeviceData(userId: string, orderNo: string, reported?: ReportedFlags, deviceId?: string): Promise<Outcome<Flags>> {
    let submitted = false;
    const result = await db.transaction(async (tx): Promise<Outcome<Flags>> => {
      await orders.lockBorrower(tx, userId);
      const order = await orders.findOwnOrder(tx, userId, orderNo, true);
      if (!order) return fail('NOT_FOUND');
      if (reported) await mergeFlags(tx, order.id, reported, market, now());
      const flags = answeredFlags(await readFlags(tx, order.id), deps.deviceDataEnabled, market);
      if (order.status === 19 && allSet(flags)) {
        const at = now();
        await orders.setStatus(tx, order.id, 1, at);
        await deps.onSubmitted?.(tx, { orderId: order.id, userId, submittedAt: at, deviceId });
        submitted = true;
      }
      return ok(flags);
    });
    if (submitted) deps.afterSubmitted?.();
    return result;
  }
}

function toOrderView(order: orders.OrderRow) {
  return {
    orderNo: order.orderNo,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    submittedAt: order.submittedAt ? order.submittedAt.toISOString() : null,
  };
}
