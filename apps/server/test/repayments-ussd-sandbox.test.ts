import { addCalendarDays, ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { isGsm7, smsPages } from '../src/modules/reminders/sms-encoding.ts';
import { useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { borrowerMessages, loanView, setMarketTime } from './reminders-fixtures.ts';

/**
 * USSD in the sandbox (issue 24, ADR 104): a deterministic code carrying our reference, paid by
 * "simulate payment" like any reference. And the reminder SMS carries the borrower's USSD code (issue 24, ADR 104): the newest one of the
 * week not paid yet, with the amount it pays, so a phone without data can still pay.
 */
const t = useTestApp({ env: { PUBLIC_URL: 'https://app.lendline.test', SESSION_TTL_HOURS: '8784', REPAY_CHANNELS: 'paystack_account,paystack_card,paystack_ussd' } });

async function dueSoonLoan(mobile?: string) {
  const { token, orderNo } = await disbursedLoan(t, mobile ? { mobile, accountEnding: mobile.slice(-2) } : {});
  const dueDate = (await loanView(t, token, orderNo)).phases[0]!.dueDate;
  return { token, orderNo, soon: addCalendarDays(dueDate, -3) };
}

describe('USSD in the sandbox', () => {
  it('gives a code carrying the reference, the same for the same attempt, which "simulate payment" pays once', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const before = await loanView(t, token, orderNo);
    const ask = () => t.call('/repay/paystack/ussd', { token, body: { orderNo, amount: '2500', bank: '822', attempt: 'attempt-sandbox-1' } });
    const code = (await ask()).body.data as { ussdCode: string; reference: string; amount: number };
    expect(code).toMatchObject({ ussdCode: `*822*000*${code.reference}#`, amount: 2_500_00 });
    expect((await ask()).body.data).toEqual(code);
    expect((await t.call('/sandbox/collections/pay-reference', { token, body: { reference: code.reference } })).body).toMatchObject({ code: 0, data: { amount: 2_500_00 } });
    expect((await loanView(t, token, orderNo)).outstanding).toBe(before.outstanding - 2_500_00);
    // Pressed again: told it is paid, nothing recorded twice.
    const again = await t.call('/sandbox/collections/pay-reference', { token, body: { reference: code.reference } });
    expect(again.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'reference', message: 'This payment reference is already paid' }] } });
    expect((await loanView(t, token, orderNo)).outstanding).toBe(before.outstanding - 2_500_00);
  });
});

describe('the reminder SMS and the USSD code', () => {
  it('repeats the latest unpaid code of the week, with its amount, within two pages', async () => {
    const { token, orderNo, soon } = await dueSoonLoan();
    // A code from weeks before is not repeated: Paystack documents no lifetime for one.
    await t.call('/repay/paystack/ussd', { token, body: { orderNo, amount: '1000', bank: '919', attempt: 'attempt-old-1' } });
    setMarketTime(t, addCalendarDays(soon, -2), 10);
    const made = await t.call('/repay/paystack/ussd', { token, body: { orderNo, amount: '2000', bank: '737', attempt: 'attempt-new-1' } });
    const { ussdCode } = made.body.data as { ussdCode: string };
    expect(ussdCode).toMatch(/^\*737\*000\*8\d{17}#$/);
    setMarketTime(t, soon, 8);
    await t.app.jobs.runDue();
    const [sms] = await borrowerMessages(t);
    expect(sms!.text).toMatch(/ in 3 days\. Pay in the app or here: https:\/\/app\.lendline\.test\/r\/[\w-]{40} No data\? Dial (\S+) to pay NGN 2,000\.00\.$/);
    expect(sms!.text).toContain(`Dial ${ussdCode} to pay`);
    expect(isGsm7(sms!.text)).toBe(true);
    expect(smsPages(sms!.text)).toBeLessThanOrEqual(2);
  });

  it('leaves the code out once it is paid, and when there is none', async () => {
    const { token, orderNo, soon } = await dueSoonLoan();
    const other = await dueSoonLoan('08031234599');
    expect(other.soon).toBe(soon);
    setMarketTime(t, addCalendarDays(soon, -1), 10);
    const made = (await t.call('/repay/paystack/ussd', { token, body: { orderNo, amount: '1000', bank: '966', attempt: 'attempt-paid-1' } })).body.data as { reference: string };
    expect((await t.call('/sandbox/collections/pay-reference', { token, body: { reference: made.reference } })).body.code).toBe(0);
    setMarketTime(t, soon, 8);
    await t.app.jobs.runDue();
    const reminders = (await borrowerMessages(t)).filter((m) => m.text.includes('in 3 days'));
    expect(reminders).toHaveLength(2);
    for (const m of reminders) expect(m.text).not.toContain('Dial');
  });
});
