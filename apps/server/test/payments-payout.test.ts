import { describe, expect, it } from 'vitest';
import { registerJobHandlers } from '../src/composition/jobs.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { typedJobs } from '../src/jobs/queues.ts';
import { acceptedOrder, attemptsOf, confirmedOrder as confirmed, requestPayout, usePaymentsApp, webhook } from './payments-fixtures.ts';
import { TEST_DATABASE_URL } from './test-database.ts';

/** Orders are real (the loans module moves them); only the payout rail is a counting fake. */
const h = usePaymentsApp();
const MIN = 60_000;

const ledgerOf = () => h.app.services.ledger;
const confirmedOrder = () => confirmed(h);

describe('payout: success path', () => {
  it('sends once, goes 18 -> 7 on acceptance and 7 -> 2 on the success webhook, with a balanced ledger', async () => {
    const order = await confirmedOrder();
    expect(order.reference).toBe(`ll-${order.orderNo.toLowerCase()}-1`);
    await h.app.jobs.runDue();
    expect(h.payout.sends.get(order.reference)).toBe(1);
    const sent = h.payout.transfers.get(order.reference)?.request;
    expect(sent).toMatchObject({ amount: order.figures.disbursalAmount, currency: 'NGN', reason: `Lendline loan ${order.orderNo}` });
    expect(sent?.recipient).toMatchObject({ bankCode: '011', accountName: 'ADAEZE OKAFOR' });
    expect(await h.status(order.orderId)).toBe(7);
    expect((await attemptsOf(h, order.orderId))[0]).toMatchObject({ state: 'pending', providerReference: `TRF_${order.reference}` });

    expect((await h.postWebhook(h.payout.settle(order.reference, 'success'))).status).toBe(200);
    expect(await h.status(order.orderId)).toBe(2);
    const [txn, ...others] = await ledgerOf().transactionsOf(order.orderId);
    expect(others).toHaveLength(0);
    expect(txn?.kind).toBe('disbursement');
    expect(txn?.entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    const f = order.figures;
    expect(f.disbursalAmount).toBe(f.principal - f.processingFee - f.feeTax);
    expect(await ledgerOf().balances({ orderId: order.orderId })).toEqual({
      principal_receivable: f.principal,
      provider_clearing: -f.disbursalAmount,
      fee_income: -f.processingFee,
      tax_payable: -f.feeTax,
      interest_receivable: f.interest,
      interest_income: -f.interest,
    });
  });

  it('settles straight from 18 when the success webhook beats the recording of the send', async () => {
    const order = await confirmedOrder();
    h.payout.onSend = (request) => {
      h.payout.transfers.get(request.reference)!.state = 'success';
      return { state: 'success' };
    };
    await h.app.jobs.runDue();
    expect(await h.status(order.orderId)).toBe(2);
    await h.postWebhook(h.payout.settle(order.reference, 'success'));
    expect(await ledgerOf().transactionsOf(order.orderId)).toHaveLength(1);
  });
});

describe('payout: webhooks', () => {
  it('applies a duplicate success webhook once (one ledger transaction)', async () => {
    const order = await confirmedOrder();
    await h.app.jobs.runDue();
    const hook = h.payout.settle(order.reference, 'success');
    const answers = await Promise.all([h.postWebhook(hook), h.postWebhook(hook), h.postWebhook(hook)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await ledgerOf().transactionsOf(order.orderId)).toHaveLength(1);
    expect(await h.status(order.orderId)).toBe(2);
  });

  it('refuses a forged webhook with 401 and changes nothing, logging no body', async () => {
    const order = await confirmedOrder();
    await h.app.jobs.runDue();
    const hook = h.payout.settle(order.reference, 'success');
    const forged = { body: hook.body, headers: { ...hook.headers, 'x-fake-signature': 'f'.repeat(128) } };
    expect((await h.postWebhook(forged)).status).toBe(401);
    const tampered = { body: hook.body.replace('success', 'failed'), headers: hook.headers };
    expect((await h.postWebhook(tampered)).status).toBe(401);
    expect(await h.status(order.orderId)).toBe(7);
    expect((await attemptsOf(h, order.orderId))[0]?.state).toBe('pending');
    expect(await ledgerOf().transactionsOf(order.orderId)).toHaveLength(0);
    const warning = h.logs.find((line) => line.includes('bad signature'));
    expect(warning).toBeDefined();
    expect(warning).not.toContain(order.reference);
  });

  it('answers 200 to events it does not act on, and 404 for another provider name', async () => {
    expect((await h.postWebhook(webhook({ event: 'transfer.otp', reference: 'x' }))).status).toBe(200);
    expect((await h.postWebhook(webhook({ event: 'transfer.success', reference: 'x' }), 'paystack')).status).toBe(404);
  });

  it('provider failure moves the order to 10 (PayoutFailed) and books nothing', async () => {
    const order = await confirmedOrder();
    await h.app.jobs.runDue();
    expect((await h.postWebhook(h.payout.settle(order.reference, 'failed'))).status).toBe(200);
    expect(await h.status(order.orderId)).toBe(10);
    expect((await attemptsOf(h, order.orderId))[0]).toMatchObject({ state: 'failed', failureReason: 'failed' });
    expect(await ledgerOf().transactionsOf(order.orderId)).toHaveLength(0);
    // A success heard after the failure is logged and does not pay out or book anything.
    await h.postWebhook(h.payout.settle(order.reference, 'success'));
    expect(await h.status(order.orderId)).toBe(10);
    expect(await ledgerOf().transactionsOf(order.orderId)).toHaveLength(0);
    expect(h.logs.some((line) => line.includes('contradicts a terminal state'))).toBe(true);
  });

  it('an immediate failure from the send also moves the order to 10', async () => {
    const order = await confirmedOrder();
    h.payout.onSend = () => ({ state: 'failed', reason: 'invalid account' });
    await h.app.jobs.runDue();
    expect(await h.status(order.orderId)).toBe(10);
    expect((await attemptsOf(h, order.orderId))[0]).toMatchObject({ state: 'failed', failureReason: 'invalid account' });
  });

  it('a reversal after success reverses the ledger exactly and moves the order to 10', async () => {
    const order = await confirmedOrder();
    await h.app.jobs.runDue();
    await h.postWebhook(h.payout.settle(order.reference, 'success'));
    const hook = h.payout.settle(order.reference, 'reversed');
    await h.postWebhook(hook);
    await h.postWebhook(hook);
    expect(await h.status(order.orderId)).toBe(10);
    const transactions = await ledgerOf().transactionsOf(order.orderId);
    expect(transactions.map((t) => t.kind)).toEqual(['disbursement', 'reversal']);
    expect(transactions[1]?.reversesId).toBe(transactions[0]?.id);
    const balances = await ledgerOf().balances({ orderId: order.orderId });
    expect(Object.values(balances).every((b) => b === 0)).toBe(true);
  });
});

describe('payout: exactly once', () => {
  it('50 concurrent payout requests for one order make one attempt and one transfer', async () => {
    const order = await acceptedOrder(h);
    const results = await Promise.all(Array.from({ length: 50 }, () => requestPayout(h, order)));
    expect(new Set(results.map((r) => r.reference)).size).toBe(1);
    expect(results.filter((r) => r.isNew)).toHaveLength(1);
    await Promise.all([h.app.jobs.runDue(), h.app.jobs.runDue(), h.app.jobs.runDue()]);
    expect(await attemptsOf(h, order.orderId)).toHaveLength(1);
    expect(h.payout.totalSends()).toBe(1);
  });

  it('a crash between the send and its recording is requeried, not sent again', async () => {
    const order = await confirmedOrder();
    // The provider takes the transfer, then our call times out.
    h.payout.onSend = () => {
      throw new Error('socket hang up');
    };
    await h.app.jobs.runDue();
    expect((await attemptsOf(h, order.orderId))[0]?.state).toBe('sending');
    expect(await h.status(order.orderId)).toBe(18);
    // The queue retries soon; the send may still be in flight, so nothing is asked or sent yet.
    h.clock.advance(5_000);
    await h.app.jobs.runDue();
    expect(h.payout.sends.get(order.reference)).toBe(1);
    h.clock.advance(3 * MIN);
    await h.app.jobs.runDue();
    expect(h.payout.sends.get(order.reference)).toBe(1);
    expect(await h.status(order.orderId)).toBe(7);
    await h.postWebhook(h.payout.settle(order.reference, 'success'));
    expect(await h.status(order.orderId)).toBe(2);
  });

  it('when the provider never received the crashed send, it sends again with the same reference', async () => {
    const order = await confirmedOrder();
    h.payout.onSend = (request) => {
      h.payout.transfers.delete(request.reference);
      throw new Error('connect ETIMEDOUT');
    };
    await h.app.jobs.runDue();
    h.payout.onSend = (request) => ({ state: 'pending', providerReference: `TRF_${request.reference}` });
    h.clock.advance(3 * MIN);
    await h.app.jobs.runDue();
    expect(h.payout.sends.get(order.reference)).toBe(2);
    expect(h.payout.transfers.size).toBe(1);
    expect(await attemptsOf(h, order.orderId)).toHaveLength(1);
    expect(await h.status(order.orderId)).toBe(7);
  });

  it('an unknown requery keeps retrying and never sends twice', async () => {
    const order = await confirmedOrder();
    h.payout.onSend = () => ({ state: 'unknown', reason: 'gateway timeout' });
    h.payout.findFails = true;
    await h.app.jobs.runDue();
    for (let i = 0; i < 4; i++) {
      h.clock.advance(10 * MIN);
      await h.app.jobs.runDue();
    }
    expect(h.payout.sends.get(order.reference)).toBe(1);
    expect(await h.status(order.orderId)).toBe(18);
    h.payout.findFails = false;
    h.clock.advance(10 * MIN);
    await h.app.jobs.runDue();
    expect(await h.status(order.orderId)).toBe(7);
    expect(h.payout.sends.get(order.reference)).toBe(1);
  });

  it('the reconcile sweep settles a payout whose webhook was lost', async () => {
    const order = await confirmedOrder();
    await h.app.jobs.runDue();
    h.payout.settle(order.reference, 'success'); // the webhook never arrives
    h.clock.advance(5 * MIN);
    await h.app.jobs.runDue();
    expect(await h.status(order.orderId)).toBe(7);
    h.clock.advance(10 * MIN);
    await h.app.jobs.runDue();
    expect(await h.status(order.orderId)).toBe(2);
    expect(await ledgerOf().transactionsOf(order.orderId)).toHaveLength(1);
    expect(h.payout.totalSends()).toBe(1);
  });

  it('two instances racing one payout job make one transfer', async () => {
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await confirmedOrder());
    let runOther: () => Promise<number>;
    if (TEST_DATABASE_URL) {
      // Two buildApp instances, each with its own pool on one PostgreSQL database.
      const other = await h.secondInstance();
      runOther = () => other.jobs.runDue();
    } else {
      // One PGlite: a second queue (another instance id) with the same handlers.
      const queue = createJobQueue({ db: h.database.db, now: h.clock.now, log: h.app.log, instanceId: 'second' });
      registerJobHandlers(typedJobs(queue), h.app.services, { sandboxPayout: null }, { collectionsReconcileEveryMs: 600_000, photoCheckWorkers: 1 });
      runOther = () => queue.runDue();
    }
    await Promise.all([h.app.jobs.runDue(), runOther(), h.app.jobs.runDue(), runOther()]);
    for (const order of orders) expect(await h.status(order.orderId)).toBe(7);
    expect(h.payout.totalSends()).toBe(5);
    expect([...h.payout.sends.values()].every((n) => n === 1)).toBe(true);
  });
});
