import { createVerify, generateKeyPairSync } from 'node:crypto';
import { startFakeVendor, type FakeAnswer, type FakeVendorServer } from './fake-vendor-server.ts';

/**
 * STP's conciliación v2 stand-in (efws `POST /conciliacion`): checks the RSA-SHA256 signature
 * over the cadena `||empresa|tipoOrden|fechaOperacion||` with our public key, as STP does, and
 * answers the received orders of the asked operation date, 1000 a page.
 */
export const STP_COLLECTIONS_EMPRESA = 'LENDLINE';
const PAGE_SIZE = 1000;

/** A received order as the conciliación lists it (sender bank in institucionContraparte). */
export interface FakeStpDeposit {
  claveRastreo: string;
  fechaOperacion: number;
  institucionContraparte: number;
  institucionOperante: number;
  cuentaBeneficiario: string;
  cuentaOrdenante: string;
  nombreOrdenante: string;
  monto: number;
  estado: string;
  tsLiquidacion: number;
  empresa: string;
}

export interface FakeStpCollections extends FakeVendorServer {
  privateKeyPem: string;
  passphrase: string;
  deposits: FakeStpDeposit[];
  /** The operation date STP answers when no fechaOperacion is sent (YYYYMMDD). */
  currentDay: string;
  /** Answers the next conciliación once instead of the fake. */
  nextAnswer: FakeAnswer | undefined;
}

export async function startFakeStpCollections(): Promise<FakeStpCollections> {
  const passphrase = 'fake-stp-collections-passphrase';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase },
  });
  const state = { deposits: [] as FakeStpDeposit[], currentDay: '', nextAnswer: undefined as FakeAnswer | undefined };

  const server = await startFakeVendor((req) => {
    if (req.method !== 'POST' || req.path !== '/conciliacion') return { status: 404, json: { mensaje: 'no such route' } };
    const override = state.nextAnswer;
    state.nextAnswer = undefined;
    if (override) return override;
    const b = req.body;
    const cadena = `||${String(b.empresa)}|${String(b.tipoOrden)}|${String(b.fechaOperacion ?? '')}||`;
    const valid = typeof b.firma === 'string' && createVerify('RSA-SHA256').update(cadena, 'utf8').verify(publicKey, b.firma, 'base64');
    if (!valid) return { status: 200, json: { estado: 1, mensaje: 'Firma invalida' } };
    if (b.empresa !== STP_COLLECTIONS_EMPRESA) return { status: 200, json: { estado: 2, mensaje: 'Empresa invalida' } };
    if (b.tipoOrden !== 'R') return { status: 200, json: { estado: 6, mensaje: 'No se encontraron datos relacionados' } };
    const day = Number(b.fechaOperacion || state.currentDay);
    // Historic dates only: today's must be asked without a date.
    if (b.fechaOperacion && String(b.fechaOperacion) >= state.currentDay) return { status: 200, json: { estado: 6, mensaje: 'No se encontraron datos relacionados' } };
    const all = state.deposits.filter((d) => d.fechaOperacion === day);
    if (all.length === 0) return { status: 200, json: { estado: 6, mensaje: 'No se encontraron datos relacionados' } };
    const page = Number(b.page ?? 0);
    return { status: 200, json: { estado: 0, mensaje: 'Datos consultados correctamente', datos: all.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE), total: all.length } };
  });

  return {
    ...server,
    privateKeyPem: privateKey,
    passphrase,
    get deposits() { return state.deposits; },
    get currentDay() { return state.currentDay; },
    set currentDay(v) { state.currentDay = v; },
    get nextAnswer() { return state.nextAnswer; },
    set nextAnswer(v) { state.nextAnswer = v; },
  };
}
