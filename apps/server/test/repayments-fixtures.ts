import { expect } from 'vitest';
import { createSandboxCollections } from '../src/providers/collections/sandbox/sandbox-collections.ts';
import { HOUR, type TestApp } from './helper.ts';
import { MX_PERSONAL, WORK } from './application-fixtures.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { giveBureauConsent } from './bureau-fixtures.ts';

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
/**
 * A borrower holding ₦2,000 of credit: a loan paid in full on its due date and ₦2,000 more.
 * `credit()` reads it back as the borrower sees it.
 */
export async function borrowerWithCredit(t: TestApp) {
  const { token, orderNo, detail } = await disbursedLoan(t);
  t.clock.advance(91 * 24 * HOUR);
  await t.call('/sandbox/collections/pay', { token, body: { amount: detail.totalRepayable + 2_000_00 } });
  const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
  const credit = async () => ((await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { credit: number }).credit;
  return { userId, credit };
}

export async function signedPayment(t: TestApp, accountNumber: string, amount: number, currency = 'NGN') {
  let captured: { rawBody: string; headers: Record<string, string> } | undefined;
  const sandbox = createSandboxCollections({
    market: t.config.market, secretKey: t.config.secretKey, now: t.clock.now,
    deliver: async (rawBody, headers) => void (captured = { rawBody, headers }),
  });
  const payment = await sandbox.simulatePayment({ target: { kind: 'account', accountNumber }, amount, currency });
  if (!captured) throw new Error('the sandbox delivered nothing');
  return { ...captured, payment };
}

/**
 * A Mexican borrower's loan paid out to their CLABE (status 2), in a test app with MARKET=MX;
 * `who` gives another borrower (their personal form and CLABE; the holder is the form's name).
 */
export async function disbursedMexicanLoan(t: TestApp, mobile = '5512345678', who: { personal?: typeof MX_PERSONAL; clabe?: string } = {}) {
  const { personal = MX_PERSONAL, clabe = '032180000118359719' } = who;
  const token = await t.register(mobile);
  const { orderNo } = (await t.call('/loan/loan-order/apply-market', { token, body: {} })).body.data as { orderNo: string };
  const saved = await t.call('/user/saveBasicInfo-market', { token, body: personal });
  expect(saved.body.code, saved.text).toBe(0);
  const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
  await t.app.services.applicationSteps.markIdentityDone(userId);
  const work = {
    ...WORK, monthlySalary: 'mx15kTo25k', companyPhone: '33 1234 5678',
    emergencyContactName1: 'Luis Pérez', emergencyContactMobile1: '+52 33 1234 5678', emergencyContactName2: 'Ana López', emergencyContactMobile2: '3398765432',
  };
  await t.call('/user/saveAdditionInfo-market', { token, body: work });
  const answers = { q1: 'no', q2: 'no', q3: 'good', q4: 'kueski', q5: 'none', q6: 'none', q7: 'mxBelow10k', q8: '1', q9: '0', q10: '1', q11: '0' };
  await t.call('/user/save/questionnaire', { token, body: { answers } });
  const verifyCode = await t.sendCode(mobile, 'bankCard', { token });
  const holderName = [personal.firstName, personal.middleName, personal.lastName].filter((n) => n !== '').join(' ');
  const card = await t.call('/user/addBankCard', { token, body: { cardType: 'clabe', accountNumber: clabe, confirmAccountNumber: clabe, holderName, curp: personal.curp, verifyCode } });
  expect(card.body.code, card.text).toBe(0);
  await giveBureauConsent(t, token, orderNo);
  await t.call('/user/submit', { token, body: { orderNo } });
  await t.app.jobs.runDue();
  const offer = (await t.call('/loan/confirm/product-info', { token, body: { orderNo } })).body.data as { amount: number; tenure: number };
  const accepted = await t.call('/loan/get-money', { token, body: { orderNo, amount: String(offer.amount), tenure: String(offer.tenure), agreementAccepted: 'true' } });
  expect(accepted.body.code, accepted.text).toBe(0);
  await t.app.jobs.runDue();
  const detail = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
  expect(detail.body.code, detail.text).toBe(0);
  return { token, orderNo, detail: detail.body.data as { totalRepayable: number; outstanding: number; status: number } };
}
