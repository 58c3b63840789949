import { ERRORS, formatMoney, typedAmount } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR, useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

// Sessions outlive the loans these tests age to their due date.
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });

async function detailOf(token: string, orderNo: string) {
  const res = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as { status: number; paid: number; outstanding: number; credit: number; options: { channels: string[]; amountRule: { unit: number; minimum: number }; sandbox: boolean } };
}

async function countRows(table: string): Promise<number> {
  const rows = await t.database.db.execute<{ n: string }>(sql.raw(`SELECT count(*)::text AS n FROM ${table}`));
  return Number((rows as unknown as { rows?: { n: string }[] }).rows?.[0]?.n ?? (rows as unknown as { n: string }[])[0]?.n);
}

describe('the market’s channels (Nigeria, sandbox)', () => {
  it('are listed with the amount rule on the repayment detail, in the configured order', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    expect((await detailOf(token, orderNo)).options).toEqual({ channels: ['paystack_account', 'paystack_card', 'paystack_ussd'], amountRule: { unit: 100_00, minimum: 1_000_00 }, sandbox: true });
  });

  it('refuses a channel the market does not offer, with its own translated error', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    for (const [path, body] of [['/repay/monnify_reserved_account', {}], ['/repay/getStpClabe', {}], ['/repay/getOXXOReference', { orderNo, amount: '2000' }], ['/repay/flutterwave/repay-link', { orderNo, amount: '2000' }]] as const) {
      const res = await t.call(path, { token, body });
      expect(res.status, path).toBe(409);
      expect(res.body, path).toMatchObject({ code: ERRORS.CHANNEL_NOT_OFFERED.code, msg: 'This way to pay is not offered here, please choose another' });
    }
    const es = await t.call('/repay/monnify_reserved_account', { token, lang: 'es', body: {} });
    expect(es.body.msg).toBe('Este medio de pago no está disponible aquí, elija otro');
  });
});

