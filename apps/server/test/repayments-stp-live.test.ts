import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STP_WEBHOOK_HEADER } from '../src/providers/payout/stp/stp-payout.ts';
import { T0, useTestApp } from './helper.ts';
import { disbursedMexicanLoan } from './repayments-fixtures.ts';
import { STP_COLLECTIONS_EMPRESA, startFakeStpCollections, type FakeStpCollections } from './fake-stp-collections.ts';

/**
 * Mexico's SPEI path end to end against a local stand-in of STP's conciliación: the borrower's
 * CLABE under our prefix, STP's abono notification with our shared secret, the deposit found in
 * the conciliación before it counts, and STP answered with its documented `confirmar`.
 */
const SECRET = 'stp-abono-secret-for-the-live-test-0123';
let fake: FakeStpCollections;
beforeAll(async () => {
  fake = await startFakeStpCollections();
  // T0 is Monday 2 March 2026, 03:00 in Mexico City: today's operation date.
  fake.currentDay = '20260302';
});
afterAll(() => fake.close());

const t = useTestApp({
  env: () => ({
    MARKET: 'MX', COLLECTIONS_SANDBOX: 'false', REPAY_CHANNELS: 'stp_clabe',
    STP_EMPRESA: STP_COLLECTIONS_EMPRESA, STP_CUENTA_ORDENANTE: '646180157000000004', STP_PRIVATE_KEY: fake.privateKeyPem, STP_PRIVATE_KEY_PASSPHRASE: fake.passphrase,
    STP_WEBHOOK_SECRET: SECRET, STP_COLLECTIONS_CLABE_PREFIX: '6461801570', STP_COLLECTIONS_ACCOUNT_NAME: 'LENDLINE MX SA DE CV', STP_CONCILIACION_URL: fake.url,
  }),
});

describe('STP, live', () => {
  it('credits a SPEI deposit to the borrower’s CLABE once it is in the conciliación, and answers confirmar', async () => {
    const { token, orderNo, detail } = await disbursedMexicanLoan(t);
    const clabe = (await t.call('/repay/getStpClabe', { token, body: {} })).body.data as { accountNumber: string; bankName: string; accountName: string };
    expect(clabe).toMatchObject({ accountNumber: expect.stringMatching(/^6461801570\d{8}$/), bankName: 'STP', accountName: 'LENDLINE MX SA DE CV' });

    const abono = {
      id: 1, fechaOperacion: '20260302', institucionOrdenante: '40012', institucionBeneficiaria: '90646', claveRastreo: 'MBAN01002603020001', monto: '800.50',
      nombreOrdenante: 'ADAEZE OKAFOR', cuentaOrdenante: '012180004567890125', nombreBeneficiario: 'ADAEZE OKAFOR', cuentaBeneficiario: clabe.accountNumber,
      conceptoPago: 'PAGO', referenciaNumerica: '1', empresa: STP_COLLECTIONS_EMPRESA, tsLiquidacion: T0.getTime(),
    };
    const send = (secret = SECRET) => t.app.inject({ method: 'POST', url: '/webhooks/collections/stp', headers: { 'content-type': 'application/json', [STP_WEBHOOK_HEADER]: secret }, payload: JSON.stringify(abono) });
    expect((await send('not-the-secret')).statusCode).toBe(401);

    fake.deposits.push({
      claveRastreo: abono.claveRastreo, fechaOperacion: 20260302, institucionContraparte: 40012, institucionOperante: 90646, cuentaBeneficiario: clabe.accountNumber,
      cuentaOrdenante: abono.cuentaOrdenante, nombreOrdenante: abono.nombreOrdenante, monto: 800.5, estado: 'LQ', tsLiquidacion: T0.getTime(), empresa: STP_COLLECTIONS_EMPRESA,
    });
    const answer = await send();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ mensaje: 'confirmar' });
    await send();
    const after = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data;
    expect(after).toMatchObject({ paid: 800_50, outstanding: detail.outstanding - 800_50 });
  });
});
