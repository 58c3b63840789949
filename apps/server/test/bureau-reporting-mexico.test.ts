import { createHash } from 'node:crypto';
import { clabeCheckDigit, curpCheckDigit, decimalToMinor, minorToDecimal } from '@lendline/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MX_PERSONAL } from './application-fixtures.ts';
import { asStaff, DAY, filesOf, generateMonth, MANAGE } from './bureau-reporting-fixtures.ts';
import { startFakeCirculoReporting } from './fake-circulo-reporting.ts';
import { useTestApp } from './helper.ts';
import { disbursedMexicanLoan } from './repayments-fixtures.ts';
import { sqlRows } from './underwriting-fixtures.ts';

let circulo: Awaited<ReturnType<typeof startFakeCirculoReporting>>;
beforeAll(async () => {
  circulo = await startFakeCirculoReporting('circulo-key');
});
afterAll(() => circulo.close());

const t = useTestApp({
  env: () => ({
    MARKET: 'MX', SESSION_TTL_HOURS: '8784', BUREAU_DELIVERY: 'circulo-api', BUREAU_CIRCULO_REPORTING_URL: `${circulo.url}/v1/reportar`,
    BUREAU_CIRCULO_REPORTING_API_KEY: 'circulo-key', BUREAU_MEMBER_CODE: '0001234', BUREAU_MEMBER_NAME: 'LENDLINE MX',
  }),
});
beforeEach(() => {
  circulo.state.mode = 'normal';
  circulo.state.refuse.clear();
  circulo.requests.length = 0;
});

const withCheck = (first17: string, digit: (s: string) => number | null) => `${first17}${digit(first17)}`;

/** Three borrowers with both surnames, born before 2000 (a digit as the CURP's homonym key: the sandbox bureau's clean file). */
const ELENA = {
  ...MX_PERSONAL, firstName: 'Elena', lastName: 'Gómez Díaz', inputBirthday: '1990-05-01', curp: withCheck('GODE900501MJCMZL0', curpCheckDigit),
  rfc: 'GODE900501AB1', address: 'Av. Chapultepec 480, int. 3', whatsappNo: '3312345671', email: 'elena.gomez@gmail.com',
};
const MARIA = {
  ...MX_PERSONAL, firstName: 'María', middleName: 'José', lastName: 'Hernández López', inputBirthday: '1985-11-20', maritalStatus: 'married',
  state: 'MX-CMX', city: 'Benito Juárez', postalCode: '03100', address: 'Insurgentes Sur 1602', curp: withCheck('HELM851120MDFRPR0', curpCheckDigit),
  whatsappNo: '5512345672', email: 'maria.hernandez@outlook.com',
};
const LUIS = {
  ...MX_PERSONAL, firstName: 'Luis', lastName: 'Pérez Ruiz', gender: '1', inputBirthday: '1978-02-14', state: 'MX-NLE', city: 'Monterrey', postalCode: '64000',
  address: 'Av. Constitución 300', curp: withCheck('PERL780214HNLRZS0', curpCheckDigit), whatsappNo: '8112345673', email: 'luis.perez@yahoo.com',
};

type Carga = { encabezado: Record<string, string>; persona: { nombre: Record<string, string>; domicilio: Record<string, string>; cuenta: Record<string, string> } };

const ledgerOwed = async (orderNo: string) => Number((await sqlRows<{ owed: string }>(t, `
  SELECT coalesce(sum(e.amount), 0) AS owed FROM ledger_entries e JOIN ledger_transactions x ON x.id = e.transaction_id JOIN loan_orders o ON o.id = x.order_id
  WHERE o.order_no = $1 AND e.account IN ('principal_receivable', 'interest_receivable', 'penalty_receivable')`, [orderNo]))[0]!.owed);
const loanOf = async (orderNo: string) => (await sqlRows<{ principal: string; phases: number; first_amount: string; maturity: string; iva: string }>(t, `
  SELECT f.principal, count(p.*)::int AS phases, sum(p.amount - p.principal - p.interest) AS iva, (array_agg(p.amount ORDER BY p.phase))[1] AS first_amount,
    max(p.due_date)::text AS maturity
  FROM loan_orders o JOIN loan_offers f ON f.order_id = o.id JOIN loan_phases p ON p.order_id = o.id WHERE o.order_no = $1 GROUP BY f.principal`, [orderNo]))[0]!;
