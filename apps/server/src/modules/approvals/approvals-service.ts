import { randomUUID } from 'node:crypto';
import { FOUR_EYES_ACTIONS, isFourEyesAction, type ApprovalView, type FourEyesAction, type StaffPrincipal } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { actionsFor, approvalView, checkReason, failureWhy } from './approvals-fns.ts';
import { findRequest, insertRequest, moveRequest, requestsIn, type ApprovalRow } from './approvals-repository.ts';

/** What an executor says a request will do, checked when it is asked. */
export interface Prepared {
  /** What `run` receives, as checked now. */
  payload: Record<string, unknown>;
  object: { type: string; id: string };
  /** The object's fields as they are, and as they will be: what the approver compares. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface ActorRef {
  id: string;
  name: string;
}

/**
 * One four-eyes action, given by the module that owns what it changes. `run` is keyed by the
 * request: a second run with the same key changes nothing and answers as the first did, so a
 * request whose run was cut short can be run again (the existing exactly-once money paths).
 */
export interface FourEyesExecutor {
  prepare(input: unknown): Promise<Outcome<Prepared>>;
  run(payload: Record<string, unknown>, context: { key: string; maker: ActorRef; approver: ActorRef }): Promise<Outcome<Record<string, unknown>>>;
}

/**
 * Who acts (their permissions decide what they may ask and approve) and the staff plugin's
 * audit context of the request: who, from where, in which request (ADR 077).
 */
export interface StaffAct {
  principal: StaffPrincipal;
  context: AuditContext;
}

export interface ApprovalsDeps {
  db: Db;
  now: Clock;
  executors: Partial<Record<FourEyesAction, FourEyesExecutor>>;
  /** Each step is recorded in its own transaction (ADR 073, 077). */
  audit: AuditRecorder;
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;

const LIST_LIMIT = 200;

/**
 * Four-eyes (issue 22, ADR 076): a money or risk action is asked by one staff member and runs
 * only when a second, holding the approving permission, approves; then it runs exactly once.
 * The maker cannot approve their own request; while one waits, a second for the same action
 * and object is refused; a rejection says why.
 */
export function createApprovalsService(deps: ApprovalsDeps) {
  const { db, now, executors } = deps;

  async function audit(tx: Executor, act: StaffAct, row: Pick<ApprovalRow, 'id' | 'action' | 'objectType' | 'objectId'>, step: string, extra: { before?: Record<string, unknown>; after?: Record<string, unknown>; reason?: string } = {}) {
    await deps.audit.record(tx, {
      ...act.context, action: `approval.${step}`, object: { type: 'approval_request', id: row.id },
      after: { action: row.action, objectType: row.objectType, objectId: row.objectId, ...extra.after },
      ...(extra.before ? { before: extra.before } : {}),
      ...(extra.reason ? { reason: extra.reason } : {}),
    });
  }

  async function run(row: ApprovalRow, approver: ActorRef): Promise<ApprovalRow> {
    const executor = executors[row.action];
    const result = executor
      ? await executor.run(row.payload, { key: `four-eyes:${row.id}`, maker: { id: row.makerId, name: row.makerName }, approver })
      : fail('NOT_AVAILABLE_YET');
    const finished = await moveRequest(db, row.id, 'approved', result.ok
      ? { state: 'done', result: result.value, finishedAt: now() }
      : { state: 'failed', result: { error: result.error, why: failureWhy(result) }, decisionReason: result.error, finishedAt: now() });
    return finished ?? row;
  }

  return {
    /** Asks for an action: checked by its executor now, run only once a second person approves. */
    async ask(act: StaffAct, request: { action: unknown; input: unknown; reason: unknown }): Promise<Outcome<ApprovalView>> {
      if (!isFourEyesAction(request.action)) return fail('VALIDATION_FAILED', { fields: [{ field: 'action', key: 'error.approval.action' }] });
      const action = request.action;
      if (!act.principal.permissions.has(FOUR_EYES_ACTIONS[action].request)) return fail('APPROVAL_NOT_PERMITTED');
      const reason = checkReason(request.reason);
      if (!reason.ok) return reason;
      const executor = executors[action];
      if (!executor) return fail('NOT_AVAILABLE_YET');
      const prepared = await executor.prepare(request.input);
      if (!prepared.ok) return prepared;
      const { payload, object, before, after } = prepared.value;
      const row: ApprovalRow = {
        id: randomUUID(), action, objectType: object.type, objectId: object.id, payload, before, after, reason: reason.value,
        state: 'pending', makerId: act.principal.id, makerName: act.principal.name, createdAt: now(),
        deciderId: null, deciderName: null, decisionReason: null, decidedAt: null, result: null, finishedAt: null,
      };
      return db.transaction(async (tx) => {
        if (!(await insertRequest(tx, row))) return fail('APPROVAL_ALREADY_PENDING');
        await audit(tx, act, row, 'ask', { before, after, reason: reason.value });
        return ok(approvalView(row));
      });
    },

    /** Approves and runs a waiting request; its run happens once, whatever is retried. */
    async approve(act: StaffAct, id: string): Promise<Outcome<ApprovalView>> {
      const approver = { id: act.principal.id, name: act.principal.name };
      const claimed = await db.transaction(async (tx): Promise<Outcome<ApprovalRow>> => {
        const row = await findRequest(tx, id, true);
        if (!row) return fail('NOT_FOUND');
        if (row.state !== 'pending') return fail('APPROVAL_DECIDED');
        if (row.makerId === act.principal.id) return fail('APPROVAL_OWN_REQUEST');
        if (!act.principal.permissions.has(FOUR_EYES_ACTIONS[row.action].approve)) return fail('APPROVAL_NOT_PERMITTED');
        const approved = await moveRequest(tx, id, 'pending', { state: 'approved', deciderId: approver.id, deciderName: approver.name, decidedAt: now() });
        if (!approved) return fail('APPROVAL_DECIDED');
        await audit(tx, act, approved, 'approve', { before: row.before, after: row.after });
        return ok(approved);
      });
      if (!claimed.ok) return claimed;
      return ok(approvalView(await run(claimed.value, approver)));
    },

    /** Turns a waiting request down, with the reason the maker reads; the maker's own is a withdrawal. */
    async reject(act: StaffAct, id: string, reasonInput: unknown): Promise<Outcome<ApprovalView>> {
      const reason = checkReason(reasonInput);
      if (!reason.ok) return reason;
      return db.transaction(async (tx) => {
        const row = await findRequest(tx, id, true);
        if (!row) return fail('NOT_FOUND');
        if (row.state !== 'pending') return fail('APPROVAL_DECIDED');
        const own = row.makerId === act.principal.id;
        if (!own && !act.principal.permissions.has(FOUR_EYES_ACTIONS[row.action].approve)) return fail('APPROVAL_NOT_PERMITTED');
        const state = own ? 'withdrawn' : 'rejected';
        const moved = await moveRequest(tx, id, 'pending', {
          state, deciderId: act.principal.id, deciderName: act.principal.name, decisionReason: reason.value, decidedAt: now(),
        });
        if (!moved) return fail('APPROVAL_DECIDED');
        await audit(tx, act, moved, own ? 'withdraw' : 'reject', { reason: reason.value });
        return ok(approvalView(moved));
      });
    },

    /** The requests a person may ask or approve, in these states (the queue: pending). */
    async list(principal: StaffPrincipal, states: readonly ApprovalView['state'][] = ['pending']): Promise<ApprovalView[]> {
      const rows = await requestsIn(db, states, actionsFor(principal.permissions), LIST_LIMIT);
      return rows.map(approvalView);
    },

    /** Runs again the approved requests whose run was cut short (an instance stopped mid-way). */
    async resumeApproved(): Promise<number> {
      const rows = await requestsIn(db, ['approved'], Object.keys(FOUR_EYES_ACTIONS).filter(isFourEyesAction), LIST_LIMIT);
      for (const row of rows) await run(row, { id: row.deciderId ?? '', name: row.deciderName ?? '' });
      return rows.length;
    },

    async find(id: string): Promise<ApprovalView | null> {
      const row = await findRequest(db, id);
      return row ? approvalView(row) : null;
    },
  };
}
