import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MX_PERSONAL, WORK } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { refundMessages, refundStates, refundThroughFourEyes } from './refund-fixtures.ts';

/** A refund in pesos through the sandbox rail to the borrower's CLABE (ADR 085): the Mexican market's rail. */
const mx = useTestApp({ env: { MARKET: 'MX' } });

describe('refunds on the sandbox rail (Mexico)', () => {
  const MOBILE = '5512345679';
  const CLABE = '032180000118359719';

  it('sends pesos to the borrower’s CLABE', async () => {
    const token = await mx.register(MOBILE);
    await mx.call('/loan/loan-order/apply-market', { token, body: {} });
    await mx.call('/user/saveBasicInfo-market', { token, body: MX_PERSONAL });
    const userId = (await mx.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
    await mx.app.services.applicationSteps.markIdentityDone(userId);
    const work = { ...WORK, monthlySalary: 'mx15kTo25k', companyPhone: '33 1234 5678', emergencyContactName1: 'Luis Pérez', emergencyContactMobile1: '+52 33 1234 5678', emergencyContactName2: 'Ana López', emergencyContactMobile2: '3398765432' };
    await mx.call('/user/saveAdditionInfo-market', { token, body: work });
    const answers = { q1: 'no', q2: 'no', q3: 'good', q4: 'kueski', q5: 'none', q6: 'none', q7: 'mxBelow10k', q8: '1', q9: '0', q10: '1', q11: '0' };
    await mx.call('/user/save/questionnaire', { token, body: { answers } });
    const verifyCode = await mx.sendCode(MOBILE, 'bankCard', { token });
    const card = await mx.call('/user/addBankCard', { token, body: { cardType: 'clabe', accountNumber: CLABE, confirmAccountNumber: CLABE, holderName: 'Adaeze Okafor', curp: MX_PERSONAL.curp, verifyCode } });
    expect(card.body.code, card.text).toBe(0);
    const paid = await mx.call('/sandbox/collections/pay', { token, body: { amount: 800_00 } });
    expect(paid.body.code, paid.text).toBe(0);
    expect(await mx.app.services.borrowerCredit.creditBalance(userId)).toBe(800_00);

    await refundThroughFourEyes(mx, { userId, amount: 800_00, currency: 'MXN' });
    await mx.app.jobs.runDue();
    await mx.app.jobs.runDue();
    expect(await refundStates(mx, userId)).toEqual([{ state: 'success', failure_reason: null }]);
    const sent = ((await mx.database.db.execute(sql`SELECT account_number FROM sandbox_transfers WHERE reference LIKE 'll-refund-%'`)) as unknown as { rows: { account_number: string }[] }).rows;
    expect(sent).toEqual([{ account_number: CLABE }]);
    expect((await refundMessages(mx, token, 'es'))[0]).toMatchObject({ kind: 'refund_sent', title: 'Devolución enviada' });
  });
});
