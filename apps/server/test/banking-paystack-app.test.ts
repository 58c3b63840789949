import { ERRORS } from '@lendline/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BORROWER, nuban } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';

// Started before the app (hooks run in order), so the app is configured with its address.
let server: Server;
let url = '';
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const found = req.url?.includes('account_number=0000014579');
    res.writeHead(found ? 200 : 422, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found
      ? { status: true, message: 'Account number resolved', data: { account_number: '0000014579', account_name: 'ADAEZE OKAFOR', bank_id: 7 } }
      : { status: false, message: 'Could not resolve account name. Check parameters or try again.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = useTestApp({ env: () => ({ PAYOUT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_abc', PAYSTACK_BASE_URL: url }) });

describe('/user/verifyBankCard with PAYOUT_PROVIDER=paystack', () => {
  it('answers the name Paystack resolved, and BANK_ACCOUNT_NOT_FOUND for what it cannot', async () => {
    const token = await t.register(BORROWER);
    const found = await t.call('/user/verifyBankCard', { token, body: { bankCode: '011', accountNumber: '0000014579' } });
    expect(found.body.data).toEqual({ accountName: 'ADAEZE OKAFOR' });
    const missing = await t.call('/user/verifyBankCard', { token, body: { bankCode: '011', accountNumber: nuban('12') } });
    expect(missing.body.code).toBe(ERRORS.BANK_ACCOUNT_NOT_FOUND.code);
    expect(asked[0]).toBe('/bank/resolve?account_number=0000014579&bank_code=011');
  });
});
