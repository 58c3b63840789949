import { expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';

/**
 * The sandbox rail keeps its transfers and their settle jobs in the database (issue 9): an
 * instance that stops after sending, before the transfer settles, leaves nothing pending for
 * ever; another instance (or the same one restarted) settles it.
 */
const t = useTestApp({ env: { SANDBOX_PAYOUT_DELAY_MS: '60000' } });

it('settles a sandbox payout on another instance after the one that sent it stopped', async () => {
  const { token, orderNo } = await approvedBorrower(t);
  const accepted = await t.call('/loan/get-money', { token, body: { orderNo, amount: 10_000_00, tenure: 91, agreementAccepted: true } });
  expect(accepted.body.code).toBe(0);
  await t.app.jobs.runDue();
  const latest = async () => (await t.call('/loan/loan-order/latest', { token })).body.data.order.status;
  expect(await latest()).toBe(7);

  // The first instance is gone before the rail settles; a new one starts on the same database.
  await t.app.jobs.stop();
  const restarted = await t.secondInstance();
  t.clock.advance(60_000);
  await restarted.jobs.runDue();
  expect(await latest()).toBe(2);
});
