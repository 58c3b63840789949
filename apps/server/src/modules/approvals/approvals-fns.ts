import { errorMessage, FOUR_EYES_ACTIONS, isFourEyesAction, type ApprovalView, type FieldError, type FourEyesAction, type Language, type Permission } from '@lendline/domain';
import { fail, ok, type Failure, type MessageRef, type Outcome } from '../../shared/outcome.ts';
import type { ApprovalRow } from './approvals-repository.ts';

export function approvalView(row: ApprovalRow): ApprovalView {
  return {
    id: row.id,
    action: row.action,
    object: { type: row.objectType, id: row.objectId },
    before: row.before,
    after: row.after,
    reason: row.reason,
    state: row.state,
    maker: { id: row.makerId, name: row.makerName },
    createdAt: row.createdAt.toISOString(),
    decider: row.deciderId ? { id: row.deciderId, name: row.deciderName ?? '' } : null,
    decisionReason: row.decisionReason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    result: row.result,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The actions a person may ask for or approve: the requests they see. */
export function actionsFor(permissions: ReadonlySet<Permission>): FourEyesAction[] {
  return Object.keys(FOUR_EYES_ACTIONS).filter(isFourEyesAction)
    .filter((action) => permissions.has(FOUR_EYES_ACTIONS[action].request) || permissions.has(FOUR_EYES_ACTIONS[action].approve));
}

/** Every request and every rejection says why, in 3 to 500 characters. */
export function checkReason(input: unknown): Outcome<string> {
  const reason = typeof input === 'string' ? input.trim() : '';
  if (reason.length < 3 || reason.length > 500) return fail('VALIDATION_FAILED', { fields: [{ field: 'reason', key: 'error.approval.reason' }] });
  return ok(reason);
}

/**
 * What a refused run says, by catalogue key, kept with the request: the failure's own message,
 * else its first field's, else the error's. Worded for each reader by `inReadersWords`.
 */
export function failureWhy(failure: Failure): MessageRef {
  if (failure.message) return failure.message;
  const fields = (failure.data as { fields?: FieldError[] } | undefined)?.fields;
  const first = Array.isArray(fields) ? fields[0] : undefined;
  return first ? { key: first.key as MessageRef['key'], params: first.params ?? {} } : { key: `error.${failure.error}` as MessageRef['key'], params: {} };
}

/** A failed request's reason in the reader's language (the stored reason is the error's name, for machines). */
export function inReadersWords(view: ApprovalView, lang: Language): ApprovalView {
  if (view.state !== 'failed') return view;
  const why = view.result?.why as Partial<MessageRef> | undefined;
  const key = typeof why?.key === 'string' ? why.key : `error.${String(view.result?.error ?? 'INTERNAL')}`;
  return { ...view, decisionReason: errorMessage(key, lang, why?.params) };
}