const detailOf = async (token: string, orderNo: string) => (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { outstanding: number; status: number };
const compact = (day: string) => day.replace(/-/g, '');

/**
 * Three Mexican loans paid out on T0 (2 March 2026, 03:00 in Mexico City): Elena's repaid in full
 * the next day, María's paid $500.00 then $250.00 at 23:30 on 31 March in Mexico City (05:30 on
 * 1 April UTC: March's payment by the market's calendar), Luis's not paid yet; the clock then
 * stands at 01:00 on 1 April in Mexico City, March being over there.
 */
async function marchBookMx() {
  const onTime = await disbursedMexicanLoan(t, '3312345671', { personal: ELENA, clabe: withCheck('03218000011835972', clabeCheckDigit) });
  const partly = await disbursedMexicanLoan(t, '5512345672', { personal: MARIA, clabe: withCheck('03218000011835973', clabeCheckDigit) });
  const unpaid = await disbursedMexicanLoan(t, '8112345673', { personal: LUIS, clabe: withCheck('03218000011835974', clabeCheckDigit) });
  t.clock.advance(DAY);
  const paid = await t.call('/sandbox/collections/pay', { token: onTime.token, body: { amount: onTime.detail.totalRepayable, channel: 'stp_clabe' } });
  expect(paid.body.code, paid.text).toBe(0);
  await t.call('/sandbox/collections/pay', { token: partly.token, body: { amount: 500_00, channel: 'stp_clabe' } });
  await t.app.jobs.runDue();
  t.clock.set(new Date('2026-04-01T05:30:00Z'));
  await t.call('/sandbox/collections/pay', { token: partly.token, body: { amount: 250_00, channel: 'stp_clabe' } });
  await t.app.jobs.runDue();
  t.clock.set(new Date('2026-04-01T07:00:00Z'));
  return { onTime, partly, unpaid };
}

async function jsonOf(fileId: string) {
  const res = await asStaff(t, ['bureau-files.read'], 'GET', `/staff/bureau-files/${fileId}/content`);
  return { res, bodies: JSON.parse(res.raw) as Carga[] };
}

describe('the monthly bureau file of Mexico (issue 24, ADR 101)', () => {
  // Three loan journeys (here and in the rechazo test): a shared, busy machine can take longer than the default 30 s.
  it('writes Círculo’s Reportar en línea bodies from the loans and the ledger, reconciled with the portfolio, and registers each account', { timeout: 90_000 }, async () => {
    const { onTime, partly, unpaid } = await marchBookMx();
    const files = await generateMonth(t, '2026-03');
    expect(files.map((f) => [f.bureau, f.format, f.state])).toEqual([['circulo', 'circulo-pf', 'delivered']]);
    const file = files[0]!;
    expect(file).toMatchObject({ rows: 3, corrections: 0, problemCount: 0, problems: [], attempts: 1, receipt: null, reasons: [] });
    expect(file.reconciliation.equal).toBe(true);
    expect(file.reconciliation.file).toEqual(file.reconciliation.portfolio);
    expect(file.reconciliation.file).toMatchObject({ openFacilities: 2, overdueFacilities: 0 });

    const { res, bodies } = await jsonOf(file.id);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="MX-CIRCULO-CIRCULO-PF-2026-03-[0-9A-F]{8}\.json"$/);
    const [a, b] = [bodies.find((c) => c.persona.cuenta.cuentaActual === onTime.orderNo)!, bodies.find((c) => c.persona.cuenta.cuentaActual === partly.orderNo)!];
    expect(bodies).toHaveLength(3);
    expect(a.encabezado).toEqual({ claveOtorgante: '0001234', nombreOtorgante: 'LENDLINE MX' });
    // The person as the personal form gave them: both surnames apart, the CURP, the birthday YYYYMMDD.
    expect(a.persona.nombre).toEqual({
      apellidoPaterno: 'GÓMEZ', apellidoMaterno: 'DÍAZ', nombres: 'ELENA', fechaNacimiento: compact(ELENA.inputBirthday), rfc: ELENA.rfc, curp: ELENA.curp,
      nacionalidad: 'MX', estadoCivil: 'S', sexo: 'F', tipoPersona: 'PF',
    });
    expect(b.persona.nombre).toMatchObject({ apellidoPaterno: 'HERNÁNDEZ', apellidoMaterno: 'LÓPEZ', nombres: 'MARÍA JOSÉ', curp: MARIA.curp, estadoCivil: 'C' });
    expect(b.persona.nombre).not.toHaveProperty('rfc');
    expect(a.persona.domicilio).toEqual({
      direccion: ELENA.address.toUpperCase(), coloniaPoblacion: 'GUADALAJARA', delegacionMunicipio: 'GUADALAJARA', ciudad: 'GUADALAJARA', estado: 'JAL',
      cp: ELENA.postalCode, numeroCelular: '3312345671', tipoDomicilio: 'C',
    });
    expect(b.persona.domicilio).toMatchObject({ ciudad: 'BENITO JUÁREZ', estado: 'CDMX', cp: '03100', numeroCelular: '5512345672' });

    // The accounts as the loan records and the ledger have them, in pesos with two decimals.
    const pesos = (centavos: number | string) => minorToDecimal(Number(centavos), 'MXN');
    const c = bodies.find((x) => x.persona.cuenta.cuentaActual === unpaid.orderNo)!;
    expect(c.persona.nombre).toMatchObject({ apellidoPaterno: 'PÉREZ', apellidoMaterno: 'RUIZ', nombres: 'LUIS', sexo: 'M', curp: LUIS.curp });
    expect(c.persona.domicilio).toMatchObject({ estado: 'NLE', ciudad: 'MONTERREY', cp: '64000', numeroCelular: '8112345673' });
    for (const [body, loanOwner] of [[a, onTime], [b, partly], [c, unpaid]] as const) {
      const loan = await loanOf(loanOwner.orderNo);
      expect(body.persona.cuenta).toMatchObject({
        claveActualOtorgante: '0001234', nombreOtorgante: 'LENDLINE MX', tipoResponsabilidad: 'I', tipoCuenta: 'F', tipoContrato: 'PP', claveUnidadMonetaria: 'MX',
        numeroPagos: String(loan.phases), montoPagar: pesos(loan.first_amount), fechaAperturaCuenta: '20260302', fechaCorte: '20260331',
        creditoMaximo: pesos(loan.principal), limiteCredito: pesos(loan.principal), montoCreditoOriginacion: pesos(loan.principal),
        saldoVencido: '0.00', numeroPagosVencidos: '0', pagoActual: ' V', diasVencimiento: '0',
        // What the borrower is told they owe is what Círculo is told.
        saldoActual: pesos((await detailOf(loanOwner.token, loanOwner.orderNo)).outstanding),
      });
    }
    expect(a.persona.cuenta).toMatchObject({ saldoActual: '0.00', fechaUltimoPago: '20260303', fechaCierreCuenta: '20260303', montoUltimoPago: pesos(onTime.detail.totalRepayable) });
    // Paid at 23:30 on 31 March in Mexico City: March's last payment, not April's. Her first payment paid the IVA first: the ledger's balance is hers.
    expect(b.persona.cuenta).toMatchObject({ fechaUltimoPago: '20260331', montoUltimoPago: '250.00', saldoActual: pesos(await ledgerOwed(partly.orderNo)) });
    expect(b.persona.cuenta).not.toHaveProperty('fechaCierreCuenta');
    // Nothing paid: Luis owes the schedule whole, the IVA on its interest included, which the ledger books only when collected (ADR 028).
    const luis = await loanOf(unpaid.orderNo);
    // One payment due on 1 June, 91 days on: three months, not four.
    expect([luis.phases, luis.maturity]).toEqual([1, '2026-06-01']);
    expect(c.persona.cuenta).toMatchObject({ frecuenciaPagos: 'U', plazoMeses: '3', montoPagar: pesos(unpaid.detail.totalRepayable) });
    expect(c.persona.cuenta.saldoActual).toBe(pesos(unpaid.detail.totalRepayable));
    expect(c.persona.cuenta.saldoActual).toBe(pesos(await ledgerOwed(unpaid.orderNo) + Number(luis.iva)));
    expect(Number(luis.iva)).toBeGreaterThan(0);
    expect(c.persona.cuenta).not.toHaveProperty('fechaUltimoPago');
    // The file's balances, back in centavos, are the portfolio's (the ledger's) and the IVA still to collect.
    expect(bodies.reduce((sum, x) => sum + decimalToMinor(x.persona.cuenta.saldoActual, 'MXN')!, 0)).toBe(file.reconciliation.portfolio.outstanding! + Number(luis.iva));

    // One POST per account with the key, each body as the file holds it; the download's checksum is the file's.
    expect(circulo.requests).toHaveLength(3);
    expect(circulo.requests.every((r) => r.method === 'POST' && r.path === '/v1/reportar' && r.headers['x-api-key'] === 'circulo-key')).toBe(true);
    expect(circulo.requests.map((r) => r.body).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)))).toEqual([...bodies].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))));
    const [kept] = await sqlRows<{ sha256: string; delivered_at: Date | null }>(t, 'SELECT sha256, delivered_at FROM bureau_files WHERE id = $1', [file.id]);
    expect(kept!.sha256).toBe(createHash('sha256').update(res.raw, 'utf8').digest('hex'));
    expect(res.headers['x-content-sha256']).toBe(kept!.sha256);
    expect(kept!.delivered_at).not.toBeNull();
    // Elena, who repaid on time, is told Círculo de Crédito has it.
    const inbox = await t.call('/inbox/messages', { token: onTime.token, body: { page: 1 } });
    expect(JSON.stringify(inbox.body.data)).toContain('Círculo de Crédito');
  });

  it('stops the file on Círculo’s rechazo with its reasons (the CURP masked), sends it again once staff resend it', { timeout: 90_000 }, async () => {
    const { partly } = await marchBookMx();
    circulo.state.refuse.set(partly.orderNo, [{ clave: 'N12', descripcion: `CURP ${MARIA.curp} no registrada en RENAPO` }]);
    const [file] = await generateMonth(t, '2026-03');
    expect(file).toMatchObject({ state: 'rejected', attempts: 1, reasons: [`Cuenta ${partly.orderNo}: N12 CURP [id] no registrada en RENAPO`] });
    // The other accounts were registered; nothing is retried by itself.
    expect(circulo.requests).toHaveLength(3);
    t.clock.advance(60_000);
    await t.app.jobs.runDue();
    expect(circulo.requests).toHaveLength(3);

    circulo.state.refuse.clear();
    expect((await asStaff(t, MANAGE, 'POST', `/staff/bureau-files/${file!.id}/resend`)).body.code).toBe(0);
    await t.app.jobs.runDue();
    expect((await filesOf(t, '2026-03'))[0]).toMatchObject({ state: 'delivered', attempts: 2, resends: 1, reasons: [] });
    expect(circulo.requests).toHaveLength(6);
  });

  it('reports a loan past due in June with its overdue amount within its balance, as the borrower is told both', async () => {
    const late = await disbursedMexicanLoan(t, '8112345673', { personal: LUIS, clabe: withCheck('03218000011835974', clabeCheckDigit) });
    // Due on 1 June; 01:00 on 1 July in Mexico City, a month unpaid.
    t.clock.set(new Date('2026-07-01T07:00:00Z'));
    await t.app.jobs.runDue();
    const [file] = await generateMonth(t, '2026-06');
    expect(file).toMatchObject({ state: 'delivered', rows: 1, problemCount: 0 });
    expect(file!.reconciliation).toMatchObject({ equal: true, file: { openFacilities: 1, overdueFacilities: 1 } });
    const detail = (await t.call('/repay/repay-order/detail', { token: late.token, body: { orderNo: late.orderNo } })).body.data as { outstanding: number; overdueDays: number; status: number };
    expect(detail.status).toBe(3);
    const [body] = (await jsonOf(file!.id)).bodies;
    const owed = minorToDecimal(detail.outstanding, 'MXN');
    expect(body!.persona.cuenta).toMatchObject({
      fechaCorte: '20260630', saldoActual: owed, saldoVencido: owed, numeroPagosVencidos: '1', pagoActual: '01', diasVencimiento: String(detail.overdueDays),
    });
    expect(decimalToMinor(owed, 'MXN')).toBeGreaterThan(late.detail.totalRepayable);
  });

  it('keeps March open until midnight in Mexico City, whatever the hour in UTC', async () => {
    // 21:00 on 31 March in Mexico City is already 1 April in UTC.
    t.clock.set(new Date('2026-04-01T03:00:00Z'));
    const early = await asStaff(t, MANAGE, 'POST', '/staff/bureau-files/generate', { period: '2026-03' });
    expect([early.status, early.body.msg]).toEqual([409, 'That month has not ended yet']);
    t.clock.set(new Date('2026-04-01T06:30:00Z'));
    expect((await asStaff(t, MANAGE, 'POST', '/staff/bureau-files/generate', {})).body.data).toMatchObject({ period: '2026-03', queued: true });
  });
});
