import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { addBankAccount, ANSWERS, PERSONAL, reachBankCardStep, startApplication, WORK } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { giveBureauConsent } from './bureau-fixtures.ts';

const t = useTestApp();

const latestStatus = async (token: string) => (await t.call('/loan/loan-order/latest', { token })).body.data.order?.status;

describe('the application steps', () => {
  it('drives latest through 6 → 12 → 11 → 17 → 5 → 1', async () => {
    const token = await t.register('08031234567');
    expect((await t.call('/loan/loan-order/latest', { token })).body.data).toEqual({ order: null });
    const started = await t.call('/loan/loan-order/apply-market', { token, body: {} });
    expect(started.body.data).toMatchObject({ status: 6, orderNo: expect.stringMatching(/^LL260302[2-9A-HJ-NP-Z]{8}$/) });
    expect(await latestStatus(token)).toBe(6);

    expect((await t.call('/user/saveBasicInfo-market', { token, body: PERSONAL })).body.data.status).toBe(12);
    expect(await latestStatus(token)).toBe(12);
    const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId;
    expect(await t.app.services.applicationSteps.markIdentityDone(userId)).toMatchObject({ ok: true, value: { status: 11 } });
    expect(await latestStatus(token)).toBe(11);
    expect((await t.call('/user/saveAdditionInfo-market', { token, body: WORK })).body.data.status).toBe(17);
    expect((await t.call('/user/save/questionnaire', { token, body: { answers: ANSWERS } })).body.data.status).toBe(5);
    expect((await addBankAccount(t, token)).body.data.status).toBe(5);
    // No consent to the bureau inquiry, nothing submitted (ADR 102).
    expect((await t.call('/user/submit', { token, body: { orderNo: started.body.data.orderNo } })).body.code).toBe(ERRORS.BUREAU_CONSENT_REQUIRED.code);
    await giveBureauConsent(t, token, started.body.data.orderNo);
    const submitted = await t.call('/user/submit', { token, body: { orderNo: started.body.data.orderNo } });
    expect(submitted.body.data).toEqual({ orderNo: started.body.data.orderNo, status: 1 });
    const latest = (await t.call('/loan/loan-order/latest', { token })).body.data.order;
    expect(latest).toMatchObject({ status: 1, submittedAt: '2026-03-02T09:00:00.000Z' });
  });

  it('accepts the older saveBasicInfo path with the same form', async () => {
    const { token } = await startApplication(t);
    expect((await t.call('/user/saveBasicInfo', { token, body: PERSONAL })).body.data.status).toBe(12);
  });

  it('refuses a step whose turn has not come', async () => {
    const { token } = await startApplication(t);
    for (const [path, body] of [
      ['/user/saveAdditionInfo-market', WORK],
      ['/user/save/questionnaire', { answers: ANSWERS }],
    ] as const) {
      const res = await t.call(path, { token, body });
      expect(res.body.code, path).toBe(ERRORS.STEP_OUT_OF_ORDER.code);
    }
    await t.call('/user/saveBasicInfo-market', { token, body: PERSONAL });
    expect((await t.call('/user/saveAdditionInfo-market', { token, body: WORK })).body.code).toBe(ERRORS.STEP_OUT_OF_ORDER.code);
    expect((await addBankAccount(t, token)).body.code).toBe(ERRORS.STEP_OUT_OF_ORDER.code);
  });

  it('refuses a step before any application is started', async () => {
    const token = await t.register('08031234567');
    expect((await t.call('/user/saveBasicInfo-market', { token, body: PERSONAL })).body.code).toBe(ERRORS.NO_OPEN_ORDER.code);
  });

  it('lets an earlier step be edited without moving the status back', async () => {
    const { token } = await reachBankCardStep(t);
    const edited = await t.call('/user/saveBasicInfo-market', { token, body: { ...PERSONAL, address: '7 Awolowo Road' } });
    expect(edited.body.data.status).toBe(5);
    const detail = (await t.call('/user/application/detail', { token })).body.data;
    expect(detail.personal.address).toBe('7 Awolowo Road');
    expect(detail.order.status).toBe(5);
  });

  it('changes nothing after submit', async () => {
    const { token, orderNo } = await reachBankCardStep(t);
    await addBankAccount(t, token);
    await giveBureauConsent(t, token, orderNo);
    await t.call('/user/submit', { token, body: { orderNo } });
    expect((await t.call('/user/saveBasicInfo-market', { token, body: PERSONAL })).body.code).toBe(ERRORS.ORDER_SUBMITTED.code);
  });

  it('will not submit without a bank account, nor before the bank-card step', async () => {
    const early = await startApplication(t, '08051112222');
    expect((await t.call('/user/submit', { token: early.token, body: { orderNo: early.orderNo } })).body.code).toBe(ERRORS.STEP_OUT_OF_ORDER.code);
    const { token, orderNo } = await reachBankCardStep(t);
    expect((await t.call('/user/submit', { token, body: { orderNo } })).body.code).toBe(ERRORS.BANK_ACCOUNT_REQUIRED.code);
  });
});

describe('one application at a time', () => {
  it('returns the draft already begun when apply-market is repeated, even at once', async () => {
    const token = await t.register('08031234567');
    const [a, b] = await Promise.all([
      t.call('/loan/loan-order/apply-market', { token, body: {} }),
      t.call('/loan/loan-order/apply-market', { token, body: {} }),
    ]);
    expect(a.body.data.orderNo).toBe(b.body.data.orderNo);
    await t.call('/user/saveBasicInfo-market', { token, body: PERSONAL });
    expect((await t.call('/loan/loan-order/apply-market', { token, body: {} })).body.data).toEqual({ orderNo: a.body.data.orderNo, status: 12 });
  });

  it('refuses a new application while a submitted one is under way', async () => {
    const { token, orderNo } = await reachBankCardStep(t);
    await addBankAccount(t, token);
    await giveBureauConsent(t, token, orderNo);
    await t.call('/user/submit', { token, body: { orderNo } });
    expect((await t.call('/loan/loan-order/apply-market', { token, body: {} })).body.code).toBe(ERRORS.ORDER_IN_PROGRESS.code);
  });

  it('submits once when submit is sent twice at once', async () => {
    const { token, orderNo } = await reachBankCardStep(t);
    await addBankAccount(t, token);
    await giveBureauConsent(t, token, orderNo);
    const [a, b] = await Promise.all([
      t.call('/user/submit', { token, body: { orderNo } }),
      t.call('/user/submit', { token, body: { orderNo } }),
    ]);
    expect(a.body.data).toEqual({ orderNo, status: 1 });
    expect(b.body.data).toEqual({ orderNo, status: 1 });
    const again = await t.call('/user/submit', { token, body: { orderNo } });
    expect(again.body.data).toEqual({ orderNo, status: 1 });
  });
});
