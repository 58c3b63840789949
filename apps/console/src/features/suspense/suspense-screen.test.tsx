import type { Role } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const HELD = [
  { id: 'pay_1', provider: 'stp', providerReference: 'R-100', amount: 500000, currency: 'MXN', paidAt: '2026-11-26T15:00:00Z', outcome: 'credit', reason: 'no_open_loan', userId: 'usr_42', unapplied: 250000 },
  { id: 'pay_2', provider: 'stp', providerReference: 'R-200', amount: 9900, currency: 'MXN', paidAt: '2026-11-25T15:00:00Z', outcome: 'suspense', reason: 'unknown_target', userId: null, unapplied: 9900 },
];

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({ 'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }), 'GET /staff/collections/held': () => ok({ payments: HELD }), ...handlers });
}

async function openRefund(user: ReturnType<typeof renderConsole>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Request refund for borrower usr_42' }));
  return screen.getByRole('region', { name: 'Request a refund for borrower usr_42' });
}

describe('money in suspense screen', () => {
  it('lists the money held in a table with headers, amounts in the payment’s currency, a refund only from a borrower’s credit', async () => {
    signedInAs(['finance']);
    renderConsole('#/suspense');
    const table = await screen.findByRole('table', { name: 'Money held, newest first' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Paid', 'Held', 'Borrower', 'Where it is', 'Provider reference', 'Actions']);
    const [, credit, suspense] = within(table).getAllByRole('row');
    expect(within(credit as HTMLElement).getByText('$2,500.00')).toBeTruthy();
    expect(within(credit as HTMLElement).getByRole('button', { name: 'Request refund for borrower usr_42' })).toBeTruthy();
    expect(within(suspense as HTMLElement).getByText('$99.00')).toBeTruthy();
    // Suspense money is matched to a loan (ADR 079), never refunded from here: it is nobody's credit.
    expect(within(suspense as HTMLElement).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Match payment stp R-200 to a loan']);
  });

  it('says why a USSD payment of another amount than its code is held (ADR 104)', async () => {
    const ussd = { id: 'pay_9', provider: 'paystack', providerReference: '812345678901234567', amount: 100000, currency: 'NGN', paidAt: '2026-11-26T15:00:00Z', outcome: 'suspense', reason: 'amount_mismatch', userId: 'usr_7', unapplied: 100000 };
    signedInAs(['finance'], { 'GET /staff/collections/held': () => ok({ payments: [ussd] }) });
    renderConsole('#/suspense');
    expect(await screen.findByText(/another amount than the USSD code was made for/)).toBeTruthy();
  });

  it('asks for a refund through the payout rail by default, as a four-eyes request, with no transfer reference to type', async () => {
    const api = signedInAs(['finance'], { 'POST /staff/approvals': () => ok({ id: 'apr_1', state: 'pending' }) });
    const { user } = renderConsole('#/suspense');
    const form = await openRefund(user);
    expect((within(form).getByLabelText('Send it through the payout rail to the borrower’s payout account') as HTMLInputElement).checked).toBe(true);
    expect(within(form).queryByLabelText('Bank transfer reference')).toBeNull();
    await user.type(within(form).getByLabelText('Amount (MXN)'), '1500.50');
    await user.type(within(form).getByLabelText('Reason'), 'Borrower overpaid');
    await user.click(within(form).getByRole('button', { name: 'Request refund' }));

    expect(await screen.findByText('Refund requested. A second person must approve it in Approvals before it takes effect.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')[0]?.body).toEqual({
      action: 'refund', input: { userId: 'usr_42', amount: 150050, currency: 'MXN', method: 'rail' }, reason: 'Borrower overpaid',
    });
    expect(screen.queryByRole('region', { name: 'Request a refund for borrower usr_42' })).toBeNull();
  });

  it('records a manual transfer only when chosen, with its reference', async () => {
    const api = signedInAs(['finance'], { 'POST /staff/approvals': () => ok({ id: 'apr_1', state: 'pending' }) });
    const { user } = renderConsole('#/suspense');
    const form = await openRefund(user);
    await user.click(within(form).getByLabelText('Record a bank transfer I already made by hand'));
    await user.type(within(form).getByLabelText('Amount (MXN)'), '1500.50');
    await user.type(within(form).getByLabelText('Bank transfer reference'), 'SPEI-7781');
    await user.type(within(form).getByLabelText('Reason'), 'Borrower has no payout account');
    await user.click(within(form).getByRole('button', { name: 'Request refund' }));
    await screen.findByText('Refund requested. A second person must approve it in Approvals before it takes effect.');
    expect(api.callsTo('POST', '/staff/approvals')[0]?.body).toEqual({
      action: 'refund', input: { userId: 'usr_42', amount: 150050, currency: 'MXN', method: 'manual', transferReference: 'SPEI-7781' }, reason: 'Borrower has no payout account',
    });
  });

  it('shows the server’s refusal of the rail (no payout account) at the method, focused', async () => {
    signedInAs(['finance'], { 'POST /staff/approvals': () => badField('method', 'This borrower has no payout account on file: record a manual transfer instead') });
    const { user } = renderConsole('#/suspense');
    const form = await openRefund(user);
    await user.type(within(form).getByLabelText('Amount (MXN)'), '100');
    await user.type(within(form).getByLabelText('Reason'), 'Borrower overpaid');
    await user.click(within(form).getByRole('button', { name: 'Request refund' }));
    expect(await within(form).findByText('This borrower has no payout account on file: record a manual transfer instead')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('Send it through the payout rail to the borrower’s payout account')));
  });

  it('lists refunds on the rail: in flight with their age, failed with the reason, our reference only', async () => {
    const now = Date.now();
    const refunds = [
      { id: 'r1', userId: 'usr_42', amount: 150000, currency: 'MXN', state: 'pending', reference: 'll-refund-aaaa', failureReason: null, staffName: 'a / b', createdAt: new Date(now - 3 * 3_600_000).toISOString(), updatedAt: new Date(now - 2 * 3_600_000).toISOString() },
      { id: 'r2', userId: 'usr_7', amount: 9900, currency: 'MXN', state: 'failed', reference: 'll-refund-bbbb', failureReason: 'account closed', staffName: 'a / b', createdAt: new Date(now - 86_400_000).toISOString(), updatedAt: new Date(now - 5 * 60_000).toISOString() },
    ];
    signedInAs(['finance'], { 'GET /staff/collections/held': () => ok({ payments: HELD, refunds }) });
    renderConsole('#/suspense');
    const table = await screen.findByRole('table', { name: 'Refunds through the payout rail, newest first' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Asked', 'Amount', 'Borrower', 'State', 'In this state since', 'Our reference']);
    const [, pending, failed] = within(table).getAllByRole('row');
    expect(within(pending as HTMLElement).getAllByRole('cell').slice(1).map((td) => td.textContent)).toEqual(['$1,500.00', 'usr_42', 'Sent, waiting on the provider', '2 hours ago', 'll-refund-aaaa']);
    expect(within(failed as HTMLElement).getAllByRole('cell').slice(3, 5).map((td) => td.textContent)).toEqual(['Failed: the money is held again (reason: account closed)', '5 minutes ago']);
  });

  it('refuses a bad amount, reference and reason at their fields before asking the server', async () => {
    const api = signedInAs(['finance']);
    const { user } = renderConsole('#/suspense');
    const form = await openRefund(user);
    await user.click(within(form).getByLabelText('Record a bank transfer I already made by hand'));
    await user.type(within(form).getByLabelText('Amount (MXN)'), '10.001');
    await user.type(within(form).getByLabelText('Bank transfer reference'), 'ab');
    await user.click(within(form).getByRole('button', { name: 'Request refund' }));

    expect(await within(form).findByText('Enter an amount above zero, with at most two decimals.')).toBeTruthy();
    expect(within(form).getByText('Use 4 to 64 letters, digits or . _ : -')).toBeTruthy();
    expect(within(form).getByText('Write a reason of 3 to 500 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Amount (MXN)'));
    expect(api.callsTo('POST', '/staff/approvals')).toEqual([]);
  });

  it('shows the server’s refusal of the amount at its field and keeps everything typed', async () => {
    signedInAs(['finance'], { 'POST /staff/approvals': () => badField('amount', 'More than the borrower’s credit') });
    const { user } = renderConsole('#/suspense');
    const form = await openRefund(user);
    await user.click(within(form).getByLabelText('Record a bank transfer I already made by hand'));
    await user.type(within(form).getByLabelText('Amount (MXN)'), '9000');
    await user.type(within(form).getByLabelText('Bank transfer reference'), 'SPEI-7781');
    await user.type(within(form).getByLabelText('Reason'), 'Borrower overpaid');
    await user.click(within(form).getByRole('button', { name: 'Request refund' }));

    const amount = within(form).getByLabelText('Amount (MXN)');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('More than the borrower’s credit')).toBeTruthy();
    expect([amount, within(form).getByLabelText('Bank transfer reference'), within(form).getByLabelText('Reason')].map((input) => (input as HTMLInputElement).value)).toEqual(['9000', 'SPEI-7781', 'Borrower overpaid']);
  });

  it('works in Spanish, the form’s words and the refusal at its field', async () => {
    const api = signedInAs(['finance'], { 'POST /staff/approvals': () => badField('transferReference', 'Esa referencia ya se registró') });
    const { user } = renderConsole('#/suspense');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    await user.click(await screen.findByRole('button', { name: 'Solicitar devolución para el acreditado usr_42' }));
    const form = screen.getByRole('region', { name: 'Solicitar una devolución para el acreditado usr_42' });
    await user.click(within(form).getByLabelText('Registrar una transferencia bancaria que ya hice a mano'));
    await user.type(within(form).getByLabelText('Monto (MXN)'), '100');
    await user.type(within(form).getByLabelText('Referencia de la transferencia bancaria'), 'SPEI-1');
    await user.type(within(form).getByLabelText('Motivo'), 'Pago doble');
    await user.click(within(form).getByRole('button', { name: 'Solicitar devolución' }));
    expect(await within(form).findByText('Esa referencia ya se registró')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')[0]?.headers.get('lang')).toBe('es');
  });
});
