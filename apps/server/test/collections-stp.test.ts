import { createPrivateKey, createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { isValidClabe } from '@lendline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STP_WEBHOOK_HEADER } from '../src/providers/payout/stp/stp-payout.ts';
import { assignClabe, customerSerial } from '../src/providers/collections/stp/stp-clabe.ts';
import { stpAbonoAnswer, toConciliacionPage } from '../src/providers/collections/stp/stp-collections-fns.ts';
import { createStpCollections } from '../src/providers/collections/stp/stp-collections.ts';
import { operationDays } from '../src/providers/collections/stp/stp-dates.ts';
import type { StpCollectionsSettings } from '../src/providers/collections/stp/stp-collections-fns.ts';
import type { AssignAccountRequest, CollectionsProvider } from '../src/providers/collections/types.ts';
import { STP_COLLECTIONS_EMPRESA, startFakeStpCollections, type FakeStpCollections, type FakeStpDeposit } from './fake-stp-collections.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

const SECRET = 'stp-abono-secret-0123456789abcdef';
const PREFIX = '6461801570';
/** Tuesday 2026-11-24, 12:00 in Mexico City: today's operation date is 20261124. */
const NOW = new Date('2026-11-24T18:00:00Z');

let fake: FakeStpCollections;
let settings: StpCollectionsSettings;
let provider: CollectionsProvider;
beforeAll(async () => {
  fake = await startFakeStpCollections();
  fake.currentDay = '20261124';
  settings = {
    baseUrl: fake.url, conciliacionUrl: fake.url, empresa: STP_COLLECTIONS_EMPRESA, cuentaOrdenante: '646180157000000004',
    privateKey: fake.privateKeyPem, privateKeyPassphrase: fake.passphrase, webhookSecret: SECRET, clabePrefix: PREFIX, accountName: 'LENDLINE SA DE CV',
  };
  provider = createStpCollections(settings, VENDOR_TIMEOUT_MS, () => NOW);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.deposits.length = 0;
  fake.requests.length = 0;
});

let n = 0;
function deposit(overrides: Partial<FakeStpDeposit> = {}): FakeStpDeposit {
  n += 1;
  const d: FakeStpDeposit = {
    claveRastreo: `MBAN0100${String(n).padStart(6, '0')}`, fechaOperacion: 20261124, institucionContraparte: 40012, institucionOperante: 90646,
    cuentaBeneficiario: assignClabe(PREFIX, 'user-1'), cuentaOrdenante: '012180004567890125', nombreOrdenante: 'ANA LOPEZ', monto: 1234.56,
    estado: 'LQ', tsLiquidacion: Date.parse('2026-11-24T16:30:00Z'), empresa: STP_COLLECTIONS_EMPRESA, ...overrides,
  };
  fake.deposits.push(d);
  return d;
}
const borrower = (customerReference: string): AssignAccountRequest => ({ customerReference, firstName: 'Ana', lastName: 'López', email: 'ana@example.mx', phone: '525512345678' });

describe('stp assignAccount', () => {
  it('gives an 18-digit CLABE under the prefix with a valid check digit, the same every time, without calling STP', async () => {
    const first = await provider.assignAccount!(borrower('0b6f4c1e-8d1a-4c52-9a8e-3f1f7f2b9d10'));
    const again = await provider.assignAccount!(borrower('0b6f4c1e-8d1a-4c52-9a8e-3f1f7f2b9d10'));
    expect(first).toEqual({ ok: true, value: { accountNumber: expect.stringMatching(/^6461801570\d{8}$/), bankName: 'STP', accountName: 'LENDLINE SA DE CV' } });
    expect(again).toEqual(first);
    expect(first.ok && isValidClabe(first.value.accountNumber)).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('gives distinct borrowers distinct CLABEs', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const result = await provider.assignAccount!(borrower(`user-${i}`));
      if (result.ok) numbers.add(result.value.accountNumber);
    }
    expect(numbers.size).toBe(200);
  });

  it('matches a CLABE STP issued (646180157075068123) and uses a numeric reference as the serial itself', () => {
    expect(assignClabe(PREFIX, '7506812')).toBe('646180157075068123');
    expect(customerSerial('42', 7)).toBe('0000042');
    expect(assignClabe('6461801570123', '9')).toMatch(/^64618015701230009\d$/);
    expect(isValidClabe(assignClabe('6461801570123', 'a-uuid-or-anything'))).toBe(true);
  });

  it('refuses a prefix that is not STP’s or has the wrong length', () => {
    expect(() => createStpCollections({ ...settings, clabePrefix: '0121801570' })).toThrow('invalid STP CLABE prefix');
    expect(() => createStpCollections({ ...settings, clabePrefix: '64618015' })).toThrow('invalid STP CLABE prefix');
  });
});

describe('stp readNotification (abono)', () => {
  const abono = (overrides: Record<string, unknown> = {}) => ({
    id: 3191365, fechaOperacion: '20261124', institucionOrdenante: '40012', institucionBeneficiaria: '90646', claveRastreo: 'MBAN01002611240001',
    monto: '1234.56', nombreOrdenante: 'ANA LOPEZ', cuentaOrdenante: '012180004567890125', nombreBeneficiario: 'ANA LOPEZ',
    cuentaBeneficiario: '646180157075068123', conceptoPago: 'PAGO PRESTAMO', referenciaNumerica: '1234567', empresa: STP_COLLECTIONS_EMPRESA,
    tsLiquidacion: 1_795_545_000_000, ...overrides,
  });
  const read = (body: object, headers: Record<string, string> = { [STP_WEBHOOK_HEADER]: SECRET }) => provider.readNotification(Buffer.from(JSON.stringify(body)), headers);

  it('maps a deposit: date, sending bank and tracking key as reference, centavos, settlement instant, the CLABE paid', () => {
    expect(read(abono())).toEqual({
      kind: 'payment',
      payment: {
        providerReference: '20261124:40012:MBAN01002611240001', amount: 123_456, currency: 'MXN', paidAt: new Date(1_795_545_000_000).toISOString(),
        target: { kind: 'account', accountNumber: '646180157075068123' },
      },
    });
  });

  it.each([
    ['1234.56', 123_456], [1234.56, 123_456], [1234.5, 123_450], ['1234.5', 123_450], [0.1, 10], ['0.10', 10], [1.15, 115], [4500.55, 450_055], [0.29, 29], [100, 10_000],
  ])('converts monto %j to %i centavos exactly', (monto, centavos) => {
    const reading = read(abono({ monto }));
    expect(reading.kind === 'payment' && reading.payment.amount).toBe(centavos);
  });

  it('ignores a deposit whose amount is not exact pesos and centavos, or unreadable', () => {
    for (const monto of [0.1 + 0.2, '12.345', -5, '1e3', null]) expect(read(abono({ monto }))).toEqual({ kind: 'ignored' });
    expect(read(abono({ tsLiquidacion: undefined }))).toEqual({ kind: 'ignored' });
  });

  it('maps a deposit to a CLABE outside our prefix all the same (the caller holds it in suspense)', () => {
    const reading = read(abono({ cuentaBeneficiario: '012180004567890125' }));
    expect(reading.kind === 'payment' && reading.payment.target).toEqual({ kind: 'account', accountNumber: '012180004567890125' });
  });

  it('calls a missing, wrong or unconfigured shared secret forged', () => {
    expect(read(abono(), {})).toEqual({ kind: 'forged' });
    expect(read(abono(), { [STP_WEBHOOK_HEADER]: `${SECRET}x` })).toEqual({ kind: 'forged' });
    expect(read(abono(), { 'x-other-header': SECRET })).toEqual({ kind: 'forged' });
    const unconfigured = createStpCollections({ ...settings, webhookSecret: '' }, VENDOR_TIMEOUT_MS, () => NOW);
    expect(unconfigured.readNotification(Buffer.from(JSON.stringify(abono())), { [STP_WEBHOOK_HEADER]: '' })).toEqual({ kind: 'forged' });
  });

  it('ignores a body that is not a deposit', () => {
    expect(provider.readNotification(Buffer.from('not json'), { [STP_WEBHOOK_HEADER]: SECRET })).toEqual({ kind: 'ignored' });
    expect(read([abono()])).toEqual({ kind: 'ignored' });
  });

  it('answers STP with confirmar, or devolver and the cause', () => {
    expect(stpAbonoAnswer(true)).toEqual({ mensaje: 'confirmar' });
    expect(stpAbonoAnswer(false)).toEqual({ mensaje: 'devolver', id: 1 });
    expect(stpAbonoAnswer(false, 2)).toEqual({ mensaje: 'devolver', id: 2 });
  });
});

describe('stp listPayments (conciliación)', () => {
  it('sends a request signed with the company key over ||empresa|R|fecha||, today’s without a date', async () => {
    const today = deposit();
    const result = await provider.listPayments(new Date('2026-11-24T06:00:00Z'), new Date('2026-11-25T06:00:00Z'));
    expect(result).toEqual({ ok: true, value: [expect.objectContaining({ providerReference: `20261124:40012:${today.claveRastreo}`, amount: 123_456 })] });
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body;
    expect(body).toEqual({ empresa: STP_COLLECTIONS_EMPRESA, page: 0, tipoOrden: 'R', fechaOperacion: '', firma: expect.any(String) });
    const publicKey = createPublicKey(createPrivateKey({ key: fake.privateKeyPem, passphrase: fake.passphrase }));
    expect(createVerify('RSA-SHA256').update(`||${STP_COLLECTIONS_EMPRESA}|R|||`).verify(publicKey, String(body.firma), 'base64')).toBe(true);
  });

  it('asks each past operation date by date and keeps only deposits settled in [from, to)', async () => {
    const inside = deposit({ fechaOperacion: 20261119, tsLiquidacion: Date.parse('2026-11-19T15:00:00Z'), monto: 0.1 });
    deposit({ fechaOperacion: 20261119, tsLiquidacion: Date.parse('2026-11-19T05:59:59Z') });
    deposit({ fechaOperacion: 20261119, tsLiquidacion: Date.parse('2026-11-20T06:00:00Z') });
    deposit({ fechaOperacion: 20261119, tsLiquidacion: Date.parse('2026-11-19T16:00:00Z'), estado: 'D' });
    const result = await provider.listPayments(new Date('2026-11-19T06:00:00Z'), new Date('2026-11-20T06:00:00Z'));
    expect(result).toEqual({ ok: true, value: [expect.objectContaining({ providerReference: `20261119:40012:${inside.claveRastreo}`, amount: 10 })] });
    expect(fake.requests.map((r) => r.body.fechaOperacion)).toEqual(['20261119', '20261120', '20261121', '20261122', '20261123']);
  });

  it('finds a Saturday deposit under Monday’s operation date', async () => {
    const weekend = deposit({ fechaOperacion: 20261123, tsLiquidacion: Date.parse('2026-11-21T16:00:00Z') });
    const result = await provider.listPayments(new Date('2026-11-21T06:00:00Z'), new Date('2026-11-22T06:00:00Z'));
    expect(result.ok && result.value.map((p) => p.providerReference)).toEqual([`20261123:40012:${weekend.claveRastreo}`]);
    expect(fake.requests.map((r) => r.body.fechaOperacion)).toEqual(['20261121', '20261122', '20261123', '']);
  });

  it('reads every page of a busy day', async () => {
    for (let i = 0; i < 1001; i += 1) deposit({ fechaOperacion: 20261110, tsLiquidacion: Date.parse('2026-11-10T18:00:00Z') });
    const result = await provider.listPayments(new Date('2026-11-10T06:00:00Z'), new Date('2026-11-11T06:00:00Z'));
    expect(result.ok && result.value).toHaveLength(1001);
    expect(fake.requests.filter((r) => r.body.fechaOperacion === '20261110').map((r) => r.body.page)).toEqual([0, 1]);
  });

  it('answers refused when STP rejects our signature, unavailable on a 5xx or a timeout', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const wrongKey = createStpCollections({ ...settings, privateKey, privateKeyPassphrase: '' }, VENDOR_TIMEOUT_MS, () => NOW);
    const day = [new Date('2026-11-24T06:00:00Z'), new Date('2026-11-25T06:00:00Z')] as const;
    expect(await wrongKey.listPayments(...day)).toEqual({ ok: false, reason: 'refused', detail: 'conciliacion: Firma invalida' });
    fake.nextAnswer = { status: 503, json: {} };
    expect(await provider.listPayments(...day)).toEqual({ ok: false, reason: 'unavailable', detail: 'conciliacion: HTTP 503' });
    fake.nextAnswer = 'hang';
    expect(await provider.listPayments(...day)).toEqual({ ok: false, reason: 'unavailable', detail: 'conciliacion: timeout' });
  });
});

