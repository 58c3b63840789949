import { describe, expect, it } from 'vitest';
import type { BorrowerFacts, FacilityFacts } from '../src/modules/bureau-reporting/bureau-facts.ts';
import { CDT_CREDIT_COLUMNS, CDT_INDIVIDUAL_COLUMNS, cdtCreditRecord, cdtIndividualRecord, validateCdtCredit, validateCdtIndividual } from '../src/modules/bureau-reporting/cdt-format.ts';
import { circuloRequest, validateCirculo } from '../src/modules/bureau-reporting/circulo-format.ts';
import { csvLine, parseCsvLine } from '../src/modules/bureau-reporting/csv-fns.ts';
import { classificationOf, compactDate, dayMonthYear, frequencyOf } from '../src/modules/bureau-reporting/format-rules.ts';
import { periodDays, previousPeriod } from '../src/modules/bureau-reporting/period-fns.ts';

const FACILITY: FacilityFacts = {
  orderId: 'o-1', orderNo: 'LL260302ABCDEFGH', userId: 'u-1', standing: 'overdue', currency: 'NGN', principal: 50_000_00,
  disbursedOn: '2026-03-02', closedOn: null, onTime: false, phases: 2, instalment: 27_229_50, firstDueDate: '2026-04-01', maturityDate: '2026-05-01',
  outstanding: 30_123_45, balance: 30_123_45, outstandingPrincipal: 25_000_00, overdueAmount: 27_729_50, pastDuePhases: 1, daysInArrears: 45,
  lastPaymentOn: '2026-03-20', lastPaymentAmount: 3_000_00, paidThrough: 3_000_00, correction: false,
};

const BORROWER: BorrowerFacts = {
  userId: 'u-1', firstName: 'Adaeze', middleName: '', lastName: 'Okafor', gender: '2', birthday: '1990-05-01', maritalStatus: 'single',
  state: 'NG-LA', city: 'Ikeja', address: '12 Allen Avenue, Ikeja', postalCode: '100001', email: 'adaeze@gmail.com', curp: '', rfc: '',
  bvn: '22212345678', phone: '2348031234567', employer: 'Andela Nigeria',
};

