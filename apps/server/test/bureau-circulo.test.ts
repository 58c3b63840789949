import { generateKeyPairSync, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCirculoBureau } from '../src/providers/bureau/circulo/circulo-bureau.ts';
import type { BureauProvider } from '../src/providers/bureau/types.ts';
import { inquiry } from './fake-bureau-subjects.ts';
import { FAKE_CIRCULO, MX_CURP, MX_SUBJECT, startFakeCirculo, type FakeCirculo } from './fake-circulo.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const lender = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
const pemOf = (key: typeof lender.privateKey) => key.export({ type: 'pkcs8', format: 'pem' }).toString();
let fake: FakeCirculo;
const bureau = (overrides: { privateKey?: string; certificate?: string; apiKey?: string } = {}): BureauProvider =>
  createCirculoBureau({
    baseUrl: fake.url, ...FAKE_CIRCULO, privateKey: pemOf(lender.privateKey), certificate: fake.publicKeyPem,
    timeoutMs: VENDOR_TIMEOUT_MS, now: () => NOW, ...overrides,
  });
const ask = (provider: BureauProvider, curp: string) => provider.inquire(inquiry(MX_SUBJECT, curp));

beforeAll(async () => {
  fake = await startFakeCirculo(lender.publicKey);
});
afterAll(() => fake.close());

describe('Círculo de Crédito (RCC con FICO Score)', () => {
  it('signs the persona, verifies the signed answer and reduces créditos to our report, in centavos', async () => {
    expect(await ask(bureau(), MX_CURP.clean)).toEqual({
      ok: true,
      report: {
        bureau: 'circulo', bureauReference: '1234567', found: true,
        subject: { fullName: 'ANA GOMEZ MARTINEZ', birthday: '1990-04-12' },
        score: { value: 701, scale: 'fico-300-850' },
        facilities: [
          { lender: 'BANCO AZTECA', accountMasked: '***1234', openedOn: '2024-02-01', principal: 1_500_000, balance: 450_050, overdue: 0, daysPastDue: 0, status: 'open', worstDaysPastDue24m: 0 },
          { lender: 'TIENDA DEPARTAMENTAL', accountMasked: '***8877', openedOn: '2022-01-01', principal: 300_000, balance: 0, overdue: 0, daysPastDue: 0, status: 'closed', worstDaysPastDue24m: 30 },
        ],
        recentInquiries: 1,
        reportedAt: NOW.toISOString(),
      },
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.body).toMatchObject({
      apellidoPaterno: 'GÓMEZ', apellidoMaterno: 'MARTÍNEZ', primerNombre: 'ANA', fechaNacimiento: '1990-04-12', RFC: 'GOMA900412', CURP: MX_CURP.clean, nacionalidad: 'MX',
      domicilio: { direccion: 'PASADISO ENCONTRADO 58', coloniaPoblacion: 'MONTEVIDEO', delegacionMunicipio: 'GUSTAVO A MADERO', ciudad: 'CIUDAD DE MÉXICO', estado: 'CDMX', CP: '07730' },
    });
    // The signature is over the bytes sent (JSON.stringify once, so parsing and re-serialising gives them back).
    expect(verify('sha256', Buffer.from(JSON.stringify(sent.body)), lender.publicKey, Buffer.from(String(sent.headers['x-signature']), 'hex'))).toBe(true);
  });

  it('reads a delinquent file: payments past due as days by the payment frequency', async () => {
    const result = await ask(bureau(), MX_CURP.delinquent);
    if (!result.ok) throw new Error(result.reason);
    expect(result.report.score).toEqual({ value: 455, scale: 'fico-300-850' });
    expect(result.report.facilities).toEqual([
      { lender: 'PRESTAMOS RAPIDOS', accountMasked: '***3302', openedOn: '2025-09-01', principal: 1_000_000, balance: 1_200_000, overdue: 600_000, daysPastDue: 28, status: 'open', worstDaysPastDue24m: 42 },
    ]);
    expect(result.report.recentInquiries).toBe(0);
  });

  it('answers a consumer Círculo does not find (404) as a thin file', async () => {
    expect(await ask(bureau(), MX_CURP.noHit)).toMatchObject({ ok: true, report: { bureau: 'circulo', found: false, facilities: [], score: null, bureauReference: 'INQ-0001' } });
  });

  it('reads nothing of an answer whose signature is not Círculo\'s, nor of a malformed or cut-off one', async () => {
    const provider = bureau();
    expect(await ask(provider, MX_CURP.forged)).toEqual({ ok: false, reason: 'invalid_response', detail: 'circulo: the answer\'s signature does not verify' });
    expect(await ask(provider, MX_CURP.malformed)).toEqual({ ok: false, reason: 'invalid_response', detail: 'circulo: creditos[0].saldoActual: not an amount' });
    expect(await ask(provider, MX_CURP.partial)).toEqual({ ok: false, reason: 'invalid_response', detail: 'circulo: Respuesta: not an object' });
  });

  it('is unavailable on 503, 429 and no answer in time', async () => {
    const provider = bureau();
    expect(await ask(provider, MX_CURP.down)).toEqual({ ok: false, reason: 'unavailable', detail: 'circulo: HTTP 503' });
    expect(await ask(provider, MX_CURP.busy)).toEqual({ ok: false, reason: 'unavailable', detail: 'circulo: HTTP 429' });
    expect(await ask(provider, MX_CURP.slow)).toEqual({ ok: false, reason: 'unavailable', detail: 'circulo: timed out' });
  });

  it('is misconfigured with a wrong key or signing key, and refused without an address or with a field Círculo rejects', async () => {
    expect(await ask(bureau({ apiKey: 'wrong' }), MX_CURP.clean)).toEqual({ ok: false, reason: 'misconfigured', detail: 'circulo: HTTP 401, check the credentials' });
    const other = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
    expect(await ask(bureau({ privateKey: pemOf(other.privateKey) }), MX_CURP.clean)).toEqual({ ok: false, reason: 'misconfigured', detail: 'circulo: HTTP 403, check the credentials' });
    const { address: _address, ...homeless } = MX_SUBJECT;
    expect(await bureau().inquire(inquiry(homeless, MX_CURP.clean))).toEqual({ ok: false, reason: 'refused', detail: 'circulo: the address is required' });
    const nameless = { ...MX_SUBJECT, firstName: ' ' };
    expect(await bureau().inquire(inquiry(nameless, MX_CURP.clean))).toEqual({ ok: false, reason: 'refused', detail: 'circulo: HTTP 400 (400.1)' });
  });

  it('refuses at start a key that is not PEM', () => {
    expect(() => bureau({ privateKey: 'not a key' })).toThrow();
  });
});
