import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { mockStaffApi, ok, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';
import { auditQuery, exportHref, NO_FILTERS } from './audit-api.ts';

function event(seq: number, extra: Record<string, unknown> = {}) {
  return {
    seq, id: `evt_${seq}`, at: '2026-11-27T10:00:00Z', actorKind: 'staff', actorId: 'stf_2', actorName: 'Grace Hopper', address: '127.0.0.1',
    action: 'approval.ask', objectType: 'approval_request', objectId: `apr_${seq}`, before: { credit: 250000, currency: 'MXN' }, after: { credit: 100000, currency: 'MXN' },
    reason: null, outcome: 'done', ...extra,
  };
}

describe('audit trail screen', () => {
  it('shows the newest first, pages on with "More", and each row’s before and after', async () => {
    keepCsrfToken('tab-token');
    const api = mockStaffApi({
      'GET /staff/auth/me': () => ok({ staff: staffMember(['admin']) }),
      'GET /staff/audit': () => ok(api.callsTo('GET', '/staff/audit').length === 1
        ? { events: [event(3), event(2, { outcome: 'refused', reason: 'not permitted' })], nextCursor: 2 }
        : { events: [event(1)], nextCursor: null }),
    });
    const { user } = renderConsole('#/audit');
    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' });
    const bodyRows = () => table.querySelectorAll(':scope > tbody > tr');
    expect(bodyRows()).toHaveLength(2);
    expect(within(table).getByText('Refused')).toBeTruthy();
    expect(within(table).getByText('Reason: not permitted')).toBeTruthy();
    expect(within(table).getAllByRole('table', { name: 'Before and after: Four-eyes request asked' })[0]?.textContent).toContain('$2,500.00');
    // Each action in words, with the name the action filter takes beside it.
    expect(within(table).getAllByText('Four-eyes request asked')).toHaveLength(2);
    expect(within(table).getAllByText('approval.ask')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/staff/audit'));
    expect(urls[1]).toContain('cursor=2');
  });

  it('filters by what the person typed, and links the CSV of the chosen days', async () => {
    keepCsrfToken('tab-token');
    const api = mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: staffMember(['admin']) }), 'GET /staff/audit': () => ok({ events: [], nextCursor: null }) });
    const { user } = renderConsole('#/audit');
    expect(await screen.findByText('Choose both days of a range to download it as CSV.')).toBeTruthy();
    await user.type(screen.getByLabelText('Actor id'), 'stf_2');
    await user.type(screen.getByLabelText('Object type'), 'borrower');
    await user.type(screen.getByLabelText('From (day)'), '2026-11-10');
    await user.type(screen.getByLabelText('To (day, included)'), '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No actions match.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download this range as CSV' });
    const csv = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(csv.pathname).toBe('/staff/audit/export.csv');
    expect(new Date(csv.searchParams.get('to') ?? '').getTime() - new Date(csv.searchParams.get('from') ?? '').getTime()).toBe(18 * 24 * 3600 * 1000);
    const last = api.fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x')).filter((url) => url.pathname === '/staff/audit').at(-1);
    expect(last?.searchParams.get('actorId')).toBe('stf_2');
    expect(last?.searchParams.get('objectType')).toBe('borrower');
    expect(last?.searchParams.has('action')).toBe(false);
  });

  it('asks for whole days: from the first day’s start to the start of the day after the last', () => {
    const query = auditQuery({ ...NO_FILTERS, from: '2026-11-01', to: '2026-11-01' });
    const from = new Date(query.get('from') ?? '');
    const to = new Date(query.get('to') ?? '');
    expect(to.getTime() - from.getTime()).toBe(24 * 3600 * 1000);
    expect(exportHref({ ...NO_FILTERS, from: '2026-11-01' })).toBeNull();
  });
});
