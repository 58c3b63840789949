import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlutterwaveCollections } from '../src/providers/collections/flutterwave/flutterwave-collections.ts';
import { toConfirmation, toNationalPhone, toPayment, utcDay } from '../src/providers/collections/flutterwave/flutterwave-fns.ts';
import type { AssignAccountRequest, CollectionsProvider } from '../src/providers/collections/types.ts';
import { FAKE_FLUTTERWAVE, flutterwaveWebhook, startFakeFlutterwave, type FakeFlutterwave, type FakeFlutterwaveCharge } from './fake-flutterwave.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

let fake: FakeFlutterwave;
let provider: CollectionsProvider;
beforeAll(async () => {
  fake = await startFakeFlutterwave();
  provider = createFlutterwaveCollections({ baseUrl: fake.url, ...FAKE_FLUTTERWAVE }, VENDOR_TIMEOUT_MS);
});
afterAll(() => fake.close());

let n = 0;
function borrower(overrides: Partial<AssignAccountRequest> = {}): AssignAccountRequest {
  n += 1;
  return { customerReference: `user-${n}`, firstName: 'Chidi', lastName: 'Eze', email: `chidi${n}@example.ng`, phone: '2348031234567', bvn: '22298765432', ...overrides };
}
let nextId = 1_000_000;
function charge(overrides: Partial<FakeFlutterwaveCharge> = {}): FakeFlutterwaveCharge {
  nextId += 1;
  const c: FakeFlutterwaveCharge = {
    id: nextId, tx_ref: `chk-${nextId}`, flw_ref: `FLW-MOCK-${nextId}`, amount: 4500.55, currency: 'NGN', status: 'successful', payment_type: 'bank_transfer',
    created_at: '2025-11-17T10:28:42.000Z', ...overrides,
  };
  fake.charges.set(c.id, c);
  return c;
}
const last = () => fake.requests[fake.requests.length - 1];

describe('flutterwave assignAccount', () => {
  it('creates a static virtual account with our reference as tx_ref, and maps number, bank and name', async () => {
    const request = borrower();
    expect(await provider.assignAccount!(request)).toEqual({ ok: true, value: { accountNumber: expect.stringMatching(/^\d{10}$/), bankName: 'WEMA BANK', accountName: 'Chidi Eze' } });
    expect(last()?.method).toBe('POST');
    expect(last()?.path).toBe('/v3/virtual-account-numbers');
    expect(last()?.headers.authorization).toBe(`Bearer ${FAKE_FLUTTERWAVE.secretKey}`);
    expect(last()?.body).toEqual({
      email: request.email, is_permanent: true, bvn: '22298765432', tx_ref: request.customerReference, firstname: 'Chidi', lastname: 'Eze', phonenumber: '08031234567', narration: 'Chidi Eze',
    });
  });

  it('answers refused with Flutterwave’s message on a 4xx, and unavailable on a 5xx or a timeout', async () => {
    expect(await provider.assignAccount!(borrower({ bvn: undefined }))).toEqual({ ok: false, reason: 'refused', detail: 'virtual account: BVN is required for static account number' });
    fake.override('POST /v3/virtual-account-numbers', { status: 502, json: { status: 'error', message: 'Bad gateway' } });
    expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'unavailable', detail: 'virtual account: Bad gateway' });
    fake.override('POST /v3/virtual-account-numbers', 'hang');
    expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'unavailable', detail: 'virtual account: timeout' });
  });

  it('answers refused when our secret key is wrong', async () => {
    const wrong = createFlutterwaveCollections({ baseUrl: fake.url, ...FAKE_FLUTTERWAVE, secretKey: 'FLWSECK_TEST-wrong' }, VENDOR_TIMEOUT_MS);
    expect(await wrong.assignAccount!(borrower())).toEqual({ ok: false, reason: 'refused', detail: 'virtual account: Invalid authorization key' });
  });
});