describe('a card checkout', () => {
  it('refuses each bad amount at the amount field, saying what is wrong, in the borrower’s language, and records nothing', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    // The most: what is owed, rounded up to the next ₦100 (issue 19: ₦100,000,000 opened a checkout).
    const maximum = Math.ceil(detail.outstanding / 100_00) * 100_00;
    const cases: [string, string][] = [
      ['', 'Please enter the amount to repay'],
      ['1500.50', 'Please enter a whole amount, without decimals. Only the exact amounts shown to you may have them'],
      ['-2000', 'The amount cannot be negative. Please enter how much you want to pay'],
      ['abc', 'Please write the amount in figures only, for example 5000'],
      ['999', 'The minimum repayment is ₦1,000.00'],
      ['1050', 'The amount must be a multiple of ₦100.00'],
      ['100000000', `That is more than you owe. The most you can pay now is ${formatMoney(maximum, 'NGN', 'en')}`],
      [String(maximum / 100 + 100), `That is more than you owe. The most you can pay now is ${formatMoney(maximum, 'NGN', 'en')}`],
    ];
    for (const [amount, message] of cases) {
      const res = await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount } });
      expect(res.body.code, amount).toBe(ERRORS.VALIDATION_FAILED.code);
      expect(res.body.data, amount).toMatchObject({ fields: [{ field: 'amount', message }] });
    }
    const es = await t.call('/repay/paystack/authorization', { token, lang: 'es', body: { orderNo, amount: '999' } });
    expect(es.body.data).toMatchObject({ fields: [{ field: 'amount', message: expect.stringMatching(/^El pago mínimo es 1000,00\s₦$/) }] });
    expect(await countRows('repayment_references')).toBe(0);
  });

  it('is NOT_FOUND for an empty-looking, unknown or another borrower’s order', async () => {
    const { orderNo } = await disbursedLoan(t);
    const other = await disbursedLoan(t, { mobile: '08039876543', accountEnding: '34' });
    for (const body of [{ orderNo, amount: '2000' }, { orderNo: 'LL000000UNKNOWN0', amount: '2000' }]) {
      expect((await t.call('/repay/paystack/authorization', { token: other.token, body })).body.code).toBe(ERRORS.NOT_FOUND.code);
    }
    const empty = await t.call('/repay/paystack/authorization', { token: other.token, body: { orderNo: '  ', amount: '2000' } });
    expect(empty.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'orderNo', message: 'The order number cannot be empty' }] } });
  });

  it('returns to the cashier, is pending until paid, then paid once however often it is verified', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    const started = await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount: '2000' } });
    expect(started.body.code, started.text).toBe(0);
    const { url, reference, amount } = started.body.data as { url: string; reference: string; amount: number };
    expect(amount).toBe(2_000_00);
    expect(reference).toMatch(/^LL[0-9A-F]{24}$/);
    // The app routes by the URL's hash: the provider sends the borrower back to the cashier's.
    const back = new URL(url);
    expect(back.pathname).toBe('/');
    const [route, query] = back.hash.slice(1).split('?');
    expect(route).toBe('/repay/cashier');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ orderNo, checkout: reference });

    expect((await t.call('/repay/checkout/verify', { token, body: { reference } })).body.data).toEqual({ state: 'pending', orderNo, amount: 2_000_00 });
    const paid = await t.call('/sandbox/collections/pay-reference', { token, body: { reference } });
    expect(paid.body.code, paid.text).toBe(0);
    for (let i = 0; i < 3; i += 1) {
      expect((await t.call('/repay/checkout/verify', { token, body: { reference } })).body.data).toEqual({ state: 'paid', orderNo, amount: 2_000_00 });
    }
    expect(await detailOf(token, orderNo)).toMatchObject({ paid: 2_000_00, outstanding: detail.totalRepayable - 2_000_00 });
    expect(await countRows('incoming_payments')).toBe(1);
  });

  it('is verified for its own borrower only', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    const other = await disbursedLoan(t, { mobile: '08039876543', accountEnding: '34' });
    const { reference } = (await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount: '2000' } })).body.data as { reference: string };
    expect((await t.call('/repay/checkout/verify', { token: other.token, body: { reference } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call('/sandbox/collections/pay-reference', { token: other.token, body: { reference } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call('/repay/checkout/verify', { token, body: { reference: 'LL0000' } })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('takes the amounts the borrower is told to pay as typed, kobo and all, off the ₦100 steps (issue 19)', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    // ₦500 paid early into the account leaves an amount due with kobo, which the form prefills.
    t.clock.advance(HOUR);
    await t.call('/sandbox/collections/pay', { token, body: { amount: 500_00 } });
    const shown = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { dueNow: number; payoffNow: number; outstanding: number };
    expect(shown.dueNow % 100_00).not.toBe(0);
    for (const told of [shown.dueNow, shown.payoffNow, shown.outstanding]) {
      const res = await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount: typedAmount(told, 'NGN') } });
      expect(res.body.code, `${typedAmount(told, 'NGN')}: ${res.text}`).toBe(0);
      expect((res.body.data as { amount: number }).amount).toBe(told);
    }
  });

  it('paying off everything and a little more by card finishes the loan and keeps the rest as credit', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    // On the due date: nothing is left to waive, so the schedule's whole total is owed (ADR 013).
    t.clock.advance(91 * 24 * HOUR);
    // Whole hundreds of naira: what is owed rounded up to the next ₦100, the most a borrower may pay.
    const rounded = String(Math.ceil(detail.outstanding / 100_00) * 100);
    const { reference, amount } = (await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount: rounded } })).body.data as { reference: string; amount: number };
    await t.call('/sandbox/collections/pay-reference', { token, body: { reference } });
    expect(await detailOf(token, orderNo)).toMatchObject({ status: 4, outstanding: 0, credit: amount - detail.outstanding });
  });

  it('once the loan is finished, a new checkout is refused: nothing is owed', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    await t.call('/sandbox/collections/pay', { token, body: { amount: detail.totalRepayable } });
    const res = await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount: '2000' } });
    expect(res.body.code).toBe(ERRORS.NOT_REPAYABLE.code);
  });
});
