import { expect } from 'vitest';
import { createSandboxCollections } from '../src/providers/collections/sandbox/sandbox-collections.ts';
import type { TestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';

/** A borrower whose loan was paid out (status 2): approve, confirm the default offer, run the payout. */
export async function disbursedLoan(t: TestApp, options: { mobile?: string; accountEnding?: string } = {}) {
  const { token, orderNo, orderId } = await approvedBorrower(t, options);
  const offer = await t.call('/loan/confirm/product-info', { token, body: { orderNo } });
  const { amount, tenure } = offer.body.data as { amount: number; tenure: number };
  const confirmed = await t.call('/loan/get-money', { token, body: { orderNo, amount, tenure, agreementAccepted: true } });
  expect(confirmed.body.code, confirmed.text).toBe(0);
  await t.app.jobs.runDue();
  const detail = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
  expect(detail.body.code, detail.text).toBe(0);
  return { token, orderNo, orderId, detail: detail.body.data as { totalRepayable: number; outstanding: number; status: number } };
}

/**
 * A payment notification exactly as the sandbox provider signs it, captured instead of
 * delivered, so a test can send it as often, and from as many instances, as it likes.
 */
export async function signedPayment(t: TestApp, accountNumber: string, amount: number, currency = 'NGN') {
  let captured: { rawBody: string; headers: Record<string, string> } | undefined;
  const sandbox = createSandboxCollections({
    market: t.config.market, secretKey: t.config.secretKey, now: t.clock.now,
    deliver: async (rawBody, headers) => void (captured = { rawBody, headers }),
  });
  const payment = await sandbox.simulatePayment({ accountNumber, amount, currency });
  if (!captured) throw new Error('the sandbox delivered nothing');
  return { ...captured, payment };
}
