import type { Role, StaffBorrowerView } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, refused, staffMember, type RecordedCall } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const USER = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const MATCH = { userId: USER, maskedPhone: '234******4567', market: 'NG', registeredAt: '2026-11-01T09:00:00.000Z', closedAt: null };
const VIEW: StaffBorrowerView = {
  account: MATCH,
  profile: {
    name: 'Adaeze Okafor', details: { employmentType: 'employee', companyName: 'Andela Nigeria' },
    masked: { phone: '234******4567', whatsappNo: '*******4567', sparePhone: null, bvn: '*******5678', curp: null, rfc: null, nss: null, accountNumber: '******4321' },
  },
  identity: { idType: 'nin', idNumberMasked: '*******1234', verifiedAt: '2026-11-01T10:00:00.000Z' },
  bankAccount: { bankName: 'GTBank', accountNumber: '******4321' },
  documents: [{ documentId: 'img-front', kind: 'front', status: 'checked', uploadedAt: '2026-11-01T09:30:00.000Z', byteSize: 120_000, width: 1200, height: 800 }],
  decisions: [{ orderNo: 'LL261101AAAA', outcome: 'approve', score: 71, reasons: ['SCORE_APPROVE_BAND'], decidedBy: 'engine', staffNote: null, decidedAt: '2026-11-01T11:00:00.000Z', retryAfter: null }],
  loans: [{
    orderNo: 'LL261101AAAA', status: 8, productName: 'Starter', currency: 'NGN', amount: 2_000_000, tenureDays: 30, totalRepayable: 2_300_000, dueDate: '2026-12-01',
    createdAt: '2026-11-01T09:00:00.000Z', schedule: null, statement: [], payments: [{ paidAt: '2026-11-10T12:00:00.000Z', amount: 500_000, applied: 500_000, channel: 'monnify' }],
  }],
  messages: [],
  messagesNextPage: null,
  sms: [{ source: 'outbox', kind: 'text', state: 'sent', at: '2026-11-01T09:01:00.000Z', text: 'Your Lendline code is ••••••.' }],
  smsNextCursor: null,
  complaints: [],
  dataRequests: [],
  attribution: null,
};

const BUREAU = {
  consents: [{ id: 'c-1', orderNo: 'LL261101AAAA', bureaus: ['CreditRegistry'], textVersion: '2026-11-28', acceptedAt: '2026-11-01T09:40:00.000Z', clientIp: '102.89.1.7', nipConfirmed: false, withdrawnAt: null }],
  inquiries: [{
    id: 'i-1', orderNo: 'LL261101AAAA', bureau: 'CreditRegistry', reference: 'LL-abc', outcome: 'report', requestedAt: '2026-11-01T10:59:00.000Z', reportKept: true, retainUntil: '2028-11-01T10:59:00.000Z',
    facts: { found: true, score: { value: 720, scale: 'crc-300-900' }, openFacilities: 1, totalBalance: 1_250_000, totalOverdue: 0, maxDaysPastDue: 0, writtenOff: 0, recentInquiries: 1 },
  }],
};

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }),
    'GET /staff/borrowers': (call: RecordedCall) => (call.query.get('q') === '08031234567' ? ok({ matches: [MATCH] }) : ok({ matches: [] })),
    [`GET /staff/borrowers/${USER}`]: () => ok(VIEW),
    [`GET /staff/borrowers/${USER}/bureau`]: () => ok(BUREAU),
    ...handlers,
  });
}

async function openBorrower(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  const api = signedInAs(roles, handlers);
  const { user } = renderConsole('#/borrowers');
  await user.type(await screen.findByLabelText('Phone number, order number or user id', { exact: false }, { timeout: 5000 }), '08031234567');
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await user.click(await screen.findByRole('button', { name: /Borrower 234\*\*\*\*\*\*4567/ }));
  await screen.findByRole('region', { name: 'Profile' });
  return { api, user };
}

