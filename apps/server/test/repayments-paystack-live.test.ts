import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { FAKE_PAYSTACK, paystackWebhook, startFakePaystack, type FakePaystack, type FakePaystackTransaction } from './fake-paystack-collections.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

/**
 * The live Nigerian defaults end to end against a local server that speaks Paystack's API: a
 * dedicated account, a transfer into it signed as Paystack signs, and a card checkout that
 * comes back to the cashier and is verified before it counts.
 */
let fake: FakePaystack;
beforeAll(async () => {
  fake = await startFakePaystack();
});
afterAll(() => fake.close());

const t = useTestApp({
  env: () => ({ COLLECTIONS_SANDBOX: 'false', PAYSTACK_BASE_URL: fake.url, PAYSTACK_SECRET_KEY: FAKE_PAYSTACK.secretKey, PAYSTACK_DVA_PREFERRED_BANK: FAKE_PAYSTACK.preferredBank }),
});

const notify = (event: string, data: unknown, secret?: string) => {
  const { rawBody, headers } = paystackWebhook(event, data, secret);
  return t.app.inject({ method: 'POST', url: '/webhooks/collections/paystack', headers, payload: rawBody });
};

function transaction(overrides: Partial<FakePaystackTransaction>): FakePaystackTransaction {
  const t: FakePaystackTransaction = {
    id: 1, reference: 'ref', amount: 0, currency: 'NGN', status: 'success', channel: 'card', paid_at: '2026-03-02T09:00:00.000Z', created_at: '2026-03-02T09:00:00.000Z',
    authorization: { channel: 'card' }, ...overrides,
  };
  fake.transactions.set(t.reference, t);
  return t;
}

describe('Paystack, live', () => {
  it('credits a signed, verified transfer into the borrower’s dedicated account once, and refuses a forged one', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const account = (await t.call('/repay/dedicated_account/create', { token, body: {} })).body.data as { accountNumber: string; provider: string };
    expect(account.provider).toBe('paystack');
    const transfer = transaction({ id: 77, reference: 'T_dva_77', amount: 1_200_00, channel: 'dedicated_nuban', authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: account.accountNumber } });
    expect((await notify('charge.success', transfer, 'sk_test_forger')).statusCode).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await notify('charge.success', transfer)).statusCode).toBe(200);
    const after = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data;
    expect(after).toMatchObject({ paid: 1_200_00, outstanding: detail.totalRepayable - 1_200_00 });
  });

  it('pays by card through a checkout verified on return, and answers 503 when Paystack cannot say', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const started = (await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount: '1500' } })).body.data as { url: string; reference: string };
    expect(started.url).toBe(`https://checkout.paystack.com/${started.reference}`);
    const charge = transaction({ id: 78, reference: started.reference, amount: 1_500_00 });
    fake.override('GET /transaction/verify', { status: 503, json: { status: false, message: 'Service unavailable' } });
    expect((await notify('charge.success', charge)).statusCode).toBe(503);
    expect((await t.call('/repay/checkout/verify', { token, body: { reference: started.reference } })).body.data).toEqual({ state: 'paid', orderNo, amount: 1_500_00 });
    expect((await notify('charge.success', charge)).statusCode).toBe(200);
    expect((await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data.paid).toBe(1_500_00);
  });
});
