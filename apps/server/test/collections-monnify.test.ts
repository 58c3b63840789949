import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMonnifyCollections } from '../src/providers/collections/monnify/monnify-collections.ts';
import { toSearchPage, toStatusResult } from '../src/providers/collections/monnify/monnify-fns.ts';
import { toMonnifyInstant } from '../src/providers/collections/monnify/monnify-time.ts';
import type { AssignAccountRequest, CollectionsProvider } from '../src/providers/collections/types.ts';
import { FAKE_MONNIFY, monnifyWebhook, startFakeMonnify, type FakeMonnify, type FakeMonnifyTransaction } from './fake-monnify.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

let fake: FakeMonnify;
let provider: CollectionsProvider;
beforeAll(async () => {
  fake = await startFakeMonnify();
});
afterAll(() => fake.close());
// A fresh adapter per test, so its token cache starts empty and login counts are exact.
beforeEach(() => {
  provider = createMonnifyCollections({ baseUrl: fake.url, ...FAKE_MONNIFY }, VENDOR_TIMEOUT_MS);
});

let n = 0;
function borrower(overrides: Partial<AssignAccountRequest> = {}): AssignAccountRequest {
  n += 1;
  return { customerReference: `user-${n}`, firstName: 'Adaeze', lastName: 'Okafor', email: `ada${n}@example.ng`, phone: '2348031234567', bvn: '22212345678', ...overrides };
}
function transaction(ref: string, overrides: Partial<FakeMonnifyTransaction> = {}): FakeMonnifyTransaction {
  const t: FakeMonnifyTransaction = {
    transactionReference: ref, paymentReference: `chk-${ref}`, amountPaid: '4500.55', paidOn: '17/11/2025 11:28:42 AM',
    paidAtMs: Date.UTC(2025, 10, 17, 10, 28, 42), paymentStatus: 'PAID', currency: 'NGN', product: { type: 'WEB_SDK', reference: `chk-${ref}` }, ...overrides,
  };
  fake.transactions.set(ref, t);
  return t;
}
const sent = (from: number) => fake.requests.slice(from).map((r) => `${r.method} ${r.path}`);

describe('monnify assignAccount', () => {
  it('logs in with Basic apiKey:secretKey, then reserves one account at one bank with our reference', async () => {
    const from = fake.requests.length;
    const request = borrower();
    const result = await provider.assignAccount!(request);
    expect(result).toEqual({ ok: true, value: { accountNumber: expect.stringMatching(/^\d{10}$/), bankName: 'Moniepoint Microfinance Bank', accountName: 'LEN/Adaeze Okafor' } });
    expect(sent(from)).toEqual(['POST /api/v1/auth/login', 'POST /api/v2/bank-transfer/reserved-accounts']);
    const [login, reserve] = fake.requests.slice(from);
    expect(login?.headers.authorization).toBe(`Basic ${Buffer.from(`${FAKE_MONNIFY.apiKey}:${FAKE_MONNIFY.secretKey}`).toString('base64')}`);
    expect(reserve?.headers.authorization).toBe(`Bearer tok-${fake.logins}`);
    expect(reserve?.body).toEqual({
      accountReference: request.customerReference, accountName: 'Adaeze Okafor', currencyCode: 'NGN', contractCode: FAKE_MONNIFY.contractCode,
      customerEmail: request.email, customerName: 'Adaeze Okafor', bvn: '22212345678', getAllAvailableBanks: false, preferredBanks: ['50515'],
    });
  });

  it('reads the existing account when the reference was reserved before, giving the same number', async () => {
    const request = borrower();
    const first = await provider.assignAccount!(request);
    const from = fake.requests.length;
    expect(await provider.assignAccount!(request)).toEqual(first);
    expect(sent(from)).toEqual(['POST /api/v2/bank-transfer/reserved-accounts', `GET /api/v2/bank-transfer/reserved-accounts/${request.customerReference}`]);
  });

  it('answers refused with Monnify’s message on a 4xx, and unavailable on a 5xx or a timeout', async () => {
    expect(await provider.assignAccount!(borrower({ bvn: undefined }))).toEqual({ ok: false, reason: 'refused', detail: 'reserve: BVN or NIN is required' });
    fake.override('POST /api/v2/bank-transfer', { status: 503, json: { requestSuccessful: false, responseMessage: 'Service unavailable' } });
    expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'unavailable', detail: 'reserve: Service unavailable' });
    fake.override('POST /api/v2/bank-transfer', 'hang');
    expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'unavailable', detail: 'reserve: timeout' });
  });

  it('answers refused when Monnify rejects our credentials, and unavailable when login cannot be reached', async () => {
    const wrong = createMonnifyCollections({ baseUrl: fake.url, ...FAKE_MONNIFY, secretKey: 'wrong' }, VENDOR_TIMEOUT_MS);
    expect(await wrong.assignAccount!(borrower())).toEqual({ ok: false, reason: 'refused', detail: 'login: Invalid client credentials' });
    fake.override('POST /api/v1/auth/login', 'reset');
    expect(await provider.assignAccount!(borrower())).toEqual({ ok: false, reason: 'unavailable', detail: 'login: network error' });
  });

  it('logs in once for several calls, and again (once) when Monnify revokes the token', async () => {
    const before = fake.logins;
    await Promise.all([provider.assignAccount!(borrower()), provider.assignAccount!(borrower()), provider.confirmPayment('MNFY|none')]);
    await provider.assignAccount!(borrower());
    expect(fake.logins - before).toBe(1);
    fake.revokeTokens();
    expect(await provider.assignAccount!(borrower())).toMatchObject({ ok: true });
    expect(fake.logins - before).toBe(2);
  });
});

