import type { Role } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const HELD = [
  { id: 'pay_2', provider: 'stp', providerReference: 'R-200', amount: 9900, currency: 'MXN', paidAt: '2026-11-25T15:00:00Z', outcome: 'suspense', reason: 'unknown_target', userId: null, unapplied: 9900 },
  { id: 'pay_3', provider: 'stp', providerReference: 'R-300', amount: 500, currency: 'USD', paidAt: '2026-11-25T14:00:00Z', outcome: 'suspense', reason: 'currency_mismatch', userId: null, unapplied: 500 },
];
const OVERDUE = { orderNo: 'LL2603021234ABCD', state: 'overdue', currency: 'MXN', totalRepayable: 600000, outstanding: 612345, dueNow: 612345, nextDueDate: '2026-11-20', payoff: 612345 };
const OWED_PATH = `/staff/loans/${OVERDUE.orderNo}/owed`;

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }), 'GET /staff/collections/held': () => ok({ payments: HELD }),
    [`GET ${OWED_PATH}`]: () => ok(OVERDUE), ...handlers,
  });
}

async function findLoan(user: ReturnType<typeof renderConsole>['user'], orderNo = OVERDUE.orderNo) {
  const panel = await screen.findByRole('region', { name: 'Loan actions' });
  await user.type(within(panel).getByLabelText('Loan order number'), orderNo);
  await user.click(within(panel).getByRole('button', { name: 'Show what is owed' }));
  return panel;
}

