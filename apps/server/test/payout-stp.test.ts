import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centavosToPesos, toClaveRastreo, toRegisterResult, toTransferState } from '../src/providers/payout/stp/stp-fns.ts';
import { createStpPayoutProvider, STP_WEBHOOK_HEADER } from '../src/providers/payout/stp/stp-payout.ts';
import type { PayoutProvider, TransferRequest } from '../src/providers/payout/types.ts';
import { STP_ACCOUNTS, STP_EMPRESA, startFakeStp, type FakeStp } from './fake-stp.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

const WEBHOOK_SECRET = 'stp-callback-secret-0123456789abcdef';
let fake: FakeStp;
let provider: PayoutProvider;
beforeAll(async () => {
  fake = await startFakeStp();
  provider = createStpPayoutProvider(
    {
      baseUrl: fake.url,
      empresa: STP_EMPRESA,
      cuentaOrdenante: '646180110400000007',
      privateKey: fake.privateKeyPem,
      privateKeyPassphrase: fake.passphrase,
      webhookSecret: WEBHOOK_SECRET,
    },
    VENDOR_TIMEOUT_MS,
  );
});
afterAll(() => fake.close());

let n = 0;
function request(account: string, amount = 123_456): TransferRequest {
  n += 1;
  return {
    reference: `po-stp-${n}`,
    amount,
    currency: 'MXN',
    recipient: { bankCode: '40072', accountNumber: account, accountName: 'José Pérez Núñez', curp: 'PENJ800101HDFRXS09' },
    reason: 'Préstamo Lendline',
  };
}

describe('stp sendTransfer', () => {
  it('registers a signed order with pesos to two decimals and our reference as folioOrigen', async () => {
    const req = request(STP_ACCOUNTS.pending);
    expect(await provider.sendTransfer(req)).toEqual({ state: 'pending', providerReference: expect.stringMatching(/^\d+$/) });
    const body = fake.requests.at(-1)?.body;
    expect(body).toMatchObject({
      claveRastreo: toClaveRastreo(req.reference), folioOrigen: req.reference, monto: '1234.56', empresa: STP_EMPRESA,
      institucionContraparte: '40072', institucionOperante: '90646', tipoCuentaBeneficiario: '40', cuentaBeneficiario: STP_ACCOUNTS.pending,
      nombreBeneficiario: 'JOSE PEREZ NUNEZ', rfcCurpBeneficiario: 'PENJ800101HDFRXS09', conceptoPago: 'PRESTAMO LENDLINE',
      cuentaOrdenante: '646180110400000007', referenciaNumerica: expect.stringMatching(/^\d{7}$/),
    });
    expect(fake.orders.has(toClaveRastreo(req.reference))).toBe(true);
  });

  it('requeries on a duplicate claveRastreo instead of paying twice', async () => {
    const req = request(STP_ACCOUNTS.liquidated);
    await provider.sendTransfer(req);
    expect(await provider.sendTransfer(req)).toMatchObject({ state: 'success' });
    expect(fake.requests.at(-1)?.path).toBe('/ordenPago/consOrdEnvRastreo');
  });

  it('answers failed with STP’s description on a rejected order', async () => {
    fake.nextRegistra = { status: 200, json: { resultado: { id: -7, descripcionError: 'Cuenta de beneficiario invalida' } } };
    expect(await provider.sendTransfer(request(STP_ACCOUNTS.pending))).toEqual({ state: 'failed', reason: 'Cuenta de beneficiario invalida' });
  });

  it('answers unknown on a timeout and on a 5xx, and the requery finds what STP took', async () => {
    const req = request(STP_ACCOUNTS.pending);
    fake.nextRegistra = 'hang';
    expect(await provider.sendTransfer(req)).toEqual({ state: 'unknown', reason: 'registra: timeout' });
    expect(await provider.findTransfer(req.reference)).toMatchObject({ state: 'pending' });
    fake.nextRegistra = { status: 503, json: {} };
    expect(await provider.sendTransfer(request(STP_ACCOUNTS.pending))).toEqual({ state: 'unknown', reason: 'registra: HTTP 503' });
  });

  it('refuses another currency without calling STP', async () => {
    const sent = fake.requests.length;
    expect(await provider.sendTransfer({ ...request(STP_ACCOUNTS.pending), currency: 'NGN' })).toMatchObject({ state: 'failed' });
    expect(fake.requests.length).toBe(sent);
  });
});

