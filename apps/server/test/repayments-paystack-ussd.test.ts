import { ERRORS } from '@lendline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { callApi, HOUR, useTestApp } from './helper.ts';
import { FAKE_PAYSTACK, paystackWebhook, startFakePaystack, type FakePaystack } from './fake-paystack-collections.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

/**
 * Repaying by bank USSD code through Paystack, live (issue 24, ADR 104), against a local server
 * that speaks Paystack's API: the code for a typed amount, the same code for a retry of the same
 * attempt, and the payment through the one exactly-once way in, whatever the webhook repeats.
 */
let fake: FakePaystack;
beforeAll(async () => {
  fake = await startFakePaystack();
});
afterAll(() => fake.close());

const t = useTestApp({
  env: () => ({
    COLLECTIONS_SANDBOX: 'false', REPAY_CHANNELS: 'paystack_account,paystack_card,paystack_ussd',
    PAYSTACK_BASE_URL: fake.url, PAYSTACK_SECRET_KEY: FAKE_PAYSTACK.secretKey, PAYSTACK_DVA_PREFERRED_BANK: FAKE_PAYSTACK.preferredBank,
  }),
});

interface Code { ussdCode: string; reference: string; bank: string; amount: number; currency: string }
let attempts = 0;
const newAttempt = () => `attempt-${String((attempts += 1)).padStart(4, '0')}`;
const ussd = (token: string, body: Record<string, string>) => t.call('/repay/paystack/ussd', { token, body });
const deliver = async (rawBody: Buffer, headers: Record<string, string>) => (await t.app.inject({ method: 'POST', url: '/webhooks/collections/paystack', headers, payload: rawBody })).statusCode;
const charges = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/charge');
const detailOf = async (token: string, orderNo: string) => (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { paid: number; outstanding: number; options: { channels: string[] } };

describe('USSD through Paystack, live', () => {
  it('offers the channel when REPAY_CHANNELS lists it, and gives the code for the bank and amount, the same again for the same attempt', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    expect((await detailOf(token, orderNo)).options.channels).toContain('paystack_ussd');
    const attempt = newAttempt();
    const before = charges().length;
    const first = await ussd(token, { orderNo, amount: '2000', bank: '737', attempt });
    expect(first.body.code, first.text).toBe(0);
    const code = first.body.data as Code;
    expect(code).toEqual({ ussdCode: expect.stringMatching(/^\*737\*33\*4\*\d+#$/), reference: expect.stringMatching(/^8\d{17}$/), bank: '737', amount: 2_000_00, currency: 'NGN' });
    expect(charges().at(-1)!.body).toMatchObject({ amount: 2_000_00, reference: code.reference, ussd: { type: '737' } });
    // A second press (a double tap, a reload) answers the kept code: Paystack is not asked again.
    expect((await ussd(token, { orderNo, amount: '2000', bank: '737', attempt })).body.data).toEqual(code);
    expect(charges().length).toBe(before + 1);
    // Another bank is another charge.
    const other = (await ussd(token, { orderNo, amount: '2000', bank: '966', attempt })).body.data as Code;
    expect(other.reference).not.toBe(code.reference);
    expect(other.ussdCode).toMatch(/^\*966\*/);
  });

  it('refuses a missing or unknown bank at its field, before Paystack hears of it', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const before = charges().length;
    for (const bank of ['', '894']) {
      const res = await ussd(token, { orderNo, amount: '2000', bank, attempt: newAttempt() });
      expect(res.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'bank', message: 'Please choose your bank' }] } });
    }
    expect(charges().length).toBe(before);
  });

  it('records the payment once however often Paystack repeats charge.success, and refuses a forged one', async () => {
    const { token, orderNo, orderId, detail } = await disbursedLoan(t);
    const code = (await ussd(token, { orderNo, amount: '1500', bank: '919', attempt: newAttempt() })).body.data as Code;
    // Not paid yet: a webhook ahead of the money (or a forger's) is not credited.
    const early = paystackWebhook('charge.success', { ...fake.transactions.get(code.reference), status: 'success', paid_at: t.clock.now().toISOString() });
    expect(await deliver(early.rawBody, early.headers)).toBe(200);
    expect((await detailOf(token, orderNo)).paid).toBe(0);
    const forged = paystackWebhook('charge.success', { ...fake.transactions.get(code.reference), status: 'success', paid_at: t.clock.now().toISOString() }, 'sk_test_forger');
    expect(await deliver(forged.rawBody, forged.headers)).toBe(401);

    expect(await fake.completeCharge(code.reference, deliver, { paidAt: t.clock.now().toISOString() })).toBe(200);
    const again = paystackWebhook('charge.success', fake.transactions.get(code.reference));
    for (let i = 0; i < 3; i += 1) expect(await deliver(again.rawBody, again.headers)).toBe(200);
    expect(await detailOf(token, orderNo)).toMatchObject({ paid: 1_500_00, outstanding: detail.totalRepayable - 1_500_00 });
    // Paid: a reminder no longer repeats its code.
    expect(await t.app.services.repayments.latestUssdCode(orderId)).toBeNull();
  });

  it('holds a payment of another amount than the code was made for in suspense, as a payment in another currency', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const code = (await ussd(token, { orderNo, amount: '3000', bank: '822', attempt: newAttempt() })).body.data as Code;
    expect(await fake.completeCharge(code.reference, deliver, { amount: 1_000_00, paidAt: t.clock.now().toISOString() })).toBe(200);
    expect((await detailOf(token, orderNo)).paid).toBe(0);
    const held = (await t.app.services.repayments.heldMoney()).find((h) => h.providerReference === code.reference);
    expect(held).toMatchObject({ outcome: 'suspense', reason: 'amount_mismatch', amount: 1_000_00, unapplied: 1_000_00 });
  });

  it('says Paystack is unavailable with nothing lost, and the retry of that attempt charges under the same reference once', async () => {
    const { token, orderNo, orderId } = await disbursedLoan(t);
    const attempt = newAttempt();
    fake.override('POST /charge', { status: 503, json: { status: false, message: 'Service unavailable' } });
    const failed = await ussd(token, { orderNo, amount: '2500', bank: '737', attempt });
    expect(failed.body).toMatchObject({ code: ERRORS.COLLECTIONS_UNAVAILABLE.code });
    const refused = charges().at(-1)!.body.reference;
    const retried = await ussd(token, { orderNo, amount: '2500', bank: '737', attempt });
    expect(retried.body.code, retried.text).toBe(0);
    expect((retried.body.data as Code).reference).toBe(refused);
    expect([...fake.transactions.keys()].filter((r) => r === refused)).toHaveLength(1);
    // The reminder SMS may repeat the code now.
    expect(await t.app.services.repayments.latestUssdCode(orderId)).toEqual({ code: (retried.body.data as Code).ussdCode, amount: 2_500_00 });
  });

  it('retries under the same reference after SECRET_KEY is rotated, so an answer Paystack lost cannot become a second charge', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const body = { orderNo, amount: '2600', bank: '737', attempt: newAttempt() };
    fake.override('POST /charge', { status: 503, json: { status: false, message: 'Service unavailable' } });
    expect((await ussd(token, body)).body.code).toBe(ERRORS.COLLECTIONS_UNAVAILABLE.code);
    const refused = charges().at(-1)!.body.reference;
    const old = t.config.secretKey;
    const rotated = { ...t.config, secretKey: 'the-new-secret-key-of-at-least-32-chars', rotation: { previous: { secretKey: old, until: new Date(t.clock.now().getTime() + 48 * HOUR) }, fingerprintKey: old } };
    const app = await buildApp({ config: rotated, database: t.database, now: t.clock.now, logger: createLogger('silent', { write: () => undefined }) });
    try {
      const retried = await callApi<Code>(app, t.clock, '/repay/paystack/ussd', { token, body });
      expect(retried.body.code, retried.text).toBe(0);
      expect(retried.body.data!.reference).toBe(refused);
    } finally {
      await app.close();
    }
  });
});