describe('matching money in suspense to a loan', () => {
  it('offers a match only on suspense money in a currency we lend in, and asks it as a four-eyes request', async () => {
    const api = signedInAs(['finance'], { 'POST /staff/approvals': () => ok({ id: 'apr_9', action: 'matchSuspense', state: 'pending' }) });
    const { user } = renderConsole('#/suspense');
    await screen.findByRole('table', { name: 'Money held, newest first' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Match payment stp R-200 to a loan' }));
    expect(screen.queryByRole('button', { name: 'Match payment stp R-300 to a loan' })).toBeNull();
    const form = screen.getByRole('region', { name: 'Match payment stp R-200 to a loan' });
    expect(within(form).getByText(/Pays \$99\.00 held in suspense/)).toBeTruthy();
    await user.type(within(form).getByLabelText('Loan order number'), 'LL2603021234ABCD');
    await user.type(within(form).getByLabelText('Reason'), 'Paid to an old CLABE');
    await user.click(within(form).getByRole('button', { name: 'Request match' }));

    expect(await screen.findByText('Match requested (request apr_9). A second person must approve it in Approvals before the money moves.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')[0]?.body).toEqual({ action: 'matchSuspense', input: { paymentId: 'pay_2', orderNo: 'LL2603021234ABCD' }, reason: 'Paid to an old CLABE' });
  });

  it('refuses a bad order number and reason before asking, and shows the server’s refusal at the field keeping what was typed', async () => {
    const api = signedInAs(['finance'], { 'POST /staff/approvals': () => badField('orderNo', 'This loan is in another currency than the payment') });
    const { user } = renderConsole('#/suspense');
    await user.click(await screen.findByRole('button', { name: 'Match payment stp R-200 to a loan' }));
    const form = screen.getByRole('region', { name: 'Match payment stp R-200 to a loan' });
    await user.type(within(form).getByLabelText('Loan order number'), 'LL 26!');
    await user.click(within(form).getByRole('button', { name: 'Request match' }));
    expect(await within(form).findByText('Enter the order number: letters, digits, _ or -.')).toBeTruthy();
    expect(within(form).getByText('Write a reason of 3 to 500 characters.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')).toEqual([]);

    const orderNo = within(form).getByLabelText('Loan order number');
    await user.clear(orderNo);
    await user.type(orderNo, 'LL2603029999ZZZZ');
    await user.type(within(form).getByLabelText('Reason'), 'Paid to an old CLABE');
    await user.click(within(form).getByRole('button', { name: 'Request match' }));
    await waitFor(() => expect(orderNo.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('This loan is in another currency than the payment')).toBeTruthy();
    expect((orderNo as HTMLInputElement).value).toBe('LL2603029999ZZZZ');
  });
});

describe('loan actions: a manual payment or a write-off', () => {
  it('shows what the loan owes, then asks a manual payment with the amount converted to minor units', async () => {
    const api = signedInAs(['finance'], { 'POST /staff/approvals': () => ok({ id: 'apr_10', action: 'manualPayment', state: 'pending' }) });
    const { user } = renderConsole('#/suspense');
    const panel = await findLoan(user);
    const figures = await within(panel).findByLabelText(`What loan ${OVERDUE.orderNo} owes today`);
    expect(within(figures).getAllByText('$6,123.45')).toHaveLength(3);
    expect(within(figures).getByText('2026-11-20')).toBeTruthy();
    expect(within(panel).getByText('Overdue')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Record a manual payment' }));
    const form = screen.getByRole('region', { name: `Record a manual payment on loan ${OVERDUE.orderNo}` });
    await user.type(within(form).getByLabelText('Amount (MXN)'), '1500.50');
    await user.selectOptions(within(form).getByLabelText('How it reached us'), 'cash');
    await user.type(within(form).getByLabelText('Payment reference'), 'OXXO-7781');
    await user.type(within(form).getByLabelText('Reason'), 'Paid at the branch');
    await user.click(within(form).getByRole('button', { name: 'Request manual payment' }));

    expect(await screen.findByText('Manual payment requested (request apr_10). A second person must approve it in Approvals before it is recorded.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')[0]?.body).toEqual({
      action: 'manualPayment', input: { orderNo: OVERDUE.orderNo, amount: 150050, channel: 'cash', reference: 'OXXO-7781' }, reason: 'Paid at the branch',
    });
  });

  it('refuses a bad amount and reference at their fields, and the server’s refusal keeps what was typed', async () => {
    const api = signedInAs(['finance'], { 'POST /staff/approvals': () => badField('reference', 'A payment with this channel and reference was recorded before') });
    const { user } = renderConsole('#/suspense');
    const panel = await findLoan(user);
    await user.click(await within(panel).findByRole('button', { name: 'Record a manual payment' }));
    const form = screen.getByRole('region', { name: `Record a manual payment on loan ${OVERDUE.orderNo}` });
    await user.type(within(form).getByLabelText('Amount (MXN)'), '0');
    await user.type(within(form).getByLabelText('Payment reference'), 'ab');
    await user.type(within(form).getByLabelText('Reason'), 'Paid at the branch');
    await user.click(within(form).getByRole('button', { name: 'Request manual payment' }));
    expect(await within(form).findByText('Enter an amount above zero, with at most two decimals.')).toBeTruthy();
    expect(within(form).getByText('Use 4 to 64 letters, digits or . _ : -')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')).toEqual([]);

    const amount = within(form).getByLabelText('Amount (MXN)');
    const reference = within(form).getByLabelText('Payment reference');
    await user.clear(amount);
    await user.type(amount, '10');
    await user.clear(reference);
    await user.type(reference, 'OXXO-7781');
    await user.click(within(form).getByRole('button', { name: 'Request manual payment' }));
    expect(await within(form).findByText('A payment with this channel and reference was recorded before')).toBeTruthy();
    expect([amount, reference].map((input) => (input as HTMLInputElement).value)).toEqual(['10', 'OXXO-7781']);
  });

  it('asks a write-off of an overdue loan with a reason; a loan being repaid offers no write-off; an unknown number is said at the field', async () => {
    const api = signedInAs(['finance'], {
      'POST /staff/approvals': () => ok({ id: 'apr_11', action: 'writeOff', state: 'pending' }),
      'GET /staff/loans/LL0000REPAYING/owed': () => ok({ ...OVERDUE, orderNo: 'LL0000REPAYING', state: 'repaying' }),
      'GET /staff/loans/LL0000NOSUCH/owed': () => badField('orderNo', 'There is no loan with this order number'),
    });
    const { user } = renderConsole('#/suspense');
    const panel = await findLoan(user, 'LL0000REPAYING');
    expect(await within(panel).findByRole('button', { name: 'Record a manual payment' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Write off' })).toBeNull();

    const orderNo = within(panel).getByLabelText('Loan order number');
    await user.clear(orderNo);
    await user.type(orderNo, 'LL0000NOSUCH');
    await user.click(within(panel).getByRole('button', { name: 'Show what is owed' }));
    expect(await within(panel).findByText('There is no loan with this order number')).toBeTruthy();
    expect((orderNo as HTMLInputElement).value).toBe('LL0000NOSUCH');

    await user.clear(orderNo);
    await user.type(orderNo, OVERDUE.orderNo);
    await user.click(within(panel).getByRole('button', { name: 'Show what is owed' }));
    await user.click(await within(panel).findByRole('button', { name: 'Write off' }));
    const form = screen.getByRole('region', { name: `Write off loan ${OVERDUE.orderNo}` });
    await user.click(within(form).getByRole('button', { name: 'Request write-off' }));
    expect(await within(form).findByText('Write a reason of 3 to 500 characters.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Reason'), 'Borrower deceased');
    await user.click(within(form).getByRole('button', { name: 'Request write-off' }));
    expect(await screen.findByText('Write-off requested (request apr_11). A second person must approve it in Approvals before it takes effect.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')[0]?.body).toEqual({ action: 'writeOff', input: { orderNo: OVERDUE.orderNo }, reason: 'Borrower deceased' });
  });

  it('works in Spanish: the forms’ words and the request made', async () => {
    const api = signedInAs(['finance'], { 'POST /staff/approvals': () => ok({ id: 'apr_12', action: 'writeOff', state: 'pending' }) });
    const { user } = renderConsole('#/suspense');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    const panel = await screen.findByRole('region', { name: 'Acciones sobre un crédito' });
    await user.type(within(panel).getByLabelText('Número de orden del crédito'), OVERDUE.orderNo);
    await user.click(within(panel).getByRole('button', { name: 'Mostrar el adeudo' }));
    expect(await within(panel).findByText('Vencido')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Castigar' }));
    const form = screen.getByRole('region', { name: `Castigar el crédito ${OVERDUE.orderNo}` });
    await user.type(within(form).getByLabelText('Motivo'), 'Acreditado fallecido');
    await user.click(within(form).getByRole('button', { name: 'Solicitar castigo' }));
    expect(await screen.findByText('Castigo solicitado (solicitud apr_12). Una segunda persona debe aprobarlo en Aprobaciones para que surta efecto.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')[0]?.headers.get('lang')).toBe('es');
    expect(screen.getByRole('button', { name: 'Asignar el pago stp R-200 a un crédito' })).toBeTruthy();
  });
});