describe('the CDT sheets (ADR 100)', () => {
  it('has the 46 and 29 columns of the template, in order', () => {
    expect(CDT_INDIVIDUAL_COLUMNS).toHaveLength(46);
    expect(CDT_CREDIT_COLUMNS).toHaveLength(29);
    expect([CDT_INDIVIDUAL_COLUMNS[0], CDT_INDIVIDUAL_COLUMNS[8], CDT_INDIVIDUAL_COLUMNS[45]]).toEqual(['CustomerID', 'BVN No', "Spouse's Middle Name"]);
    expect([CDT_CREDIT_COLUMNS[7], CDT_CREDIT_COLUMNS[10], CDT_CREDIT_COLUMNS[28]]).toEqual(['Outstanding Balance', 'Days in Arrears', 'Previous Branch Code']);
  });

  it('fills a facility: naira with two decimals from kobo, DD/MM/YYYY, arrears and their classification', () => {
    const row = cdtCreditRecord(FACILITY);
    expect(row).toMatchObject({
      'Account Number': 'LL260302ABCDEFGH', 'Account Status': '001', 'Account Status Date': '02/03/2026', 'Outstanding Balance': '30123.45',
      'Instalment Amount': '27229.50', 'Overdue Amount': '27729.50', 'Days in Arrears': '45', 'Loan Classification': '003', 'Maturity Date': '01/05/2026',
      'Loan (Facility) Tenor': '60', 'Repayment Frequency': 'MONTHLY', 'Last Payment Date': '20/03/2026', 'Last Payment Amount': '3000.00', Currency: 'NGN',
    });
    expect(validateCdtCredit(row)).toEqual([]);
    expect(cdtCreditRecord({ ...FACILITY, standing: 'closed', closedOn: '2026-04-30', outstanding: 0, overdueAmount: 0, daysInArrears: 0 })).toMatchObject({
      'Account Status': '002', 'Account Status Date': '30/04/2026', 'Outstanding Balance': '0.00', 'Loan Classification': '001',
    });
  });

  it('fills a borrower: capitals, the local mobile number, the state by name', () => {
    const row = cdtIndividualRecord(BORROWER);
    expect(row).toMatchObject({
      CustomerID: 'u-1', Surname: 'OKAFOR', 'First Name': 'ADAEZE', 'Date of Birth': '01/05/1990', 'BVN No': '22212345678', Gender: 'F',
      'Marital Status': 'SINGLE', 'Mobile Number': '08031234567', 'Primary State': 'LAGOS', 'Primary Country': 'NIGERIA', 'Borrower Type': 'I',
    });
    expect(validateCdtIndividual(row)).toEqual([]);
  });

  it.each([
    ['BVN No', '2221234567', 'bvn'],
    ['BVN No', '', 'required'],
    ['Date of Birth', '31/02/1990', 'date'],
    ['Gender', 'X', 'code'],
    ['Mobile Number', '0803123', 'phone'],
    ['Primary State', 'ATLANTIS', 'code'],
    ['Surname', 'OKAFOR\nX', 'characters'],
  ])('refuses a borrower whose %s is %j (%s)', (field, value, rule) => {
    expect(validateCdtIndividual({ ...cdtIndividualRecord(BORROWER), [field]: value })).toEqual([{ field, rule }]);
  });

  it.each([
    ['Outstanding Balance', '30,123.45', 'amount'],
    ['Outstanding Balance', '30123.4', 'amount'],
    ['Account Status', '003', 'code'],
    ['Account Status Date', '2026-03-02', 'date'],
    ['Days in Arrears', '-1', 'digits'],
    ['Account Number', '', 'required'],
    ['Loan Classification', '006', 'code'],
  ])('refuses a facility whose %s is %j (%s)', (field, value, rule) => {
    expect(validateCdtCredit({ ...cdtCreditRecord(FACILITY), [field]: value })).toEqual([{ field, rule }]);
  });

  it('refuses a closed facility that still owes', () => {
    const closed = cdtCreditRecord({ ...FACILITY, standing: 'closed', closedOn: '2026-04-30' });
    expect(validateCdtCredit(closed)).toEqual([{ field: 'Outstanding Balance', rule: 'closedOwes' }]);
  });
});

