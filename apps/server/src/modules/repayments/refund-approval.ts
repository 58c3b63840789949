import { refundRequestSchema, type RefundMethod, type RefundRequestInput } from '@lendline/domain';
import { fail, ok } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { FourEyesExecutor } from '../approvals/approvals-service.ts';
import type { BorrowerCredit } from './credit.ts';

/** Whether the borrower has a payout account on file (the banking module; the account itself is never shown). */
export type HasPayoutAccount = (userId: string) => Promise<boolean>;

/**
 * The rail unless staff chose otherwise. A transfer reference with no method (a request asked
 * before ADR 085, or an integration's call) names a transfer already made by hand: sending the
 * money again through the rail would pay it twice, so it is a manual refund.
 */
function methodOf(request: Pick<RefundRequestInput, 'method' | 'transferReference'>): RefundMethod {
  return request.method ?? (request.transferReference ? 'manual' : 'rail');
}

/**
 * Giving a borrower's credit back, as a four-eyes action (issue 22, ADR 076, ADR 085): asked
 * with the amount and how it leaves (the payout rail, unless staff chose a manual transfer and
 * gave its reference), checked against the credit when asked and again when it runs, recorded
 * under the request's key so it happens once. The record names both people.
 */
export function refundApproval(credit: Pick<BorrowerCredit, 'creditBalance' | 'refundCredit'>, hasPayoutAccount: HasPayoutAccount): FourEyesExecutor {
  return {
    async prepare(input) {
      const body = validateForm(refundRequestSchema, input ?? {});
      if (!body.ok) return body;
      const { userId, amount, currency } = body.value;
      const method = methodOf(body.value);
      const held = await credit.creditBalance(userId);
      if (amount > held) return fail('VALIDATION_FAILED', { fields: [{ field: 'amount', key: 'error.repayment.refund.overCredit' }] });
      // The rail needs somewhere to send it: without an account, staff choose a manual transfer (ADR 085).
      if (method === 'rail' && !(await hasPayoutAccount(userId))) return fail('VALIDATION_FAILED', { fields: [{ field: 'method', key: 'error.repayment.refund.noPayoutAccount' }] });
      const transferReference = method === 'manual' ? body.value.transferReference : undefined;
      return ok({
        payload: { userId, amount, currency, method, ...(transferReference ? { transferReference } : {}) },
        object: { type: 'borrower', id: userId },
        before: { credit: held, currency },
        after: { credit: held - amount, currency, refunded: amount, method, ...(transferReference ? { transferReference } : {}) },
      });
    },
    async run(payload, { key, maker, approver }) {
      const body = validateForm(refundRequestSchema, payload);
      if (!body.ok) return body;
      const request: RefundRequestInput = body.value;
      const method = methodOf(request);
      const result = await credit.refundCredit({ ...request, method, staffName: `${maker.name} / ${approver.name}` }, key);
      return result.ok ? ok({ ...result.value }) : result;
    },
  };
}
