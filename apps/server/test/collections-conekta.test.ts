import { createSign, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConektaCollections } from '../src/providers/collections/conekta/conekta-collections.ts';
import { toConfirmation, toOrderPayment } from '../src/providers/collections/conekta/conekta-fns.ts';
import type { CashReferenceRequest, CollectionsProvider } from '../src/providers/collections/types.ts';
import { FAKE_CONEKTA_KEY, startFakeConekta, type FakeConekta } from './fake-conekta.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

// Conekta keeps the private half of the webhook key; the test plays Conekta with its own pair.
const webhookKeys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const digestOf = (raw: Buffer, privateKey = webhookKeys.privateKey) => createSign('RSA-SHA256').update(raw).sign(privateKey, 'base64');

let fake: FakeConekta;
let provider: CollectionsProvider;
beforeAll(async () => {
  fake = await startFakeConekta();
  provider = createConektaCollections({ baseUrl: fake.url, privateKey: FAKE_CONEKTA_KEY, webhookPublicKey: webhookKeys.publicKey }, VENDOR_TIMEOUT_MS);
});
afterAll(() => fake.close());

let n = 0;
function cashRequest(overrides: Partial<CashReferenceRequest> = {}): CashReferenceRequest {
  n += 1;
  return { reference: `oxxo-${n}`, amount: 123_456, currency: 'MXN', name: 'Ana López', email: 'ana@example.mx', phone: '525512345678', expiresAt: '2026-11-27T05:59:59.000Z', ...overrides };
}
async function createdOrder(overrides: Partial<CashReferenceRequest> = {}) {
  const result = await provider.createCashReference!(cashRequest(overrides));
  if (!result.ok) throw new Error(`fake refused: ${result.detail}`);
  return result.value.providerReference;
}
const last = () => fake.requests[fake.requests.length - 1];

