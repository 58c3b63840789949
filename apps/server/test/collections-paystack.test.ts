import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackCollections } from '../src/providers/collections/paystack/paystack-collections.ts';
import { toConfirmation, toPayment } from '../src/providers/collections/paystack/paystack-collections-fns.ts';
import type { AssignAccountRequest, CollectionsProvider } from '../src/providers/collections/types.ts';
import { hmacSha512Hex } from '../src/providers/payout/webhook-signature.ts';
import { FAKE_PAYSTACK, paystackWebhook, startFakePaystack, type FakePaystack, type FakePaystackTransaction } from './fake-paystack-collections.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

let fake: FakePaystack;
let provider: CollectionsProvider;
beforeAll(async () => {
  fake = await startFakePaystack();
  provider = createPaystackCollections({ baseUrl: fake.url, ...FAKE_PAYSTACK }, VENDOR_TIMEOUT_MS);
});
afterAll(() => fake.close());

let n = 0;
function borrower(overrides: Partial<AssignAccountRequest> = {}): AssignAccountRequest {
  n += 1;
  return { customerReference: String(n), firstName: 'Chidi', lastName: 'Eze', email: `chidi${n}@example.ng`, phone: '2348031234567', ...overrides };
}

let nextId = 5_000_000;
/** A dedicated-account transfer, as Paystack documents its charge (authorization channel dedicated_nuban). */
function transfer(overrides: Partial<FakePaystackTransaction> = {}): FakePaystackTransaction {
  nextId += 1;
  const t: FakePaystackTransaction = {
    id: nextId, reference: `1058872_${nextId}`, amount: 450_055, currency: 'NGN', status: 'success', channel: 'dedicated_nuban',
    paid_at: '2025-11-17T10:28:42.000Z', created_at: '2025-11-17T10:28:40.000Z',
    authorization: { channel: 'dedicated_nuban', receiver_bank_account_number: '9940000001', receiver_bank: 'Test Bank', sender_bank: 'First Bank' },
    ...overrides,
  };
  fake.transactions.set(t.reference, t);
  return t;
}
function card(reference: string, overrides: Partial<FakePaystackTransaction> = {}): FakePaystackTransaction {
  return transfer({ reference, channel: 'card', authorization: { channel: 'card', last4: '4081', bank: 'TEST BANK' }, ...overrides });
}
const last = () => fake.requests[fake.requests.length - 1];

