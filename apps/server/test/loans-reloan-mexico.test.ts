import { OrderStatus } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { MX_PERSONAL, WORK } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { disbursedMexicanLoan } from './repayments-fixtures.ts';
import { giveBureauConsent } from './bureau-fixtures.ts';

const t = useTestApp({ env: { MARKET: 'MX' } });

const MX_WORK = {
  ...WORK, monthlySalary: 'mx15kTo25k', companyPhone: '33 1234 5678',
  emergencyContactName1: 'Luis Pérez', emergencyContactMobile1: '+52 33 1234 5678', emergencyContactName2: 'Ana López', emergencyContactMobile2: '3398765432',
};
const MX_ANSWERS = { q1: 'no', q2: 'no', q3: 'good', q4: 'kueski', q5: 'none', q6: 'none', q7: 'mxBelow10k', q8: '1', q9: '0', q10: '1', q11: '0' };

describe('a finished loan in Mexico, whose product has no reloan rate', () => {
  it('raises the limit; the next application is approved on it at the standard rate, not as a reloan', async () => {
    const { token, orderNo, detail } = await disbursedMexicanLoan(t);
    const firstRate = (await t.call('/loan/confirm/product-info', { token, body: { orderNo } })).body.data.figures.dailyInterestPpm as number;
    await t.call('/sandbox/collections/pay', { token, body: { amount: detail.totalRepayable, channel: 'stp_clabe' } });
    expect((await t.call('/loan/get-credit-info', { token })).body.data).toMatchObject({
      currency: 'MXN', onTimeRepayments: 1, tierLimit: 5_000_00, reloanEligible: true, reloanDailyInterestPpm: null,
    });

    const again = await t.call('/loan/loan-order/apply-market-again', { token, body: { orderNo } });
    expect(again.body.code, again.text).toBe(0);
    const next = again.body.data.orderNo as string;
    // The fixture leaves no identity check on file (it stands in for the kyc module): from the personal details.
    expect(again.body.data.status).toBe(OrderStatus.BasicInfo);
    await t.call('/user/saveBasicInfo-market', { token, body: MX_PERSONAL });
    const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
    await t.app.services.applicationSteps.markIdentityDone(userId);
    await t.call('/user/saveAdditionInfo-market', { token, body: MX_WORK });
    await t.call('/user/save/questionnaire', { token, body: { answers: MX_ANSWERS } });
    // Three codes already went to this phone in the last 15 minutes (sign-up, bank card, the first NIP): the send limit waits.
    t.clock.advance(15 * 60_000);
    await giveBureauConsent(t, token, next);
    expect((await t.call('/user/submit', { token, body: { orderNo: next } })).body.data).toEqual({ orderNo: next, status: OrderStatus.Applying });
    await t.app.jobs.runDue();

    const offer = (await t.call('/loan/confirm/product-info', { token, body: { orderNo: next } })).body.data;
    expect(offer).toMatchObject({ status: OrderStatus.Confirm, creditLimit: 5_000_00, reloan: false });
    expect(offer.figures.dailyInterestPpm).toBe(firstRate);
  });
});
