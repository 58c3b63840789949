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
  let status = 18;
  for (let i = 0; i < 10 && status !== 2; i++) {
    await t.app.jobs.runDue();
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = (await t.database.db.select({ status: loanOrders.status }).from(loanOrders).where(eq(loanOrders.id, orderId)))[0]!.status;
  }
  expect(status).toBe(2);
  const phases = await t.database.db.select().from(loanPhases).where(eq(loanPhases.orderId, orderId));
  expect(phases.map((p) => p.amount)).toEqual(accepted.phases.map((p: { amount: number }) => p.amount));
  const agreement = (await t.call('/loan/loan-order/loanAgreement', { token, body: { orderNo } })).body.data;
  expect(agreement.figures.totalRepayable).toBe(accepted.totalRepayable);
});
