import { REFUSED_ACCOUNT_DELETED, type Role, type StaffDataRightsRequest } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, staffMember, type RecordedCall } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

function request(id: string, over: Partial<StaffDataRightsRequest> = {}): StaffDataRightsRequest {
  return {
    id, userId: `usr_${id}`, kind: 'correction', state: 'received', receivedAt: '2026-03-02T09:00:00.000Z', handledAt: null, handlingHours: null,
    deadline: '2026-04-01', overdue: false, extensionReason: null, correction: { field: 'lastName', value: 'Okafor-Eze', reason: 'My married name' },
    refusal: null, handledBy: null, ...over,
  };
}
const OVERDUE = request('c1', { overdue: true });
const EXPORT = request('e1', { kind: 'export', state: 'preparing', correction: null, deadline: '2026-04-02' });

function signedInAs(roles: Role[]) {
  keepCsrfToken('tab-token');
  let open = [OVERDUE, EXPORT];
  const handled: StaffDataRightsRequest[] = [];
  const list = (call: RecordedCall) => ok({
    requests: call.query.get('state') === 'handled' ? handled : open,
    counts: { open: open.length, overdue: open.filter((r) => r.overdue).length }, rule: { days: 30, dayType: 'calendar' },
  });
  const decide = (state: 'done' | 'refused') => (call: RecordedCall) => {
    const done = { ...OVERDUE, state, handledAt: '2026-04-03T09:00:00.000Z', handlingHours: 768, overdue: false, handledBy: 'Ada Lovelace', refusal: state === 'refused' ? (call.body as { reason: string }).reason : null };
    open = open.filter((r) => r.id !== OVERDUE.id);
    handled.push(done);
    return ok(done);
  };
  return mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }),
    'GET /staff/data-rights': list,
    'POST /staff/data-rights/c1/approve': decide('done'),
    'POST /staff/data-rights/c1/refuse': decide('refused'),
    'POST /staff/data-rights/e1/extend': () => badField('reason', 'Please write the reason (3 to 500 characters)'),
  });
}

const card = (name: RegExp) => screen.findByRole('article', { name });

describe('data rights screen (issue 24, ADR 103)', () => {
  it('shows the counts, the deadline rule, the overdue one said in words, and a correction’s field, value and reason', async () => {
    signedInAs(['support']);
    renderConsole('#/data-rights');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data rights' })).toBeTruthy();
    expect(await screen.findByText('2 open, 1 overdue. Deadline: 30 calendar days after receipt.')).toBeTruthy();
    const overdue = await card(/Overdue: Correction from borrower usr_c1/);
    expect(within(overdue).getByText(/2026-04-01/).textContent).toContain('overdue');
    expect(within(overdue).getByText('Okafor-Eze')).toBeTruthy();
    expect(within(overdue).getByText('My married name')).toBeTruthy();
    const exported = await card(/Export from borrower usr_e1/);
    expect(within(exported).queryByRole('button', { name: 'Approve the correction' })).toBeNull();
    expect(within(exported).getByRole('button', { name: 'Extend the deadline once' })).toBeTruthy();
  });

  it('approves a correction, and it moves to the handled list with who and how long', async () => {
    const api = signedInAs(['support']);
    const { user } = renderConsole('#/data-rights');
    await user.click(within(await card(/Correction from borrower usr_c1/)).getByRole('button', { name: 'Approve the correction' }));
    expect(await screen.findByText('Correction made; the borrower is told.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/staff/data-rights/c1/approve')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Handled' }));
    const handled = await card(/Correction from borrower usr_c1/);
    expect(within(handled).getByText(/in 768 h, by Ada Lovelace/)).toBeTruthy();
  });

  it('asks for a reason before refusing, and sends it; a server’s refusal shows at the field', async () => {
    const api = signedInAs(['support']);
    const { user } = renderConsole('#/data-rights');
    const correction = await card(/Correction from borrower usr_c1/);
    await user.click(within(correction).getByRole('button', { name: 'Refuse' }));
    expect(within(correction).getByText('Write the reason, 3 to 500 characters')).toBeTruthy();
    await user.type(within(correction).getByLabelText(/Reason \(to refuse or to extend\)/), 'Your ID shows Okafor');
    await user.click(within(correction).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Refused; the borrower reads the reason.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/staff/data-rights/c1/refuse')?.body).toEqual({ reason: 'Your ID shows Okafor' });

    const exported = await card(/Export from borrower usr_e1/);
    await user.type(within(exported).getByLabelText(/Reason \(to refuse or to extend\)/), 'abc');
    await user.click(within(exported).getByRole('button', { name: 'Extend the deadline once' }));
    expect(await within(exported).findByText('Please write the reason (3 to 500 characters)')).toBeTruthy();
  });

  it('says in the staff’s language that a correction was closed with its deleted account, its erased values in words', async () => {
    keepCsrfToken('tab-token');
    const closed = request('c9', {
      state: 'refused', handledAt: '2026-03-05T09:00:00.000Z', handlingHours: 72,
      correction: { field: 'address', value: '', reason: '' }, refusal: REFUSED_ACCOUNT_DELETED,
    });
    mockStaffApi({
      'GET /staff/auth/me': () => ok({ staff: staffMember(['support']) }),
      'GET /staff/data-rights': () => ok({ requests: [closed], counts: { open: 0, overdue: 0 }, rule: { days: 30, dayType: 'calendar' } }),
    });
    const { user } = renderConsole('#/data-rights');
    const item = await card(/Correction from borrower usr_c9/);
    expect(within(item).getByText('The account was deleted: its details were erased and nothing was corrected.')).toBeTruthy();
    expect(within(item).getAllByText('Erased with the account')).toHaveLength(2);
    expect(within(item).getByText(/by the system/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await within(item).findByText('La cuenta fue eliminada: sus datos se borraron y no se corrigió nada.')).toBeTruthy();
    expect(within(item).getAllByText('Borrado con la cuenta')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Idioma'), 'en');
  });

  it('shows no actions to a person without the data-requests permissions', async () => {
    signedInAs(['reviewer']);
    renderConsole('#/data-rights');
    // A reviewer holds no data-requests permission: the screen is not theirs.
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve the correction' })).toBeNull();
  });
});