describe('monnify readNotification', () => {
  const reservedPayment = {
    product: { reference: 'user-7', type: 'RESERVED_ACCOUNT' }, transactionReference: 'MNFY|04|20251117112842|000170', paymentReference: 'MNFY|04|20251117112842|000170',
    paidOn: '2025-11-17 11:28:42.615', paymentDescription: 'Ada', metaData: {}, paymentSourceInformation: [{ bankCode: '', amountPaid: 4500.55, accountName: 'ADA', sessionId: 's', accountNumber: '0065432190' }],
    destinationAccountInformation: { bankCode: '50515', bankName: 'Moniepoint Microfinance Bank', accountNumber: '5800000042' },
    amountPaid: 4500.55, totalPayable: 4500.55, cardDetails: {}, paymentMethod: 'ACCOUNT_TRANSFER', currency: 'NGN', settlementAmount: 4490.55, paymentStatus: 'PAID',
    customer: { name: 'Adaeze Okafor', email: 'ada@example.ng' },
  };

  it('maps a signed reserved-account payment to the account it reached, in kobo and UTC', () => {
    const { raw, signature } = monnifyWebhook('SUCCESSFUL_TRANSACTION', reservedPayment);
    expect(provider.readNotification(raw, { 'monnify-signature': signature })).toEqual({
      kind: 'payment',
      payment: { providerReference: 'MNFY|04|20251117112842|000170', amount: 450_055, currency: 'NGN', paidAt: '2025-11-17T10:28:42.615Z', target: { kind: 'account', accountNumber: '5800000042' } },
    });
  });

  it('maps a one-time payment to our paymentReference', () => {
    const data = { ...reservedPayment, product: { type: 'WEB_SDK', reference: 'chk-1' }, paymentReference: 'chk-1', destinationAccountInformation: undefined, amountPaid: '100.10' };
    const { raw, signature } = monnifyWebhook('SUCCESSFUL_TRANSACTION', data);
    expect(provider.readNotification(raw, { 'monnify-signature': signature })).toMatchObject({ kind: 'payment', payment: { amount: 10_010, target: { kind: 'reference', reference: 'chk-1' } } });
  });

  it('calls a missing, wrong, other-key or repeated signature forged, and a tampered body too', () => {
    const { raw, signature } = monnifyWebhook('SUCCESSFUL_TRANSACTION', reservedPayment);
    expect(provider.readNotification(raw, {})).toEqual({ kind: 'forged' });
    expect(provider.readNotification(raw, { 'monnify-signature': 'deadbeef' })).toEqual({ kind: 'forged' });
    expect(provider.readNotification(raw, { 'monnify-signature': monnifyWebhook('SUCCESSFUL_TRANSACTION', reservedPayment, 'other').signature })).toEqual({ kind: 'forged' });
    expect(provider.readNotification(raw, { 'monnify-signature': [signature, signature] })).toEqual({ kind: 'forged' });
    expect(provider.readNotification(Buffer.from(raw.toString().replace('4500.55', '9500.55')), { 'monnify-signature': signature })).toEqual({ kind: 'forged' });
  });

  it.each([
    ['SUCCESSFUL_DISBURSEMENT', reservedPayment],
    ['SETTLEMENT', { settlementReference: 'x' }],
    ['SUCCESSFUL_TRANSACTION', { ...reservedPayment, paymentStatus: 'PENDING' }],
    ['SUCCESSFUL_TRANSACTION', { ...reservedPayment, amountPaid: 0.1 + 0.2 }],
    ['SUCCESSFUL_TRANSACTION', { ...reservedPayment, destinationAccountInformation: undefined }],
  ])('ignores a signed %s it does not credit (%#)', (eventType, data) => {
    const { raw, signature } = monnifyWebhook(eventType, data);
    expect(provider.readNotification(raw, { 'monnify-signature': signature })).toEqual({ kind: 'ignored' });
  });
});

