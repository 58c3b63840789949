import { createVerify, generateKeyPairSync } from 'node:crypto';
import { startFakeVendor, type FakeAnswer, type FakeVendorServer } from './fake-vendor-server.ts';

/**
 * STP's speiws REST stand-in: checks each order's RSA-SHA256 signature over the cadena
 * original it rebuilds from the JSON (as STP does) with our public key.
 */
// Written out here rather than imported, so a wrong order in the adapter fails the signature.
const CADENA_FIELDS = `institucionContraparte empresa fechaOperacion folioOrigen claveRastreo institucionOperante monto tipoPago
  tipoCuentaOrdenante nombreOrdenante cuentaOrdenante rfcCurpOrdenante tipoCuentaBeneficiario nombreBeneficiario cuentaBeneficiario
  rfcCurpBeneficiario emailBeneficiario tipoCuentaBeneficiario2 nombreBeneficiario2 cuentaBeneficiario2 rfcCurpBeneficiario2
  conceptoPago conceptoPago2 claveCatUsuario1 claveCatUsuario2 clavePago referenciaCobranza referenciaNumerica tipoOperacion
  topologia usuario medioEntrega prioridad iva`.split(/\s+/);

export const STP_EMPRESA = 'LENDLINE';
/** Beneficiary CLABEs that steer how the fake settles an order. */
export const STP_ACCOUNTS = { pending: '072691004495711499', liquidated: '072691004495711501', cancelled: '072691004495711502', returned: '072691004495711503' };
const ESTADO_BY_ACCOUNT: Record<string, string> = { [STP_ACCOUNTS.liquidated]: 'LQ', [STP_ACCOUNTS.cancelled]: 'CN', [STP_ACCOUNTS.returned]: 'D' };

export interface FakeStp extends FakeVendorServer {
  privateKeyPem: string;
  passphrase: string;
  /** claveRastreo -> the order as STP holds it */
  orders: Map<string, { id: number; estado: string; body: Record<string, unknown> }>;
  nextRegistra: FakeAnswer | undefined;
}

function verify(cadena: string, firma: unknown, publicKeyPem: string): boolean {
  return typeof firma === 'string' && createVerify('RSA-SHA256').update(cadena, 'utf8').verify(publicKeyPem, firma, 'base64');
}

export async function startFakeStp(): Promise<FakeStp> {
  const passphrase = 'fake-stp-passphrase';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase },
  });
  const orders: FakeStp['orders'] = new Map();
  let nextRegistra: FakeAnswer | undefined;
  let lastId = 4_000_000;
  const server = await startFakeVendor((req) => {
    const b = req.body;
    if (req.method === 'PUT' && req.path === '/ordenPago/registra') {
      const override = nextRegistra;
      nextRegistra = undefined;
      const cadena = `||${CADENA_FIELDS.map((f) => (b[f] === undefined ? '' : String(b[f]))).join('|')}||`;
      if (!verify(cadena, b.firma, publicKey)) return { status: 200, json: { resultado: { id: -24, descripcionError: 'Firma invalida' } } };
      if (typeof b.monto !== 'string' || !/^\d+\.\d{2}$/.test(b.monto)) return { status: 200, json: { resultado: { id: -5, descripcionError: 'Monto invalido' } } };
      const clave = String(b.claveRastreo);
      if (orders.has(clave)) return { status: 200, json: { resultado: { id: -1, descripcionError: `La clave de rastreo ${clave} ya fue utilizada` } } };
      lastId += 1;
      orders.set(clave, { id: lastId, estado: ESTADO_BY_ACCOUNT[String(b.cuentaBeneficiario)] ?? 'A', body: b });
      return override ?? { status: 200, json: { resultado: { id: lastId } } };
    }
    if (req.method === 'POST' && req.path === '/ordenPago/consOrdEnvRastreo') {
      if (!verify(`||${String(b.empresa)}|${String(b.claveRastreo)}|${String(b.institucionOperante)}||`, b.firma, publicKey)) {
        return { status: 200, json: { estado: 24, mensaje: 'Firma invalida' } };
      }
      const order = orders.get(String(b.claveRastreo));
      if (!order) return { status: 200, json: { estado: 6, mensaje: 'No se encontraron datos relacionados' } };
      const causa = order.estado === 'D' ? 'Cuenta inexistente' : order.estado === 'CN' ? 'Cancelada por el participante' : null;
      return { status: 200, json: { estado: 0, mensaje: 'Datos consultados correctamente', respuesta: { idEF: order.id, claveRastreo: b.claveRastreo, estado: order.estado, causaDevolucion: causa } } };
    }
    return { status: 404, json: { mensaje: 'no such route' } };
  });
  return {
    ...server,
    privateKeyPem: privateKey,
    passphrase,
    orders,
    get nextRegistra() { return nextRegistra; },
    set nextRegistra(v) { nextRegistra = v; },
  };
}
