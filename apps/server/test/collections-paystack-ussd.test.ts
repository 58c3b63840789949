import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackCollections } from '../src/providers/collections/paystack/paystack-collections.ts';
import { toUssdChargeResult } from '../src/providers/collections/paystack/paystack-collections-fns.ts';
import type { CollectionsProvider, UssdChargeRequest } from '../src/providers/collections/types.ts';
import { FAKE_PAYSTACK, startFakePaystack, type FakePaystack } from './fake-paystack-collections.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

/** Paystack's USSD charge (issue 24, ADR 104) against a local server that speaks its documented API. */
let fake: FakePaystack;
let provider: CollectionsProvider;
beforeAll(async () => {
  fake = await startFakePaystack();
  provider = createPaystackCollections({ baseUrl: fake.url, ...FAKE_PAYSTACK }, VENDOR_TIMEOUT_MS);
});
afterAll(() => fake.close());

let n = 0;
function charge(overrides: Partial<UssdChargeRequest> = {}): UssdChargeRequest {
  n += 1;
  return { reference: `80000000000000${String(n).padStart(4, '0')}`, amount: 5_500_00, currency: 'NGN', email: `chidi${n}@example.ng`, bank: '737', ...overrides };
}
const charges = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/charge');

describe('paystack startUssdCharge', () => {
  it('posts /charge with the bank’s type, integer kobo and our reference, and answers the code to dial', async () => {
    const request = charge({ bank: '919' });
    const result = await provider.startUssdCharge!(request);
    expect(result).toEqual({ ok: true, value: { ussdCode: expect.stringMatching(/^\*919\*33\*4\*\d+#$/), reference: request.reference } });
    const sent = charges().at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${FAKE_PAYSTACK.secretKey}`);
    expect(sent.body).toMatchObject({ email: request.email, amount: 5_500_00, reference: request.reference, ussd: { type: '919' } });
    expect(Number.isInteger(sent.body.amount)).toBe(true);
  });

  it('refuses a bank Paystack does not list, and pesos, before any call', async () => {
    const before = charges().length;
    expect(await provider.startUssdCharge!(charge({ bank: '894' }))).toMatchObject({ ok: false, reason: 'refused' });
    expect(await provider.startUssdCharge!(charge({ currency: 'MXN' }))).toMatchObject({ ok: false, reason: 'refused' });
    expect(await provider.startUssdCharge!(charge({ amount: 10.5 }))).toMatchObject({ ok: false, reason: 'refused' });
    expect(charges().length).toBe(before);
  });

  it('makes no second charge under the same reference: Paystack refuses the duplicate', async () => {
    const request = charge();
    expect((await provider.startUssdCharge!(request)).ok).toBe(true);
    expect(await provider.startUssdCharge!(request)).toMatchObject({ ok: false, reason: 'refused', detail: expect.stringContaining('Duplicate') });
    expect([...fake.transactions.keys()].filter((r) => r === request.reference)).toHaveLength(1);
  });

  it('takes only pay_offline with a code: another status, a 5xx, a wrong key or no answer is not a code', async () => {
    fake.override('POST /charge', { status: 200, json: { status: true, message: 'Charge attempted', data: { reference: 'x', status: 'send_otp', display_text: 'Enter OTP' } } });
    expect(await provider.startUssdCharge!(charge())).toMatchObject({ ok: false, reason: 'unavailable' });
    fake.override('POST /charge', { status: 503, json: { status: false, message: 'Service unavailable' } });
    expect(await provider.startUssdCharge!(charge())).toMatchObject({ ok: false, reason: 'unavailable' });
    fake.override('POST /charge', 'hang');
    expect(await provider.startUssdCharge!(charge())).toMatchObject({ ok: false, reason: 'unavailable', detail: 'charge: timeout' });
    const wrongKey = createPaystackCollections({ baseUrl: fake.url, ...FAKE_PAYSTACK, secretKey: 'sk_test_wrong' }, VENDOR_TIMEOUT_MS);
    expect(await wrongKey.startUssdCharge!(charge())).toMatchObject({ ok: false, reason: 'refused', detail: 'charge: Invalid key' });
  });

  it('reads the documented answer, and nothing that is not a dial string', () => {
    const documented = { status: true, message: 'Charge attempted', data: { reference: 'yjr1r8rwhedara4', status: 'pay_offline', display_text: 'Please dial *737*33*4*18791# on your mobile phone to complete the transaction', ussd_code: '*737*33*4*18791#' } };
    expect(toUssdChargeResult(200, documented, 'ours')).toEqual({ ok: true, value: { ussdCode: '*737*33*4*18791#', reference: 'ours' } });
    expect(toUssdChargeResult(200, { ...documented, data: { ...documented.data, ussd_code: 'javascript:alert(1)' } }, 'ours').ok).toBe(false);
    expect(toUssdChargeResult(400, { status: false, message: 'Invalid USSD type' }, 'ours')).toEqual({ ok: false, reason: 'refused', detail: 'charge: Invalid USSD type' });
  });

  it('completes: verify says not paid before the borrower dials, then paid with Paystack’s figures, after a signed charge.success', async () => {
    const request = charge({ amount: 2_000_00 });
    expect((await provider.startUssdCharge!(request)).ok).toBe(true);
    expect(await provider.confirmPayment(request.reference)).toEqual({ state: 'not_paid' });
    const delivered: Array<{ rawBody: Buffer; headers: Record<string, string> }> = [];
    expect(await fake.completeCharge(request.reference, async (rawBody, headers) => (delivered.push({ rawBody, headers }), 200), { paidAt: '2026-03-02T10:00:00.000Z' })).toBe(200);
    const reading = provider.readNotification(delivered[0]!.rawBody, delivered[0]!.headers);
    const payment = { providerReference: request.reference, amount: 2_000_00, currency: 'NGN', paidAt: '2026-03-02T10:00:00.000Z', target: { kind: 'reference', reference: request.reference } };
    expect(reading).toEqual({ kind: 'payment', payment });
    expect(await provider.confirmPayment(request.reference)).toEqual({ state: 'paid', payment });
    const forged = Buffer.from(delivered[0]!.rawBody.toString('utf8').replace('200000', '900000'));
    expect(provider.readNotification(forged, delivered[0]!.headers)).toEqual({ kind: 'forged' });
  });
});
