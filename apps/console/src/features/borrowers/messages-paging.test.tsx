import type { StaffBorrowerSms, StaffBorrowerView } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { mockStaffApi, ok, staffMember, type RecordedCall } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const USER = '8b1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const MATCH = { userId: USER, maskedPhone: '234******9876', market: 'NG', registeredAt: '2026-11-01T09:00:00.000Z', closedAt: null };
const reminder = (day: number): StaffBorrowerSms => ({ source: 'reminder', kind: 'overdue', state: 'sent', at: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`, text: null });
const message = (day: number) => ({ id: `m-${day}`, kind: 'overdue', orderNo: null, title: `Overdue notice ${day}`, body: 'Please pay.', createdAt: `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`, readAt: null });

/** An overdue borrower: a reminder and a message every day, more than one page of each. */
const VIEW: StaffBorrowerView = {
  account: MATCH, profile: null, identity: null, bankAccount: null, documents: [], decisions: [], loans: [],
  messages: [message(20)], messagesNextPage: 2,
  sms: [reminder(20)], smsNextCursor: 'after-20',
  complaints: [], dataRequests: [], attribution: null,
};

describe('the one view’s SMS and messages, a page at a time', () => {
  it('asks nothing more until "More SMS" or "More messages" is pressed, then adds the next pages until the last', async () => {
    keepCsrfToken('tab-token');
    const api = mockStaffApi({
      'GET /staff/auth/me': () => ok({ staff: staffMember(['support']) }),
      'GET /staff/borrowers': () => ok({ matches: [MATCH] }),
      [`GET /staff/borrowers/${USER}`]: () => ok(VIEW),
      [`GET /staff/borrowers/${USER}/sms`]: (call: RecordedCall) =>
        call.query.get('cursor') === 'after-20' ? ok({ sms: [reminder(19)], nextCursor: 'after-19' }) : ok({ sms: [reminder(18)], nextCursor: null }),
      [`GET /staff/borrowers/${USER}/messages`]: () => ok({ messages: [message(19)], nextPage: null }),
    });
    const { user } = renderConsole('#/borrowers');
    await user.type(await screen.findByLabelText('Phone number, order number or user id', { exact: false }, { timeout: 5000 }), USER);
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: /Borrower 234/ }));
    const section = await screen.findByRole('region', { name: 'Messages and SMS' });
    expect(api.callsTo('GET', `/staff/borrowers/${USER}/sms`)).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'More SMS' }));
    expect(await within(section).findByText(/19 Nov 2026|Nov 19, 2026|19\/11\/2026/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'More SMS' }));
    await within(section).findByText(/18 Nov 2026|Nov 18, 2026|18\/11\/2026/);
    expect(within(section).getAllByText(/^Text message: Reminder: overdue/)).toHaveLength(3);
    expect(api.callsTo('GET', `/staff/borrowers/${USER}/sms`).map((c) => c.query.get('cursor'))).toEqual(['after-20', 'after-19']);
    expect(within(section).queryByRole('button', { name: 'More SMS' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'More messages' }));
    expect(await within(section).findByText('Overdue notice 19')).toBeTruthy();
    expect(api.callsTo('GET', `/staff/borrowers/${USER}/messages`).map((c) => c.query.get('page'))).toEqual(['2']);
    expect(within(section).queryByRole('button', { name: 'More messages' })).toBeNull();
  });
});
