import type { Role, StaffApiKeyView } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const key = (over: Partial<StaffApiKeyView> = {}): StaffApiKeyView => ({
  id: 'key_1', name: 'proofs-bot', permissions: ['proofs.read'], markets: ['MX'], createdAt: '2026-11-20T10:00:00Z', createdBy: 'staff:stf_1',
  revokedAt: null, lastUsedAt: null, ...over,
});

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }), ...handlers });
}

describe('API keys screen', () => {
  it('lists each key with what it may do and when it was last used, and revokes a live one', async () => {
    const api = signedInAs(['admin'], {
      'GET /staff/api-keys': () => ok({ apiKeys: [key(), key({ id: 'key_2', name: 'old-export', revokedAt: '2026-11-21T09:00:00Z', lastUsedAt: '2026-11-21T08:00:00Z' })] }),
      'POST /staff/api-keys/key_1/revoke': () => ok(key({ revokedAt: '2026-11-27T10:00:00Z' })),
    });
    const { user } = renderConsole('#/api-keys');
    const table = await screen.findByRole('table', { name: 'API keys' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('proofs.read')).toBeTruthy();
    expect(within(rows[0]!).getByText('Never')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText(/^Revoked /)).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Revoke proofs-bot' }));
    await waitFor(() => expect(api.callsTo('POST', '/staff/api-keys/key_1/revoke')).toHaveLength(1));
    expect(api.callsTo('POST', '/staff/api-keys/key_1/revoke')[0]?.headers.get('x-csrf-token')).toBe('tab-token');
  });

  it('offers only the permissions and markets the person holds, and shows the new key once', async () => {
    const api = signedInAs(['admin'], {
      'GET /staff/api-keys': () => ok({ apiKeys: [] }),
      'POST /staff/api-keys': () => ok({ key: 'llk_key_9_secretpart', apiKey: key({ id: 'key_9', name: 'audit-export' }) }),
    });
    const { user } = renderConsole('#/api-keys');
    const form = await screen.findByRole('region', { name: 'A new key' });
    expect(within(form).queryByRole('checkbox', { name: 'money.approve' })).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: 'Nigeria' })).toBeNull();
    await user.type(within(form).getByLabelText('Name'), 'audit-export');
    await user.click(within(form).getByRole('checkbox', { name: 'audit.read' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Mexico' }));
    await user.click(within(form).getByRole('button', { name: 'Make the key' }));
    expect(await within(form).findByText('llk_key_9_secretpart')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/api-keys')[0]?.body).toEqual({ name: 'audit-export', permissions: ['audit.read'], markets: ['MX'] });
  });

  it('says at each field what is missing, and the server’s refusal at its field, keeping what was typed', async () => {
    signedInAs(['admin'], {
      'GET /staff/api-keys': () => ok({ apiKeys: [] }),
      'POST /staff/api-keys': () => badField('permissions', 'You can give only permissions you hold yourself'),
    });
    const { user } = renderConsole('#/api-keys');
    const form = await screen.findByRole('region', { name: 'A new key' });
    await user.click(within(form).getByRole('button', { name: 'Make the key' }));
    expect(within(form).getByText('Fill this in.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one permission.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Name'), 'nightly');
    await user.click(within(form).getByRole('checkbox', { name: 'staff.read' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Mexico' }));
    await user.click(within(form).getByRole('button', { name: 'Make the key' }));
    expect(await within(form).findByText('You can give only permissions you hold yourself')).toBeTruthy();
    expect(within(form).getByLabelText('Name')).toHaveProperty('value', 'nightly');
  });

  it('is in the navigation of an admin only', async () => {
    signedInAs(['finance']);
    renderConsole('#/');
    const nav = await screen.findByRole('navigation', { name: 'Work areas' });
    expect(within(nav).queryByRole('link', { name: 'API keys' })).toBeNull();
  });
});
