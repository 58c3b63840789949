import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaystackPayoutProvider } from '../src/providers/payout/paystack/paystack-payout.ts';
import { toSendResult, toTransferState, toVerifyResult } from '../src/providers/payout/paystack/paystack-transfer-fns.ts';
import type { PayoutProvider, TransferRequest } from '../src/providers/payout/types.ts';
import { FAKE_PAYSTACK_KEY, PAYSTACK_ACCOUNTS, paystackWebhook, startFakePaystackTransfers, type FakePaystackTransfers } from './fake-paystack-transfers.ts';

let fake: FakePaystackTransfers;
let provider: PayoutProvider;
/** Gives up after 300 ms, for the one test of a Paystack that hangs; the others allow a loaded machine its time. */
let hasty: PayoutProvider;
beforeAll(async () => {
  fake = await startFakePaystackTransfers();
  provider = createPaystackPayoutProvider({ secretKey: FAKE_PAYSTACK_KEY, baseUrl: fake.url }, 10_000);
  hasty = createPaystackPayoutProvider({ secretKey: FAKE_PAYSTACK_KEY, baseUrl: fake.url }, 300);
});
afterAll(() => fake.close());

let n = 0;
function request(account: string, amount = 5_000_000): TransferRequest {
  n += 1;
  return {
    reference: `po-test-${n}`,
    amount,
    currency: 'NGN',
    recipient: { bankCode: '058', accountNumber: account, accountName: 'ADAEZE BELLO' },
    reason: 'Lendline loan LL123',
  };
}

describe('paystack sendTransfer', () => {
  it('creates the recipient, then the transfer with our reference, kobo as an integer and the balance as source', async () => {
    const req = request(PAYSTACK_ACCOUNTS.pending, 1_234_567);
    expect(await provider.sendTransfer(req)).toEqual({ state: 'pending', providerReference: expect.stringMatching(/^TRF_/) });
    const [recipient, transfer] = fake.requests.slice(-2);
    expect(recipient?.body).toEqual({ type: 'nuban', name: 'ADAEZE BELLO', account_number: PAYSTACK_ACCOUNTS.pending, bank_code: '058', currency: 'NGN' });
    expect(transfer?.body).toEqual({
      source: 'balance', amount: 1_234_567, recipient: `RCP_${PAYSTACK_ACCOUNTS.pending}`, reference: req.reference, reason: 'Lendline loan LL123', currency: 'NGN',
    });
  });

  it.each([
    [PAYSTACK_ACCOUNTS.success, { state: 'success' }],
    [PAYSTACK_ACCOUNTS.failed, { state: 'failed', reason: 'Account is dormant' }],
    [PAYSTACK_ACCOUNTS.reversed, { state: 'reversed' }],
  ])('maps an immediate answer for account %s', async (account, expected) => {
    expect(await provider.sendTransfer(request(account))).toMatchObject(expected);
  });

  it('answers failed when Paystack rejects the recipient, without sending a transfer', async () => {
    const before = fake.transfers.size;
    expect(await provider.sendTransfer(request(PAYSTACK_ACCOUNTS.badRecipient))).toEqual({ state: 'failed', reason: 'Cannot resolve account' });
    expect(fake.transfers.size).toBe(before);
  });

  it('requeries on a duplicate reference instead of paying twice', async () => {
    const req = request(PAYSTACK_ACCOUNTS.success);
    await provider.sendTransfer(req);
    const sent = fake.requests.length;
    expect(await provider.sendTransfer(req)).toMatchObject({ state: 'success' });
    expect(fake.requests.slice(sent).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /transferrecipient', 'POST /transfer', `GET /transfer/verify/${req.reference}`,
    ]);
    expect([...fake.transfers.keys()].filter((k) => k === req.reference)).toHaveLength(1);
  });

  it('answers unknown on a timeout, and the requery then finds the transfer Paystack did take', async () => {
    const req = request(PAYSTACK_ACCOUNTS.pending);
    fake.nextTransfer = { answer: 'hang', record: true };
    expect(await hasty.sendTransfer(req)).toEqual({ state: 'unknown', reason: 'transfer: timeout' });
    expect(await provider.findTransfer(req.reference)).toMatchObject({ state: 'pending', providerReference: expect.any(String) });
  });

  it('answers unknown on a 5xx or a reset connection', async () => {
    fake.nextTransfer = { answer: { status: 502, json: { message: 'Bad gateway' } }, record: false };
    expect(await provider.sendTransfer(request(PAYSTACK_ACCOUNTS.pending))).toEqual({ state: 'unknown', reason: 'transfer: HTTP 502' });
    fake.nextTransfer = { answer: 'reset', record: false };
    expect(await provider.sendTransfer(request(PAYSTACK_ACCOUNTS.pending))).toEqual({ state: 'unknown', reason: 'transfer: network error' });
  });

  it('answers failed with Paystack’s message on a 4xx such as an empty balance', async () => {
    fake.nextTransfer = { answer: { status: 400, json: { status: false, message: 'Your balance is not enough to fulfil this request' } }, record: false };
    expect(await provider.sendTransfer(request(PAYSTACK_ACCOUNTS.pending))).toEqual({ state: 'failed', reason: 'Your balance is not enough to fulfil this request' });
  });

  it('refuses a fractional amount as a bug, before calling anyone', async () => {
    await expect(provider.sendTransfer(request(PAYSTACK_ACCOUNTS.pending, 10.5))).rejects.toThrow('invalid payout amount');
  });
});

