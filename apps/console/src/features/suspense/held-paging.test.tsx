import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { mockStaffApi, ok, staffMember, type RecordedCall } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const held = (id: string, reference: string, paidAt: string) => ({ id, provider: 'stp', providerReference: reference, amount: 9900, currency: 'MXN', paidAt, outcome: 'suspense', reason: 'unknown_target', userId: null, unapplied: 9900 });
const NEWER = held('pay_2', 'R-200', '2026-11-26T15:00:00Z');
const OLDER = held('pay_1', 'R-100', '2026-11-25T15:00:00Z');

describe('money held, a page at a time', () => {
  it('shows the newest page, and "More payments" adds the page after the last row shown', async () => {
    keepCsrfToken('tab-token');
    const api = mockStaffApi({
      'GET /staff/auth/me': () => ok({ staff: staffMember(['finance']) }),
      'GET /staff/collections/held': (call: RecordedCall) => (call.query.get('cursor') === 'after-200' ? ok({ payments: [OLDER], nextCursor: null }) : ok({ payments: [NEWER], nextCursor: 'after-200' })),
    });
    const { user } = renderConsole('#/suspense');
    const table = await screen.findByRole('table', { name: 'Money held, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'More payments' }));
    expect(await within(table).findByText('stp R-100')).toBeTruthy();
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual(['stp R-200', 'stp R-100']);
    expect(api.callsTo('GET', '/staff/collections/held').map((c) => c.query.get('cursor'))).toEqual([null, 'after-200']);
    expect(screen.queryByRole('button', { name: 'More payments' })).toBeNull();
  });
});
