import { createPrivateKey, createPublicKey, sign, verify, X509Certificate, type KeyObject } from 'node:crypto';
import type { BureauFacility, BureauSubject } from '../types.ts';
import { bureauAmount, bureauDate, countWithin, list, maskAccount, MalformedReport, optionalAmount, optionalCount, record, requiredText } from '../bureau-fns.ts';

/**
 * Círculo de Crédito's "Reporte de Crédito Consolidado con FICO Score y PLD" (APIHub-CdC's
 * official SDKs, ADR 098): one signed POST answers the whole report. Every request body is
 * signed with the lender's secp384r1 key (ECDSA over SHA-256, DER, hex, header `x-signature`),
 * and every answer carries Círculo's signature over its body, checked with the certificate
 * Círculo gives in its developer portal before a byte of it is read.
 */
export interface CirculoSettings {
  /** https://services.circulodecredito.com.mx */
  baseUrl: string;
  /** The application's consumer key (`x-api-key`). */
  apiKey: string;
  /** Círculo's user and password for the product, sent as headers. */
  username: string;
  password: string;
  /** Our secp384r1 private key, PEM. */
  privateKey: string;
  /** Círculo's certificate (or its public key), PEM. */
  certificate: string;
}

export const CIRCULO_REPORT_PATH = '/v1/rcc-ficoscore-pld';

export function privateKeyOf(pem: string): KeyObject {
  return createPrivateKey(pem);
}

/** The certificate Círculo's portal gives, or its bare public key (what the tests' fake uses). */
export function publicKeyOf(pem: string): KeyObject {
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

/** The hex DER ECDSA-SHA256 signature of exactly these bytes. */
export const signBody = (body: string, key: KeyObject) => sign('sha256', Buffer.from(body, 'utf8'), key).toString('hex');

export function isSignedBy(body: string, signatureHex: string | null, key: KeyObject): boolean {
  if (!signatureHex || !/^[0-9a-f]+$/i.test(signatureHex)) return false;
  try {
    return verify('sha256', Buffer.from(body, 'utf8'), key, Buffer.from(signatureHex, 'hex'));
  } catch {
    return false; // not a DER signature at all
  }
}

/**
 * The `PersonaPeticion`: the RFC is the CURP's first ten characters (an RFC without its
 * homoclave, which a person's RFC starts with), the address as the borrower gave it. Null
 * when the subject has no address: Círculo matches on it, so it is not asked without one.
 */
export function personaBody(subject: BureauSubject): string | null {
  const address = subject.address;
  if (!address) return null;
  const upper = (s: string) => s.trim().toUpperCase();
  return JSON.stringify({
    apellidoPaterno: upper(subject.lastName),
    ...(subject.secondLastName ? { apellidoMaterno: upper(subject.secondLastName) } : {}),
    primerNombre: upper(subject.firstName),
    fechaNacimiento: subject.birthday,
    RFC: upper(subject.idNumber).slice(0, 10),
    CURP: upper(subject.idNumber),
    nacionalidad: 'MX',
    domicilio: {
      direccion: upper(address.line),
      coloniaPoblacion: upper(address.district),
      delegacionMunicipio: upper(address.municipality),
      ciudad: upper(address.city),
      estado: upper(address.state),
      CP: address.postalCode.trim(),
    },
  });
}

/** The `Errores` body's codes (never its messages, which may repeat what we sent). */
export function errorCodes(body: unknown): string {
  const errores = typeof body === 'object' && body !== null ? (body as { errores?: unknown }).errores : undefined;
  return Array.isArray(errores) ? errores.map((e) => String((e as { codigo?: unknown })?.codigo ?? '?')).join(', ') : '';
}

/** Days in one payment period by `frecuenciaPagos`; the codes without a fixed period are absent. */
const PERIOD_DAYS: Readonly<Record<string, number>> = { D: 1, S: 7, C: 14, Q: 15, M: 30, B: 60, T: 90, E: 180, A: 365 };

function paymentsToDays(payments: number | null, frequency: unknown): number | null {
  const days = PERIOD_DAYS[String(frequency ?? '').trim().toUpperCase()];
  return payments === null || days === undefined ? null : payments * days;
}

function readCredito(item: unknown, i: number): BureauFacility {
  const where = `creditos[${i}]`;
  const c = record(item, where);
  const overdue = bureauAmount(c.saldoVencido, 'MXN', `${where}.saldoVencido`);
  const closed = bureauDate(c.fechaCierreCuenta, `${where}.fechaCierreCuenta`) !== null;
  const late = optionalCount(c.numeroPagosVencidos, `${where}.numeroPagosVencidos`);
  return {
    lender: requiredText(c.nombreOtorgante, `${where}.nombreOtorgante`),
    accountMasked: maskAccount(requiredText(c.cuentaActual, `${where}.cuentaActual`)),
    openedOn: bureauDate(c.fechaAperturaCuenta, `${where}.fechaAperturaCuenta`),
    principal: optionalAmount(c.creditoMaximo, 'MXN', `${where}.creditoMaximo`),
    balance: bureauAmount(c.saldoActual, 'MXN', `${where}.saldoActual`),
    overdue,
    daysPastDue: closed || (overdue === 0 && !late) ? 0 : paymentsToDays(late, c.frecuenciaPagos),
    status: closed ? 'closed' : 'open',
    worstDaysPastDue24m: paymentsToDays(optionalCount(c.peorAtraso, `${where}.peorAtraso`), c.frecuenciaPagos),
  };
}

function readScore(scores: unknown[]): { value: number; scale: string } | null {
  const rows = scores.map((s, i) => record(s, `scores[${i}]`));
  const chosen = rows.find((s) => /fico/i.test(String(s.nombreScore ?? ''))) ?? rows[0];
  if (!chosen) return null;
  const text = String(chosen.valor ?? '').trim();
  if (!/^\d{1,4}$/.test(text)) throw new MalformedReport('scores.valor: not a score');
  const name = String(chosen.nombreScore ?? '').trim();
  return { value: Number(text), scale: /fico/i.test(name) ? 'fico-300-850' : `circulo-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'score'}` };
}

export interface CirculoReport {
  folio: string;
  found: boolean;
  fullName: string;
  birthday: string | null;
  score: { value: number; scale: string } | null;
  facilities: BureauFacility[];
  recentInquiries: number;
}

export function readRespuesta(body: unknown, now: Date): CirculoReport {
  const r = record(body, 'Respuesta');
  const folio = requiredText(r.folioConsulta, 'folioConsulta');
  const persona = r.persona === undefined || r.persona === null ? null : record(r.persona, 'persona');
  const fullName = persona ? [persona.nombres, persona.apellidoPaterno, persona.apellidoMaterno].filter((n) => typeof n === 'string' && n.trim()).join(' ') : '';
  return {
    folio,
    found: persona !== null,
    fullName: persona ? requiredText(fullName, 'persona.nombres') : '',
    birthday: persona ? bureauDate(persona.fechaNacimiento, 'persona.fechaNacimiento') : null,
    score: readScore(list(r.scores, 'scores', true)),
    facilities: list(r.creditos, 'creditos', true).map(readCredito),
    recentInquiries: countWithin(list(r.consultas, 'consultas', true).map((q, i) => bureauDate(record(q, `consultas[${i}]`).fechaConsulta, `consultas[${i}].fechaConsulta`)), now),
  };
}
