import { OrderStatus, resendPayoutSchema } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import { ok, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { FourEyesExecutor } from '../approvals/approvals-service.ts';
import type { PayoutDesk } from './payout-desk.ts';

/** What the resend needs of the banking module: the staff-given account checked as the borrower's, and stored. */
export interface ResendAccounts<Row> {
  checkStaffAccount(userId: string, input: unknown): Promise<Outcome<{ row: Row; masked: Record<string, unknown> }>>;
  saveAccountIn(tx: Executor, row: Row): Promise<void>;
  maskedAccount(userId: string): Promise<Record<string, unknown> | null>;
}

/**
 * Sending a failed payout again, to a new account, as a four-eyes action (issue 22, ADR 080):
 * asked by payouts.act, approved by money.approve. The account is the borrower's bank-card form
 * of the market, resolved and checked as theirs when asked and again when it runs; the run
 * stores it and asks for a new attempt (a new reference) keyed by the request, so a second run
 * finds that attempt and answers as the first. The approver sees the account masked.
 */
export function resendPayoutApproval<Row>(db: Db, desk: PayoutDesk, accounts: ResendAccounts<Row>): FourEyesExecutor {
  /** The failed attempt the request is about, and the account checked against its borrower. */
  async function check(input: unknown) {
    const body = validateForm(resendPayoutSchema, input ?? {});
    if (!body.ok) return body;
    // Failed, and the order still waits at PayoutFailed (not given up, not re-applied).
    const failed = await db.transaction((tx) => desk.lockFailed(tx, body.value.orderNo));
    if (!failed.ok) return failed;
    const latest = failed.value;
    const account = await accounts.checkStaffAccount(latest.userId, body.value.account);
    if (!account.ok) return account;
    return ok({ body: body.value, latest, account: account.value });
  }

  return {
    async prepare(input) {
      const checked = await check(input);
      if (!checked.ok) return checked;
      const { body, latest, account } = checked.value;
      return ok({
        payload: { ...body },
        object: { type: 'loan', id: latest.orderNo },
        before: { reference: latest.reference, state: latest.state, failureReason: latest.failureReason, account: await accounts.maskedAccount(latest.userId) },
        after: { account: account.masked, amount: latest.amount, currency: latest.currency, status: OrderStatus.AwaitingPayout },
      });
    },
    async run(payload, { key }) {
      const first = await desk.findByRequestKey(key);
      if (first) return ok({ orderNo: first.orderNo, reference: first.reference });
      const checked = await check(payload);
      if (!checked.ok) return checked;
      const { body, account } = checked.value;
      const result = await db.transaction(async (tx): Promise<Outcome<{ orderNo: string; reference: string }>> => {
        const failed = await desk.lockFailed(tx, body.orderNo);
        // A run of the same request that got the lock first: answer as it did.
        const raced = failed.ok ? undefined : await desk.findByRequestKey(key, tx);
        if (raced) return ok({ orderNo: raced.orderNo, reference: raced.reference });
        if (!failed.ok) return failed;
        await accounts.saveAccountIn(tx, account.row);
        return ok({ orderNo: body.orderNo, reference: await desk.newAttempt(tx, failed.value, key) });
      });
      if (result.ok) desk.nudge();
      return result;
    },
  };
}
