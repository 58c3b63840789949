import type { Role, StaffPayout } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { badField, mockStaffApi, ok, refused, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

function payout(orderNo: string, over: Partial<StaffPayout> = {}): StaffPayout {
  return {
    orderNo, state: 'failed', attemptNo: 1, reference: `ll-${orderNo.toLowerCase()}-1`, attemptState: 'failed', provider: 'stp',
    amount: 950000, currency: 'MXN', reason: 'Cuenta inexistente', since: ago(30), askedForAccountAt: null,
    borrower: { userId: 'usr_1', name: 'Adaeze Okafor', accountEnding: '4821' }, ...over,
  };
}
const FAILED = payout('LL261120AAAAAAAA');
const STUCK = payout('LL261126BBBBBBBB', { state: 'stuck', attemptState: 'pending', reason: null, since: ago(2), amount: 120000, borrower: { userId: 'usr_2', name: null, accountEnding: null } });

function signedInAs(roles: Role[], handlers: Parameters<typeof mockStaffApi>[0] = {}) {
  keepCsrfToken('tab-token');
  return mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(roles) }),
    'GET /staff/payouts': () => ok({ payouts: [FAILED, STUCK], counts: { failed: 1, stuck: 1 }, stuckAfterMinutes: 30 }),
    ...handlers,
  });
}

const card = async (orderNo: string) => (await screen.findByRole('heading', { name: new RegExp(orderNo) })).closest('article') as HTMLElement;

