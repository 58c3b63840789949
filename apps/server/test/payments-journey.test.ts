import { describe, expect, it, vi } from 'vitest';
import { createLedgerService } from '../src/modules/ledger/ledger-service.ts';
import { bankBody, BORROWER, ownAccount } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';

/** The real app: loans, payments, ledger and the sandbox provider delivering its webhooks to us. */
const FAILING = ownAccount('56');
const t = useTestApp({ env: { SANDBOX_PAYOUT_FAIL_ACCOUNTS: FAILING } });

async function statusOf(token: string): Promise<number> {
  const res = await t.call('/loan/loan-order/latest', { token });
  return res.body.data?.order?.status as number;
}

/** Runs what is due: the payout job, then the sandbox's settle job, which posts its webhook to us. */
async function settled(token: string, status: number): Promise<void> {
  await t.app.jobs.runDue();
  expect(await statusOf(token)).toBe(status);
}

async function confirm(token: string, orderNo: string) {
  const offer = await t.call('/loan/confirm/product-info', { token, body: { orderNo } });
  const { amount, tenure } = offer.body.data as { amount: number; tenure: number };
  const res = await t.call('/loan/get-money', { token, body: { orderNo, amount, tenure, agreementAccepted: true } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data.figures as { principal: number; disbursalAmount: number; processingFee: number; feeTax: number; interest: number };
}

describe('payout journey through the real modules (sandbox provider)', () => {
  it('confirm -> 18 -> payout job -> webhook -> 2, the ledger carrying the confirmed figures', async () => {
    const { token, orderNo, orderId } = await approvedBorrower(t);
    const figures = await confirm(token, orderNo);
    expect(await statusOf(token)).toBe(18);
    await settled(token, 2);
    const ledger = createLedgerService({ db: t.database.db, now: t.clock.now });
    expect(await ledger.balances({ orderId })).toMatchObject({
      principal_receivable: figures.principal,
      provider_clearing: -figures.disbursalAmount,
      fee_income: -figures.processingFee,
      tax_payable: -figures.feeTax,
      interest_income: -figures.interest,
    });
  });

  it('a failed payout goes to 10; a new account and apply-market-again pay out', async () => {
    const { token, orderNo } = await approvedBorrower(t, { accountEnding: '56' });
    await confirm(token, orderNo);
    await settled(token, 10);

    const verifyCode = await t.sendCode(BORROWER, 'bankCard', { token });
    const updated = await t.call('/user/update-bankCard', { token, body: { ...bankBody(ownAccount('78')), verifyCode } });
    expect(updated.body).toMatchObject({ code: 0, data: { orderNo, status: 10 } });
    const again = await t.call('/loan/loan-order/apply-market-again', { token, body: { orderNo } });
    expect(again.body).toMatchObject({ code: 0, data: { orderNo, status: 18 } });
    await settled(token, 2);
  });

  it('delivers the sandbox webhook over real HTTP when the server listens', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { token, orderNo } = await approvedBorrower(t);
    await confirm(token, orderNo);
    await settled(token, 2);
    const webhookCalls = fetchSpy.mock.calls.filter(([url]) => String(url).includes('/webhooks/payout/sandbox'));
    fetchSpy.mockRestore();
    expect(webhookCalls).toHaveLength(1);
    expect(String(webhookCalls[0]?.[0])).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/webhooks\/payout\/sandbox$/);
  });
});
