import { decimalToMinor, type Centavos } from '@lendline/domain';
import type { StpSettings } from '../../payout/stp/stp-fns.ts';
import { toTransferState } from '../../payout/stp/stp-fns.ts';
import type { NotificationReading, ReceivedPayment } from '../types.ts';

/**
 * Pure parts of STP collections: a deposit ("abono") as STP notifies it or lists it in the
 * conciliación, our reference for it, the answer STP expects to a notification, and the signed
 * conciliación request. Signing and HTTP live in stp-collections.ts.
 */
export interface StpCollectionsSettings extends StpSettings {
  /** The company's CLABE prefix from STP: 646, plaza, company digits (10 or 13 digits). */
  clabePrefix: string;
  /** The company's name, shown to borrowers as the holder of their CLABE. */
  accountName: string;
  /** STP's efws API root, https://prod.stpmex.com/efws/API/V2 (efws-dev.stpmex.com in test). */
  conciliacionUrl: string;
}

type Fields = Record<string, unknown>;

const digitsOf = (value: unknown): string | null => {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+$/.test(text) ? text : null;
};
const instantOf = (epochMs: unknown): string | null => {
  const ms = typeof epochMs === 'string' && /^\d+$/.test(epochMs) ? Number(epochMs) : epochMs;
  return typeof ms === 'number' && Number.isSafeInteger(ms) && ms > 0 ? new Date(ms).toISOString() : null;
};

/**
 * Our reference for a deposit: `fechaOperacion:sendingBank:claveRastreo`. SPEI makes a
 * claveRastreo unique only per sending institution and operation day, so all three are needed;
 * they are in both the notification and the conciliación (STP's own `id` is not documented as
 * the same in both), and the date tells confirmPayment which day to look up.
 */
export function stpReference(fechaOperacion: string, institucion: string, claveRastreo: string): string {
  return `${fechaOperacion}:${Number(institucion)}:${claveRastreo}`;
}

export function parseStpReference(reference: string): { fechaOperacion: string } | null {
  const match = /^(\d{8}):\d+:.+$/.exec(reference);
  return match ? { fechaOperacion: match[1]! } : null;
}

/**
 * A deposit as the abono notification sends it (sender in `institucionOrdenante`) or the
 * conciliación lists it (sender in `institucionContraparte`). `monto` is pesos with decimals,
 * converted on its text; `tsLiquidacion` is epoch milliseconds. Null when a figure is unreadable.
 */
export function toDeposit(order: Fields): ReceivedPayment | null {
  const fechaOperacion = digitsOf(order.fechaOperacion);
  const sender = digitsOf(order.institucionOrdenante ?? order.institucionContraparte);
  const claveRastreo = typeof order.claveRastreo === 'string' ? order.claveRastreo.trim() : '';
  const amount: Centavos | null = decimalToMinor(order.monto, 'MXN');
  const paidAt = instantOf(order.tsLiquidacion);
  const account = digitsOf(order.cuentaBeneficiario);
  if (fechaOperacion?.length !== 8 || !sender || !claveRastreo || amount === null || !paidAt || !account) return null;
  return {
    providerReference: stpReference(fechaOperacion, sender, claveRastreo),
    amount,
    currency: 'MXN', // SPEI moves pesos only
    paidAt,
    // Whoever's CLABE it is, in or outside our prefix: the caller decides (suspense when nobody's).
    target: { kind: 'account', accountNumber: account },
  };
}

/** A verified abono notification: every readable one is money in. */
export function toAbonoNotification(body: unknown): NotificationReading {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { kind: 'ignored' };
  const payment = toDeposit(body as Fields);
  return payment ? { kind: 'payment', payment } : { kind: 'ignored' };
}

/** STP's devolución causes we may answer with: 1 cuenta inexistente, 2 cuenta bloqueada. */
export type StpReturnCause = 1 | 2;

/**
 * The body STP expects in answer to an abono notification: `confirmar` keeps the money,
 * `devolver` with a cause has STP send it back to the payer (STP webhooks, "Abono").
 */
export function stpAbonoAnswer(accepted: boolean, cause: StpReturnCause = 1): { mensaje: 'confirmar' } | { mensaje: 'devolver'; id: StpReturnCause } {
  return accepted ? { mensaje: 'confirmar' } : { mensaje: 'devolver', id: cause };
}

/** Conciliación v2 answers in pages of this many orders. */
export const CONCILIACION_PAGE_SIZE = 1000;
/** tipoOrden R: orders received (E would be the ones we sent). */
const RECEIVED = 'R';

/** The cadena of a conciliación: empresa, tipoOrden and fechaOperacion (empty for today's). */
export function conciliacionSignatureString(empresa: string, fechaOperacion: string): string {
  return `||${empresa}|${RECEIVED}|${fechaOperacion}||`;
}

export function conciliacionBody(empresa: string, fechaOperacion: string, page: number, firma: string): Fields {
  return { empresa, page, tipoOrden: RECEIVED, fechaOperacion, firma };
}

export type ConciliacionPage = { deposits: ReceivedPayment[]; total: number };
export type StpFailure = { ok: false; reason: 'refused' | 'unavailable'; detail: string };

/**
 * `{estado, mensaje, datos: [...], total}`. A day without orders answers a "no se encontraron
 * datos" message; another message without data is STP refusing our request (a bad signature,
 * an unknown empresa). Returned orders are dropped, since that money went back to the payer.
 */
export function toConciliacionPage(httpStatus: number, body: unknown): ConciliacionPage | StpFailure {
  if (httpStatus >= 500 || httpStatus === 429) return { ok: false, reason: 'unavailable', detail: `conciliacion: HTTP ${httpStatus}` };
  const parsed = body as { mensaje?: unknown; datos?: unknown; total?: unknown } | null;
  const message = typeof parsed?.mensaje === 'string' ? parsed.mensaje : '';
  if (httpStatus === 200 && Array.isArray(parsed?.datos)) {
    const orders = (parsed.datos as unknown[]).filter((o): o is Fields => !!o && typeof o === 'object');
    const kept = orders.filter((o) => !['failed', 'reversed'].includes(toTransferState(o.estado)));
    const total = Number(parsed.total);
    return { deposits: kept.map(toDeposit).filter((p): p is ReceivedPayment => p !== null), total: Number.isSafeInteger(total) ? total : orders.length };
  }
  if (/no se encontr/i.test(message)) return { deposits: [], total: 0 };
  if (message) return { ok: false, reason: 'refused', detail: `conciliacion: ${message}` };
  return { ok: false, reason: 'unavailable', detail: `conciliacion: ${httpStatus === 200 ? 'unreadable answer' : `HTTP ${httpStatus}`}` };
}
