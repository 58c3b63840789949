import { startFakeVendor, type FakeAnswer, type FakeVendorServer, type RecordedRequest } from './fake-vendor-server.ts';

const DATE = /^\d{8}$/; // YYYYMMDD, as the SDK's README sends every date

interface FakeCirculoState {
  mode: 'normal' | 'down' | 'hang';
  refuse: Map<string, { clave: string; descripcion: string }[]>;
}

type Body = { encabezado?: Record<string, unknown>; persona?: Record<string, Record<string, unknown> | undefined> };

/**
 * Círculo de Crédito's "Reportar en línea" on 127.0.0.1 (APIHub-CdC's simulation SDK): POST to
 * the assigned URL with x-api-key, a CargasPFRegistrarRequest body. It answers 200 with
 * CargasPFRegistrarResponse (`estatus`, `advertencias`, `rechazos` of {clave, descripcion}),
 * one rechazo per missing or malformed field it checks; 400 with `errores` for a body that is
 * not one; 401 for another key. `state.mode` makes it fail as a whole; `state.refuse` adds
 * rechazos to the accounts it names (cuentaActual), as Círculo's own checks can.
 */
export async function startFakeCirculoReporting(apiKey: string): Promise<FakeVendorServer & { state: FakeCirculoState }> {
  const state: FakeCirculoState = { mode: 'normal', refuse: new Map() };
  const route = (req: RecordedRequest): FakeAnswer => {
    if (state.mode === 'hang') return 'hang';
    if (state.mode === 'down') return { status: 503, json: { errores: [{ codigo: '503.1', mensaje: 'Servicio no disponible' }] } };
    if (req.headers['x-api-key'] !== apiKey) return { status: 401, json: { errores: [{ codigo: '401.1', mensaje: 'Credenciales inválidas' }] } };
    const body = req.body as Body;
    const { nombre, cuenta } = body.persona ?? {};
    if (!body.encabezado || !nombre || !cuenta) return { status: 400, json: { errores: [{ codigo: '400.1', mensaje: 'Petición inválida' }] } };
    // The SDK's model has strings only: another type fails the request's schema.
    const notText = Object.entries(cuenta).find(([, value]) => typeof value !== 'string');
    if (notText) return { status: 400, json: { errores: [{ codigo: '400.1', mensaje: `${notText[0]} debe ser texto` }] } };
    const rechazos: { clave: string; descripcion: string }[] = [];
    if (!body.encabezado.claveOtorgante) rechazos.push({ clave: 'E01', descripcion: 'claveOtorgante requerida' });
    if (!nombre.apellidoPaterno) rechazos.push({ clave: 'N01', descripcion: 'apellidoPaterno requerido' });
    if (!DATE.test(String(nombre.fechaNacimiento ?? ''))) rechazos.push({ clave: 'N05', descripcion: `fechaNacimiento inválida para RFC ${String(nombre.rfc ?? '')}` });
    if (!DATE.test(String(cuenta.fechaAperturaCuenta ?? ''))) rechazos.push({ clave: 'C13', descripcion: 'fechaAperturaCuenta inválida' });
    rechazos.push(...(state.refuse.get(String(cuenta.cuentaActual ?? '')) ?? []));
    const advertencias = cuenta.correoElectronicoConsumidor ? [] : [{ clave: 'A01', descripcion: 'correoElectronicoConsumidor vacío' }];
    const estatus = rechazos.length === 0 ? { id: '0', descripcion: 'OK' } : { id: '1', descripcion: 'Rechazado' };
    return { status: 200, json: { estatus, advertencias, rechazos } };
  };
  return { ...(await startFakeVendor(route)), state };
}
