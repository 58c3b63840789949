import type { Role, StaffMismatch, StaffMismatchList } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { mockStaffApi, ok, refused, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

function mismatch(id: string, over: Partial<StaffMismatch> = {}): StaffMismatch {
  return {
    id, provider: 'paystack', kind: 'amount_differs', subject: 'T-1234567890', orderNo: null, currency: 'NGN',
    vendor: { amount: 1_500_00, state: null }, ours: { amount: 1_000_00, state: 'allocated' }, amount: 500_00,
    paidAt: ago(31), foundAt: ago(30), resolution: null, ...over,
  };
}
const DIFFERS = mismatch('m-1');
const MISSING = mismatch('m-2', { kind: 'missing_at_vendor', provider: 'monnify', vendor: { amount: null, state: null }, ours: { amount: 700_00, state: 'allocated' }, amount: 700_00, foundAt: ago(2) });
const LIST: StaffMismatchList = { mismatches: [DIFFERS, MISSING], counts: { unmatched_payment: 0, amount_differs: 1, missing_at_vendor: 1, payout_conflict: 0 }, providers: ['monnify', 'paystack'] };

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }),
    'GET /staff/reconciliation': () => ok(LIST),
    ...handlers,
  });
}

const card = async (name: RegExp) => (await screen.findByRole('heading', { name }, { timeout: 5000 })).closest('article') as HTMLElement;

describe('reconciliation screen', () => {
  it('keeps the filters, and the one just used focused, while the filtered list is on its way', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const api = signedInAs(['finance'], {
      'GET /staff/reconciliation': (call) => (call.query.get('kind') ? new Promise((resolve) => { answer = resolve; }) : ok(LIST)),
    });
    const { user } = renderConsole('#/reconciliation');
    await card(/Amounts differ/);
    const kind = screen.getByLabelText('Kind');
    await user.selectOptions(kind, 'missing_at_vendor');
    await waitFor(() => expect(api.callsTo('GET', '/staff/reconciliation').at(-1)?.query.get('kind')).toBe('missing_at_vendor'));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.getByLabelText('Kind')).toBe(kind);
    expect(document.activeElement).toBe(kind);
    answer(ok({ ...LIST, mismatches: [MISSING] }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Amounts differ/ })).toBeNull());
    expect(screen.queryByText('Loading…')).toBeNull();
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('missing_at_vendor');
  });

  it('lists the differences with the provider’s figures beside ours, the counts per kind and the age; filters by age here and the rest at the server', async () => {
    const api = signedInAs(['finance']);
    const { user } = renderConsole('#/reconciliation');
    const differs = await card(/Amounts differ/);
    expect(within(differs).getByRole('heading').textContent).toBe('Amounts differ: ₦500.00 at paystack');
    const figures = within(differs).getByRole('table', { name: 'The figures of paystack and ours' });
    expect(within(figures).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['paystack says', 'Our record']);
    expect(within(figures).getByRole('row', { name: /Amount/ }).textContent).toBe('Amount₦1,500.00₦1,000.00');
    expect(screen.getByRole('option', { name: 'Amounts differ (1)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Open (2)' })).toBeTruthy();
    expect(screen.getByText((_text, element) => element?.tagName === 'P' && /^2 shown of 2 waiting\. The oldest arrived .+ ago\.$/.test(element.textContent ?? ''))).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Waiting at least'), '24');
    expect(screen.queryByRole('heading', { name: /Not in the provider’s list/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Kind'), 'missing_at_vendor');
    await user.selectOptions(await screen.findByLabelText('Provider'), 'monnify');
    await user.selectOptions(screen.getByLabelText('Show'), 'resolved');
    await waitFor(() => expect(api.callsTo('GET', '/staff/reconciliation').at(-1)?.query.toString()).toBe('state=resolved&provider=monnify&kind=missing_at_vendor'));
  });

  it('resolves only with a reason, names the approval, and says what happened', async () => {
    const api = signedInAs(['finance'], {
      'POST /staff/reconciliation/m-1/resolve': () => ok({ ...DIFFERS, resolution: { at: ago(0), by: 'Fola Ade', reason: 'Fee deducted by the vendor', approvalId: null } }),
    });
    const { user } = renderConsole('#/reconciliation');
    const differs = await card(/Amounts differ/);
    await user.click(within(differs).getByRole('button', { name: 'Resolve: Amounts differ: ₦500.00 at paystack' }));
    const form = within(differs).getByRole('form', { name: 'Resolve: Amounts differ: ₦500.00 at paystack' });
    await user.click(within(form).getByRole('button', { name: 'Mark as resolved' }));
    expect(await within(form).findByText('Write a reason of 3 to 500 characters.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/reconciliation/m-1/resolve')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/What was done/), 'Fee deducted by the vendor');
    await user.type(within(form).getByLabelText(/Approval request/), 'a1b2c3d4-0000-4000-8000-000000000001');
    await user.click(within(form).getByRole('button', { name: 'Mark as resolved' }));
    expect(await screen.findByText('Resolved: Amounts differ at paystack.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/reconciliation/m-1/resolve')[0]?.body).toEqual({ reason: 'Fee deducted by the vendor', approvalId: 'a1b2c3d4-0000-4000-8000-000000000001' });
  });

  it('says in words when the difference was resolved meanwhile', async () => {
    signedInAs(['finance'], { 'POST /staff/reconciliation/m-1/resolve': () => refused(409, 'This mismatch has already been resolved', 409680) });
    const { user } = renderConsole('#/reconciliation');
    const differs = await card(/Amounts differ/);
    await user.click(within(differs).getByRole('button', { name: /^Resolve: / }));
    await user.type(within(differs).getByLabelText(/What was done/), 'Matched by statement');
    await user.click(within(differs).getByRole('button', { name: 'Mark as resolved' }));
    expect(await within(differs).findByText('This mismatch has already been resolved')).toBeTruthy();
  });

  it('shows a resolved one with who resolved it and why, in Spanish too', async () => {
    const resolved = mismatch('m-3', { resolution: { at: ago(1), by: 'Fola Ade', reason: 'Comisión del proveedor', approvalId: 'apr-12345678' } });
    signedInAs(['finance'], { 'GET /staff/reconciliation': () => ok({ ...LIST, mismatches: [resolved] }) });
    const { user } = renderConsole('#/reconciliation');
    const item = await card(/Amounts differ/);
    expect(within(item).getByText(/^Resolved by Fola Ade on .+: Comisión del proveedor Approval request apr-12345678\.$/)).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /^Resolve/ })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(await screen.findByRole('heading', { name: /^Los montos difieren: / })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Idioma'), 'en');
  });

  it('says when the reconciliation closed one itself', async () => {
    const closed = mismatch('m-4', { kind: 'missing_at_vendor', resolution: { at: ago(1), by: 'system', reason: 'auto:listed_later', approvalId: null } });
    signedInAs(['finance'], { 'GET /staff/reconciliation': () => ok({ ...LIST, mismatches: [closed] }) });
    renderConsole('#/reconciliation');
    const item = await card(/Not in the provider’s list/);
    expect(within(item).getByText(/^Closed by the reconciliation on .+: a later list of the provider has this payment\.$/)).toBeTruthy();
  });

  it('is not in the navigation of a role without reconciliation.read', async () => {
    signedInAs(['support']);
    renderConsole('#/reconciliation');
    expect(await screen.findByText('Your roles do not include this work area.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