describe('borrowers screen', () => {
  it('finds a borrower and shows the one view in sections, masked, with no contact', async () => {
    const { api } = await openBorrower(['support']);
    expect(api.callsTo('GET', '/staff/borrowers')[0]?.query.get('q')).toBe('08031234567');
    for (const section of ['Profile', 'Application and documents', 'Decisions', 'Loans, schedules and payments', 'Messages and SMS', 'Complaints and data requests', 'Where they came from']) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('*******5678')).toBeTruthy();
    expect(within(profile).getByText('Andela Nigeria')).toBeTruthy();
    expect(within(profile).getByText('Employer')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Decisions' })).getByText(/LL261101AAAA: approved, score 71/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Messages and SMS' })).getByText(/Your Lendline code is ••••••\./)).toBeTruthy();
    expect(screen.queryByText(/contact/i)).toBeNull();
  });

  it('tells a short search at its field and keeps what was typed; an unknown number finds nobody', async () => {
    signedInAs(['support']);
    const { user } = renderConsole('#/borrowers');
    const field = await screen.findByLabelText('Phone number, order number or user id', { exact: false }, { timeout: 5000 });
    await user.type(field, '08');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Type at least 3 characters.')).toBeTruthy();
    expect(field).toHaveProperty('value', '08');
    await user.type(field, '0000000');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Nobody matches 080000000.')).toBeTruthy();
  });

  it('reveals a value only with a reason, shows it, and keeps the typed reason when the server refuses it', async () => {
    let answer = badField('reason', 'Give a reason of 3 to 500 characters');
    const { api, user } = await openBorrower(['support'], { [`POST /staff/borrowers/${USER}/reveal`]: () => answer });
    await user.click(screen.getByRole('button', { name: 'Reveal BVN' }));
    const reason = screen.getByLabelText('Why do you need to see the BVN?', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Show the value' }));
    expect(await screen.findByText('Write a reason of 3 to 500 characters.')).toBeTruthy();
    expect(api.callsTo('POST', `/staff/borrowers/${USER}/reveal`)).toHaveLength(0);

    await user.type(reason, 'Caller confirms BVN');
    await user.click(screen.getByRole('button', { name: 'Show the value' }));
    expect(await screen.findByText('Give a reason of 3 to 500 characters')).toBeTruthy();
    expect(reason).toHaveProperty('value', 'Caller confirms BVN');

    answer = ok({ field: 'bvn', value: '22212345678' });
    await user.click(screen.getByRole('button', { name: 'Show the value' }));
    expect(await screen.findByText('22212345678')).toBeTruthy();
    const calls = api.callsTo('POST', `/staff/borrowers/${USER}/reveal`);
    expect(calls.at(-1)?.body).toEqual({ field: 'bvn', reason: 'Caller confirms BVN' });
    expect(calls.at(-1)?.headers.get('x-csrf-token')).toBe('tab-token');
  });

  it('hides Reveal and the document images from a role without them', async () => {
    await openBorrower(['finance']);
    expect(screen.queryByRole('button', { name: /^Reveal/ })).toBeNull();
    expect(screen.getByText(/Your roles do not include seeing document images/)).toBeTruthy();
  });

  it('shows a document image on request through the audited POST', async () => {
    const { api, user } = await openBorrower(['support'], {
      [`POST /staff/borrowers/${USER}/documents/img-front`]: () => ({ code: 0, file: { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), type: 'image/jpeg' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Show the ID front' }));
    expect(await screen.findByRole('img', { name: 'The borrower’s ID front' })).toBeTruthy();
    expect(api.callsTo('POST', `/staff/borrowers/${USER}/documents/img-front`)[0]?.body).toEqual({ reason: 'Opened from the borrower view' });
  });

  it('says so when the server refuses an image', async () => {
    const { user } = await openBorrower(['support'], { [`POST /staff/borrowers/${USER}/documents/img-front`]: () => refused(403, 'You do not have permission for this action', 403601) });
    await user.click(screen.getByRole('button', { name: 'Show the ID front' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission for this action');
  });
});

describe('borrowers screen in Spanish', () => {
  it('searches and reveals in Spanish, as staff in Mexico work', async () => {
    signedInAs(['support'], { [`POST /staff/borrowers/${USER}/reveal`]: () => ok({ field: 'phone', value: '2348031234567' }) });
    const { user } = renderConsole('#/borrowers');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    await user.type(await screen.findByLabelText('Teléfono, número de pedido o id de usuario', { exact: false }, { timeout: 5000 }), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: /Acreditado 234\*\*\*\*\*\*4567/ }));
    expect(await screen.findByRole('region', { name: 'Préstamos, calendarios y pagos' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mostrar Teléfono' }));
    await user.type(screen.getByLabelText('¿Por qué necesita ver Teléfono?', { exact: false }), 'El acreditado llamó');
    await user.click(screen.getByRole('button', { name: 'Mostrar el dato' }));
    expect(await screen.findByText('2348031234567')).toBeTruthy();
    window.localStorage.removeItem('lendline.console.language');
  });
});

describe('data requests screen', () => {
  it('lists the requests with state and age, and points export and correction to Data rights', async () => {
    signedInAs(['support'], {
      'GET /staff/data-requests': () => ok({
        kinds: [{ kind: 'deletion', available: true }, { kind: 'export', available: true }, { kind: 'correction', available: true }],
        counts: { done: 1, refused: 1 },
        requests: [
          { id: 'r1', userId: 'u1', kind: 'deletion', state: 'done', refusal: null, erased: ['profile'], kept: ['loanRecords'], keepUntil: '2031-11-01', requestedAt: '2026-11-01T09:00:00.000Z', ageDays: 3 },
          { id: 'r2', userId: 'u2', kind: 'deletion', state: 'refused', refusal: 'DELETION_LOAN_OPEN', erased: [], kept: [], keepUntil: null, requestedAt: '2026-11-02T09:00:00.000Z', ageDays: 2 },
        ],
      }),
    });
    renderConsole('#/data-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data requests' })).toBeTruthy();
    expect(await screen.findByText('Export: asked and decided in Data rights')).toBeTruthy();
    expect(screen.getByText('Correction: asked and decided in Data rights')).toBeTruthy();
    expect(screen.getByText('1 carried out, 1 refused.')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('3 days')).toBeTruthy();
    expect(within(rows[1]!).getByText('loanRecords until 2031-11-01')).toBeTruthy();
    expect(within(rows[2]!).getByText('Refused (a loan was open)')).toBeTruthy();
  });

  it('shows the bureau consent and inquiries; reading a report needs bureau-reports.read and sends the reason', async () => {
    const { user, api } = await openBorrower(['reviewer'], {
      [`POST /staff/borrowers/${USER}/bureau/i-1/report`]: () => ok({ report: { bureau: 'creditregistry', facilities: [{ lender: 'ACCESS BANK' }] } }),
    });
    const bureau = await screen.findByRole('region', { name: 'Credit bureau' });
    expect(await within(bureau).findByText(/Application LL261101AAAA: agreed to asking CreditRegistry, text 2026-11-28, .+, from 102\.89\.1\.7; NIP confirmed: no\./)).toBeTruthy();
    expect(within(bureau).getByText(/CreditRegistry, .+, outcome report\. Score 720; open facilities 1; worst days past due 0; written off 0; recent enquiries 1\./)).toBeTruthy();
    await user.click(within(bureau).getByRole('button', { name: 'Read the report' }));
    await user.type(within(bureau).getByLabelText('Why you read this report', { exact: false }), 'Referral review');
    await user.click(within(bureau).getByRole('button', { name: 'Read' }));
    expect(await within(bureau).findByText(/ACCESS BANK/)).toBeTruthy();
    expect(api.callsTo('POST', `/staff/borrowers/${USER}/bureau/i-1/report`)[0]?.body).toEqual({ reason: 'Referral review' });
  });

  it('shows no report button to support, who may see the facts only', async () => {
    await openBorrower(['support']);
    const bureau = await screen.findByRole('region', { name: 'Credit bureau' });
    await within(bureau).findByText(/outcome report/);
    expect(within(bureau).queryByRole('button', { name: 'Read the report' })).toBeNull();
  });
});
