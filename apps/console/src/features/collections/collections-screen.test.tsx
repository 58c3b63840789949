import type { Role, StaffCollection, StaffCollectionList } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { mockStaffApi, ok, refused, staffMember, type Handler } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

function loan(orderNo: string, over: Partial<StaffCollection> = {}): StaffCollection {
  return {
    orderNo, currency: 'NGN', daysPastDue: 45, bucket: '31-60', oldestDueDate: '2026-01-10',
    owed: { principal: 40_000_00, interest: 6_000_00, penalty: 1_500_00, total: 47_500_00, dueNow: 47_500_00 },
    borrower: { userId: 'usr_1', name: 'Adaeze Okafor', phone: '234******4567' },
    lastReminder: { kind: 'overdue', at: '2026-02-20T09:00:00.000Z' },
    lastContact: { kind: 'note', at: '2026-02-21T10:00:00.000Z', by: 'Chidi', note: 'Lost her job, asks about a rollover', promisedOn: null, promisedAmount: null },
    promise: null,
    extension: { available: true, refusal: null, fee: 2_000_00, total: 2_150_00, days: 7, newDueDate: '2026-03-03' },
    ...over,
  };
}
const OLD = loan('LL260110AAAAAAAA');
const NEW = loan('LL260220BBBBBBBB', {
  daysPastDue: 3, bucket: '1-30', oldestDueDate: '2026-02-21', borrower: { userId: 'usr_2', name: null, phone: null }, lastReminder: null, lastContact: null,
  promise: { on: '2026-02-28', amount: 10_000_00, at: '2026-02-23T10:00:00.000Z' }, extension: { available: false, refusal: 'EXTENSION_LIMIT_REACHED', fee: 0, total: 0, days: 0, newDueDate: null },
});
const COUNTS = { '1-30': 1, '31-60': 1, '61-90': 0, '91+': 0 };
const list = (loans: StaffCollection[], over: Partial<StaffCollectionList> = {}): StaffCollectionList => ({
  loans, counts: COUNTS, asOf: '2026-02-24', nextCursor: null, contactHours: { open: true, from: 8, until: 20, timeZone: 'Africa/Lagos' }, ...over,
});

function signedInAs(roles: Role[], handlers: Record<string, Handler> = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }),
    'GET /staff/collections': (call) => {
      const bucket = call.query.get('bucket');
      if (call.query.get('cursor') === 'page2') return ok(list([NEW]));
      if (bucket === '1-30') return ok(list([NEW]));
      return ok(list([OLD], { nextCursor: 'page2' }));
    },
    ...handlers,
  });
}

const card = async (orderNo: string) => (await screen.findByRole('heading', { name: new RegExp(orderNo) })).closest('article') as HTMLElement;

