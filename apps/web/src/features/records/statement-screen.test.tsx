import { formatMoney, minorToDecimal, OrderStatus, type StatementLine, type StatementResponse } from '@lendline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { statementCsv, type CsvLabels } from './statement-csv.ts';

const AT = '2026-12-01T09:00:00.000Z';
const STATEMENT: StatementResponse = {
  orderNo: 'LO-1',
  currency: 'NGN',
  status: OrderStatus.Finish,
  lines: [
    { at: AT, kind: 'principal', amount: 5_000_00, effect: 'owed', balance: 5_000_00 },
    { at: AT, kind: 'interest', amount: 445_90, effect: 'owed', balance: 5_445_90 },
    { at: AT, kind: 'fee', amount: 100_00, effect: 'none', balance: 5_445_90 },
    { at: AT, kind: 'disbursed', amount: 4_892_50, effect: 'none', balance: 5_445_90 },
    { at: '2026-12-10T15:30:00.000Z', kind: 'payment', amount: 5_445_90, effect: 'paid', balance: 0, parts: { principal: 5_000_00, interest: 445_90, interestTax: 0 } },
    { at: '2026-12-10T15:30:00.000Z', kind: 'credit_held', amount: 54_10, effect: 'none', balance: 0 },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('statement', () => {
  it('lists every event with its balance, a payment’s parts, in the one money format', async () => {
    const api = mockApi({ '/loan/loan-order/statement': () => ok(STATEMENT) });
    await renderApp('/records/statement?orderNo=LO-1', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByText('Loan amount')).toBeTruthy();
    expect(screen.getByText('Payment received')).toBeTruthy();
    expect(screen.getByText('−₦5,445.90')).toBeTruthy();
    expect(screen.getByText('Principal ₦5,000.00, interest ₦445.90, tax ₦0.00')).toBeTruthy();
    expect(screen.getByText('Kept for you as credit')).toBeTruthy();
    expect(screen.getAllByText('Owed after: ₦0.00')).toHaveLength(2);
    expect(api.callsTo('/loan/loan-order/statement')[0]!.url.searchParams.get('orderNo')).toBe('LO-1');
  });

  it('prints the page and downloads the CSV named for the order', async () => {
    mockApi({ '/loan/loan-order/statement': () => ok(STATEMENT) });
    // happy-dom has no print dialog and no object URLs: stand-ins that record their calls.
    const print = vi.fn();
    const created = vi.fn((_blob: Blob) => 'blob:statement');
    vi.stubGlobal('print', print);
    Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('statement-LO-1.csv');
    });
    await renderApp('/records/statement?orderNo=LO-1', { token: 'Bearer t', userInfo: USER_INFO, language: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    expect(clicked).toHaveBeenCalled();
    const blob = created.mock.calls[0]![0] as Blob;
    const text = await blob.text();
    expect(text.split('\r\n')[0]).toBe('\uFEFFFecha,Movimiento,Efecto en lo que debe,Cambio en lo que debe,Saldo después,Monto fuera de lo que debe,Moneda');
    const es = (minor: number) => formatMoney(minor, 'NGN', 'es');
    expect(text).toContain(`"Pago recibido: Capital ${es(5_000_00)}, intereses ${es(445_90)}, IVA ${es(0)}",Paga lo que debe,-5445.90,0.00,,NGN`);
    // Money kept for the borrower reads as theirs, and outside what is owed.
    expect(text).toContain(',Guardado a su favor,"Suyo: guardado a su favor, no lo debe",0.00,0.00,54.10,NGN');
  });
});

describe('statement of an overdue loan', () => {
  const OVERDUE: StatementResponse = {
    ...STATEMENT,
    status: OrderStatus.Overdue,
    lines: [
      ...STATEMENT.lines.slice(0, 4),
      { at: '2027-03-03T23:00:00.000Z', kind: 'penalty', amount: 108_91, effect: 'owed', balance: 5_554_81, penalty: { marketDay: '2027-03-04', ratePpm: 20_000, base: 5_445_90 } },
    ],
  };

  it('says on screen and in the CSV what each day’s penalty was charged on', async () => {
    mockApi({ '/loan/loan-order/statement': () => ok(OVERDUE) });
    const created = vi.fn((_blob: Blob) => 'blob:statement');
    Object.defineProperty(URL, 'createObjectURL', { value: created, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp('/records/statement?orderNo=LO-1', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByText('Late penalty')).toBeTruthy();
    expect(screen.getByText('For 4 Mar 2027: 2% of ₦5,445.90 overdue')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    const text = await (created.mock.calls[0]![0] as Blob).text();
    expect(text).toContain('"4 Mar 2027, 00:00","Late penalty: For 4 Mar 2027: 2% of ₦5,445.90 overdue",Adds to what you owe,108.91,5554.81,,NGN');
  });
});

describe('statementCsv', () => {
  const labels: CsvLabels = {
    header: ['Date', 'Event', 'Effect', 'Change', 'Owed after', 'Outside', 'Currency'],
    kind: (line) => (line.kind === 'payment' ? 'Payment, "card"' : line.kind),
    effect: (line) => line.effect,
    date: (line) => line.at.slice(0, 10),
  };

  it('writes amounts as plain signed decimals from integer minor units, quoting what needs it', () => {
    const csv = statementCsv(STATEMENT.lines.slice(3, 5), 'NGN', labels);
    expect(csv).toBe('\uFEFFDate,Event,Effect,Change,Owed after,Outside,Currency\r\n2026-12-01,disbursed,none,0.00,5445.90,4892.50,NGN\r\n2026-12-10,"Payment, ""card""",paid,-5445.90,0.00,,NGN\r\n');
  });

  it('signs each line by what it does to what is owed, so the change column adds up to the balance, line by line (issue 19)', () => {
    const lines: StatementLine[] = [...STATEMENT.lines, { at: AT, kind: 'payment_credit', amount: 300_00, effect: 'none', balance: 0 }];
    const rows = statementCsv(lines, 'NGN', { ...labels, kind: (line) => line.kind }).trim().split('\r\n').slice(1).map((row) => row.split(','));
    let owed = 0;
    for (const [i, row] of rows.entries()) {
      const line = lines[i]!;
      owed += Math.round(Number(row[3]) * 100);
      expect(owed, line.kind).toBe(line.balance);
      expect(Math.round(Number(row[4]) * 100)).toBe(line.balance);
      // What changes nothing owed (fee, its tax, the money sent, credit) is a figure of its own, never in the change.
      expect(row[5], line.kind).toBe(line.effect === 'none' ? minorToDecimal(line.amount, 'NGN') : '');
    }
  });
});

describe('statement lines say what they do (issue 19)', () => {
  const LINES: StatementResponse = {
    ...STATEMENT,
    lines: [
      ...STATEMENT.lines.slice(0, 4),
      { at: AT, kind: 'payment', amount: 500_00, effect: 'paid', balance: 4_945_90, parts: { principal: 54_10, interest: 445_90, interestTax: 0 } },
      { at: AT, kind: 'payment', amount: 4_559_10, effect: 'paid', balance: 386_80, parts: { principal: 4_504_90, interest: 54_20, interestTax: 0 } },
      { at: AT, kind: 'early_payoff', amount: 386_80, effect: 'paid', balance: 0, parts: { principal: 386_80, interest: 0, interestTax: 0 } },
      { at: AT, kind: 'payment_credit', amount: 300_00, effect: 'none', balance: 0 },
    ],
  };

  it('marks each line’s effect on what is owed, explains an early payoff, and shows a payment after Finish', async () => {
    mockApi({ '/loan/loan-order/statement': () => ok(LINES) });
    await renderApp('/records/statement?orderNo=LO-1', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByText('Loan amount')).toBeTruthy();
    expect(screen.getAllByText('Adds to what you owe')).toHaveLength(2);
    expect(screen.getAllByText('Pays what you owe')).toHaveLength(2);
    expect(screen.getByText('Taken off what you owe, without a payment')).toBeTruthy();
    expect(screen.getAllByText('Not part of what you owe')).toHaveLength(2);
    expect(screen.getByText('Yours: kept as credit, not owed')).toBeTruthy();
    expect(screen.getByText('Paid off early')).toBeTruthy();
    expect(screen.getByText('₦386.80 of interest you had paid ahead was for days that did not come: it paid the loan amount instead.')).toBeTruthy();
    expect(screen.getByText('Payment received after the loan was repaid')).toBeTruthy();
    expect(screen.getByText('+₦5,000.00')).toBeTruthy();
    expect(screen.getByText('−₦500.00')).toBeTruthy();
  });

  it('says what interest an early payoff waived, in Spanish', async () => {
    const waived: StatementResponse = { ...LINES, lines: [...LINES.lines.slice(0, 6), { ...LINES.lines[6]!, parts: { principal: 0, interest: 333_33, interestTax: 53_47 } }] };
    mockApi({ '/loan/loan-order/statement': () => ok(waived) });
    await renderApp('/records/statement?orderNo=LO-1', { token: 'Bearer t', userInfo: USER_INFO, language: 'es' });
    expect(await screen.findByText('Pagado por anticipado')).toBeTruthy();
    // The screen's text is matched with its spaces collapsed, the no-break space of "386,80 ₦" among them.
    expect(screen.getByText(`Ya no debe ${formatMoney(386_80, 'NGN', 'es')} de intereses (con su IVA) de los días que no transcurrieron.`.replace(/\s+/g, ' '))).toBeTruthy();
  });

  it('says a loan was written off by the lender, which clears what is owed without a payment (ADR 079)', async () => {
    const writtenOff: StatementResponse = { ...LINES, lines: [...LINES.lines.slice(0, 5), { at: AT, kind: 'written_off', amount: 4_945_90, effect: 'paid', balance: 0 }] };
    mockApi({ '/loan/loan-order/statement': () => ok(writtenOff) });
    await renderApp('/records/statement?orderNo=LO-1', { token: 'Bearer t', userInfo: USER_INFO });
    expect(await screen.findByText('Written off by the lender')).toBeTruthy();
    expect(screen.getByText('Taken off what you owe, without a payment')).toBeTruthy();
  });
});
