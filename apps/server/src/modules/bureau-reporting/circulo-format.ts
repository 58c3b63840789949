import { curpProblem, decimalToMinor, mexicanState, minorToDecimal, RFC } from '@lendline/domain';
import type { BorrowerFacts, FacilityFacts, FieldProblem, LenderIdentity } from './bureau-facts.ts';
import { amount, checkFields, compactDate, digits, maxLength, oneOf, pattern, required, yyyymmdd, type Rule } from './format-rules.ts';

/**
 * Círculo de Crédito's "Reportar en línea" body, CargasPFRegistrarRequest (ADR 101; research
 * §3b, from Círculo's own simulation SDK): one per account, each carrying its person, address
 * and account. The monthly file is a JSON array of them. Dates YYYYMMDD; every value a string;
 * an unknown value is left out, never sent as the text "null" (the SDK's README does that).
 */
export interface CirculoRequest {
  encabezado: { claveOtorgante: string; nombreOtorgante: string };
  persona: {
    nombre: Record<string, string>;
    domicilio: Record<string, string>;
    cuenta: Record<string, string>;
  };
}

const SEXO: Readonly<Record<string, string>> = { '1': 'M', '2': 'F' };
const ESTADO_CIVIL: Readonly<Record<string, string>> = { single: 'S', married: 'C', divorced: 'D', widowed: 'V' };
/** frecuenciaPagos codes of Círculo's catalogue (research §3a); the letter for each spacing is to confirm with Círculo (ADR 101). */
const FRECUENCIA: Readonly<Record<string, string>> = { BULLET: 'U', WEEKLY: 'S', FORTNIGHTLY: 'Q', MONTHLY: 'M' };

/** Our state key ('MX-JAL') as the three-letter code the SDK's example uses ('MEX', 'CDMX' for the capital). */
function estadoOf(code: string): string {
  if (code === 'MX-CMX') return 'CDMX';
  const state = mexicanState(code);
  return state ? code.slice(3) : code;
}

/** A Mexican mobile in E.164 digits ('525512345678') as its ten national digits. */
function celular(phone: string): string {
  return phone.startsWith('52') && phone.length === 12 ? phone.slice(2) : phone;
}

/**
 * Calendar months from the payout to the last due date, a month begun counted whole: 2 March to
 * 1 June (91 days) is 3, as the borrower's contract states it; a week is 1.
 */
function termMonths(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return Math.max(1, (y2 - y1) * 12 + (m2 - m1) + (d2 > d1 ? 1 : 0));
}

/** Drops empty values: an unknown field is absent. */
function present(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
}

/**
 * One account with its borrower. The last names: the form's last name holds both surnames
 * (paterno then materno), split at the first space. pagoActual is " V" when current, else the
 * number of instalments past due, two digits (the SDK's example " V"; the MOP scale is to confirm).
 */
export function circuloRequest(f: FacilityFacts, b: BorrowerFacts, lender: LenderIdentity, periodEnd: string, frequency: string): CirculoRequest {
  const money = (minor: number) => minorToDecimal(minor, f.currency);
  const [paterno = '', ...materno] = b.lastName.trim().toUpperCase().split(/\s+/);
  return {
    encabezado: { claveOtorgante: lender.code, nombreOtorgante: lender.name },
    persona: {
      nombre: present({
        apellidoPaterno: paterno,
        apellidoMaterno: materno.join(' '),
        nombres: [b.firstName, b.middleName].filter((n) => n.trim() !== '').join(' ').toUpperCase(),
        fechaNacimiento: yyyymmdd(b.birthday),
        rfc: b.rfc.toUpperCase(),
        curp: b.curp.toUpperCase(),
        nacionalidad: 'MX',
        estadoCivil: ESTADO_CIVIL[b.maritalStatus] ?? '',
        sexo: SEXO[b.gender] ?? b.gender,
        tipoPersona: 'PF',
      }),
      domicilio: present({
        direccion: b.address.toUpperCase(),
        coloniaPoblacion: b.city.toUpperCase(),
        delegacionMunicipio: b.city.toUpperCase(),
        ciudad: b.city.toUpperCase(),
        estado: estadoOf(b.state),
        cp: b.postalCode,
        numeroCelular: celular(b.phone),
        tipoDomicilio: 'C',
      }),
      cuenta: present({
        claveActualOtorgante: lender.code,
        nombreOtorgante: lender.name,
        cuentaActual: f.orderNo,
        tipoResponsabilidad: 'I',
        tipoCuenta: 'F',
        tipoContrato: 'PP',
        claveUnidadMonetaria: 'MX',
        numeroPagos: String(f.phases),
        frecuenciaPagos: FRECUENCIA[frequency] ?? frequency,
        montoPagar: money(f.instalment),
        fechaAperturaCuenta: yyyymmdd(f.disbursedOn),
        fechaUltimoPago: yyyymmdd(f.lastPaymentOn),
        fechaCierreCuenta: yyyymmdd(f.closedOn),
        fechaCorte: yyyymmdd(periodEnd),
        creditoMaximo: money(f.principal),
        saldoActual: money(f.balance),
        limiteCredito: money(f.principal),
        saldoVencido: money(f.overdueAmount),
        numeroPagosVencidos: String(f.pastDuePhases),
        pagoActual: f.pastDuePhases === 0 ? ' V' : String(Math.min(f.pastDuePhases, 99)).padStart(2, '0'),
        montoUltimoPago: f.lastPaymentAmount === null ? '' : money(f.lastPaymentAmount),
        diasVencimiento: String(f.daysInArrears),
        plazoMeses: String(termMonths(f.disbursedOn, f.maturityDate)),
        montoCreditoOriginacion: money(f.principal),
        correoElectronicoConsumidor: b.email,
      }),
    },
  };
}