describe('paystack assignAccount (dedicated virtual account)', () => {
  it('creates the customer, then a dedicated account at the preferred bank, and maps number, bank and name', async () => {
    const request = borrower();
    expect(await provider.assignAccount!(request)).toEqual({ ok: true, value: { accountNumber: expect.stringMatching(/^\d{10}$/), bankName: 'Test Bank', accountName: 'LENDLINE/CHIDI EZE' } });
    const [customer, list, create] = fake.requests.slice(-3);
    expect(customer).toMatchObject({ method: 'POST', path: '/customer', body: { email: request.email, first_name: 'Chidi', last_name: 'Eze', phone: '+2348031234567', metadata: { customer_reference: request.customerReference } } });
    expect(customer!.headers.authorization).toBe(`Bearer ${FAKE_PAYSTACK.secretKey}`);
    expect(list).toMatchObject({ method: 'GET', path: expect.stringMatching(/^\/dedicated_account\?active=true&customer=\d+$/) });
    expect(create).toMatchObject({ method: 'POST', path: '/dedicated_account', body: { customer: expect.stringMatching(/^CUS_/), preferred_bank: 'test-bank' } });
  });

  it('gives the same account when asked again for the same borrower, without creating another', async () => {
    const request = borrower();
    const first = await provider.assignAccount!(request);
    const before = fake.requests.length;
    expect(await provider.assignAccount!(request)).toEqual(first);
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual(['POST /customer', 'GET /dedicated_account']);
  });

  it('gives a customer Paystack already had (same email) a new account under their existing code', async () => {
    const request = borrower();
    const known = await fetch(`${fake.url}/customer`, {
      method: 'POST', headers: { authorization: `Bearer ${FAKE_PAYSTACK.secretKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ email: request.email }),
    }).then((r) => r.json() as Promise<{ data: { customer_code: string } }>);
    expect(await provider.assignAccount!(request)).toMatchObject({ ok: true, value: { bankName: 'Test Bank' } });
    expect(last()).toMatchObject({ method: 'POST', path: '/dedicated_account', body: { customer: known.data.customer_code } });
  });

  it('does not create an account when it cannot tell whether the borrower has one', async () => {
    for (const [answer, detail] of [
      [{ status: 503, json: { status: false, message: 'Service unavailable' } }, 'dedicated accounts: Service unavailable'],
      [{ status: 200, json: { status: true, message: 'ok', data: null } }, 'dedicated accounts: answer without a list'],
      ['hang', 'dedicated accounts: timeout'],
    ] as const) {
      fake.override('GET /dedicated_account', answer);
      const before = fake.requests.length;
      expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'unavailable', detail });
      expect(fake.requests.slice(before).some((r) => r.method === 'POST' && r.path === '/dedicated_account')).toBe(false);
    }
  });

  it('answers refused with Paystack’s message, unavailable on a 5xx, a timeout or a reset', async () => {
    expect(await provider.assignAccount!(borrower({ email: 'not-an-email' }))).toEqual({ ok: false, reason: 'refused', detail: 'customer: Invalid Email Address Passed' });
    fake.override('POST /dedicated_account', { status: 400, json: { status: false, message: 'Dedicated NUBAN not available for this business' } });
    expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'refused', detail: 'dedicated account: Dedicated NUBAN not available for this business' });
    fake.override('POST /dedicated_account', { status: 503, json: { status: false, message: 'Service unavailable' } });
    expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'unavailable', detail: 'dedicated account: Service unavailable' });
    fake.override('POST /customer', { status: 500, json: { status: false, message: 'Server error' } });
    expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'unavailable', detail: 'customer: Server error' });
    fake.override('POST /customer', 'hang');
    expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'unavailable', detail: 'customer: timeout' });
    fake.override('POST /customer', 'reset');
    expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'unavailable', detail: 'customer: network error' });
  });

  it('answers refused when our secret key is wrong', async () => {
    const wrong = createPaystackCollections({ baseUrl: fake.url, ...FAKE_PAYSTACK, secretKey: 'sk_test_wrong' }, VENDOR_TIMEOUT_MS);
    expect(await wrong.assignAccount!(borrower())).toEqual({ ok: false, reason: 'refused', detail: 'customer: Invalid key' });
  });
});

describe('paystack startCheckout', () => {
  it('initializes a transaction in kobo with our reference and return URL, and answers Paystack’s page', async () => {
    const result = await provider.startCheckout!({ reference: 'LLABC123', amount: 450_055, currency: 'NGN', email: 'ada@example.ng', returnUrl: 'https://app.lendline.test/repay/cashier?checkout=LLABC123' });
    expect(result).toEqual({ ok: true, value: { url: 'https://checkout.paystack.com/LLABC123', reference: 'LLABC123' } });
    expect(last()).toMatchObject({
      method: 'POST', path: '/transaction/initialize',
      body: {
        email: 'ada@example.ng', amount: 450_055, currency: 'NGN', reference: 'LLABC123', callback_url: 'https://app.lendline.test/repay/cashier?checkout=LLABC123',
        channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      },
    });
  });

  it('answers refused on a 4xx and unavailable on a 429 or a 5xx', async () => {
    fake.override('POST /transaction/initialize', { status: 400, json: { status: false, message: 'Duplicate Transaction Reference' } });
    expect(await provider.startCheckout!({ reference: 'LLDUP', amount: 100_00, currency: 'NGN', email: 'a@b.ng', returnUrl: 'https://x.test/' })).toEqual({ ok: false, reason: 'refused', detail: 'initialize: Duplicate Transaction Reference' });
    fake.override('POST /transaction/initialize', { status: 429, json: { status: false, message: 'Too many requests' } });
    expect(await provider.startCheckout!({ reference: 'LLBUSY', amount: 100_00, currency: 'NGN', email: 'a@b.ng', returnUrl: 'https://x.test/' })).toEqual({ ok: false, reason: 'unavailable', detail: 'initialize: Too many requests' });
    fake.override('POST /transaction/initialize', { status: 500, json: { status: false, message: 'Server error' } });
    expect(await provider.startCheckout!({ reference: 'LLERR', amount: 100_00, currency: 'NGN', email: 'a@b.ng', returnUrl: 'https://x.test/' })).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});

describe('paystack readNotification', () => {
  it('reads a signed transfer to a dedicated account as a payment to that account', () => {
    const t = transfer();
    const { rawBody, headers } = paystackWebhook('charge.success', t);
    expect(provider.readNotification(rawBody, headers)).toEqual({
      kind: 'payment',
      payment: { providerReference: t.reference, amount: 450_055, currency: 'NGN', paidAt: '2025-11-17T10:28:42.000Z', target: { kind: 'account', accountNumber: '9940000001' } },
    });
  });

  it('reads a signed card payment as a payment of our checkout reference', () => {
    const t = card('LLCARD1');
    const { rawBody, headers } = paystackWebhook('charge.success', t);
    expect(provider.readNotification(rawBody, headers)).toMatchObject({ kind: 'payment', payment: { providerReference: 'LLCARD1', target: { kind: 'reference', reference: 'LLCARD1' } } });
  });

  it('refuses a wrong key, a signature of other bytes, and no signature', () => {
    const t = transfer();
    const forged = paystackWebhook('charge.success', t, 'sk_test_someone_else');
    expect(provider.readNotification(forged.rawBody, forged.headers)).toEqual({ kind: 'forged' });
    const genuine = paystackWebhook('charge.success', t);
    const altered = Buffer.from(genuine.rawBody.toString('utf8').replace('450055', '950055'));
    expect(provider.readNotification(altered, genuine.headers)).toEqual({ kind: 'forged' });
    expect(provider.readNotification(genuine.rawBody, { 'content-type': 'application/json' })).toEqual({ kind: 'forged' });
  });

  it('ignores other events, malformed bodies, and figures it cannot read (never throwing)', () => {
    for (const [event, data] of [
      ['transfer.success', transfer()],
      ['charge.success', { ...transfer(), amount: 4500.55 }],
      ['charge.success', { ...transfer(), paid_at: '2025-11-17 10:28:42' }],
      ['charge.success', { ...transfer(), authorization: { channel: 'dedicated_nuban' } }],
      ['charge.success', { ...transfer(), status: 'failed' }],
    ] as const) {
      const { rawBody, headers } = paystackWebhook(event, data);
      expect(provider.readNotification(rawBody, headers), `${event} ${JSON.stringify(data).slice(0, 60)}`).toEqual({ kind: 'ignored' });
    }
    const garbage = Buffer.from('{not json');
    expect(provider.readNotification(garbage, paystackWebhook('x', {}).headers)).toEqual({ kind: 'forged' });
    const headers = { 'content-type': 'application/json', 'x-paystack-signature': hmacSha512Hex(FAKE_PAYSTACK.secretKey, garbage) };
    expect(provider.readNotification(garbage, headers)).toEqual({ kind: 'ignored' });
  });
});

describe('paystack confirmPayment', () => {
  it('is paid with Paystack’s own figures when the verify says success', async () => {
    const t = transfer({ amount: 200_000 });
    expect(await provider.confirmPayment(t.reference)).toEqual({ state: 'paid', payment: expect.objectContaining({ providerReference: t.reference, amount: 200_000 }) });
    expect(last()?.path).toBe(`/transaction/verify/${t.reference}`);
  });

  it('is not paid for an abandoned or failed transaction and for a reference Paystack does not know', async () => {
    expect(await provider.confirmPayment(card('LLABANDON', { status: 'abandoned', paid_at: null }).reference)).toEqual({ state: 'not_paid' });
    expect(await provider.confirmPayment(card('LLFAILED', { status: 'failed' }).reference)).toEqual({ state: 'not_paid' });
    expect(await provider.confirmPayment('LLNEVER')).toEqual({ state: 'not_paid' });
  });

  it('is unknown on a 5xx, a timeout, or success without readable figures', async () => {
    fake.override('GET /transaction/verify', { status: 502, json: { status: false, message: 'Bad gateway' } });
    expect(await provider.confirmPayment('LLX')).toEqual({ state: 'unknown', reason: 'verify: Bad gateway' });
    fake.override('GET /transaction/verify', 'hang');
    expect(await provider.confirmPayment('LLX')).toEqual({ state: 'unknown', reason: 'verify: timeout' });
    expect(toConfirmation(200, { status: true, data: { status: 'success', reference: 'r' } })).toMatchObject({ state: 'unknown' });
  });
});

describe('paystack listPayments', () => {
  it('pages through successful transactions and keeps exactly those paid within [from, to)', async () => {
    fake.transactions.clear();
    const inside = [0, 1, 2, 3].map((i) => transfer({ created_at: `2025-12-01T1${i}:00:00.000Z`, paid_at: `2025-12-01T1${i}:00:05.000Z` }));
    transfer({ created_at: '2025-12-01T14:00:00.000Z', paid_at: '2025-12-01T14:00:00.000Z' }); // at `to`: excluded
    transfer({ created_at: '2025-12-01T11:30:00.000Z', status: 'failed' });
    const listed = await provider.listPayments(new Date('2025-12-01T10:00:00Z'), new Date('2025-12-01T14:00:00Z'));
    expect(listed.ok && listed.value.map((p) => p.providerReference).sort()).toEqual(inside.map((t) => t.reference).sort());
    expect(fake.requests.filter((r) => r.path.startsWith('/transaction?')).map((r) => new URL(r.path, 'http://x').searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('goes on while pages come back full when Paystack gives no page count', async () => {
    fake.transactions.clear();
    // The fake pages by 3: its page 2 holds the fourth; page 1 is replaced by a full page of 100.
    const [onSecondPage] = [0, 1, 2, 3].map((i) => transfer({ created_at: `2025-12-01T1${i}:00:00.000Z`, paid_at: `2025-12-01T1${i}:00:05.000Z` })).slice(3);
    const full = Array.from({ length: 100 }, (_, i) => ({ ...onSecondPage!, reference: `LLFULL${i}`, status: 'failed' }));
    fake.override('GET /transaction?', { status: 200, json: { status: true, message: 'Transactions retrieved', data: full, meta: { next: 'dW5kZWZpbmVk', previous: null, perPage: 100 } } });
    const listed = await provider.listPayments(new Date('2025-12-01T10:00:00Z'), new Date('2025-12-01T14:00:00Z'));
    expect(listed.ok && listed.value.map((p) => p.providerReference)).toEqual([onSecondPage!.reference]);
  });

  it('finds a checkout initialized before the window and paid inside it, and leaves one paid after it', async () => {
    fake.transactions.clear();
    const late = card('LLLATEPAID', { created_at: '2025-12-01T05:00:00.000Z', paid_at: '2025-12-01T10:30:00.000Z' });
    card('LLPAIDAFTER', { created_at: '2025-12-01T13:00:00.000Z', paid_at: '2025-12-01T14:00:01.000Z' });
    const listed = await provider.listPayments(new Date('2025-12-01T10:00:00Z'), new Date('2025-12-01T14:00:00Z'));
    expect(listed).toEqual({ ok: true, value: [expect.objectContaining({ providerReference: late.reference, paidAt: '2025-12-01T10:30:00.000Z' })] });
  });

  it('answers unavailable when a page cannot be read', async () => {
    fake.override('GET /transaction?', { status: 500, json: { status: false, message: 'Server error' } });
    expect(await provider.listPayments(new Date('2025-12-01T10:00:00Z'), new Date('2025-12-01T14:00:00Z'))).toEqual({ ok: false, reason: 'unavailable', detail: 'transactions: Server error' });
  });

  it('reads paid_at or paidAt, only with a zone', () => {
    const base = { status: 'success', reference: 'r1', amount: 100, currency: 'ngn', authorization: { channel: 'card' } };
    expect(toPayment({ ...base, paidAt: '2025-12-01T10:00:00+01:00' })).toMatchObject({ currency: 'NGN', paidAt: '2025-12-01T09:00:00.000Z' });
    expect(toPayment({ ...base, paid_at: '2025-12-01 10:00:00' })).toBeNull();
  });

  it('takes the receiving account from the metadata when the authorization does not name it', () => {
    const base = { status: 'success', reference: 'r2', amount: 100, currency: 'NGN', paid_at: '2025-12-01T10:00:00.000Z', authorization: { channel: 'dedicated_nuban' } };
    expect(toPayment({ ...base, metadata: { receiver_account_number: '9930000902' } })).toMatchObject({ target: { kind: 'account', accountNumber: '9930000902' } });
  });
});
