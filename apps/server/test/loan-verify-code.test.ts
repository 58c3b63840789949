import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { BORROWER } from './application-fixtures.ts';
import { HOUR, MINUTE, useTestApp } from './helper.ts';
import { approveOrder, submitApplication } from './loan-fixtures.ts';

const t = useTestApp();

/** An approved offer (14) whose borrower signed in `signedInHoursAgo` before the approval. */
async function offerOnOldSignIn(signedInHoursAgo: number) {
  const submitted = await submitApplication(t);
  t.clock.advance(signedInHoursAgo * HOUR);
  await approveOrder(t, submitted.orderId);
  return submitted;
}

const confirm = (token: string, orderNo: string, extra: Record<string, unknown> = {}) =>
  t.call('/loan/get-money', { token, body: { orderNo, amount: 10_000_00, tenure: 91, agreementAccepted: true, ...extra } });

async function proofFor(token: string, orderNo: string) {
  const code = await t.sendCode(BORROWER, 'loanAction', { token });
  const res = await t.call('/loan/validateVerifyCode', { token, body: { action: 'getMoney', orderNo, code } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as { proof: string; expiresIn: number };
}

describe('a fresh one-time code before confirming a loan on an old sign-in (ADR 048)', () => {
  it('is not asked on a sign-in of the last 24 hours', async () => {
    const { token, orderNo } = await offerOnOldSignIn(23);
    expect((await confirm(token, orderNo)).body.code).toBe(0);
  });

  it('is asked after 24 hours, and the proof of a code sent to the borrower’s own phone lets the loan be confirmed', async () => {
    const { token, orderNo } = await offerOnOldSignIn(25);
    const refused = await confirm(token, orderNo);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: ERRORS.VERIFY_CODE_REQUIRED.code, msg: 'For your security, please confirm with the code we send to your phone' });
    expect((await t.call('/loan/loan-order/latest', { token })).body.data.order.status).toBe(14);

    const { proof, expiresIn } = await proofFor(token, orderNo);
    expect(expiresIn).toBe(600);
    expect(proof).not.toMatch(/\b\d{6}\b(?!\.)/);
    const confirmed = await confirm(token, orderNo, { verifyProof: proof });
    expect(confirmed.body.code, confirmed.text).toBe(0);
    expect(confirmed.body.data.status).toBe(18);
    // The code appears in no log line but the sandbox SMS provider's own (sandbox mode only).
    const code = await t.latestCode(BORROWER);
    expect(t.logs.filter((line) => line.includes(code) && !line.includes('sandbox SMS (not sent; sandbox mode)'))).toEqual([]);
  });

  it('refuses a wrong code at the code, and a proof that is forged, expired or for another order', async () => {
    const { token, orderNo } = await offerOnOldSignIn(30);
    await t.sendCode(BORROWER, 'loanAction', { token });
    const wrong = await t.call('/loan/validateVerifyCode', { token, body: { action: 'getMoney', orderNo, code: '000000' } });
    const right = await t.latestCode(BORROWER);
    expect(wrong.body.code).toBe(right === '000000' ? 0 : ERRORS.CODE_INVALID.code);
    const { proof } = await proofFor(token, orderNo);

    const forged = `${proof.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await confirm(token, orderNo, { verifyProof: forged })).body.code).toBe(ERRORS.VERIFY_CODE_REQUIRED.code);
    const other = await proofFor(token, 'LL260302OTHERORD');
    expect((await confirm(token, orderNo, { verifyProof: other.proof })).body.code).toBe(ERRORS.VERIFY_CODE_REQUIRED.code);
    t.clock.advance(11 * MINUTE);
    expect((await confirm(token, orderNo, { verifyProof: proof })).body.code).toBe(ERRORS.VERIFY_CODE_REQUIRED.code);
  });

  it('sends the code only to the signed-in borrower’s own phone, and needs a session for it', async () => {
    const anonymous = await t.call('/security/getVerifyCode', { body: { mobile: BORROWER, type: 'loanAction' } });
    expect(anonymous.body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect((await t.call('/loan/validateVerifyCode', { body: { action: 'getMoney', orderNo: 'LL1', code: '123456' } })).status).toBe(401);
    const { token, orderNo } = await offerOnOldSignIn(25);
    await t.call('/security/getVerifyCode', { token, body: { mobile: '08039876543', type: 'loanAction' } });
    expect((await t.call('/sandbox/sms/latest', { body: { mobile: '08039876543' } })).body.code).not.toBe(0);
    const { proof } = await proofFor(token, orderNo);
    expect((await confirm(token, orderNo, { verifyProof: proof })).body.code).toBe(0);
  });

  it('still answers an expired offer and a repeat as before, without a code', async () => {
    const { token, orderNo } = await offerOnOldSignIn(25);
    t.clock.advance(24 * HOUR + MINUTE);
    expect((await confirm(token, orderNo)).body.code).toBe(ERRORS.OFFER_EXPIRED.code);
  });
});