describe('the Círculo "Reportar en línea" body (ADR 101)', () => {
  const MX_BORROWER: BorrowerFacts = {
    ...BORROWER, lastName: 'Gómez Díaz', firstName: 'Elena', gender: '2', state: 'MX-JAL', city: 'Guadalajara', postalCode: '44100',
    curp: 'GODE561231HJCMRN06', rfc: 'GODE561231AB1', phone: '523312345678', bvn: '',
  };
  // The balance carries the IVA on the interest that the ledger's outstanding does not yet (ADR 028).
  const MX_FACILITY: FacilityFacts = { ...FACILITY, currency: 'MXN', phases: 1, firstDueDate: '2026-04-01', maturityDate: '2026-04-01', balance: 30_580_12 };

  it('fills the person, address and account: YYYYMMDD, pesos with two decimals, both surnames', () => {
    const body = circuloRequest(MX_FACILITY, MX_BORROWER, { code: '0001234', name: 'LENDLINE' }, '2026-03-31', 'BULLET');
    expect(body.encabezado).toEqual({ claveOtorgante: '0001234', nombreOtorgante: 'LENDLINE' });
    expect(body.persona.nombre).toMatchObject({ apellidoPaterno: 'GÓMEZ', apellidoMaterno: 'DÍAZ', nombres: 'ELENA', fechaNacimiento: '19900501', curp: 'GODE561231HJCMRN06', sexo: 'F', tipoPersona: 'PF' });
    expect(body.persona.domicilio).toMatchObject({ estado: 'JAL', cp: '44100', numeroCelular: '3312345678' });
    expect(body.persona.cuenta).toMatchObject({
      cuentaActual: 'LL260302ABCDEFGH', fechaAperturaCuenta: '20260302', fechaCorte: '20260331', saldoActual: '30580.12', saldoVencido: '27729.50', plazoMeses: '1',
      frecuenciaPagos: 'U', pagoActual: '01', diasVencimiento: '45', fechaUltimoPago: '20260320',
    });
    expect(body.persona.cuenta).not.toHaveProperty('fechaCierreCuenta');
    expect(validateCirculo(body)).toEqual([]);
  });

  it('refuses an overdue amount above the balance, and a closed account that owes', () => {
    const lender = { code: '0001234', name: 'LENDLINE' };
    // The balance left without the IVA still to collect, as the ledger has it, while the schedule's whole amount is overdue.
    expect(validateCirculo(circuloRequest({ ...MX_FACILITY, balance: 27_000_00 }, MX_BORROWER, lender, '2026-03-31', 'BULLET'))).toEqual([{ field: 'cuenta.saldoVencido', rule: 'aboveBalance' }]);
    const closed = { ...MX_FACILITY, standing: 'closed' as const, closedOn: '2026-03-30', overdueAmount: 0, pastDuePhases: 0, daysInArrears: 0 };
    expect(validateCirculo(circuloRequest({ ...closed, balance: 1_00 }, MX_BORROWER, lender, '2026-03-31', 'BULLET'))).toEqual([{ field: 'cuenta.saldoActual', rule: 'closedOwes' }]);
    expect(validateCirculo(circuloRequest({ ...closed, balance: 0 }, MX_BORROWER, lender, '2026-03-31', 'BULLET'))).toEqual([]);
  });

  it('counts the term in calendar months, a month begun counted whole', () => {
    const term = (disbursedOn: string, maturityDate: string) => circuloRequest({ ...MX_FACILITY, disbursedOn, maturityDate }, MX_BORROWER, { code: '0001234', name: 'LENDLINE' }, '2026-03-31', 'BULLET').persona.cuenta.plazoMeses;
    expect([term('2026-03-02', '2026-06-01'), term('2026-03-02', '2026-06-02'), term('2026-03-02', '2026-06-03'), term('2026-03-02', '2026-03-09'), term('2026-11-30', '2027-02-28')]).toEqual(['3', '3', '4', '1', '3']);
  });

  it('names each broken field by its path', () => {
    const body = circuloRequest(MX_FACILITY, { ...MX_BORROWER, curp: 'GODE561231HJCMRN0X', postalCode: '4410' }, { code: '0001234', name: 'LENDLINE' }, '2026-03-31', 'BULLET');
    expect(validateCirculo(body)).toEqual([{ field: 'nombre.curp', rule: 'curp' }, { field: 'domicilio.cp', rule: 'digits' }]);
  });
});

describe('the pieces', () => {
  it('writes and reads RFC 4180 lines, quoting only what needs it', () => {
    const line = csvLine(['a', '12 Allen Avenue, Ikeja', 'say "hi"', '']);
    expect(line).toBe('a,"12 Allen Avenue, Ikeja","say ""hi""",\r\n');
    expect(parseCsvLine(line.slice(0, -2))).toEqual(['a', '12 Allen Avenue, Ikeja', 'say "hi"', '']);
  });

  it('checks dates as real days', () => {
    expect([dayMonthYear('29/02/2028'), dayMonthYear('29/02/2027'), compactDate('20260431'), compactDate('20260430')]).toEqual([null, 'date', 'date', null]);
  });

  it.each([[0, '001'], [1, '002'], [30, '002'], [31, '003'], [60, '003'], [61, '004'], [90, '004'], [91, '005']])('classifies %i days in arrears as %s', (days, code) => {
    expect(classificationOf(days)).toBe(code);
  });

  it('names the schedule’s spacing and the months of the calendar', () => {
    expect([frequencyOf(1, '2026-04-01', '2026-04-01'), frequencyOf(4, '2026-04-01', '2026-04-22'), frequencyOf(3, '2026-04-01', '2026-05-01'), frequencyOf(3, '2026-04-01', '2026-06-01')]).toEqual(['BULLET', 'WEEKLY', 'FORTNIGHTLY', 'MONTHLY']);
    expect([periodDays('2028-02'), periodDays('2026-12')]).toEqual([{ start: '2028-02-01', end: '2028-02-29' }, { start: '2026-12-01', end: '2026-12-31' }]);
    expect([previousPeriod('2026-01-01'), previousPeriod('2026-03-31')]).toEqual(['2025-12', '2026-02']);
  });
});
