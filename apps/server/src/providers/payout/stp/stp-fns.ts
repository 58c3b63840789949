import { createHash } from 'node:crypto';
import { minorToDecimal, type DecimalText } from '@lendline/domain';
import type { PayoutWebhookEvent, TransferOutcome, TransferRequest, TransferState } from '../types.ts';

/**
 * Pure parts of STP's SPEI API (speiws REST): the payment order, its "cadena original" (the
 * pipe-joined string STP verifies the RSA signature on), and the mapping of answers and
 * state-change callbacks to our vocabulary. Signing and HTTP live in stp-payout.ts.
 */
export interface StpSettings {
  baseUrl: string;
  empresa: string;
  cuentaOrdenante: string;
  /** PEM, possibly encrypted with `privateKeyPassphrase`. */
  privateKey: string;
  privateKeyPassphrase: string;
  webhookSecret: string;
}

/** STP itself, as the institution that operates our account. */
export const STP_INSTITUTION = '90646';
/** tipoCuenta: 40 CLABE (18 digits), 3 debit card (16 digits). */
const ACCOUNT_TYPE_CLABE = '40';
const ACCOUNT_TYPE_CARD = '3';

/** The order of fields in the cadena original of registraOrden, as STP's manual lists them. */
export const ORDER_SIGNATURE_FIELDS = [
  'institucionContraparte', 'empresa', 'fechaOperacion', 'folioOrigen', 'claveRastreo', 'institucionOperante',
  'monto', 'tipoPago', 'tipoCuentaOrdenante', 'nombreOrdenante', 'cuentaOrdenante', 'rfcCurpOrdenante',
  'tipoCuentaBeneficiario', 'nombreBeneficiario', 'cuentaBeneficiario', 'rfcCurpBeneficiario', 'emailBeneficiario',
  'tipoCuentaBeneficiario2', 'nombreBeneficiario2', 'cuentaBeneficiario2', 'rfcCurpBeneficiario2', 'conceptoPago',
  'conceptoPago2', 'claveCatUsuario1', 'claveCatUsuario2', 'clavePago', 'referenciaCobranza', 'referenciaNumerica',
  'tipoOperacion', 'topologia', 'usuario', 'medioEntrega', 'prioridad', 'iva',
] as const;

/** Integer centavos to STP's pesos with two decimals: 123456 -> "1234.56". */
export function centavosToPesos(amount: number): DecimalText {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`invalid payout amount ${amount}`);
  return minorToDecimal(amount, 'MXN');
}

/** STP's claveRastreo is alphanumeric (max 30): our reference upper-cased without hyphens. */
export function toClaveRastreo(reference: string): string {
  return reference.replace(/-/g, '').toUpperCase();
}

/** referenciaNumerica is 7 digits; derived from the reference so a resend carries the same one. */
export function toReferenciaNumerica(reference: string): string {
  return String(createHash('sha256').update(reference).digest().readUInt32BE(0) % 10_000_000).padStart(7, '0');
}

/** SPEI accepts names and concepts in plain upper-case ASCII; accents are dropped, not rejected. */
function plain(text: string, max: number): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 .,-]/g, ' ').replace(/\s+/g, ' ').trim().toUpperCase().slice(0, max);
}

export type StpOrder = Record<(typeof ORDER_SIGNATURE_FIELDS)[number], string>;

export function buildOrder(request: TransferRequest, settings: StpSettings): StpOrder {
  const empty = Object.fromEntries(ORDER_SIGNATURE_FIELDS.map((f) => [f, ''])) as StpOrder;
  const { recipient } = request;
  return {
    ...empty,
    institucionContraparte: recipient.bankCode,
    empresa: settings.empresa,
    // Our reference travels back in the state-change callback as folioOrigen.
    folioOrigen: request.reference,
    claveRastreo: toClaveRastreo(request.reference),
    institucionOperante: STP_INSTITUTION,
    monto: centavosToPesos(request.amount),
    tipoPago: '1',
    tipoCuentaOrdenante: ACCOUNT_TYPE_CLABE,
    cuentaOrdenante: settings.cuentaOrdenante,
    tipoCuentaBeneficiario: recipient.accountNumber.length === 16 ? ACCOUNT_TYPE_CARD : ACCOUNT_TYPE_CLABE,
    nombreBeneficiario: plain(recipient.accountName, 40),
    cuentaBeneficiario: recipient.accountNumber,
    // 'ND' (no disponible) is what STP accepts when the beneficiary's RFC/CURP is unknown.
    rfcCurpBeneficiario: recipient.curp?.trim().toUpperCase() || 'ND',
    conceptoPago: plain(request.reason, 39) || 'PRESTAMO',
    referenciaNumerica: toReferenciaNumerica(request.reference),
  };
}

