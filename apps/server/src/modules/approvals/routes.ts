import { APPROVAL_STATES, type ApprovalState, type ApprovalView } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { languageOf } from '../../plugins/api/envelope.ts';
import { ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import { inReadersWords } from './approvals-fns.ts';
import type { ApprovalsService } from './approvals-service.ts';

type RequestParams = { Params: { id: string } };
type Body = Record<string, unknown>;

/** A request answered in the reader's words: a failed run says why in their language. */
const worded = (answer: Outcome<ApprovalView>, lang: string | string[] | undefined): Outcome<ApprovalView> =>
  answer.ok ? ok(inReadersWords(answer.value, languageOf(lang))) : answer;

const isState = (value: unknown): value is ApprovalState => typeof value === 'string' && (APPROVAL_STATES as readonly string[]).includes(value);

/**
 * Four-eyes requests on the staff API (ADR 076, 077). The routes need approvals.read (the
 * queue); whether a person may ask or approve is the action's own permission, which the service
 * checks (APPROVAL_NOT_PERMITTED, 403). Each step records its own audit row in its transaction.
 */
export function registerApprovalRoutes(staff: StaffRoutes, approvals: ApprovalsService): void {
  staff.get<{ Querystring: { state?: string } }>('/staff/approvals', { permission: 'approvals.read' }, async (request, principal) => {
    const state = request.query.state ?? 'pending';
    if (!isState(state)) return fieldProblem('state', 'error.approval.state');
    const lang = languageOf(request.headers.lang);
    return ok({ requests: (await approvals.list(principal, [state])).map((view) => inReadersWords(view, lang)) });
  });
  staff.post('/staff/approvals', { permission: 'approvals.read', action: 'approval.ask' }, async (request, principal, _reply, context) => {
    const body = (request.body ?? {}) as Body;
    return approvals.ask({ principal, context }, { action: body.action, input: body.input, reason: body.reason });
  });
  staff.post<RequestParams>('/staff/approvals/:id/approve', { permission: 'approvals.read', action: 'approval.approve' }, async (request, principal, _reply, context) =>
    worded(await approvals.approve({ principal, context }, request.params.id), request.headers.lang),
  );
  // The maker's own rejection is a withdrawal (recorded as approval.withdraw).
  staff.post<RequestParams>('/staff/approvals/:id/reject', { permission: 'approvals.read', action: 'approval.reject' }, async (request, principal, _reply, context) =>
    approvals.reject({ principal, context }, request.params.id, ((request.body ?? {}) as Body).reason),
  );
}
