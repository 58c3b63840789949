import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { HOUR, useTestApp } from './helper.ts';
import { disbursedMexicanLoan } from './repayments-fixtures.ts';

// Sessions outlive the loans these tests age to their due date.
const t = useTestApp({ env: { MARKET: 'MX', SESSION_TTL_HOURS: '8784' } });

async function detailOf(token: string, orderNo: string) {
  const res = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as { status: number; paid: number; outstanding: number; credit: number; options: { channels: string[]; amountRule: { unit: number; minimum: number }; sandbox: boolean } };
}

describe('repaying in Mexico (sandbox)', () => {
  it('offers the CLABE and OXXO, in that order, with $10 steps from $1,000 (or what is owed, when less)', async () => {
    const { token, orderNo, detail } = await disbursedMexicanLoan(t);
    expect((await detailOf(token, orderNo)).options).toEqual({ channels: ['stp_clabe', 'oxxo'], amountRule: { unit: 10_00, minimum: Math.min(1_000_00, detail.outstanding) }, sandbox: true });
  });

  it('gives the borrower one CLABE, kept; a SPEI deposit to it lowers the balance at once', async () => {
    const { token, orderNo, detail } = await disbursedMexicanLoan(t);
    const clabe = await t.call('/repay/getStpClabe', { token, lang: 'es', body: {} });
    expect(clabe.body).toMatchObject({ code: 0, data: { accountNumber: expect.stringMatching(/^\d{18}$/) } });
    expect((await t.call('/repay/getStpClabe', { token, body: {} })).body.data).toEqual(clabe.body.data);
    const paid = await t.call('/sandbox/collections/pay', { token, body: { amount: 500_00, channel: 'stp_clabe' } });
    expect(paid.body).toMatchObject({ code: 0, data: { paidTo: clabe.body.data.accountNumber, amount: 500_00 } });
    expect(await detailOf(token, orderNo)).toMatchObject({ paid: 500_00, outstanding: detail.outstanding - 500_00 });
  });

  it('makes an OXXO reference for a typed amount, valid for three days, payable once', async () => {
    const { token, orderNo, detail } = await disbursedMexicanLoan(t);
    // On the due date: nothing is left to waive, so the schedule's whole total is owed (ADR 013).
    t.clock.advance(365 * 24 * HOUR);
    // Exactly what is owed, centavos and all, as the borrower sees it.
    const owed = `${Math.floor(detail.outstanding / 100)}.${String(detail.outstanding % 100).padStart(2, '0')}`;
    const made = await t.call('/repay/getOXXOReference', { token, lang: 'es', body: { orderNo, amount: owed } });
    expect(made.body.code, made.text).toBe(0);
    const cash = made.body.data as { reference: string; amount: number; currency: string; expiresAt: string; barcodeUrl: string | null };
    expect(cash).toMatchObject({ reference: expect.stringMatching(/^\d{16}$/), amount: detail.outstanding, currency: 'MXN', expiresAt: new Date(t.clock.now().getTime() + 72 * HOUR).toISOString() });
    const paid = await t.call('/sandbox/collections/pay-reference', { token, body: { reference: cash.reference } });
    expect(paid.body).toMatchObject({ code: 0, data: { paidTo: cash.reference, amount: detail.outstanding } });
    // A reference pays once: a second till refuses it, as OXXO's does.
    const again = await t.call('/sandbox/collections/pay-reference', { token, body: { reference: cash.reference } });
    expect(again.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'reference', message: 'This payment reference is already paid' }] } });
    expect(await detailOf(token, orderNo)).toMatchObject({ status: 4, outstanding: 0, credit: 0 });
  });

  it('refuses bad amounts in Spanish at the field', async () => {
    const { token, orderNo } = await disbursedMexicanLoan(t);
    const res = await t.call('/repay/getOXXOReference', { token, lang: 'es', body: { orderNo, amount: '1005' } });
    expect(res.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'amount', message: expect.stringMatching(/^El monto debe ser múltiplo de .*10\.00$/) }] } });
  });

  it('refuses to pay an expired OXXO reference, as the store’s till does, and asks for a new one', async () => {
    const { token, orderNo } = await disbursedMexicanLoan(t);
    const cash = (await t.call('/repay/getOXXOReference', { token, body: { orderNo, amount: '1000' } })).body.data as { reference: string };
    t.clock.advance(72 * HOUR);
    const res = await t.call('/sandbox/collections/pay-reference', { token, lang: 'es', body: { reference: cash.reference } });
    expect(res.body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'reference', message: 'Esta referencia de pago venció, pida una nueva' }] } });
    expect((await detailOf(token, orderNo)).paid).toBe(0);
  });

  it('does not offer Nigeria’s channels', async () => {
    const { token, orderNo } = await disbursedMexicanLoan(t);
    expect((await t.call('/repay/dedicated_account/create', { token, body: {} })).body.code).toBe(ERRORS.CHANNEL_NOT_OFFERED.code);
    expect((await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount: '1000' } })).body.code).toBe(ERRORS.CHANNEL_NOT_OFFERED.code);
  });
});