describe('stp confirmPayment', () => {
  it('finds a past deposit in its operation date’s conciliación, with STP’s figures', async () => {
    const past = deposit({ fechaOperacion: 20261120, monto: 4500.55, tsLiquidacion: Date.parse('2026-11-20T17:00:00Z') });
    expect(await provider.confirmPayment(`20261120:40012:${past.claveRastreo}`)).toEqual({
      state: 'paid',
      payment: { providerReference: `20261120:40012:${past.claveRastreo}`, amount: 450_055, currency: 'MXN', paidAt: '2026-11-20T17:00:00.000Z', target: { kind: 'account', accountNumber: past.cuentaBeneficiario } },
    });
    expect(fake.requests.at(-1)?.body.fechaOperacion).toBe('20261120');
  });

  it('asks today’s deposits without a date', async () => {
    const today = deposit();
    expect(await provider.confirmPayment(`20261124:40012:${today.claveRastreo}`)).toMatchObject({ state: 'paid' });
    expect(fake.requests.at(-1)?.body.fechaOperacion).toBe('');
  });

  it('answers not_paid for a deposit STP does not list, another bank’s key, or a reference that is not STP’s', async () => {
    const other = deposit();
    expect(await provider.confirmPayment('20261124:40012:NEVERSENT01')).toEqual({ state: 'not_paid' });
    expect(await provider.confirmPayment(`20261124:40002:${other.claveRastreo}`)).toEqual({ state: 'not_paid' });
    expect(await provider.confirmPayment('ord_2u1234')).toEqual({ state: 'not_paid' });
  });

  it('answers unknown when STP cannot say', async () => {
    fake.nextAnswer = { status: 500, json: {} };
    expect(await provider.confirmPayment('20261124:40012:ANY1')).toEqual({ state: 'unknown', reason: 'conciliacion: HTTP 500' });
    fake.nextAnswer = 'hang';
    expect(await provider.confirmPayment('20261124:40012:ANY1')).toEqual({ state: 'unknown', reason: 'conciliacion: timeout' });
  });
});

