import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { addBankAccount, OTHER_BORROWER, PERSONAL, reachBankCardStep, startApplication } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp();
const NOT_FOUND = ERRORS.NOT_FOUND.code;

describe("another borrower's application", () => {
  it.each(['/user/submit', '/time/upload/enable', '/time/upload/uploadStatus', '/time/upload/report'])('%s answers NOT_FOUND for their orderNo', async (path) => {
    const mine = await reachBankCardStep(t);
    await addBankAccount(t, mine.token);
    const other = await startApplication(t, OTHER_BORROWER);
    const res = await t.call(path, { token: other.token, body: { orderNo: mine.orderNo, ...(path.endsWith('report') ? { flags: {} } : {}) } });
    expect(res.body.code).toBe(NOT_FOUND);
    expect(res.text).not.toContain(mine.orderNo);
    // And it changed nothing: the owner's order is still waiting to be submitted.
    expect((await t.call('/loan/loan-order/latest', { token: mine.token })).body.data.order.status).toBe(5);
  });

  it('is never in latest or detail', async () => {
    const mine = await startApplication(t);
    await t.call('/user/saveBasicInfo-market', { token: mine.token, body: PERSONAL });
    const otherToken = await t.register(OTHER_BORROWER);
    expect((await t.call('/loan/loan-order/latest', { token: otherToken })).body.data).toEqual({ order: null });
    const detail = (await t.call('/user/application/detail', { token: otherToken })).body.data;
    expect(detail).toEqual({ order: null, personal: null, work: null, questionnaire: null, bankAccount: null });
  });

  it('needs a session on every application call', async () => {
    for (const path of ['/loan/loan-order/apply-market', '/loan/loan-order/latest', '/user/application/detail', '/user/submit']) {
      expect((await t.call(path, { body: { orderNo: 'LL1' } })).body.code, path).toBe(ERRORS.NOT_LOGGED_IN.code);
    }
  });
});

describe('the data-collection step, disabled by default', () => {
  it('says it is off and that nothing is missing', async () => {
    const { token, orderNo } = await startApplication(t);
    expect((await t.call('/time/upload/enable', { token, body: { orderNo } })).body.data).toEqual({ enableTimeSdk: false });
    const flags = (await t.call('/time/upload/uploadStatus', { token, body: { orderNo } })).body.data;
    expect(flags).toEqual({ appList: true, sms: true, exif: true, device: true, contact: true, location: true });
  });
});

describe('the review detail', () => {
  it('returns what was saved with the account number and BVN masked', async () => {
    const { token } = await reachBankCardStep(t);
    await addBankAccount(t, token);
    const res = await t.call('/user/application/detail', { token });
    const { bankAccount, personal, questionnaire } = res.body.data;
    expect(personal.firstName).toBe('Adaeze');
    expect(questionnaire.q3).toBe('good');
    expect(bankAccount).toMatchObject({ bankCode: '011', bankName: 'First Bank of Nigeria', bvn: '*********78' });
    expect(bankAccount.accountNumber).toMatch(/^\*{6}\d{4}$/);
    expect(res.text).not.toContain('22212345678');
  });
});
