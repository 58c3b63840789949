import { curpCheckDigit, ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { MX_PERSONAL, WORK } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { decisionOf, sqlRows, statusOf } from './underwriting-fixtures.ts';

const t = useTestApp({ env: { MARKET: 'MX' } });
const MOBILE = '5512345678';
const CLABE = '032180000118359719';
const ANSWERS = { q1: 'no', q2: 'no', q3: 'good', q4: 'kueski', q5: 'none', q6: 'none', q7: 'mxBelow10k', q8: '1', q9: '0', q10: '1', q11: '0' };

/** A CURP of someone born on 2005-12-31, whose 17th character (the homonym key) is `key`: the sandbox's case. */
function curpWith(key: string): string {
  const first17 = `GODE051231HJCMRN${key}`;
  return `${first17}${curpCheckDigit(first17)}`;
}

/** A Mexican borrower up to the review, born in 2005 with the CURP given. */
async function reachReview(curp: string) {
  const token = await t.register(MOBILE);
  const { orderNo } = (await t.call('/loan/loan-order/apply-market', { token, body: {} })).body.data;
  const personal = await t.call('/user/saveBasicInfo-market', { token, body: { ...MX_PERSONAL, inputBirthday: '2005-12-31', curp } });
  if (personal.body.code !== 0) throw new Error(personal.text);
  const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
  await t.app.services.applicationSteps.markIdentityDone(userId);
  const work = { ...WORK, monthlySalary: 'mx15kTo25k', companyPhone: '33 1234 5678', emergencyContactMobile1: '+52 33 1234 5678', emergencyContactMobile2: '3398765432' };
  await t.call('/user/saveAdditionInfo-market', { token, body: work });
  await t.call('/user/save/questionnaire', { token, body: { answers: ANSWERS } });
  const verifyCode = await t.sendCode(MOBILE, 'bankCard', { token });
  const card = await t.call('/user/addBankCard', { token, body: { cardType: 'clabe', accountNumber: CLABE, confirmAccountNumber: CLABE, holderName: 'Adaeze Okafor', curp, verifyCode } });
  if (card.body.code !== 0) throw new Error(card.text);
  const [order] = await sqlRows<{ id: string }>(t, 'SELECT id FROM loan_orders WHERE order_no = $1', [orderNo]);
  return { token, orderNo: orderNo as string, orderId: order!.id, userId };
}

describe('the authorisation NIP (MX)', () => {
  it('asks for the NIP sent by SMS, refuses a missing or wrong one at its field, and keeps the right one sealed', async () => {
    const { token, orderNo } = await reachReview(curpWith('D'));
    const state = await t.call('/bureau/consent', { token, body: { orderNo }, lang: 'es' });
    expect(state.body.data).toMatchObject({ needsNip: true, bureaus: ['Buró de pruebas'], consent: null });
    expect(state.body.data.text).toContain('consultamos su historial crediticio en Buró de pruebas');
    const body = { orderNo, textVersion: state.body.data.textVersion };

    const missing = await t.call('/bureau/consent/give', { token, body, lang: 'es' });
    expect(missing.body.data).toEqual({ fields: [{ field: 'nip', message: 'Escriba el NIP de autorización que le enviamos por SMS' }] });
    expect(missing.body.msg).toBe('Escriba el NIP de autorización que le enviamos por SMS');

    expect((await t.call('/security/getVerifyCode', { token, lang: 'es', body: { mobile: MOBILE, type: 'bureauNip' } })).body.code).toBe(0);
    // The SMS leaves after the answer: the sandbox's latest code waits for it to be sent.
    const nip = await t.latestCode(MOBILE);
    const [sms] = await sqlRows<{ text: string }>(t, 'SELECT text FROM sandbox_sms ORDER BY id DESC LIMIT 1');
    expect(sms!.text).toMatch(/^Lendline: su NIP \d{6} nos autoriza a consultar su historial en el buró de crédito/);
    const wrong = String((Number(nip) + 1) % 1_000_000).padStart(6, '0');
    const refused = await t.call('/bureau/consent/give', { token, body: { ...body, nip: wrong } });
    expect(refused.body.data).toEqual({ fields: [{ field: 'nip', message: 'Invalid verification code' }] });
    expect((await t.call('/user/submit', { token, body: { orderNo } })).body.code).toBe(ERRORS.BUREAU_CONSENT_REQUIRED.code);

    const given = await t.call('/bureau/consent/give', { token, body: { ...body, nip } });
    expect(given.body.data.consent).toMatchObject({ nipConfirmed: true, withdrawnAt: null });
    const [row] = await sqlRows<{ nip_sealed: string; nip_confirmed_at: Date }>(t, 'SELECT nip_sealed, nip_confirmed_at FROM bureau_consents');
    expect(row!.nip_sealed).toMatch(/^b1\.[0-9a-f]{8}\./);
    expect(row!.nip_sealed).not.toContain(nip);
    // The NIP is used up with the consent: typed again it is refused.
    await t.call('/bureau/consent/withdraw', { token, body: { orderNo } });
    expect((await t.call('/bureau/consent/give', { token, body: { ...body, nip } })).body.data).toEqual({ fields: [{ field: 'nip', message: 'Invalid verification code' }] });
  });

  it('a double tap with the NIP records one consent and neither tap is told the NIP is wrong', async () => {
    const { token, orderNo } = await reachReview(curpWith('A'));
    expect((await t.call('/security/getVerifyCode', { token, body: { mobile: MOBILE, type: 'bureauNip' } })).body.code).toBe(0);
    const state = await t.call('/bureau/consent', { token, body: { orderNo } });
    const body = { orderNo, textVersion: state.body.data.textVersion, nip: await t.latestCode(MOBILE) };
    const taps = await Promise.all([0, 1].map(() => t.call('/bureau/consent/give', { token, body })));
    for (const tap of taps) expect(tap.body.data?.consent).toMatchObject({ nipConfirmed: true, withdrawnAt: null });
    expect(await sqlRows(t, 'SELECT 1 FROM bureau_consents')).toHaveLength(1);
  });
});

describe('the inquiry in Mexico, by the CURP’s homonym key', () => {
  async function decided(key: string) {
    const a = await reachReview(curpWith(key));
    expect((await t.call('/security/getVerifyCode', { token: a.token, body: { mobile: MOBILE, type: 'bureauNip' } })).body.code).toBe(0);
    const state = await t.call('/bureau/consent', { token: a.token, body: { orderNo: a.orderNo } });
    const nip = await t.latestCode(MOBILE);
    expect((await t.call('/bureau/consent/give', { token: a.token, body: { orderNo: a.orderNo, textVersion: state.body.data.textVersion, nip } })).body.code).toBe(0);
    expect((await t.call('/user/submit', { token: a.token, body: { orderNo: a.orderNo } })).body.code).toBe(0);
    await t.app.jobs.runDue();
    return a;
  }

  it('D: delinquent, rejected, the rejection names the bureau', async () => {
    const a = await decided('D');
    expect(await statusOf(t, a.orderNo)).toBe(9);
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'reject', reasons: expect.arrayContaining(['BUREAU_DELINQUENT']) });
    const recommendation = await t.call('/app/isRejectRecommendation', { token: a.token, body: { orderNo: a.orderNo } });
    expect(recommendation.body.data.bureau).toEqual({ name: 'Buró de pruebas' });
  });

  it('P: a report on someone else is referred with BUREAU_IDENTITY_MISMATCH', async () => {
    const a = await decided('P');
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'refer', reasons: ['BUREAU_IDENTITY_MISMATCH'] });
  });

  it('A (any other letter): clean, approved', async () => {
    const a = await decided('A');
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'approve', reasons: ['SCORE_APPROVE_BAND'] });
    expect(await statusOf(t, a.orderNo)).toBe(14);
  });
});
