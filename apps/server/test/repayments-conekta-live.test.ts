import { createSign, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { FAKE_CONEKTA_KEY, startFakeConekta, type FakeConekta } from './fake-conekta.ts';
import { disbursedMexicanLoan } from './repayments-fixtures.ts';

/**
 * OXXO through Conekta end to end (ADR 033): a cash order for the typed amount, the number and
 * barcode shown to the borrower, Conekta's signed `order.paid` verified by reading the order,
 * and the payment credited to the order the reference was made for.
 */
const webhookKeys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const digestOf = (raw: Buffer) => createSign('RSA-SHA256').update(raw).sign(webhookKeys.privateKey, 'base64');

let fake: FakeConekta;
beforeAll(async () => {
  fake = await startFakeConekta();
});
afterAll(() => fake.close());

const t = useTestApp({
  env: () => ({
    MARKET: 'MX', COLLECTIONS_SANDBOX: 'false', REPAY_CHANNELS: 'oxxo',
    CONEKTA_BASE_URL: fake.url, CONEKTA_PRIVATE_KEY: FAKE_CONEKTA_KEY, CONEKTA_WEBHOOK_PUBLIC_KEY: webhookKeys.publicKey.replace(/\n/g, '\\n'),
  }),
});

describe('Conekta OXXO, live', () => {
  it('makes the cash reference with Conekta, and credits its signed, verified payment to the order', async () => {
    const { token, orderNo, detail } = await disbursedMexicanLoan(t);
    const made = await t.call('/repay/getOXXOReference', { token, lang: 'es', body: { orderNo, amount: '1000' } });
    expect(made.body.code, made.text).toBe(0);
    expect(made.body.data).toMatchObject({ reference: expect.stringMatching(/^9300\d{10}$/), barcodeUrl: expect.stringMatching(/^https:\/\/barcodes\.conekta\.com\//), amount: 1_000_00, currency: 'MXN' });

    const [orderId] = [...fake.orders.keys()];
    const paid = fake.pay(orderId!, Math.floor(Date.now() / 1000));
    const raw = Buffer.from(JSON.stringify({ id: 'evt_1', object: 'event', type: 'order.paid', livemode: false, created_at: Math.floor(Date.now() / 1000), data: { object: paid, previous_attributes: {} } }));
    const notify = (digest: string) => t.app.inject({ method: 'POST', url: '/webhooks/collections/conekta', headers: { 'content-type': 'application/json', digest }, payload: raw });
    expect((await notify(digestOf(Buffer.from('something else')))).statusCode).toBe(401);
    expect((await notify(digestOf(raw))).statusCode).toBe(200);
    expect((await notify(digestOf(raw))).statusCode).toBe(200);
    const after = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data;
    expect(after).toMatchObject({ paid: 1_000_00, outstanding: detail.outstanding - 1_000_00 });
  });
});