describe('stp mappings (fixtures)', () => {
  it('reads an empty day, an unreadable answer and a page', () => {
    expect(toConciliacionPage(200, { estado: 6, mensaje: 'No se encontraron datos relacionados' })).toEqual({ deposits: [], total: 0 });
    expect(toConciliacionPage(200, 'garbage')).toEqual({ ok: false, reason: 'unavailable', detail: 'conciliacion: unreadable answer' });
    expect(toConciliacionPage(200, { datos: [null, { claveRastreo: 'X1', fechaOperacion: 20261124, institucionContraparte: 40012, monto: 1.2, tsLiquidacion: 1, cuentaBeneficiario: '646180157075068123' }], total: 2 }))
      .toEqual({ deposits: [expect.objectContaining({ providerReference: '20261124:40012:X1', amount: 120 })], total: 2 });
  });

  it('lists the operation dates of a window, never past today', () => {
    expect(operationDays(new Date('2026-11-24T06:00:00Z'), new Date('2026-11-24T07:00:00Z'), NOW)).toEqual(['20261124']);
    expect(operationDays(new Date('2026-11-18T05:00:00Z'), new Date('2026-11-18T07:00:00Z'), NOW)).toEqual(['20261117', '20261118', '20261119', '20261120', '20261121', '20261122']);
  });
});
