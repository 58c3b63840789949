import type { Role } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const STAFF = [
  { id: 'stf_1', email: 'ada@lendline.test', name: 'Ada Lovelace', roles: ['admin'], markets: ['MX'], status: 'active', disabled: false, createdAt: '2026-11-01T10:00:00Z' },
  { id: 'stf_2', email: 'grace@lendline.test', name: 'Grace Hopper', roles: ['finance'], markets: ['MX'], status: 'active', disabled: false, createdAt: '2026-11-02T10:00:00Z' },
  { id: 'stf_3', email: 'alan@lendline.test', name: 'Alan Turing', roles: ['risk', 'finance'], markets: ['NG'], status: 'invited', disabled: true, createdAt: '2026-11-03T10:00:00Z' },
];

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }), 'GET /staff/staff': () => ok({ staff: STAFF }), ...handlers });
}

describe('staff screen', () => {
  it('lists the staff with roles, markets and state', async () => {
    signedInAs(['admin']);
    renderConsole('#/staff');
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Ada Lovelace', 'ada@lendline.test', 'Administrator', 'MX', 'Active'],
      ['Grace Hopper', 'grace@lendline.test', 'Finance', 'MX', 'Active'],
      ['Alan Turing', 'alan@lendline.test', 'Risk, Finance', 'NG', 'Disabled'],
    ]);
    expect(within(table).queryByRole('button', { name: 'Disable Ada Lovelace' })).toBeNull();
  });

  it('disables and enables an account', async () => {
    const api = signedInAs(['admin'], { 'POST /staff/staff/stf_2/disable': () => ok({}), 'POST /staff/staff/stf_3/enable': () => ok({}) });
    const { user } = renderConsole('#/staff');
    await user.click(await screen.findByRole('button', { name: 'Disable Grace Hopper' }));
    // Every switch waits while one is being sent.
    const enable = screen.getByRole('button', { name: 'Enable Alan Turing' });
    await waitFor(() => expect(enable.hasAttribute('disabled')).toBe(false));
    await user.click(enable);
    await waitFor(() => expect(api.callsTo('POST', '/staff/staff/stf_3/enable')).toHaveLength(1));
    expect(api.callsTo('POST', '/staff/staff/stf_2/disable')).toHaveLength(1);
  });

  it('resets a colleague’s lost sign-in and shows the new link once, with their roles waiting for a second admin', async () => {
    const api = signedInAs(['admin'], { 'POST /staff/staff/stf_2/reset': () => ok({ id: 'stf_2', link: 'https://lendline.test/console/#/enrol?token=new', expiresAt: '2026-11-30T12:00:00Z', rolesApproval: 'apr_7' }) });
    const { user } = renderConsole('#/staff');
    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    expect(within(table).queryByRole('button', { name: 'Reset sign-in of Ada Lovelace' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Reset sign-in of Alan Turing' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Reset sign-in of Grace Hopper' }));
    expect(await screen.findByText('https://lendline.test/console/#/enrol?token=new')).toBeTruthy();
    expect(screen.getByText(/^The sign-in of Grace Hopper is reset/)).toBeTruthy();
    expect(screen.getByText('Their roles take effect once a second administrator approves them in Approvals.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/staff/stf_2/reset')[0]?.headers.get('x-csrf-token')).toBe('tab-token');
  });

  it('invites and shows the one-time link to hand over, and that the roles wait for a second admin', async () => {
    const api = signedInAs(['admin'], { 'POST /staff/staff/invite': () => ok({ id: 'stf_9', link: 'https://lendline.test/console/#/enrol?token=abc', expiresAt: '2026-11-30T12:00:00Z', rolesApproval: 'apr_1' }) });
    const { user } = renderConsole('#/staff');
    const form = await screen.findByRole('region', { name: 'Invite a colleague' });
    await user.type(within(form).getByLabelText('Work email'), 'new@lendline.test');
    await user.type(within(form).getByLabelText('Name'), 'New Person');
    await user.click(within(form).getByRole('checkbox', { name: 'Finance' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Mexico' }));
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('https://lendline.test/console/#/enrol?token=abc')).toBeTruthy();
    expect(within(form).getByText('Their roles take effect once a second administrator approves them in Approvals.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/staff/invite')[0]?.body).toEqual({ email: 'new@lendline.test', name: 'New Person', roles: ['finance'], markets: ['MX'] });
  });

  it('says at the fields what an invitation lacks, and keeps the server’s word on the email at its field', async () => {
    const api = signedInAs(['admin'], { 'POST /staff/staff/invite': () => badField('email', 'Someone has this email already') });
    const { user } = renderConsole('#/staff');
    const form = await screen.findByRole('region', { name: 'Invite a colleague' });
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(within(form).getByText('Choose at least one role.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one market.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/staff/invite')).toEqual([]);

    await user.type(within(form).getByLabelText('Work email'), 'ada@lendline.test');
    await user.type(within(form).getByLabelText('Name'), 'Ada Again');
    await user.click(within(form).getByRole('checkbox', { name: 'Support' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Nigeria' }));
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('Someone has this email already')).toBeTruthy();
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Again');
  });
});