describe('flutterwave startCheckout', () => {
  it('creates a payment link with the amount in naira as exact decimal text', async () => {
    const result = await provider.startCheckout!({ reference: 'chk-abc-1', amount: 450_055, currency: 'NGN', email: 'ada@example.ng', returnUrl: 'https://app.lendline.test/pay/done' });
    expect(result).toEqual({ ok: true, value: { url: 'https://checkout.flutterwave.com/v3/hosted/pay/chk-abc-1', reference: 'chk-abc-1' } });
    expect(last()?.path).toBe('/v3/payments');
    expect(last()?.body).toEqual({ tx_ref: 'chk-abc-1', amount: '4500.55', currency: 'NGN', redirect_url: 'https://app.lendline.test/pay/done', customer: { email: 'ada@example.ng' } });
  });

  it('answers refused on a 4xx and unavailable on a reset connection', async () => {
    fake.override('POST /v3/payments', { status: 400, json: { status: 'error', message: 'Invalid currency' } });
    expect(await provider.startCheckout!({ reference: 'chk-2', amount: 100, currency: 'XXX', email: 'a@b.ng', returnUrl: 'https://x' })).toEqual({ ok: false, reason: 'refused', detail: 'payment link: Invalid currency' });
    fake.override('POST /v3/payments', 'reset');
    expect(await provider.startCheckout!({ reference: 'chk-3', amount: 100, currency: 'NGN', email: 'a@b.ng', returnUrl: 'https://x' })).toEqual({ ok: false, reason: 'unavailable', detail: 'payment link: network error' });
  });
});

describe('flutterwave readNotification', () => {
  const data = {
    id: 285959875, tx_ref: 'user-7', flw_ref: 'FLW-MOCK-1', amount: 4500.55, currency: 'NGN', charged_amount: 4500.55, app_fee: 45, status: 'successful',
    payment_type: 'bank_transfer', created_at: '2025-11-17T10:28:42.000Z', customer: { id: 1, email: 'ada@example.ng' },
  };

  it('maps a charge.completed with the right hash: id as reference, kobo, and tx_ref as target', () => {
    expect(provider.readNotification(flutterwaveWebhook('charge.completed', data), { 'verif-hash': FAKE_FLUTTERWAVE.webhookHash })).toEqual({
      kind: 'payment',
      payment: { providerReference: '285959875', amount: 450_055, currency: 'NGN', paidAt: '2025-11-17T10:28:42.000Z', target: { kind: 'reference', reference: 'user-7' } },
    });
  });

  it('calls a missing, wrong, truncated or repeated hash forged', () => {
    const raw = flutterwaveWebhook('charge.completed', data);
    expect(provider.readNotification(raw, {})).toEqual({ kind: 'forged' });
    expect(provider.readNotification(raw, { 'verif-hash': 'guess' })).toEqual({ kind: 'forged' });
    expect(provider.readNotification(raw, { 'verif-hash': FAKE_FLUTTERWAVE.webhookHash.slice(0, -1) })).toEqual({ kind: 'forged' });
    expect(provider.readNotification(raw, { 'verif-hash': [FAKE_FLUTTERWAVE.webhookHash, FAKE_FLUTTERWAVE.webhookHash] })).toEqual({ kind: 'forged' });
  });

  it('refuses every notification when no hash is configured', () => {
    const open = createFlutterwaveCollections({ baseUrl: fake.url, ...FAKE_FLUTTERWAVE, webhookHash: '' }, VENDOR_TIMEOUT_MS);
    expect(open.readNotification(flutterwaveWebhook('charge.completed', data), { 'verif-hash': '' })).toEqual({ kind: 'forged' });
  });

  it.each([
    ['transfer.completed', data],
    ['charge.completed', { ...data, status: 'failed' }],
    ['charge.completed', { ...data, status: 'pending' }],
    ['charge.completed', { ...data, amount: 0.1 + 0.2 }],
    ['charge.completed', { ...data, created_at: 'yesterday' }],
  ])('ignores %s it does not credit (%#)', (event, body) => {
    expect(provider.readNotification(flutterwaveWebhook(event, body), { 'verif-hash': FAKE_FLUTTERWAVE.webhookHash })).toEqual({ kind: 'ignored' });
  });
});