/** `||f1|f2|...|f34||`, empty fields included; STP recomputes it from the JSON it receives. */
export function orderSignatureString(order: StpOrder): string {
  return `||${ORDER_SIGNATURE_FIELDS.map((f) => order[f]).join('|')}||`;
}

/** The JSON sent: the signed fields that are not empty, plus the signature. */
export function orderBody(order: StpOrder, firma: string): Record<string, string> {
  return { ...Object.fromEntries(Object.entries(order).filter(([, v]) => v !== '')), firma };
}

/** The consulta of a sent order by claveRastreo (cadena: empresa, claveRastreo, institucionOperante). */
export function querySignatureString(empresa: string, claveRastreo: string): string {
  return `||${empresa}|${claveRastreo}|${STP_INSTITUTION}||`;
}

const ESTADOS: Record<string, TransferState> = {
  LQ: 'success', TLQ: 'success', LIQUIDADA: 'success', LIQUIDADO: 'success', EXITO: 'success',
  CN: 'failed', C: 'failed', R: 'failed', CANCELADA: 'failed', CANCELADO: 'failed', RECHAZADA: 'failed', RECHAZADO: 'failed',
  D: 'reversed', DEVUELTA: 'reversed', DEVUELTO: 'reversed', DEVOLUCION: 'reversed',
};

/** STP's order states, as codes (LQ, CN, D) or words (Liquidada, Cancelada, Devuelta, Exito); others are in progress. */
export function toTransferState(estado: unknown): TransferState {
  if (typeof estado !== 'string') return 'pending';
  const key = estado.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toUpperCase();
  return ESTADOS[key] ?? 'pending';
}

type Resultado = { id?: unknown; descripcionError?: unknown } | undefined;

/**
 * registraOrden answers `{resultado: {id}}`: a large id is STP's order id, while an error comes
 * back as a small id with `descripcionError` (HTTP 200 all the same). A duplicate claveRastreo
 * means an earlier send reached STP: 'duplicate', so the caller requeries.
 */
export function toRegisterResult(httpStatus: number, body: unknown): TransferOutcome | 'duplicate' {
  if (httpStatus >= 500 || httpStatus === 429) return { state: 'unknown', reason: `registra: HTTP ${httpStatus}` };
  const resultado = (body as { resultado?: Resultado } | null)?.resultado;
  const error = typeof resultado?.descripcionError === 'string' ? resultado.descripcionError : '';
  if (error) {
    if (/rastreo/i.test(error) && /(duplicad|exist|utilizad|registrad)/i.test(error)) return 'duplicate';
    return { state: 'failed', reason: error };
  }
  const id = Number(resultado?.id);
  if (httpStatus >= 200 && httpStatus < 300 && Number.isSafeInteger(id) && id > 0) return { state: 'pending', providerReference: String(id) };
  if (httpStatus >= 400) return { state: 'failed', reason: `registra: HTTP ${httpStatus}` };
  return { state: 'unknown', reason: 'registra: unreadable answer' };
}

/** The consulta: `{respuesta: {estado, idEF, causaDevolucion}}`, or a "no data found" message. */
export function toQueryResult(httpStatus: number, body: unknown): TransferOutcome {
  if (httpStatus === 404) return { state: 'not_found' };
  if (httpStatus !== 200) return { state: 'unknown', reason: `consulta: HTTP ${httpStatus}` };
  const parsed = body as { mensaje?: unknown; respuesta?: Record<string, unknown> | null } | null;
  const order = parsed?.respuesta;
  if (!order) {
    const message = typeof parsed?.mensaje === 'string' ? parsed.mensaje : '';
    return /no se encontr/i.test(message) ? { state: 'not_found' } : { state: 'unknown', reason: 'consulta: unreadable answer' };
  }
  const state = toTransferState(order.estado);
  const outcome: TransferOutcome = { state };
  if (order.idEF !== undefined && order.idEF !== null) outcome.providerReference = String(order.idEF);
  if (state !== 'success' && typeof order.causaDevolucion === 'string' && order.causaDevolucion) outcome.reason = order.causaDevolucion;
  return outcome;
}

/** The cambioEstado callback: `{id, empresa, folioOrigen, estado, causaDevolucion}`. */
export function toWebhookEvent(body: unknown, empresa: string): PayoutWebhookEvent | 'ignored' {
  const parsed = body as Record<string, unknown> | null;
  if (!parsed || parsed.empresa !== empresa || typeof parsed.folioOrigen !== 'string' || !parsed.folioOrigen) return 'ignored';
  const state = toTransferState(parsed.estado);
  if (state === 'pending') return 'ignored';
  const event: PayoutWebhookEvent = { reference: parsed.folioOrigen, state };
  if (parsed.id !== undefined && parsed.id !== null) event.providerReference = String(parsed.id);
  if (state !== 'success' && typeof parsed.causaDevolucion === 'string' && parsed.causaDevolucion) event.reason = parsed.causaDevolucion;
  return event;
}
