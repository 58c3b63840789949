import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { FAKE_FLUTTERWAVE, flutterwaveWebhook, startFakeFlutterwave, type FakeFlutterwave } from './fake-flutterwave.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

/**
 * The live path, end to end, against a local server that speaks Flutterwave's API: a reserved
 * account issued against the borrower's BVN, a transfer into it notified with the dashboard
 * hash, verified with Flutterwave before it counts, and credited once.
 */
let fake: FakeFlutterwave;
beforeAll(async () => {
  fake = await startFakeFlutterwave();
});
afterAll(() => fake.close());

const t = useTestApp({
  env: () => ({
    COLLECTIONS_SANDBOX: 'false',
    REPAY_CHANNELS: 'flutterwave_account,flutterwave_link',
    FLUTTERWAVE_BASE_URL: fake.url,
    FLUTTERWAVE_SECRET_KEY: FAKE_FLUTTERWAVE.secretKey,
    FLUTTERWAVE_WEBHOOK_HASH: FAKE_FLUTTERWAVE.webhookHash,
  }),
});

const notify = (rawBody: Buffer, hash = FAKE_FLUTTERWAVE.webhookHash) =>
  t.app.inject({ method: 'POST', url: '/webhooks/collections/flutterwave', headers: { 'content-type': 'application/json', 'verif-hash': hash }, payload: rawBody });

describe('Flutterwave, live', () => {
  it('issues the reserved account against the BVN, and credits a verified transfer into it once', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const account = await t.call('/repay/flutterwave_reserved_account', { token, body: {} });
    expect(account.body).toMatchObject({ code: 0, data: { provider: 'flutterwave', accountNumber: expect.stringMatching(/^\d{10}$/), bankName: 'WEMA BANK' } });
    const issued = fake.requests.find((r) => r.path === '/v3/virtual-account-numbers')!;
    expect(issued.body).toMatchObject({ is_permanent: true, bvn: expect.stringMatching(/^\d{11}$/), tx_ref: expect.stringMatching(/^\d+$/) });
    expect(t.logs.some((line) => line.includes(String(issued.body.bvn)))).toBe(false);

    // The transfer as Flutterwave records it, and its webhook naming the account's tx_ref.
    const charge = { id: 4_400_001, tx_ref: String(issued.body.tx_ref), flw_ref: 'FLW-1', amount: 1500, currency: 'NGN', status: 'successful', payment_type: 'bank_transfer', created_at: '2026-03-02T09:00:00.000Z' };
    const rawBody = flutterwaveWebhook('charge.completed', charge);
    expect((await notify(rawBody, 'wrong-hash')).statusCode).toBe(401);
    // Not yet known to Flutterwave: not credited on the webhook's word alone.
    expect((await notify(rawBody)).statusCode).toBe(200);
    expect((await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data.paid).toBe(0);

    fake.charges.set(charge.id, charge);
    expect((await notify(rawBody)).statusCode).toBe(200);
    expect((await notify(rawBody)).statusCode).toBe(200);
    const after = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data;
    expect(after).toMatchObject({ paid: 1_500_00, outstanding: detail.totalRepayable - 1_500_00 });
    expect(after.payments).toEqual([{ paidAt: '2026-03-02T09:00:00.000Z', amount: 1_500_00, applied: 1_500_00, channel: 'flutterwave' }]);
  });

  it('makes a payment link that returns to the cashier, verified by its reference', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const link = await t.call('/repay/flutterwave/repay-link', { token, body: { orderNo, amount: '2000' } });
    expect(link.body.code, link.text).toBe(0);
    const { url, reference } = link.body.data as { url: string; reference: string };
    expect(url).toBe(`https://checkout.flutterwave.com/v3/hosted/pay/${reference}`);
    const sent = fake.requests.find((r) => r.path === '/v3/payments' && r.body.tx_ref === reference)!;
    expect(sent.body).toMatchObject({ amount: '2000.00', currency: 'NGN', redirect_url: expect.stringContaining(`/#/repay/cashier?orderNo=${orderNo}&checkout=${reference}`) });

    expect((await t.call('/repay/flutterwave/verify-opt', { token, body: { reference } })).body.data).toMatchObject({ state: 'pending' });
    fake.charges.set(4_400_002, { id: 4_400_002, tx_ref: reference, flw_ref: 'FLW-2', amount: 2000, currency: 'NGN', status: 'successful', payment_type: 'card', created_at: '2026-03-02T09:05:00.000Z' });
    expect((await t.call('/repay/flutterwave/verify-opt', { token, body: { reference } })).body.data).toEqual({ state: 'paid', orderNo, amount: 2_000_00 });
    expect((await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data.paid).toBe(2_000_00);
  });
});
