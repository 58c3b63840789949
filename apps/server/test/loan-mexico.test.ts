import { LENDERS } from '@lendline/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loanOrders } from '../src/db/schema.ts';
import { MX_PERSONAL, WORK } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { giveBureauConsent } from './bureau-fixtures.ts';

const t = useTestApp({ env: { MARKET: 'MX' } });
const MOBILE = '5512345678';
const CLABE = '032180000118359719';

beforeEach(async () => {
  await t.database.transaction((s) => s.exec('TRUNCATE jobs'));
});

const statusOf = async (orderNo: string) =>
  (await t.database.db.select({ status: loanOrders.status }).from(loanOrders).where(eq(loanOrders.orderNo, orderNo)))[0]!.status;

/** Runs what is due (assessment, payout, the sandbox's settle job and its webhook); returns the status. */
async function settle(orderNo: string) {
  await t.app.jobs.runDue();
  return statusOf(orderNo);
}

describe('a loan in Mexico, end to end', () => {
  it('is decided, offered in pesos with IVA on the fee, accepted in Spanish and paid out to the CLABE', async () => {
    const token = await t.register(MOBILE);
    const { orderNo } = (await t.call('/loan/loan-order/apply-market', { token, body: {} })).body.data;
    await t.call('/user/saveBasicInfo-market', { token, body: MX_PERSONAL });
    const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId;
    await t.app.services.applicationSteps.markIdentityDone(userId);
    const work = {
      ...WORK,
      monthlySalary: 'mx15kTo25k',
      companyPhone: '33 1234 5678',
      emergencyContactName1: 'Luis Pérez', emergencyContactMobile1: '+52 33 1234 5678',
      emergencyContactName2: 'Ana López', emergencyContactMobile2: '3398765432',
    };
    expect((await t.call('/user/saveAdditionInfo-market', { token, body: work })).body.data.status).toBe(17);
    const answers = { q1: 'no', q2: 'no', q3: 'good', q4: 'kueski', q5: 'none', q6: 'none', q7: 'mxBelow10k', q8: '1', q9: '0', q10: '1', q11: '0' };
    await t.call('/user/save/questionnaire', { token, body: { answers } });
    const verifyCode = await t.sendCode(MOBILE, 'bankCard', { token });
    const account = { cardType: 'clabe', accountNumber: CLABE, confirmAccountNumber: CLABE, holderName: 'Adaeze Okafor', curp: MX_PERSONAL.curp, verifyCode };
    expect((await t.call('/user/addBankCard', { token, body: account })).body.data.status).toBe(5);
    await giveBureauConsent(t, token, orderNo);
    expect((await t.call('/user/submit', { token, body: { orderNo } })).body.data.status).toBe(1);

    expect(await settle(orderNo)).toBe(14);
    const offer = (await t.call('/loan/confirm/product-info', { token, lang: 'es', body: { orderNo } })).body.data;
    expect(offer).toMatchObject({ productId: 'mx-efectivo', currency: 'MXN', creditLimit: 2_000_00, amount: 2_000_00 });
    const { figures } = offer;
    // IVA of 16% on the processing fee, deducted with it at payout.
    expect(figures.feeTax).toBe(Math.round((figures.processingFee * 16) / 100));
    expect(figures.disbursalAmount).toBe(figures.principal - figures.processingFee - figures.feeTax);
    // IVA of 16% on the interest too, repaid with it; the CAT (Banxico, without IVA) is disclosed (ADR 028).
    expect(figures.interestTax).toBe(Math.round((figures.interest * 16) / 100));
    expect(figures.totalRepayable).toBe(figures.principal + figures.interest + figures.interestTax);
    expect(figures.catPpm).toBeGreaterThan(0);

    const refused = await t.call('/loan/get-money', { token, lang: 'es', body: { orderNo, amount: String(offer.amount), tenure: String(offer.tenure), agreementAccepted: 'false' } });
    expect(refused.body.data.fields[0]).toEqual({ field: 'agreementAccepted', message: 'Acepte el contrato de préstamo' });
    const accepted = await t.call('/loan/get-money', { token, lang: 'es', body: { orderNo, amount: String(offer.amount), tenure: String(offer.tenure), agreementAccepted: 'true' } });
    expect(accepted.body.data.figures).toEqual(figures);

    expect(await settle(orderNo)).toBe(2);
    const agreement = (await t.call('/loan/loan-order/loanAgreement', { token, lang: 'es', body: { orderNo } })).body.data;
    expect(agreement.figures.totalRepayable).toBe(figures.totalRepayable);
    const text = JSON.stringify(agreement.sections);
    expect(text).toContain('Adaeze Okafor');
    expect(text).toContain('IVA sobre la comisión');
    expect(text).toContain('IVA sobre los intereses');
    expect(text).toContain('Costo Anual Total (CAT)');
    expect(text).not.toContain('APR');
    expect(text).toContain('Ley Federal de Protección de Datos Personales');
    // Mexico's own lender, as its terms name it (issue 19), never Nigeria's.
    expect(text).toContain(JSON.stringify(LENDERS.MX).slice(1, -1));
    expect(text).not.toContain(LENDERS.NG);
    // The ledger holds the disbursement in pesos, balanced.
    const rows = await t.database.db.execute(sql`
      SELECT t.currency, SUM(e.amount)::bigint AS total, COUNT(*)::int AS entries
      FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN loan_orders o ON o.id = t.order_id WHERE o.order_no = ${orderNo} GROUP BY t.currency`);
    const ledger = (rows as unknown as { rows?: Record<string, unknown>[] }).rows ?? (rows as unknown as Record<string, unknown>[]);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ currency: 'MXN' });
    expect(Number(ledger[0]!.total)).toBe(0);
    expect(Number(ledger[0]!.entries)).toBeGreaterThanOrEqual(6);
  });
});