describe('paystack findTransfer', () => {
  it('answers not_found for a reference Paystack never received', async () => {
    expect(await provider.findTransfer('po-never-sent')).toEqual({ state: 'not_found' });
  });

  it('answers unknown when the verify call fails', async () => {
    fake.nextVerify = { status: 500, json: {} };
    expect(await provider.findTransfer('po-anything')).toEqual({ state: 'unknown', reason: 'verify: HTTP 500' });
  });
});

describe('paystack readWebhook', () => {
  const data = { reference: 'po-1', transfer_code: 'TRF_9', status: 'failed', reason: 'Could not credit account', amount: 500 };

  it.each([
    ['transfer.success', { reference: 'po-1', state: 'success', providerReference: 'TRF_9' }],
    ['transfer.failed', { reference: 'po-1', state: 'failed', providerReference: 'TRF_9', reason: 'Could not credit account' }],
    ['transfer.reversed', { reference: 'po-1', state: 'reversed', providerReference: 'TRF_9', reason: 'Could not credit account' }],
  ])('maps a signed %s', (event, expected) => {
    const { raw, signature } = paystackWebhook(event, data);
    expect(provider.readWebhook(raw, { 'x-paystack-signature': signature })).toEqual(expected);
  });

  it('calls a wrong, missing or other-key signature forged, and a tampered body too', () => {
    const { raw, signature } = paystackWebhook('transfer.success', data);
    expect(provider.readWebhook(raw, {})).toBe('forged');
    expect(provider.readWebhook(raw, { 'x-paystack-signature': paystackWebhook('transfer.success', data, 'sk_other').signature })).toBe('forged');
    expect(provider.readWebhook(Buffer.from(raw.toString().replace('po-1', 'po-2')), { 'x-paystack-signature': signature })).toBe('forged');
    expect(provider.readWebhook(raw, { 'x-paystack-signature': [signature, signature] })).toBe('forged');
  });

  it('ignores signed events it does not act on', () => {
    const { raw, signature } = paystackWebhook('charge.success', { reference: 'x' });
    expect(provider.readWebhook(raw, { 'x-paystack-signature': signature })).toBe('ignored');
  });
});

describe('paystack mappings (fixtures)', () => {
  it.each([
    ['success', 'success'], ['failed', 'failed'], ['abandoned', 'failed'], ['reversed', 'reversed'],
    ['pending', 'pending'], ['otp', 'pending'], ['received', 'pending'], ['queued', 'pending'], ['processing', 'pending'], ['something-new', 'pending'],
  ])('status %s -> %s', (status, state) => {
    expect(toTransferState(status)).toBe(state);
  });

  it('keeps an OTP-blocked transfer pending with the reason', () => {
    expect(toSendResult(200, { status: true, data: { status: 'otp', transfer_code: 'TRF_1' } })).toEqual({ state: 'pending', providerReference: 'TRF_1', reason: 'otp' });
  });

  it('reads a duplicate reference, a 429 and a not-found verify', () => {
    expect(toSendResult(400, { status: false, message: 'Duplicate Transfer Reference' })).toBe('duplicate');
    expect(toSendResult(429, { status: false, message: 'Too many requests' })).toEqual({ state: 'unknown', reason: 'transfer: HTTP 429' });
    expect(toVerifyResult(400, { status: false, message: 'Transfer not found' })).toEqual({ state: 'not_found' });
  });
});
