import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { loanOrders, loanPhases } from '../src/db/schema.ts';
import { useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';

const t = useTestApp();
beforeEach(async () => {
  await t.database.transaction((s) => s.exec('TRUNCATE jobs'));
});

it('pays an accepted offer out through the wired payments module and fixes the schedule', async () => {
  const { token, orderNo, orderId } = await approvedBorrower(t);
  const accepted = (await t.call('/loan/get-money', { token, body: { orderNo, amount: '1000000', tenure: '91', agreementAccepted: 'true' } })).body.data.figures;
  // One pass of the queue: the payout job sends, the sandbox's settle job delivers its webhook.
  await t.app.jobs.runDue();
  const [order] = await t.database.db.select({ status: loanOrders.status }).from(loanOrders).where(eq(loanOrders.id, orderId));
  expect(order?.status).toBe(2);
  const phases = await t.database.db.select().from(loanPhases).where(eq(loanPhases.orderId, orderId));
  expect(phases.map((p) => p.amount)).toEqual(accepted.phases.map((p: { amount: number }) => p.amount));
  const agreement = (await t.call('/loan/loan-order/loanAgreement', { token, body: { orderNo } })).body.data;
  expect(agreement.figures.totalRepayable).toBe(accepted.totalRepayable);
});