describe('monnify confirmPayment', () => {
  it('asks the v2 status with the reference url-encoded, and answers paid with the figures', async () => {
    transaction('MNFY|20251117|0001');
    const from = fake.requests.length;
    expect(await provider.confirmPayment('MNFY|20251117|0001')).toEqual({
      state: 'paid',
      payment: { providerReference: 'MNFY|20251117|0001', amount: 450_055, currency: 'NGN', paidAt: '2025-11-17T10:28:42.000Z', target: { kind: 'reference', reference: 'chk-MNFY|20251117|0001' } },
    });
    expect(sent(from)).toEqual(['POST /api/v1/auth/login', 'GET /api/v2/transactions/MNFY%7C20251117%7C0001']);
  });

  it('places a reserved-account payment by looking its account up once by our accountReference', async () => {
    const request = borrower();
    const assigned = await provider.assignAccount!(request);
    const other = createMonnifyCollections({ baseUrl: fake.url, ...FAKE_MONNIFY }, VENDOR_TIMEOUT_MS); // a new instance knows no accounts
    transaction('MNFY|R|1', { product: { type: 'RESERVED_ACCOUNT', reference: request.customerReference } });
    transaction('MNFY|R|2', { product: { type: 'RESERVED_ACCOUNT', reference: request.customerReference } });
    const from = fake.requests.length;
    const target = { kind: 'account', accountNumber: assigned.ok ? assigned.value.accountNumber : 'none' };
    expect(await other.confirmPayment('MNFY|R|1')).toMatchObject({ state: 'paid', payment: { target } });
    expect(await other.confirmPayment('MNFY|R|2')).toMatchObject({ state: 'paid', payment: { target } });
    expect(sent(from).filter((r) => r.includes('reserved-accounts'))).toEqual([`GET /api/v2/bank-transfer/reserved-accounts/${request.customerReference}`]);
  });

  it.each(['PENDING', 'FAILED', 'EXPIRED', 'ABANDONED', 'PARTIALLY_PAID'])('answers not_paid for %s', async (paymentStatus) => {
    transaction(`MNFY|S|${paymentStatus}`, { paymentStatus });
    expect(await provider.confirmPayment(`MNFY|S|${paymentStatus}`)).toEqual({ state: 'not_paid' });
  });

  it('answers not_paid for a reference Monnify does not know', async () => {
    expect(await provider.confirmPayment('MNFY|never')).toEqual({ state: 'not_paid' });
  });

  it('answers unknown on a 500 or a timeout', async () => {
    fake.override('GET /api/v2/transactions/', { status: 500, json: { requestSuccessful: false, responseMessage: 'Internal error' } });
    expect(await provider.confirmPayment('MNFY|x')).toEqual({ state: 'unknown', reason: 'status: Internal error' });
    fake.override('GET /api/v2/transactions/', 'hang');
    expect(await provider.confirmPayment('MNFY|x')).toEqual({ state: 'unknown', reason: 'status: timeout' });
  });
});