describe('collections work queue', () => {
  it('lists overdue loans with days past due, what is owed, the masked phone, last reminder and contact, the extension; filters by bucket with counts and pages', async () => {
    const api = signedInAs(['collections']);
    const { user } = renderConsole('#/collections');
    const old = await card(OLD.orderNo);
    expect(within(old).getByRole('heading').textContent).toBe('₦47,500.00 owed by Adaeze Okafor, loan LL260110AAAAAAAA');
    expect(within(old).getByText('45 (31-60 days), oldest unpaid due 10 January 2026')).toBeTruthy();
    expect(within(old).getByText('Principal ₦40,000.00, interest ₦6,000.00, late charges ₦1,500.00. Due now: ₦47,500.00')).toBeTruthy();
    expect(within(old).getByText('234******4567')).toBeTruthy();
    expect(within(old).getByText('Lost her job, asks about a rollover')).toBeTruthy();
    expect(within(old).getByText('7 more days, to 3 March 2026, for ₦2,150.00')).toBeTruthy();
    expect(screen.getByText(/^1 shown of 2 overdue\. The oldest shown is 45 days past due\./)).toBeTruthy();
    expect(screen.getByRole('option', { name: '31-60 days (1)' })).toBeTruthy();
    expect(screen.getByText('Contact hours now: 8:00 to 20:00, Africa/Lagos.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const next = await card(NEW.orderNo);
    expect(within(next).getByText('Not available for this loan')).toBeTruthy();
    expect(within(next).getByText('₦10,000.00 by 28 February 2026')).toBeTruthy();
    expect((within(next).getByRole('button', { name: 'Send the extension offer for loan LL260220BBBBBBBB' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.some((c) => c.query.get('cursor') === 'page2')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'First page' }));
    await card(OLD.orderNo);
    await user.selectOptions(screen.getByLabelText('Days past due'), '1-30');
    await card(NEW.orderNo);
    expect(screen.queryByRole('heading', { name: /LL260110AAAAAAAA/ })).toBeNull();
    expect(api.calls.some((c) => c.query.get('bucket') === '1-30')).toBe(true);
  });

  it('sends a reminder and the extension offer, says what happened, and shows the server’s refusal in words', async () => {
    let reminded = false;
    const api = signedInAs(['collections'], {
      'POST /staff/collections/LL260110AAAAAAAA/remind': () => {
        if (reminded) return refused(409, 'This borrower already had a reminder today. One reminder a day at most', 409671);
        reminded = true;
        return ok({ orderNo: OLD.orderNo, kind: 'reminder', sms: 'sent' });
      },
      'POST /staff/collections/LL260110AAAAAAAA/rollover-offer': () => ok({ orderNo: OLD.orderNo, kind: 'rollover_offer' }),
    });
    const { user } = renderConsole('#/collections');
    const old = await card(OLD.orderNo);
    await user.click(within(old).getByRole('button', { name: 'Send a reminder for loan LL260110AAAAAAAA' }));
    expect(await screen.findByText('Reminder sent for loan LL260110AAAAAAAA.')).toBeTruthy();
    await user.click(within(old).getByRole('button', { name: 'Send a reminder for loan LL260110AAAAAAAA' }));
    expect(await within(old).findByText('This borrower already had a reminder today. One reminder a day at most')).toBeTruthy();
    await user.click(within(old).getByRole('button', { name: 'Send the extension offer for loan LL260110AAAAAAAA' }));
    expect(await screen.findByText('Extension offer sent for loan LL260110AAAAAAAA.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/collections/LL260110AAAAAAAA/remind')).toHaveLength(2);
  });

  it('cannot remind or offer outside contact hours; notes still work, a promise needs both day and amount', async () => {
    const api = signedInAs(['collections'], {
      'GET /staff/collections': () => ok(list([OLD], { contactHours: { open: false, from: 8, until: 20, timeZone: 'Africa/Lagos' } })),
      'POST /staff/collections/LL260110AAAAAAAA/notes': () => ok({ orderNo: OLD.orderNo, kind: 'promise' }),
      'POST /staff/collections/links/LL260110AAAAAAAA': () => ok({ url: 'https://app.lendline.test/r/abc', expiresAt: '2026-03-03T10:00:00.000Z' }),
    });
    const { user } = renderConsole('#/collections');
    const old = await card(OLD.orderNo);
    expect(screen.getByText('Outside contact hours (8:00 to 20:00, Africa/Lagos): reminders and offers cannot be sent now. Notes can.')).toBeTruthy();
    expect((within(old).getByRole('button', { name: 'Send a reminder for loan LL260110AAAAAAAA' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(old).getByRole('button', { name: 'Repayment link for loan LL260110AAAAAAAA' }));
    expect(((await within(old).findByLabelText(/Repayment link for loan LL260110AAAAAAAA, valid until/)) as HTMLInputElement).value).toBe('https://app.lendline.test/r/abc');

    await user.click(within(old).getByRole('button', { name: 'Add a note for loan LL260110AAAAAAAA' }));
    const form = within(old).getByRole('form', { name: 'Add a note for loan LL260110AAAAAAAA' });
    await user.type(within(form).getByLabelText('Note'), 'Will pay on Friday');
    await user.type(within(form).getByLabelText('Promised amount in NGN (optional)'), '10000');
    await user.click(within(form).getByRole('button', { name: 'Save the note' }));
    expect(await within(form).findByText('Give both the day and the amount, or neither')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/collections/LL260110AAAAAAAA/notes')).toEqual([]);
    await user.type(within(form).getByLabelText('Promised day (optional)'), '2026-02-27');
    await user.click(within(form).getByRole('button', { name: 'Save the note' }));
    expect(await screen.findByText('Promise to pay saved for loan LL260110AAAAAAAA.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/collections/LL260110AAAAAAAA/notes')[0]?.body).toEqual({ note: 'Will pay on Friday', promisedOn: '2026-02-27', promisedAmount: 10_000_00 });
  });

  it('works in Spanish', async () => {
    signedInAs(['collections'], { 'GET /staff/collections': () => ok(list([{ ...OLD, currency: 'MXN' }])) });
    const { user } = renderConsole('#/collections');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    const old = await card(OLD.orderNo);
    expect(within(old).getByRole('heading').textContent).toBe('$47,500.00 adeudados por Adaeze Okafor, préstamo LL260110AAAAAAAA');
    expect(within(old).getByRole('button', { name: 'Enviar la oferta de prórroga del préstamo LL260110AAAAAAAA' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '31-60 días (1)' })).toBeTruthy();
  });

  it('is not open to a role without collections.read', async () => {
    signedInAs(['reviewer']);
    renderConsole('#/collections');
    expect(await screen.findByText('Your roles do not include this work area.')).toBeTruthy();
  });
});