const NAME: readonly Rule[] = [maxLength(30), pattern(/^[A-ZÑÁÉÍÓÚÜ' .-]+$/, 'characters')];
const curp: Rule = (v) => (v !== '' && curpProblem(v) !== null ? 'curp' : null);

const NOMBRE_RULES: Readonly<Record<string, readonly Rule[]>> = {
  apellidoPaterno: [required, ...NAME],
  apellidoMaterno: NAME,
  nombres: [required, maxLength(50), pattern(/^[A-ZÑÁÉÍÓÚÜ' .-]+$/, 'characters')],
  fechaNacimiento: [required, compactDate],
  rfc: [pattern(RFC, 'rfc')],
  curp: [required, curp],
  nacionalidad: [required, oneOf(['MX'])],
  sexo: [oneOf(['M', 'F'])],
  tipoPersona: [required, oneOf(['PF'])],
};

const ESTADOS = ['CDMX', 'AGU', 'BCN', 'BCS', 'CAM', 'COA', 'COL', 'CHP', 'CHH', 'DUR', 'GUA', 'GRO', 'HID', 'JAL', 'MEX', 'MIC', 'MOR', 'NAY', 'NLE', 'OAX', 'PUE', 'QUE', 'ROO', 'SLP', 'SIN', 'SON', 'TAB', 'TAM', 'TLA', 'VER', 'YUC', 'ZAC'];

const DOMICILIO_RULES: Readonly<Record<string, readonly Rule[]>> = {
  direccion: [required, maxLength(80)],
  coloniaPoblacion: [required, maxLength(65)],
  delegacionMunicipio: [required, maxLength(65)],
  ciudad: [required, maxLength(65)],
  estado: [required, oneOf(ESTADOS)],
  cp: [required, pattern(/^\d{5}$/, 'digits')],
  numeroCelular: [pattern(/^\d{10}$/, 'phone')],
};

const CUENTA_RULES: Readonly<Record<string, readonly Rule[]>> = {
  claveActualOtorgante: [required, maxLength(10)],
  cuentaActual: [required, maxLength(25)],
  tipoResponsabilidad: [required, oneOf(['I', 'M', 'O', 'A', 'T'])],
  tipoCuenta: [required, oneOf(['F', 'H', 'L', 'R', 'Q', 'A', 'E', 'P'])],
  claveUnidadMonetaria: [required, oneOf(['MX'])],
  numeroPagos: [required, digits],
  frecuenciaPagos: [required, oneOf(['A', 'B', 'C', 'D', 'E', 'M', 'Q', 'R', 'S', 'T', 'U'])],
  montoPagar: [required, amount],
  fechaAperturaCuenta: [required, compactDate],
  fechaUltimoPago: [compactDate],
  fechaCierreCuenta: [compactDate],
  fechaCorte: [required, compactDate],
  creditoMaximo: [required, amount],
  saldoActual: [required, amount],
  saldoVencido: [required, amount],
  numeroPagosVencidos: [required, digits],
  pagoActual: [required, pattern(/^( V|\d{2})$/, 'code')],
  montoUltimoPago: [amount],
  diasVencimiento: [required, digits],
};

/** Every field of the request against its rules, named by its path ('cuenta.saldoActual'). */
export function validateCirculo(request: CirculoRequest): FieldProblem[] {
  const under = (prefix: string, problems: FieldProblem[]) => problems.map((p) => ({ field: `${prefix}.${p.field}`, rule: p.rule }));
  const cuenta = checkFields(request.persona.cuenta, CUENTA_RULES);
  return [
    ...under('encabezado', checkFields(request.encabezado, { claveOtorgante: [required, maxLength(10)], nombreOtorgante: [required, maxLength(40)] })),
    ...under('nombre', checkFields(request.persona.nombre, NOMBRE_RULES)),
    ...under('domicilio', checkFields(request.persona.domicilio, DOMICILIO_RULES)),
    ...under('cuenta', cuenta.length > 0 ? cuenta : balanceProblems(request.persona.cuenta)),
  ];
}

/** The balances against each other, once each is a valid amount: a closed account owes nothing, and what is overdue is part of what is owed. */
function balanceProblems(cuenta: Readonly<Record<string, string>>): FieldProblem[] {
  const centavos = (field: string) => decimalToMinor(cuenta[field] ?? '0.00', 'MXN') ?? 0;
  if (cuenta.fechaCierreCuenta !== undefined && centavos('saldoActual') !== 0) return [{ field: 'saldoActual', rule: 'closedOwes' }];
  return centavos('saldoVencido') > centavos('saldoActual') ? [{ field: 'saldoVencido', rule: 'aboveBalance' }] : [];
}