describe('monnify listPayments', () => {
  it('searches PAID in [from, to) as epoch ms, follows every page, and confirms each payment', async () => {
    const base = Date.UTC(2025, 11, 1);
    for (let i = 0; i < 205; i += 1) transaction(`MNFY|L|${i}`, { paidAtMs: base + i * 1000, amountPaid: `${i}.05` });
    transaction('MNFY|L|pending', { paidAtMs: base + 5, paymentStatus: 'PENDING' });
    transaction('MNFY|L|at-to', { paidAtMs: base + 205_000 });
    const from = fake.requests.length;
    const result = await provider.listPayments(new Date(base), new Date(base + 205_000));
    expect(result.ok && result.value.map((p) => p.providerReference)).toEqual(Array.from({ length: 205 }, (_, i) => `MNFY|L|${i}`));
    expect(result.ok && result.value[3]?.amount).toBe(305);
    const searches = sent(from).filter((r) => r.includes('/search'));
    expect(searches).toEqual([0, 1, 2].map((page) => `GET /api/v1/transactions/search?page=${page}&size=100&paymentStatus=PAID&from=${base}&to=${base + 204_999}`));
  });

  it('answers unavailable when a page fails, rather than a partial list', async () => {
    fake.override('GET /api/v1/transactions/search', { status: 502, json: {} });
    expect(await provider.listPayments(new Date(0), new Date(1))).toEqual({ ok: false, reason: 'unavailable', detail: 'search: HTTP 502' });
  });
});

describe('monnify mappings (fixtures)', () => {
  it.each([
    ['2021-11-17 11:28:42.615', '2021-11-17T10:28:42.615Z'],
    ['26/02/2020 09:38:13 AM', '2020-02-26T08:38:13.000Z'],
    ['26/02/2020 12:05:00 AM', '2020-02-25T23:05:00.000Z'],
    ['26/02/2020 12:05:00 PM', '2020-02-26T11:05:00.000Z'],
    ['23/05/2019 18:21:33', '2019-05-23T17:21:33.000Z'],
    ['2019-07-24T14:12:28.000+0000', '2019-07-24T14:12:28.000Z'],
    ['2019-07-24T14:12:28Z', '2019-07-24T14:12:28.000Z'],
    ['yesterday', null], ['26/02/2020 13:00:00 PM', null], [1_700_000_000, null],
  ])('reads %j as %j', (text, iso) => {
    expect(toMonnifyInstant(text)).toBe(iso);
  });

  it('reads status and search answers', () => {
    expect(toStatusResult(400, { requestSuccessful: false, responseMessage: 'Could not find transaction' })).toEqual({ state: 'not_paid' });
    expect(toStatusResult(401, {})).toEqual({ state: 'unknown', reason: 'status: HTTP 401' });
    expect(toSearchPage(200, { requestSuccessful: true, responseBody: { content: [], totalPages: 0 } })).toEqual({ references: [], isLast: true });
    expect(toSearchPage(200, { requestSuccessful: false, responseMessage: 'Bad dates' })).toEqual({ ok: false, reason: 'refused', detail: 'search: Bad dates' });
  });
});
