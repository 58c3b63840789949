import { OrderStatus, type StatementResponse } from '@lendline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { decimalText, statementCsv } from './statement-csv.ts';

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
    expect(text.split('\r\n')[0]).toBe('\uFEFFFecha,Movimiento,Monto,Saldo después,Moneda');
    expect(text).toContain('Pago recibido,-5445.90,0.00,NGN');
  });
});

describe('statement of an overdue loan', () => {
  const OVERDUE: StatementResponse = {
    ...STATEMENT,
    status: OrderStatus.Overdued,
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
    expect(text).toContain('"4 Mar 2027, 00:00","Late penalty: For 4 Mar 2027: 2% of ₦5,445.90 overdue",108.91,5554.81,NGN');
  });
});

describe('statementCsv', () => {
  it('writes amounts as plain signed decimals from integer minor units, quoting what needs it', () => {
    expect([decimalText(0), decimalText(5), decimalText(-105), decimalText(123_456_78)]).toEqual(['0.00', '0.05', '-1.05', '123456.78']);
    const csv = statementCsv(STATEMENT.lines.slice(3, 5), 'NGN', {
      header: ['Date', 'Event', 'Amount', 'Owed after', 'Currency'],
      kind: (line) => (line.kind === 'payment' ? 'Payment, "card"' : 'Sent'),
      date: (line) => line.at.slice(0, 10),
    });
    expect(csv).toBe('\uFEFFDate,Event,Amount,Owed after,Currency\r\n2026-12-01,Sent,4892.50,5445.90,NGN\r\n2026-12-10,"Payment, ""card""",-5445.90,0.00,NGN\r\n');
  });
});
