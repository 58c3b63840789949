import type { StaffBorrowerView } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { mockStaffApi, ok, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const USER = '7a1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const MATCH = { userId: USER, maskedPhone: '52********5678', market: 'MX', registeredAt: '2026-11-01T09:00:00.000Z', closedAt: null };
const line = (kind: string, amount: number, balance: number, at: string) => ({ at, kind, amount, effect: 'owed', balance });

/** A borrower whose view holds every kind of code the view words: SMS purposes, reminders and their states, complaints, statement lines, a deletion. */
const VIEW: StaffBorrowerView = {
  account: MATCH, profile: null, identity: null, bankAccount: null, documents: [], decisions: [],
  loans: [{
    orderNo: 'LL261101BBBB', status: 8, productName: 'Lendline Efectivo', currency: 'MXN', amount: 2_000_00, tenureDays: 91, totalRepayable: 2_400_00, dueDate: '2027-01-31',
    createdAt: '2026-11-01T09:00:00.000Z', schedule: null, payments: [],
    statement: [line('principal', 2_000_00, 2_000_00, '2026-11-01T10:00:00.000Z'), line('interest_tax', 28_59, 2_028_59, '2026-11-01T10:00:01.000Z'), line('extension_fee', 13_72, 2_042_31, '2026-11-02T10:00:00.000Z')],
  }],
  messages: [],
  messagesNextPage: null,
  sms: [
    { source: 'reminder', kind: 'due_in_3_days', state: 'rejected', at: '2026-11-03T09:00:00.000Z', text: null },
    { source: 'code', kind: 'bankCard', state: null, at: '2026-11-01T09:10:00.000Z', text: null },
    { source: 'reminder', kind: 'a_kind_from_a_newer_server', state: 'sent', at: '2026-11-01T09:05:00.000Z', text: null },
  ],
  smsNextCursor: null,
  complaints: [{ reference: 'CMP-0001', state: 'received', category: 'fees', createdAt: '2026-11-04T09:00:00.000Z' }],
  dataRequests: [{ id: 'dr-1', userId: USER, kind: 'deletion', state: 'refused', refusal: 'loan', erased: [], kept: [], keepUntil: null, requestedAt: '2026-11-05T09:00:00.000Z', ageDays: 1 }],
  attribution: null,
};

async function openTheBorrower(language: 'en' | 'es') {
  keepCsrfToken('tab-token');
  mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(['support']) }),
    'GET /staff/borrowers': () => ok({ matches: [MATCH] }),
    [`GET /staff/borrowers/${USER}`]: () => ok(VIEW),
  });
  const { user } = renderConsole('#/borrowers');
  if (language === 'es') await user.selectOptions(await screen.findByLabelText('Language'), 'es');
  const words = language === 'es' ? { query: 'Teléfono, número de pedido o id de usuario', find: 'Buscar', who: /Acreditado 52/ } : { query: 'Phone number, order number or user id', find: 'Find', who: /Borrower 52/ };
  await user.type(await screen.findByLabelText(words.query, { exact: false }, { timeout: 5000 }), USER);
  await user.click(screen.getByRole('button', { name: words.find }));
  await user.click(await screen.findByRole('button', { name: words.who }));
}

const sectionText = (name: string) => screen.getByRole('region', { name }).textContent ?? '';
const statementKinds = () => within(screen.getByRole('table', { name: /statement|estado de cuenta/i })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('the borrower view words its codes (ADR 081)', () => {
  afterEach(() => window.localStorage.removeItem('lendline.console.language'));

  it('in English: what each SMS was for and how it went, the complaint’s category and state, the deletion’s state, each statement line', async () => {
    await openTheBorrower('en');
    await screen.findByRole('region', { name: 'Messages and SMS' });
    const sms = sectionText('Messages and SMS');
    expect(sms).toContain('Reminder: due in 3 days');
    expect(sms).toContain('refused by the SMS provider');
    expect(sms).toContain('One-time code (payout account)');
    expect(sms).not.toMatch(/due_in_3_days|rejected|bankCard/);
    // A kind this console does not know yet is shown as itself, not dropped.
    expect(sms).toContain('a_kind_from_a_newer_server');
    const care = sectionText('Complaints and data requests');
    expect(care).toContain('Complaint CMP-0001 (Fees and charges), Waiting for an answer');
    expect(care).toContain('Deletion: Refused');
    expect(statementKinds()).toEqual(['Principal', 'Tax on interest', 'Rollover fee']);
  });

  it('in Spanish, as staff in Mexico read it', async () => {
    await openTheBorrower('es');
    await screen.findByRole('region', { name: 'Mensajes y SMS' });
    const sms = sectionText('Mensajes y SMS');
    expect(sms).toContain('Recordatorio: vence en 3 días');
    expect(sms).toContain('rechazado por el proveedor de SMS');
    expect(sms).toContain('(cuenta de depósito)');
    const care = sectionText('Quejas y solicitudes de datos');
    expect(care).toContain('Queja CMP-0001 (Comisiones y cargos), Esperando respuesta');
    expect(care).not.toContain('fees');
    expect(care).toContain('Eliminación: Rechazada');
    expect(statementKinds()).toEqual(['Capital', 'IVA del interés', 'Comisión de prórroga']);
  });
});