describe('failed and stuck payouts screen', () => {
  it('lists failed and stuck payouts with amount, borrower, age, the provider’s reason and counts; filters by state and age', async () => {
    signedInAs(['finance']);
    const { user } = renderConsole('#/payouts');
    const failed = await card(FAILED.orderNo);
    expect(within(failed).getByRole('heading').textContent).toBe('$9,500.00 to Adaeze Okafor, loan LL261120AAAAAAAA');
    expect(within(failed).getByText('Cuenta inexistente')).toBeTruthy();
    expect(within(failed).getByText('Ending in 4821')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Give up the payout of loan LL261120AAAAAAAA' })).toBeTruthy();
    const stuck = await card(STUCK.orderNo);
    expect(within(stuck).getByRole('button', { name: 'Ask the provider again about loan LL261126BBBBBBBB' }).textContent).toBe('Ask the provider again');
    expect(within(stuck).queryByRole('button', { name: /Give up/ })).toBeNull();
    expect(screen.getByText((_text, element) => element?.tagName === 'P' && /^2 shown of 2 waiting\. The oldest arrived .+ ago\.$/.test(element.textContent ?? ''))).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('State'), 'stuck');
    expect(screen.queryByRole('heading', { name: /LL261120AAAAAAAA/ })).toBeNull();
    expect(screen.getByRole('option', { name: 'Stuck (1)' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('State'), '');
    await user.selectOptions(screen.getByLabelText('Waiting at least'), '24');
    expect(screen.queryByRole('heading', { name: /LL261126BBBBBBBB/ })).toBeNull();
    expect(screen.getByRole('heading', { name: /LL261120AAAAAAAA/ })).toBeTruthy();
  });

  it('retries and asks for a new account, and says what happened', async () => {
    const api = signedInAs(['finance'], {
      'POST /staff/payouts/LL261120AAAAAAAA/retry': () => ok({ orderNo: FAILED.orderNo, reference: 'll-ll261120aaaaaaaa-2', kind: 'new_attempt' }),
      'POST /staff/payouts/LL261120AAAAAAAA/ask-account': () => ok({ orderNo: FAILED.orderNo, reference: FAILED.reference, kind: 'account_asked' }),
    });
    const { user } = renderConsole('#/payouts');
    const failed = await card(FAILED.orderNo);
    await user.click(within(failed).getByRole('button', { name: 'Retry the payout of loan LL261120AAAAAAAA' }));
    expect(await screen.findByText('Loan LL261120AAAAAAAA: a new transfer is on its way (reference ll-ll261120aaaaaaaa-2).')).toBeTruthy();
    await user.click(within(failed).getByRole('button', { name: 'Ask for a new account for loan LL261120AAAAAAAA' }));
    expect(await screen.findByText('Loan LL261120AAAAAAAA: the borrower is asked for a new account in their messages.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/payouts/LL261120AAAAAAAA/retry')).toHaveLength(1);
  });

  it('gives up only with a reason, told at its field, and keeps what was typed when the server refuses', async () => {
    const api = signedInAs(['finance'], { 'POST /staff/payouts/LL261120AAAAAAAA/give-up': () => refused(409, 'This payout has not failed', 409700) });
    const { user } = renderConsole('#/payouts');
    const failed = await card(FAILED.orderNo);
    await user.click(within(failed).getByRole('button', { name: 'Give up the payout of loan LL261120AAAAAAAA' }));
    const form = within(failed).getByRole('form', { name: 'Give up the payout of loan LL261120AAAAAAAA' });
    await user.type(within(form).getByLabelText('Reason'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Give up this payout' }));
    expect(await within(form).findByText('Write a reason of 3 to 500 characters.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/payouts/LL261120AAAAAAAA/give-up')).toEqual([]);

    await user.type(within(form).getByLabelText('Reason'), ' borrower cancelled');
    await user.click(within(form).getByRole('button', { name: 'Give up this payout' }));
    expect(await within(form).findByText('This payout has not failed')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/payouts/LL261120AAAAAAAA/give-up')[0]?.body).toEqual({ reason: 'x borrower cancelled' });
    expect((within(form).getByLabelText('Reason') as HTMLInputElement).value).toBe('x borrower cancelled');
  });

  it('asks to send to a new account as a four-eyes request; a bad account is told at its field and everything typed stays', async () => {
    let refuse = true;
    const api = signedInAs(['finance'], {
      'POST /staff/approvals': () => (refuse ? badField('accountNumber', 'This CLABE is not valid') : ok({ id: 'apr_1', state: 'pending' })),
    });
    const { user } = renderConsole('#/payouts');
    const failed = await card(FAILED.orderNo);
    await user.click(within(failed).getByRole('button', { name: 'Send to a new account: loan LL261120AAAAAAAA' }));
    const form = within(failed).getByRole('region', { name: 'Send the payout of loan LL261120AAAAAAAA to a new account' });
    await user.click(within(form).getByRole('button', { name: 'Request sending' }));
    expect(within(form).getAllByText('Fill this in.')).toHaveLength(4);
    expect(api.callsTo('POST', '/staff/approvals')).toEqual([]);

    await user.type(within(form).getByLabelText('Account number'), '002010077777777771');
    await user.type(within(form).getByLabelText('Account number again'), '002010077777777771');
    await user.type(within(form).getByLabelText('Account holder'), 'Adaeze Okafor');
    await user.type(within(form).getByLabelText('CURP (population registry key)'), 'OOAA900501MDFKDD09');
    await user.type(within(form).getByLabelText('Reason'), 'Borrower gave a new CLABE by phone');
    await user.click(within(form).getByRole('button', { name: 'Request sending' }));
    const number = within(form).getByLabelText('Account number');
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('This CLABE is not valid')).toBeTruthy();
    expect((number as HTMLInputElement).value).toBe('002010077777777771');
    expect(api.callsTo('POST', '/staff/approvals')[0]?.body).toEqual({
      action: 'resendPayout', reason: 'Borrower gave a new CLABE by phone',
      input: { orderNo: FAILED.orderNo, account: { cardType: 'clabe', accountNumber: '002010077777777771', confirmAccountNumber: '002010077777777771', holderName: 'Adaeze Okafor', curp: 'OOAA900501MDFKDD09' } },
    });

    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Request sending' }));
    expect(await screen.findByText('Sending to a new account requested. A second person must approve it in Approvals before it takes effect.')).toBeTruthy();
  });

  it('works in Spanish', async () => {
    signedInAs(['finance']);
    const { user } = renderConsole('#/payouts');
    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    const failed = await card(FAILED.orderNo);
    expect(within(failed).getByRole('heading').textContent).toBe('$9,500.00 para Adaeze Okafor, préstamo LL261120AAAAAAAA');
    expect(within(failed).getByRole('button', { name: 'Desistir del desembolso del préstamo LL261120AAAAAAAA' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Fallidos: 1' })).toBeTruthy();
    expect(screen.getByText('Detenido: espera al proveedor desde hace más de 30 minutos.')).toBeTruthy();
  });

  it('is not in the navigation of a role without payouts.act', async () => {
    signedInAs(['support']);
    renderConsole('#/payouts');
    expect(await screen.findByText('Your roles do not include this work area.')).toBeTruthy();
  });
});