describe('stp findTransfer', () => {
  it.each([
    [STP_ACCOUNTS.liquidated, { state: 'success' }],
    [STP_ACCOUNTS.cancelled, { state: 'failed', reason: 'Cancelada por el participante' }],
    [STP_ACCOUNTS.returned, { state: 'reversed', reason: 'Cuenta inexistente' }],
  ])('maps the state of an order to %s', async (account, expected) => {
    const req = request(account);
    await provider.sendTransfer(req);
    expect(await provider.findTransfer(req.reference)).toMatchObject({ ...expected, providerReference: expect.any(String) });
  });

  it('answers not_found for a claveRastreo STP never received', async () => {
    expect(await provider.findTransfer('po-never-sent')).toEqual({ state: 'not_found' });
  });
});

describe('stp readWebhook (cambioEstado)', () => {
  const body = (estado: string, extra: Record<string, unknown> = {}) =>
    Buffer.from(JSON.stringify({ id: 4000001, empresa: STP_EMPRESA, folioOrigen: 'po-stp-1', estado, causaDevolucion: null, ...extra }));
  const headers = { [STP_WEBHOOK_HEADER]: WEBHOOK_SECRET };

  it.each([
    ['Exito', { state: 'success' }],
    ['Liquidada', { state: 'success' }],
    ['Cancelada', { state: 'failed' }],
    ['Devuelta', { state: 'reversed', reason: 'Cuenta bloqueada' }],
  ])('maps estado %s', (estado, expected) => {
    expect(provider.readWebhook(body(estado, estado === 'Devuelta' ? { causaDevolucion: 'Cuenta bloqueada' } : {}), headers)).toEqual({
      reference: 'po-stp-1', providerReference: '4000001', ...expected,
    });
  });

  it('calls a missing or wrong shared secret forged', () => {
    expect(provider.readWebhook(body('Exito'), {})).toBe('forged');
    expect(provider.readWebhook(body('Exito'), { [STP_WEBHOOK_HEADER]: `${WEBHOOK_SECRET}x` })).toBe('forged');
  });

  it('ignores another company’s orders and states we do not act on', () => {
    expect(provider.readWebhook(body('Exito', { empresa: 'OTRA' }), headers)).toBe('ignored');
    expect(provider.readWebhook(body('Enviada'), headers)).toBe('ignored');
  });
});

describe('stp mappings (fixtures)', () => {
  it.each([
    [1, '0.01'], [99, '0.99'], [100, '1.00'], [123_456, '1234.56'], [500_000_00, '500000.00'], [9_007_199_254_740_991, '90071992547409.91'],
  ])('%i centavos -> "%s" pesos', (centavos, pesos) => {
    expect(centavosToPesos(centavos)).toBe(pesos);
  });

  it('refuses zero, negative and fractional amounts', () => {
    for (const bad of [0, -100, 10.5]) expect(() => centavosToPesos(bad)).toThrow('invalid payout amount');
  });

  it.each([['LQ', 'success'], ['TLQ', 'success'], ['CN', 'failed'], ['D', 'reversed'], ['Devolución', 'reversed'], ['A', 'pending'], ['PL', 'pending']])(
    'estado %s -> %s',
    (estado, state) => expect(toTransferState(estado)).toBe(state),
  );

  it('reads a 5xx, a duplicate and an unreadable answer', () => {
    expect(toRegisterResult(500, null)).toEqual({ state: 'unknown', reason: 'registra: HTTP 500' });
    expect(toRegisterResult(200, { resultado: { id: -1, descripcionError: 'Clave de rastreo duplicada' } })).toBe('duplicate');
    expect(toRegisterResult(200, 'garbage')).toEqual({ state: 'unknown', reason: 'registra: unreadable answer' });
  });
});
