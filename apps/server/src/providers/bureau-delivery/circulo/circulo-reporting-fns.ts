import { parseJsonOrNull } from '../../vendor-http.ts';
import { maskedMessage, transportOutcome, type PartResult } from '../delivery-fns.ts';

export interface CirculoReportingSettings {
  /** The "Reportar en línea" URL Círculo assigns (its SDK's base path, posted to as is). */
  url: string;
  /** The API hub's key, sent as x-api-key. */
  apiKey: string;
}

/** One CargasPFRegistrarRequest: the reporting module builds it; only what we read is typed. */
export interface CargaPF {
  encabezado: Record<string, unknown>;
  persona: { nombre: Record<string, unknown>; domicilio: Record<string, unknown>; cuenta: { cuentaActual: string } & Record<string, unknown> } & Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isCarga(value: unknown): value is CargaPF {
  if (!isObject(value) || !isObject(value.encabezado) || !isObject(value.persona)) return false;
  const { nombre, domicilio, cuenta } = value.persona;
  return isObject(nombre) && isObject(domicilio) && isObject(cuenta) && typeof cuenta.cuentaActual === 'string' && cuenta.cuentaActual !== '';
}

/**
 * A 'circulo-pf' file (ADR 099): UTF-8 JSON, an array of CargasPFRegistrarRequest bodies, one
 * per account. A file that is not one is refused whole before anything leaves.
 */
export function circuloBodies(content: Buffer): { ok: true; bodies: CargaPF[] } | { ok: false; reasons: string[] } {
  const parsed = parseJsonOrNull(content.toString('utf8').replace(/^\uFEFF/, ''));
  if (!Array.isArray(parsed)) return { ok: false, reasons: ['The file is not a JSON array of CargasPFRegistrarRequest bodies.'] };
  const reasons = parsed.flatMap((body, i) =>
    isCarga(body) ? [] : [`Record ${i + 1}: not a CargasPFRegistrarRequest (encabezado, persona.nombre, persona.domicilio, persona.cuenta.cuentaActual).`],
  );
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, bodies: parsed as CargaPF[] };
}

interface Clave {
  clave?: unknown;
  descripcion?: unknown;
}

const said = (items: unknown, code: 'clave' | 'codigo', text: 'descripcion' | 'mensaje') =>
  (Array.isArray(items) ? (items as Record<string, unknown>[]) : []).filter(isObject).map((item) => maskedMessage(`${String(item[code] ?? '')} ${String(item[text] ?? '')}`));

/**
 * Círculo's answer to one account. 200: CargasPFRegistrarResponse, whose `rechazos` refuse the
 * account (its `advertencias` are warnings on an account taken); 400: the SDK's `errores`
 * (`codigo` "400.1", `mensaje`); 401/403: our key; 5xx or no answer: unavailable.
 */
export function circuloResult(status: number | null, text: string, cuenta: string): PartResult {
  const transport = transportOutcome('Círculo de Crédito', status);
  if (transport) return transport;
  const body = parseJsonOrNull(text);
  const record = isObject(body) ? body : {};
  if (status !== null && status >= 200 && status < 300) {
    const rechazos = said(record.rechazos as Clave[] | undefined, 'clave', 'descripcion');
    if (rechazos.length === 0) return { taken: true };
    return { taken: false, outcome: { state: 'rejected', reasons: rechazos.map((r) => `Cuenta ${cuenta}: ${r}`) } };
  }
  const errores = said(record.errores, 'codigo', 'mensaje');
  const reasons = errores.length > 0 ? errores : [`HTTP ${status}: ${maskedMessage(text)}`];
  return { taken: false, outcome: { state: 'rejected', reasons: reasons.map((r) => `Cuenta ${cuenta}: ${r}`) } };
}
