import type { Role } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, refused, staffMember, type Answer } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const NOW = new Date('2026-11-27T12:00:00Z');

function refundRequest(overrides: Record<string, unknown> = {}) {
  return {
    id: 'apr_1', action: 'refund', object: { type: 'borrower', id: 'usr_42' },
    before: { credit: 250000, currency: 'MXN' }, after: { credit: 100000, currency: 'MXN', refunded: 150000, transferReference: 'SPEI-7781' },
    reason: 'Borrower overpaid and asked for it back', state: 'pending', maker: { id: 'stf_maker', name: 'Grace Hopper' },
    createdAt: '2026-11-27T09:30:00Z', decider: null, decisionReason: null, decidedAt: null, result: null, finishedAt: null,
    ...overrides,
  };
}

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}, id = 'stf_1') {
  keepCsrfToken('tab-token');
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  return mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: { ...staffMember(roles), id } }), ...handlers });
}

const queueOf = (...requests: unknown[]) => () => ok({ requests });

describe('approvals screen', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each waiting request: age, action, object, maker, reason, and the change side by side in the market’s money', async () => {
    signedInAs(['finance'], { 'GET /staff/approvals': queueOf(refundRequest()) });
    renderConsole('#/approvals');
    const card = await screen.findByRole('article', { name: 'Refund of credit on borrower usr_42' });
    expect(within(card).getByText('2 hours ago')).toBeTruthy();
    expect(within(card).getByText('Grace Hopper')).toBeTruthy();
    expect(within(card).getByText('Borrower overpaid and asked for it back')).toBeTruthy();

    const table = within(card).getByRole('table', { name: 'The change, before and after' });
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toContainEqual(['$2,500.00', '$1,000.00']);
    expect(rows).toContainEqual(['', '$1,500.00']);
    expect(rows).toContainEqual(['MXN', 'MXN']);
    expect(within(table).getByRole('rowheader', { name: 'Credit (changed)' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Currency' })).toBeTruthy();
  });

  it('words how a refund leaves (ADR 085): the payout rail, not a code', async () => {
    const rail = refundRequest({ after: { credit: 100000, currency: 'MXN', refunded: 150000, method: 'rail' } });
    signedInAs(['finance'], { 'GET /staff/approvals': queueOf(rail) });
    renderConsole('#/approvals');
    const card = await screen.findByRole('article', { name: 'Refund of credit on borrower usr_42' });
    const table = within(card).getByRole('table', { name: 'The change, before and after' });
    const row = within(table).getByRole('rowheader', { name: 'How it leaves (changed)' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', 'Send it through the payout rail to the borrower’s payout account']);
  });

  it('lets no one approve their own request, and says why at the button', async () => {
    const api = signedInAs(['finance'], { 'GET /staff/approvals': queueOf(refundRequest()) }, 'stf_maker');
    const { user } = renderConsole('#/approvals');
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toHaveProperty('disabled', true);
    expect(document.getElementById(approve.getAttribute('aria-describedby') ?? '')?.textContent).toBe('You asked for this, so a second person must approve it.');
    await user.click(approve);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('lets no one approve without the approving permission', async () => {
    signedInAs(['admin'], { 'GET /staff/approvals': queueOf(refundRequest()) });
    renderConsole('#/approvals');
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toHaveProperty('disabled', true);
    expect(screen.getByText('Your roles do not include approving this kind of request.')).toBeTruthy();
  });

  it('approves: the request leaves the queue and the outcome is announced', async () => {
    let queue = [refundRequest()];
    const api = signedInAs(['finance'], {
      'GET /staff/approvals': () => ok({ requests: queue }),
      'POST /staff/approvals/apr_1/approve': () => {
        queue = [];
        return ok(refundRequest({ state: 'done', decider: { id: 'stf_1', name: 'Ada Lovelace' } }));
      },
    });
    const { user } = renderConsole('#/approvals');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Refund of credit approved and done.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Refund of credit approved and done.');
    expect(screen.queryByRole('article')).toBeNull();
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals/apr_1/approve')[0]?.headers.get('x-csrf-token')).toBe('tab-token');
    expect(api.callsTo('GET', '/staff/approvals')[0]).toBeTruthy();
  });

  it('says the outcome in the language the person switches to afterwards', async () => {
    let queue = [refundRequest()];
    signedInAs(['finance'], {
      'GET /staff/approvals': () => ok({ requests: queue }),
      'POST /staff/approvals/apr_1/approve': () => {
        queue = [];
        return ok(refundRequest({ state: 'done', decider: { id: 'stf_1', name: 'Ada Lovelace' } }));
      },
    });
    const { user } = renderConsole('#/approvals');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByText('Refund of credit approved and done.');
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByText('Devolución de saldo a favor: aprobada y realizada.')).toBeTruthy();
  });

  it('asks for the pending queue only', async () => {
    const seen: string[] = [];
    const fetchSpy = signedInAs(['finance'], { 'GET /staff/approvals': queueOf() });
    renderConsole('#/approvals');
    await screen.findByText('Nothing is waiting for approval.');
    for (const [input] of fetchSpy.fetchMock.mock.calls) seen.push(String(input));
    expect(seen).toContain('/staff/approvals?state=pending');
  });

  it('refuses a reject reason under 3 characters at its field, then sends a good one', async () => {
    const api = signedInAs(['finance'], {
      'GET /staff/approvals': queueOf(refundRequest()),
      'POST /staff/approvals/apr_1/reject': () => ok(refundRequest({ state: 'rejected' })),
    });
    const { user } = renderConsole('#/approvals');
    const reason = await screen.findByLabelText('Reason for rejecting');
    await user.type(reason, 'no');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Write a reason of 3 to 500 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(api.callsTo('POST', '/staff/approvals/apr_1/reject')).toEqual([]);

    await user.type(reason, 't the same transfer');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Refund of credit rejected.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals/apr_1/reject')[0]?.body).toEqual({ reason: 'not the same transfer' });
  });

  it('shows the server’s reason problem at the field, keeping what was typed', async () => {
    signedInAs(['finance'], {
      'GET /staff/approvals': queueOf(refundRequest()),
      'POST /staff/approvals/apr_1/reject': () => badField('reason', 'Say why in 3 to 500 characters'),
    });
    const { user } = renderConsole('#/approvals');
    const reason = await screen.findByLabelText('Reason for rejecting');
    await user.type(reason, 'abc   ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Say why in 3 to 500 characters')).toBeTruthy();
    expect((reason as HTMLInputElement).value).toBe('abc   ');
  });

  it('shows a refused approval in the request itself, in the person’s language', async () => {
    const api = signedInAs(['finance'], {
      'GET /staff/approvals': queueOf(refundRequest()),
      'POST /staff/approvals/apr_1/approve': (): Answer => refused(409, 'Esta solicitud ya fue decidida', 409701),
    });
    const { user } = renderConsole('#/approvals');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    const card = await screen.findByRole('article', { name: 'Devolución de saldo a favor sobre acreditado usr_42' });
    await user.click(within(card).getByRole('button', { name: 'Aprobar' }));
    expect(await within(card).findByText('Esta solicitud ya fue decidida')).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toBe('Esta solicitud ya fue decidida');
    expect(api.callsTo('POST', '/staff/approvals/apr_1/approve')[0]?.headers.get('lang')).toBe('es');
    expect(within(card).getByRole('rowheader', { name: 'Saldo a favor (cambia)' })).toBeTruthy();
  });
});
