import { refundRequestSchema, type RefundRequestInput } from '@lendline/domain';
import { fail, ok } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { FourEyesExecutor } from '../approvals/approvals-service.ts';
import type { BorrowerCredit } from './credit.ts';

/**
 * Giving a borrower's credit back, as a four-eyes action (issue 22, ADR 076): asked with the
 * amount and the transfer's reference, checked against the credit when asked and again when it
 * runs, recorded under the request's key so it happens once. The record names both people.
 */
export function refundApproval(credit: Pick<BorrowerCredit, 'creditBalance' | 'refundCredit'>): FourEyesExecutor {
  return {
    async prepare(input) {
      const body = validateForm(refundRequestSchema, input ?? {});
      if (!body.ok) return body;
      const { userId, amount, currency, transferReference } = body.value;
      const held = await credit.creditBalance(userId);
      if (amount > held) return fail('VALIDATION_FAILED', { fields: [{ field: 'amount', key: 'error.repayment.refund.overCredit' }] });
      return ok({
        payload: { ...body.value },
        object: { type: 'borrower', id: userId },
        before: { credit: held, currency },
        after: { credit: held - amount, currency, refunded: amount, transferReference },
      });
    },
    async run(payload, { key, maker, approver }) {
      const body = validateForm(refundRequestSchema, payload);
      if (!body.ok) return body;
      const request: RefundRequestInput = body.value;
      const result = await credit.refundCredit({ ...request, staffName: `${maker.name} / ${approver.name}` }, key);
      return result.ok ? ok({ ...result.value }) : result;
    },
  };
}
