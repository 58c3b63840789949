import { manualPaymentSchema, matchSuspenseSchema, writeOffSchema } from '@lendline/domain';
import { ok } from '../../shared/outcome.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import type { FourEyesExecutor } from '../approvals/approvals-service.ts';
import { afterPayment } from './staff-money-fns.ts';
import type { StaffMoney } from './staff-money.ts';

/**
 * The four-eyes money actions on a loan (issue 22, ADR 076, 079), given by the repayments
 * module: each checks its input and the loan when asked and says what is owed before and
 * after; each runs in one transaction keyed by the request, naming both people, and checks
 * again then (what changed meanwhile refuses the run and moves nothing).
 */
const staffNameOf = (context: { maker: { name: string }; approver: { name: string } }) => `${context.maker.name} / ${context.approver.name}`;

/** Money in suspense matched to a loan (object: the held payment). */
export function matchSuspenseApproval(money: StaffMoney): FourEyesExecutor {
  return {
    async prepare(input) {
      const body = validateForm(matchSuspenseSchema, input ?? {});
      if (!body.ok) return body;
      const held = await money.heldPayment(body.value.paymentId);
      if (!held || held.amount <= 0) return fieldProblem('paymentId', 'error.money.paymentId');
      const loan = await money.openLoan(body.value.orderNo);
      if (!loan.ok) return loan;
      const { orderId, owed } = loan.value;
      if (owed.currency !== held.currency) return fieldProblem('orderNo', 'error.money.orderNo.currency');
      return ok({
        payload: { ...body.value, orderId },
        object: { type: 'incoming_payment', id: held.id },
        before: { held: held.amount, orderNo: owed.orderNo, outstanding: owed.outstanding, currency: owed.currency },
        after: { held: 0, orderNo: owed.orderNo, ...afterPayment(owed, held.amount), currency: owed.currency },
      });
    },
    async run(payload, context) {
      const body = validateForm(matchSuspenseSchema, payload);
      if (!body.ok) return body;
      return money.matchHeld({ ...body.value, orderId: String(payload.orderId) }, { key: context.key, staffName: staffNameOf(context) });
    },
  };
}

/** A payment that reached us outside every channel, recorded on a loan (object: the loan). */
export function manualPaymentApproval(money: StaffMoney): FourEyesExecutor {
  return {
    async prepare(input) {
      const body = validateForm(manualPaymentSchema, input ?? {});
      if (!body.ok) return body;
      const loan = await money.openLoan(body.value.orderNo);
      if (!loan.ok) return loan;
      const { orderId, owed } = loan.value;
      const { amount, channel, reference } = body.value;
      return ok({
        payload: { ...body.value, orderId },
        object: { type: 'loan', id: orderId },
        before: { orderNo: owed.orderNo, outstanding: owed.outstanding, currency: owed.currency },
        after: { orderNo: owed.orderNo, paid: amount, ...afterPayment(owed, amount), currency: owed.currency, channel, reference },
      });
    },
    async run(payload, context) {
      const body = validateForm(manualPaymentSchema, payload);
      if (!body.ok) return body;
      return money.recordManual({ ...body.value, orderId: String(payload.orderId) }, { key: context.key, staffName: staffNameOf(context) });
    },
  };
}

/** What is left of an overdue loan written off; the loan closes (object: the loan). */
export function writeOffApproval(money: StaffMoney): FourEyesExecutor {
  return {
    async prepare(input) {
      const body = validateForm(writeOffSchema, input ?? {});
      if (!body.ok) return body;
      const loan = await money.overdueLoan(body.value.orderNo);
      if (!loan.ok) return loan;
      const { orderId, owed } = loan.value;
      return ok({
        payload: { ...body.value, orderId },
        object: { type: 'loan', id: orderId },
        before: { orderNo: owed.orderNo, state: owed.state, outstanding: owed.outstanding, currency: owed.currency },
        after: { orderNo: owed.orderNo, state: 'written_off', outstanding: 0, writtenOff: owed.outstanding, currency: owed.currency },
      });
    },
    async run(payload, context) {
      const body = validateForm(writeOffSchema, payload);
      if (!body.ok) return body;
      return money.writeOff({ ...body.value, orderId: String(payload.orderId) }, { key: context.key, staffName: staffNameOf(context) });
    },
  };
}