describe('conekta createCashReference', () => {
  it('creates an order with one cash charge, exactly as documented, and maps reference, barcode, expiry and order id', async () => {
    const request = cashRequest();
    const result = await provider.createCashReference!(request);
    expect(result).toEqual({
      ok: true,
      value: { payableReference: expect.stringMatching(/^9300\d{10}$/), barcodeUrl: expect.stringMatching(/^https:\/\/barcodes\.conekta\.com\//), expiresAt: '2026-11-27T05:59:59.000Z', providerReference: expect.stringMatching(/^ord_/) },
    });
    expect(last()?.method).toBe('POST');
    expect(last()?.path).toBe('/orders');
    expect(last()?.headers).toMatchObject({ authorization: `Bearer ${FAKE_CONEKTA_KEY}`, accept: 'application/vnd.conekta-v2.1.0+json', 'content-type': 'application/json' });
    expect(last()?.body).toEqual({
      currency: 'MXN',
      customer_info: { name: 'Ana López', email: 'ana@example.mx', phone: '+525512345678' },
      line_items: [{ name: `Lendline ${request.reference}`, unit_price: 123_456, quantity: 1 }],
      charges: [{ payment_method: { type: 'cash', expires_at: 1_795_759_199 } }],
      metadata: { reference: request.reference },
    });
  });

  it('answers refused with Conekta’s message on a 4xx, unavailable on a 5xx or a timeout', async () => {
    const wrongKey = createConektaCollections({ baseUrl: fake.url, privateKey: 'key_wrong', webhookPublicKey: webhookKeys.publicKey }, VENDOR_TIMEOUT_MS);
    expect(await wrongKey.createCashReference!(cashRequest())).toEqual({ ok: false, reason: 'refused', detail: 'order: Acceso no autorizado.' });
    fake.override('POST /orders', { status: 502, json: { object: 'error', type: 'api_error', details: [{ message: 'Error interno' }] } });
    expect(await provider.createCashReference!(cashRequest())).toEqual({ ok: false, reason: 'unavailable', detail: 'order: Error interno' });
    fake.override('POST /orders', 'hang');
    expect(await provider.createCashReference!(cashRequest())).toEqual({ ok: false, reason: 'unavailable', detail: 'order: timeout' });
  });

  it('refuses another currency without calling Conekta', async () => {
    const sent = fake.requests.length;
    expect(await provider.createCashReference!(cashRequest({ currency: 'NGN' }))).toMatchObject({ ok: false, reason: 'refused' });
    expect(fake.requests.length).toBe(sent);
  });
});

describe('conekta readNotification', () => {
  const paidEvent = async (type = 'order.paid') => {
    const order = fake.pay(await createdOrder({ amount: 450_055 }), 1_795_545_000);
    return Buffer.from(JSON.stringify({ id: 'evt_1', object: 'event', type, livemode: false, created_at: 1_795_545_001, data: { object: order, previous_attributes: {} } }));
  };

  it('maps order.paid with a good digest: order id, centavos, paid_at, our reference', async () => {
    const raw = await paidEvent();
    const orderId = (JSON.parse(raw.toString()) as { data: { object: { id: string; metadata: { reference: string } } } }).data.object;
    expect(provider.readNotification(raw, { digest: digestOf(raw) })).toEqual({
      kind: 'payment',
      payment: { providerReference: orderId.id, amount: 450_055, currency: 'MXN', paidAt: new Date(1_795_545_000_000).toISOString(), target: { kind: 'reference', reference: orderId.metadata.reference } },
    });
  });

  it('calls a missing, wrong or tampered digest forged', async () => {
    const raw = await paidEvent();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    expect(provider.readNotification(raw, {})).toEqual({ kind: 'forged' });
    expect(provider.readNotification(raw, { digest: 'bm90IGEgc2lnbmF0dXJl' })).toEqual({ kind: 'forged' });
    expect(provider.readNotification(raw, { digest: digestOf(raw, other.privateKey) })).toEqual({ kind: 'forged' });
    const tampered = Buffer.from(raw.toString().replace('"amount":450055', '"amount":4500550'));
    expect(tampered.equals(raw)).toBe(false);
    expect(provider.readNotification(tampered, { digest: digestOf(raw) })).toEqual({ kind: 'forged' });
    const unconfigured = createConektaCollections({ baseUrl: fake.url, privateKey: FAKE_CONEKTA_KEY, webhookPublicKey: '' }, VENDOR_TIMEOUT_MS);
    expect(unconfigured.readNotification(raw, { digest: digestOf(raw) })).toEqual({ kind: 'forged' });
  });

  it('ignores other events, and order.paid that is not paid or lacks our reference', async () => {
    for (const type of ['charge.paid', 'order.pending_payment', 'order.expired']) {
      const raw = await paidEvent(type);
      expect(provider.readNotification(raw, { digest: digestOf(raw) })).toEqual({ kind: 'ignored' });
    }
    const unpaid = Buffer.from(JSON.stringify({ type: 'order.paid', data: { object: fake.orders.get(await createdOrder()) } }));
    expect(provider.readNotification(unpaid, { digest: digestOf(unpaid) })).toEqual({ kind: 'ignored' });
    const order = fake.pay(await createdOrder(), 1_795_545_000);
    const foreign = Buffer.from(JSON.stringify({ type: 'order.paid', data: { object: { ...order, metadata: {} } } }));
    expect(provider.readNotification(foreign, { digest: digestOf(foreign) })).toEqual({ kind: 'ignored' });
  });
});

describe('conekta confirmPayment', () => {
  it('answers paid with Conekta’s figures for a paid order', async () => {
    const id = await createdOrder({ amount: 5_000 });
    fake.pay(id, 1_795_545_000);
    expect(await provider.confirmPayment(id)).toEqual({ state: 'paid', payment: expect.objectContaining({ providerReference: id, amount: 5_000, currency: 'MXN' }) });
    expect(last()).toMatchObject({ method: 'GET', path: `/orders/${id}` });
  });

  it('answers not_paid for a pending, an expired or an unknown order', async () => {
    const pending = await createdOrder();
    expect(await provider.confirmPayment(pending)).toEqual({ state: 'not_paid' });
    const expired = await createdOrder();
    fake.expire(expired);
    expect(await provider.confirmPayment(expired)).toEqual({ state: 'not_paid' });
    expect(await provider.confirmPayment('ord_never')).toEqual({ state: 'not_paid' });
    expect(await provider.confirmPayment('../customers')).toEqual({ state: 'not_paid' });
  });

  it('answers unknown on a 500 and on a timeout', async () => {
    const id = await createdOrder();
    fake.override(`GET /orders/${id}`, { status: 500, json: { object: 'error', type: 'api_error', details: [{ message: 'Error interno' }] } });
    expect(await provider.confirmPayment(id)).toEqual({ state: 'unknown', reason: 'order: Error interno' });
    fake.override(`GET /orders/${id}`, 'hang');
    expect(await provider.confirmPayment(id)).toEqual({ state: 'unknown', reason: 'order: timeout' });
  });
});

describe('conekta listPayments', () => {
  it('lists paid orders updated since `from` page by page and keeps those paid in [from, to)', async () => {
    const base = 1_900_000_000; // well after every order paid above
    const inside: string[] = [];
    for (let i = 0; i < 260; i += 1) {
      const id = await createdOrder({ amount: 100 + i });
      fake.pay(id, base + 60 + i);
      inside.push(id);
    }
    fake.pay(await createdOrder(), base - 1); // paid before the window
    fake.pay(await createdOrder(), base + 3_600); // paid at `to`, excluded
    await createdOrder(); // never paid
    const before = fake.requests.length;
    const result = await provider.listPayments(new Date(base * 1000), new Date((base + 3_600) * 1000));
    expect(result.ok && result.value.map((p) => p.providerReference)).toEqual(inside);
    const calls = fake.requests.slice(before);
    expect(calls).toHaveLength(2);
    const first = new URL(calls[0]!.path, 'http://x').searchParams;
    expect(Object.fromEntries(first)).toEqual({ payment_status: 'paid', 'updated_at.gte': String(base), limit: '250' });
    expect(new URL(calls[1]!.path, 'http://x').searchParams.get('next')).toBe(inside[249]);
  });

  it('answers unavailable on a 5xx and on a timeout, refused on a 401', async () => {
    const window = [new Date(1_900_000_000_000), new Date(1_900_003_600_000)] as const;
    fake.override('GET /orders?', { status: 503, json: {} });
    expect(await provider.listPayments(...window)).toEqual({ ok: false, reason: 'unavailable', detail: 'orders: HTTP 503' });
    fake.override('GET /orders?', 'hang');
    expect(await provider.listPayments(...window)).toEqual({ ok: false, reason: 'unavailable', detail: 'orders: timeout' });
    const wrongKey = createConektaCollections({ baseUrl: fake.url, privateKey: 'key_wrong', webhookPublicKey: webhookKeys.publicKey }, VENDOR_TIMEOUT_MS);
    expect(await wrongKey.listPayments(...window)).toEqual({ ok: false, reason: 'refused', detail: 'orders: Acceso no autorizado.' });
  });
});

describe('conekta mappings (fixtures)', () => {
  const order = { id: 'ord_1', payment_status: 'paid', amount: 1_234, currency: 'mxn', metadata: { reference: 'oxxo-x' }, charges: { data: [{ status: 'paid', paid_at: 1_700_000_000 }] } };
  it('reads a paid order, and refuses fractional or missing figures', () => {
    expect(toOrderPayment(order)).toEqual({ providerReference: 'ord_1', amount: 1_234, currency: 'MXN', paidAt: '2023-11-14T22:13:20.000Z', target: { kind: 'reference', reference: 'oxxo-x' } });
    expect(toOrderPayment({ ...order, amount: 12.5 })).toBeNull();
    expect(toOrderPayment({ ...order, charges: { data: [{ status: 'paid' }] } })).toBeNull();
  });
  it('confirms unknown when a paid order has unreadable figures', () => {
    expect(toConfirmation(200, { ...order, amount: '1234' })).toEqual({ state: 'unknown', reason: 'order: paid without readable figures' });
    expect(toConfirmation(200, { ...order, payment_status: 'refunded' })).toEqual({ state: 'not_paid' });
  });
});
