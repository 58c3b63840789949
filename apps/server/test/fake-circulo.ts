import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BureauSubject } from '../src/providers/bureau/types.ts';

/** CURPs that select the fake's answers (the fixture person is the same; only the CURP differs). */
export const MX_CURP = {
  clean: 'GOMA900412MDFRRN01',
  noHit: 'GOMA900412MDFRRN02',
  delinquent: 'GOMA900412MDFRRN03',
  down: 'GOMA900412MDFRRN04',
  slow: 'GOMA900412MDFRRN05',
  malformed: 'GOMA900412MDFRRN06',
  /** An answer signed with a key that is not Círculo's. */
  forged: 'GOMA900412MDFRRN07',
  partial: 'GOMA900412MDFRRN08',
  busy: 'GOMA900412MDFRRN09',
} as const;

export const MX_SUBJECT: BureauSubject = {
  market: 'MX', idNumber: MX_CURP.clean, firstName: 'Ana', lastName: 'Gómez', secondLastName: 'Martínez', birthday: '1990-04-12', phone: '5215512345678',
  address: { line: 'Pasadiso Encontrado 58', district: 'Montevideo', municipality: 'Gustavo A Madero', city: 'Ciudad de México', state: 'CDMX', postalCode: '07730' },
};

export const FAKE_CIRCULO = { apiKey: 'cdc-api-key', username: 'lendline', password: 'cdc-secret' };

export interface FakeCirculo {
  url: string;
  /** Círculo's public key, PEM: what the adapter verifies answers with. */
  publicKeyPem: string;
  requests: Array<{ path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

const persona = { apellidoPaterno: 'GOMEZ', apellidoMaterno: 'MARTINEZ', nombres: 'ANA', fechaNacimiento: '1990-04-12', RFC: 'GOMA900412', CURP: null };
const respuesta = (folio: string, extra: object) => ({ folioConsulta: folio, folioConsultaOtorgante: 'INQ-0001', claveOtorgante: '0000001', persona, consultas: [], creditos: [], scores: [], mensajes: [], ...extra });

const CLEAN = respuesta('1234567', {
  consultas: [{ fechaConsulta: '2026-10-15', nombreOtorgante: 'BANCO UNO', tipoCredito: 'PP' }, { fechaConsulta: '2025-01-10', nombreOtorgante: 'BANCO DOS', tipoCredito: 'TC' }],
  creditos: [
    { nombreOtorgante: 'BANCO AZTECA', cuentaActual: '4152313300011234', fechaAperturaCuenta: '2024-02-01', creditoMaximo: 15000, saldoActual: 4500.5, saldoVencido: 0, numeroPagosVencidos: 0, frecuenciaPagos: 'Q', peorAtraso: 0, fechaCierreCuenta: null },
    { nombreOtorgante: 'TIENDA DEPARTAMENTAL', cuentaActual: '998877', fechaAperturaCuenta: '2022-01-01', creditoMaximo: 3000, saldoActual: 0, saldoVencido: 0, frecuenciaPagos: 'M', peorAtraso: 1, fechaCierreCuenta: '2023-01-01' },
  ],
  scores: [{ nombreScore: 'FICO', valor: 701, razones: ['D8', 'K0'] }],
});

const LATE = { nombreOtorgante: 'PRESTAMOS RAPIDOS', cuentaActual: '55-3302', fechaAperturaCuenta: '2025-09-01', creditoMaximo: 10000, saldoActual: 12000, saldoVencido: 6000, numeroPagosVencidos: 4, frecuenciaPagos: 'S', peorAtraso: 6 };
const DELINQUENT = respuesta('1234568', {
  creditos: [LATE],
  scores: [{ nombreScore: 'FICO', valor: '455' }],
});

const errores = (codigo: string, mensaje: string) => ({ errores: [{ codigo, mensaje }] });

/**
 * Círculo de Crédito's RCC report on 127.0.0.1: checks the key, user and password headers and
 * the request's ECDSA signature with the lender's public key, then answers by the CURP, each
 * answer signed with the fake's own secp384r1 key (as Círculo signs with its certificate's).
 */
export async function startFakeCirculo(lenderPublicKey: KeyObject): Promise<FakeCirculo> {
  const circulo = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
  const stranger = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
  const requests: FakeCirculo['requests'] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      } catch {
        body = {};
      }
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const answer = (status: number, text: string, key: KeyObject = circulo.privateKey) => {
        res.writeHead(status, { 'content-type': 'application/json', 'x-signature': sign('sha256', Buffer.from(text), key).toString('hex') });
        res.end(text);
      };
      const json = (status: number, value: unknown) => answer(status, JSON.stringify(value));

      if (req.method !== 'POST' || req.url !== '/v1/rcc-ficoscore-pld') return json(404, errores('404.0', 'Recurso no encontrado'));
      const h = req.headers;
      if (h['x-api-key'] !== FAKE_CIRCULO.apiKey || h.username !== FAKE_CIRCULO.username || h.password !== FAKE_CIRCULO.password) return json(401, errores('401.1', 'Credenciales inválidas'));
      const signature = String(h['x-signature'] ?? '');
      if (!/^[0-9a-f]+$/.test(signature) || !verify('sha256', raw, lenderPublicKey, Buffer.from(signature, 'hex'))) return json(403, errores('403.1', 'Firma no válida'));
      const address = (body.domicilio ?? {}) as Record<string, unknown>;
      const missing = ['apellidoPaterno', 'primerNombre', 'fechaNacimiento', 'RFC'].filter((k) => !body[k])
        .concat(['direccion', 'coloniaPoblacion', 'delegacionMunicipio', 'ciudad', 'estado', 'CP'].filter((k) => !address[k]));
      if (missing.length > 0) return json(400, errores('400.1', `Campos requeridos: ${missing.join(', ')}`));

      switch (body.CURP) {
        case MX_CURP.clean: return json(200, CLEAN);
        case MX_CURP.delinquent: return json(200, DELINQUENT);
        case MX_CURP.noHit: return json(404, errores('404.1', 'No se encontró información del consumidor'));
        case MX_CURP.down: return json(503, errores('503.0', 'Servicio no disponible'));
        case MX_CURP.busy: return json(429, errores('429.0', 'Demasiadas peticiones'));
        case MX_CURP.slow: return;
        case MX_CURP.malformed: return json(200, respuesta('1234569', { creditos: [{ ...LATE, saldoActual: 'N/A' }] }));
        case MX_CURP.forged: return answer(200, JSON.stringify(CLEAN), stranger.privateKey);
        case MX_CURP.partial: return answer(200, JSON.stringify(CLEAN).slice(0, 120));
        default: return json(200, respuesta('1234570', {}));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publicKeyPem: circulo.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
