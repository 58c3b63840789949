import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCirculoReporting } from '../src/providers/bureau-delivery/circulo/circulo-reporting.ts';
import { CDT_CREDIT_COLUMNS, CDT_INDIVIDUAL_COLUMNS } from '../src/providers/bureau-delivery/crc/cdt-columns.ts';
import { createCrcSubmission } from '../src/providers/bureau-delivery/crc/crc-submission.ts';
import { parseCsv } from '../src/providers/bureau-delivery/crc/crc-submission-fns.ts';
import { maskedMessage } from '../src/providers/bureau-delivery/delivery-fns.ts';
import type { ReportFile } from '../src/providers/bureau-delivery/types.ts';
import { startFakeCirculoReporting } from './fake-circulo-reporting.ts';
import { startFakeCrcSubmission, type FakeCrcSubmission } from './fake-crc-submission.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

function file(bureau: string, format: string, text: string): ReportFile {
  const content = Buffer.from(text);
  return { reference: `${bureau}-2026-11`, bureau, format, fileName: `${bureau}-2026-11.csv`, content, sha256: createHash('sha256').update(content).digest('hex') };
}

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csv = (rows: string[][]) => `${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;

/** A credit sheet row: the account number and balance vary, the rest is a fixed loan. */
function creditRow(customer: string, account: string, balance: string): string[] {
  const values: Record<string, string> = { CustomerID: customer, AccountNumber: account, OutstandingBalance: balance, Currency: 'NGN', AccountStatus: '001', LoanClassification: '001' };
  return CDT_CREDIT_COLUMNS.map(([, key]) => values[key] ?? '');
}

describe('CRC data submission (crc-api, ADR 099)', () => {
  let crc: FakeCrcSubmission;
  beforeAll(async () => {
    crc = await startFakeCrcSubmission('lendline-reporting');
  });
  afterAll(() => crc.close());
  afterEach(() => {
    crc.mode = 'normal';
    crc.calls.length = 0;
  });
  const delivery = (overrides: { userId?: string; timeoutMs?: number } = {}) =>
    createCrcSubmission({ baseUrl: crc.url, userId: 'lendline-reporting', timeoutMs: VENDOR_TIMEOUT_MS, concurrency: 2, ...overrides });

  it('sends a credit sheet in chunks of 20 records keyed as CRC names the columns', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => creditRow(`C${i + 1}`, `ACC-${String(i + 1).padStart(4, '0')}`, `${i + 1},000.50`));
    const outcome = await delivery().deliver(file('crc', 'cdt-credit', csv([CDT_CREDIT_COLUMNS.map(([label]) => label), ...rows])));
    expect(outcome).toEqual({ state: 'delivered', receipt: null });
    expect(crc.calls.map((c) => [c.endpoint, c.userid, c.records.length])).toEqual(
      expect.arrayContaining([['nECreditInfo', 'lendline-reporting', 20], ['nECreditInfo', 'lendline-reporting', 20], ['nECreditInfo', 'lendline-reporting', 5]]),
    );
    const sent = crc.calls.flatMap((c) => c.records).sort((a, b) => (a.AccountNumber ?? '').localeCompare(b.AccountNumber ?? ''));
    expect(sent).toHaveLength(45);
    // A quoted field with a comma arrives whole.
    expect(sent[44]).toMatchObject({ CustomerID: 'C45', AccountNumber: 'ACC-0045', OutstandingBalance: '45,000.50', Currency: 'NGN', PreviousBranchCode: '' });
  });

  it('sends an individual sheet to neIndividualborrower, its header also accepted as the service\'s keys', async () => {
    const keys = CDT_INDIVIDUAL_COLUMNS.map(([, key]) => key);
    const values: Record<string, string> = { CustomerID: 'C1', Surname: 'Ọlọ́rùn', BVNNo: '22212345678', PrimaryAddressLine1: '12 "Old" Road,\nIkeja' };
    const row = keys.map((key) => values[key] ?? '');
    expect((await delivery().deliver(file('crc', 'cdt-individual', csv([keys, row])))).state).toBe('delivered');
    expect(crc.calls).toHaveLength(1);
    expect(crc.calls[0]).toMatchObject({ endpoint: 'neIndividualborrower', records: [{ ...values, Middlename: '' }] });
    expect(Object.keys(crc.calls[0]?.records[0] ?? {})).toEqual(keys);
  });

  it('reports the refused chunk\'s rows, sends the others, and masks a BVN the bureau echoes', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => creditRow(i === 25 ? 'REFUSE-26' : `C${i + 1}`, `ACC-${i + 1}`, '100.00'));
    const outcome = await delivery().deliver(file('crc', 'cdt-credit', csv([CDT_CREDIT_COLUMNS.map(([label]) => label), ...rows])));
    expect(outcome).toEqual({ state: 'rejected', reasons: ['Rows 22-31: CRC refused them: Invalid record for customer REFUSE-26 with BVN •••78'] });
    expect(crc.calls).toHaveLength(2);
  });

  it('refuses a file that is not the template before sending anything', async () => {
    const header = CDT_CREDIT_COLUMNS.map(([label]) => label);
    const swapped = [header[1] ?? '', header[0] ?? '', ...header.slice(2)];
    const wrongHeader = await delivery().deliver(file('crc', 'cdt-credit', csv([swapped, creditRow('C1', 'A1', '1.00')])));
    expect(wrongHeader).toEqual({ state: 'rejected', reasons: ['The file\'s header is not the CDT cdt-credit template\'s 29 columns in order.'] });
    const shortRow = await delivery().deliver(file('crc', 'cdt-credit', csv([header, creditRow('C1', 'A1', '1.00'), ['C2', 'A2']])));
    expect(shortRow).toEqual({ state: 'rejected', reasons: ['Row 3: 2 fields where the template has 29.'] });
    expect(crc.calls).toEqual([]);
  });

  it('says unavailable when CRC is down or silent, misconfigured for a refused user or a file not CRC\'s', async () => {
    const good = file('crc', 'cdt-credit', csv([CDT_CREDIT_COLUMNS.map(([label]) => label), creditRow('C1', 'A1', '1.00')]));
    crc.mode = 'down';
    expect(await delivery().deliver(good)).toEqual({ state: 'unavailable', detail: 'CRC answered HTTP 503' });
    crc.mode = 'hang';
    expect(await delivery({ timeoutMs: 300 }).deliver(good)).toEqual({ state: 'unavailable', detail: 'CRC did not answer in time' });
    crc.mode = 'normal';
    expect(await delivery({ userId: 'someone-else' }).deliver(good)).toEqual({ state: 'misconfigured', detail: 'CRC refused our credentials (HTTP 401)' });
    expect((await delivery().deliver({ ...good, bureau: 'firstcentral' })).state).toBe('misconfigured');
    expect((await delivery().deliver({ ...good, format: 'circulo-pf' })).state).toBe('misconfigured');
    expect(crc.calls).toEqual([]);
  });
});

/** A CargasPFRegistrarRequest as the reporting module builds one (dates YYYYMMDD, values strings). */
function carga(cuentaActual: string, overrides: { fechaNacimiento?: string; correo?: string } = {}) {
  return {
    encabezado: { claveOtorgante: '0000080008', nombreOtorgante: 'LENDLINE' },
    persona: {
      nombre: { apellidoPaterno: 'PEREZ', apellidoMaterno: 'LOPEZ', nombres: 'ANA', fechaNacimiento: overrides.fechaNacimiento ?? '19900115', rfc: 'PELA900115AB1', nacionalidad: 'MX', tipoPersona: 'PF' },
      domicilio: { direccion: 'INSURGENTES SUR 100', coloniaPoblacion: 'DEL VALLE', delegacionMunicipio: 'BENITO JUAREZ', ciudad: 'CDMX', estado: 'CDMX', cp: '03100' },
      empleo: {},
      cuenta: { cuentaActual, tipoResponsabilidad: 'I', tipoCuenta: 'P', fechaAperturaCuenta: '20261101', saldoActual: '1500', correoElectronicoConsumidor: overrides.correo ?? 'ana@example.mx' },
    },
  };
}

describe('Círculo de Crédito Reportar en línea (circulo-api, ADR 099)', () => {
  let circulo: Awaited<ReturnType<typeof startFakeCirculoReporting>>;
  beforeAll(async () => {
    circulo = await startFakeCirculoReporting('circulo-key');
  });
  afterAll(() => circulo.close());
  afterEach(() => {
    circulo.state.mode = 'normal';
    circulo.requests.length = 0;
  });
  const delivery = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
    createCirculoReporting({ url: `${circulo.url}/v1/reportar`, apiKey: 'circulo-key', timeoutMs: VENDOR_TIMEOUT_MS, ...overrides });
  const json = (bodies: unknown) => file('circulo', 'circulo-pf', JSON.stringify(bodies));

  it('registers each account with its own POST and the API key; warnings do not refuse', async () => {
    const bodies = [carga('LL-0001'), carga('LL-0002', { correo: '' }), carga('LL-0003')];
    expect(await delivery().deliver(json(bodies))).toEqual({ state: 'delivered', receipt: null });
    expect(circulo.requests).toHaveLength(3);
    expect(circulo.requests.every((r) => r.method === 'POST' && r.path === '/v1/reportar' && r.headers['x-api-key'] === 'circulo-key')).toBe(true);
    expect(circulo.requests.map((r) => r.body).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(bodies);
  });

  it('turns rechazos into reasons naming the account, masking an RFC the bureau echoes', async () => {
    const outcome = await delivery().deliver(json([carga('LL-0001'), carga('LL-0002', { fechaNacimiento: '15/01/1990' })]));
    expect(outcome).toEqual({ state: 'rejected', reasons: ['Cuenta LL-0002: N05 fechaNacimiento inválida para RFC [id]'] });
    expect(circulo.requests).toHaveLength(2);
  });

  it('turns a 400\'s errores into reasons, and a rechazo of a field into its own', async () => {
    const typed = carga('LL-0009');
    const outcome = await delivery().deliver(json([{ ...typed, persona: { ...typed.persona, cuenta: { ...typed.persona.cuenta, saldoActual: 1500 } } }]));
    expect(outcome).toEqual({ state: 'rejected', reasons: ['Cuenta LL-0009: 400.1 saldoActual debe ser texto'] });
    const unnamed = carga('LL-0010');
    const refused = await delivery().deliver(json([{ ...unnamed, persona: { ...unnamed.persona, nombre: { ...unnamed.persona.nombre, apellidoPaterno: '' } } }]));
    expect(refused).toEqual({ state: 'rejected', reasons: ['Cuenta LL-0010: N01 apellidoPaterno requerido'] });
  });

  it('refuses a file that is not an array of CargasPFRegistrarRequest bodies, sending nothing', async () => {
    expect(await delivery().deliver(json({ persona: {} }))).toEqual({ state: 'rejected', reasons: ['The file is not a JSON array of CargasPFRegistrarRequest bodies.'] });
    expect(await delivery().deliver(json([carga('LL-1'), { encabezado: {} }]))).toEqual({
      state: 'rejected',
      reasons: ['Record 2: not a CargasPFRegistrarRequest (encabezado, persona.nombre, persona.domicilio, persona.cuenta.cuentaActual).'],
    });
    expect(circulo.requests).toEqual([]);
  });

  it('says misconfigured for a refused key, unavailable for 5xx or silence', async () => {
    const one = json([carga('LL-0001')]);
    expect(await delivery({ apiKey: 'wrong' }).deliver(one)).toEqual({ state: 'misconfigured', detail: 'Círculo de Crédito refused our credentials (HTTP 401)' });
    circulo.state.mode = 'down';
    expect(await delivery().deliver(one)).toEqual({ state: 'unavailable', detail: 'Círculo de Crédito answered HTTP 503' });
    circulo.state.mode = 'hang';
    expect(await delivery({ timeoutMs: 300 }).deliver(one)).toEqual({ state: 'unavailable', detail: 'Círculo de Crédito did not answer in time' });
    expect((await delivery().deliver({ ...one, bureau: 'buro' })).state).toBe('misconfigured');
  });
});

describe('the pure parts', () => {
  it('reads RFC 4180 CSV: quoted commas, quotes and line breaks, CRLF or LF, empty fields', () => {
    expect(parseCsv('a,"b,1","say ""hi""",\r\n"two\nlines",,x\n')).toEqual([
      ['a', 'b,1', 'say "hi"', ''],
      ['two\nlines', '', 'x'],
    ]);
    expect(parseCsv('last,row')).toEqual([['last', 'row']]);
  });

  it('masks identity numbers a bureau echoes and cuts its text short', () => {
    expect(maskedMessage('BVN 22212345678 and phone 08031234567 refused')).toBe('BVN •••78 and phone •••67 refused');
    expect(maskedMessage('CURP PAPN860627MOCNSB02, RFC PAPN860627AB1')).toBe('CURP [id], RFC [id]');
    expect(maskedMessage('x'.repeat(500))).toHaveLength(300);
  });
});
