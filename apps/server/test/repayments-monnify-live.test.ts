import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { FAKE_MONNIFY, monnifyWebhook, startFakeMonnify, type FakeMonnify } from './fake-monnify.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

/**
 * Monnify's reserved account end to end against a local server that speaks its API: reserved
 * under the borrower's serial and BVN, a transfer notified with Monnify's HMAC-SHA512 signature,
 * its status read before it counts, credited once.
 */
let fake: FakeMonnify;
beforeAll(async () => {
  fake = await startFakeMonnify();
});
afterAll(() => fake.close());

const t = useTestApp({
  env: () => ({
    COLLECTIONS_SANDBOX: 'false', REPAY_CHANNELS: 'monnify_account', MONNIFY_BASE_URL: fake.url,
    MONNIFY_API_KEY: FAKE_MONNIFY.apiKey, MONNIFY_SECRET_KEY: FAKE_MONNIFY.secretKey, MONNIFY_CONTRACT_CODE: FAKE_MONNIFY.contractCode,
  }),
});

describe('Monnify, live', () => {
  it('credits a signed transfer into the borrower’s reserved account once Monnify says it is paid', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const account = (await t.call('/repay/monnify_reserved_account', { token, body: {} })).body.data as { accountNumber: string; provider: string };
    expect(account).toMatchObject({ provider: 'monnify', accountNumber: expect.stringMatching(/^\d{10}$/) });
    const [accountReference] = [...fake.accounts.entries()].find(([, a]) => a.accountNumber === account.accountNumber)!;
    expect(accountReference).toMatch(/^\d+$/);

    const reference = 'MNFY|04|20260302100000|000001';
    const eventData = {
      product: { reference: accountReference, type: 'RESERVED_ACCOUNT' }, transactionReference: reference, paymentReference: reference, paidOn: '2026-03-02 10:00:00.000',
      destinationAccountInformation: { bankCode: '50515', bankName: 'Moniepoint Microfinance Bank', accountNumber: account.accountNumber },
      amountPaid: 2500, totalPayable: 2500, paymentMethod: 'ACCOUNT_TRANSFER', currency: 'NGN', paymentStatus: 'PAID',
    };
    const { raw, signature } = monnifyWebhook('SUCCESSFUL_TRANSACTION', eventData);
    const notify = (sig: string) => t.app.inject({ method: 'POST', url: '/webhooks/collections/monnify', headers: { 'content-type': 'application/json', 'monnify-signature': sig }, payload: raw });
    expect((await notify('deadbeef')).statusCode).toBe(401);

    fake.transactions.set(reference, {
      transactionReference: reference, paymentReference: reference, amountPaid: '2500.00', paidOn: '02/03/2026 11:00:00 AM', paidAtMs: Date.UTC(2026, 2, 2, 10),
      paymentStatus: 'PAID', currency: 'NGN', product: { type: 'RESERVED_ACCOUNT', reference: accountReference },
    });
    expect((await notify(signature)).statusCode).toBe(200);
    expect((await notify(signature)).statusCode).toBe(200);
    const after = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data;
    expect(after).toMatchObject({ paid: 2_500_00, outstanding: detail.outstanding - 2_500_00 });
  });
});