describe('flutterwave confirmPayment', () => {
  it('verifies by transaction id and answers paid with the figures', async () => {
    const c = charge({ amount: '12000.5' });
    expect(await provider.confirmPayment(String(c.id))).toEqual({
      state: 'paid', payment: { providerReference: String(c.id), amount: 1_200_050, currency: 'NGN', paidAt: '2025-11-17T10:28:42.000Z', target: { kind: 'reference', reference: c.tx_ref } },
    });
    expect(`${last()?.method} ${last()?.path}`).toBe(`GET /v3/transactions/${c.id}/verify`);
  });

  it('verifies a non-numeric reference by tx_ref', async () => {
    const c = charge({ tx_ref: 'chk x/1' });
    expect(await provider.confirmPayment('chk x/1')).toMatchObject({ state: 'paid', payment: { providerReference: String(c.id) } });
    expect(last()?.path).toBe('/v3/transactions/verify_by_reference?tx_ref=chk+x%2F1');
  });

  it.each(['failed', 'pending', 'cancelled'])('answers not_paid for a %s charge', async (status) => {
    expect(await provider.confirmPayment(String(charge({ status }).id))).toEqual({ state: 'not_paid' });
  });

  it('answers not_paid for an id Flutterwave does not have', async () => {
    expect(await provider.confirmPayment('999')).toEqual({ state: 'not_paid' });
  });

  it('answers unknown on a 500 or a timeout', async () => {
    fake.override('GET /v3/transactions/', { status: 500, json: { status: 'error', message: 'Internal server error' } });
    expect(await provider.confirmPayment('1')).toEqual({ state: 'unknown', reason: 'verify: Internal server error' });
    fake.override('GET /v3/transactions/', 'hang');
    expect(await provider.confirmPayment('1')).toEqual({ state: 'unknown', reason: 'verify: timeout' });
  });
});

describe('flutterwave listPayments', () => {
  it('asks successful transactions by day a day wider each side, follows every page, and keeps [from, to) exactly', async () => {
    const from = Date.UTC(2026, 0, 10, 6);
    const inside = Array.from({ length: 23 }, (_, i) => charge({ created_at: new Date(from + i * 60_000).toISOString(), amount: `${i}.5` }));
    charge({ created_at: new Date(from - 1).toISOString() }); // just before: same request window, filtered out
    charge({ created_at: new Date(from + 3_600_000).toISOString() }); // exactly `to`: excluded
    charge({ created_at: new Date(from + 60_000).toISOString(), status: 'failed' });
    const start = fake.requests.length;
    const result = await provider.listPayments(new Date(from), new Date(from + 3_600_000));
    expect(result.ok && result.value.map((p) => p.providerReference)).toEqual(inside.map((c) => String(c.id)));
    expect(result.ok && result.value[2]?.amount).toBe(250);
    expect(fake.requests.slice(start).map((r) => r.path)).toEqual([1, 2, 3].map((page) => `/v3/transactions?from=2026-01-09&to=2026-01-11&status=successful&page=${page}`));
  });

  it('answers unavailable when a page fails, rather than a partial list', async () => {
    fake.override('GET /v3/transactions?', { status: 503, json: { status: 'error', message: 'Service unavailable' } });
    expect(await provider.listPayments(new Date(0), new Date(1))).toEqual({ ok: false, reason: 'unavailable', detail: 'transactions: Service unavailable' });
  });
});

describe('flutterwave mappings (fixtures)', () => {
  it('reads phones, days and verify answers', () => {
    expect([toNationalPhone('2348031234567'), toNationalPhone('447700900123')]).toEqual(['08031234567', '447700900123']);
    expect([utcDay(new Date('2026-01-01T00:30:00Z'), -1), utcDay(new Date('2026-12-31T23:59:59Z'), 1)]).toEqual(['2025-12-31', '2027-01-01']);
    expect(toConfirmation(401, { status: 'error', message: 'Invalid authorization key' })).toEqual({ state: 'unknown', reason: 'verify: Invalid authorization key' });
    expect(toPayment({ id: 1, tx_ref: 'r', amount: 5000, currency: 'ngn', status: 'successful', created_at: '2025-11-17 10:28:42' })).toBeNull(); // no zone: refused, not guessed
  });
});
