import type { StaffPayout } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepCsrfToken } from '../../shared/api/csrf.ts';
import { mockStaffApi, ok, staffMember } from '../../test/staff-api-mock.ts';
import { renderConsole } from '../../test/render-console.tsx';

const ORDER = 'LL261120NGNGNGNG';
const FAILED: StaffPayout = {
  orderNo: ORDER, state: 'failed', attemptNo: 1, reference: 'll-ng-1', attemptState: 'failed', provider: 'paystack', amount: 5_000_000, currency: 'NGN',
  reason: 'Account dormant', since: new Date(Date.now() - 30 * 60 * 60 * 1000).toISOString(), askedForAccountAt: null,
  borrower: { userId: 'usr_ng', name: 'Chidi Obi', accountEnding: '1234' },
};
const BANKS = [{ code: '044', name: 'Access Bank' }, { code: '058', name: 'Guaranty Trust Bank' }];

function deskWithBanks() {
  keepCsrfToken('tab-token');
  return mockStaffApi({
    'GET /staff/auth/me': () => ok({ staff: staffMember(['finance']) }),
    'GET /staff/payouts': () => ok({ payouts: [FAILED], counts: { failed: 1, stuck: 0 }, stuckAfterMinutes: 30 }),
    'GET /staff/banks': () => ok({ banks: BANKS }),
    'POST /staff/approvals': () => ok({ id: 'apr_1', state: 'pending' }),
  });
}

async function openResend(user: ReturnType<typeof renderConsole>['user']) {
  await user.click(await screen.findByRole('button', { name: `Send to a new account: loan ${ORDER}` }));
  return screen.getByRole('region', { name: `Send the payout of loan ${ORDER} to a new account` });
}

describe('resend to a new Nigerian account: the bank is chosen from the market’s list', () => {
  it('lists the banks by name, asks for one at its field, and sends the chosen bank’s code', async () => {
    const api = deskWithBanks();
    const { user } = renderConsole('#/payouts');
    const form = await openResend(user);
    const bank = await within(form).findByRole('combobox', { name: 'Bank' });
    expect(await within(bank).findByRole('option', { name: 'Guaranty Trust Bank' })).toBeTruthy();
    expect(within(form).queryByLabelText('Bank code')).toBeNull();

    await user.type(within(form).getByLabelText('Account number'), '0123456789');
    await user.type(within(form).getByLabelText('Account number again'), '0123456789');
    await user.type(within(form).getByLabelText('Account name'), 'Chidi Obi');
    await user.type(within(form).getByLabelText('BVN'), '22123456789');
    await user.type(within(form).getByLabelText('Reason'), 'Borrower gave a new account by phone');
    await user.click(within(form).getByRole('button', { name: 'Request sending' }));
    expect(bank.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Fill this in.')).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')).toEqual([]);

    await user.selectOptions(bank, 'Guaranty Trust Bank');
    await user.click(within(form).getByRole('button', { name: 'Request sending' }));
    expect(await screen.findByText(/Sending to a new account requested/)).toBeTruthy();
    expect(api.callsTo('POST', '/staff/approvals')[0]?.body).toMatchObject({ action: 'resendPayout', input: { orderNo: ORDER, account: { bankCode: '058', accountNumber: '0123456789', bvn: '22123456789' } } });
  });

  it('reads no bank list for a Mexican payout (the CLABE names the bank)', async () => {
    keepCsrfToken('tab-token');
    const api = mockStaffApi({
      'GET /staff/auth/me': () => ok({ staff: staffMember(['finance']) }),
      'GET /staff/payouts': () => ok({ payouts: [{ ...FAILED, currency: 'MXN', provider: 'stp' }], counts: { failed: 1, stuck: 0 }, stuckAfterMinutes: 30 }),
      'GET /staff/banks': () => ok({ banks: [] }),
    });
    const { user } = renderConsole('#/payouts');
    const form = await openResend(user);
    expect(within(form).getByLabelText('CURP (population registry key)')).toBeTruthy();
    expect(within(form).queryByRole('combobox', { name: 'Bank' })).toBeNull();
    expect(api.callsTo('GET', '/staff/banks')).toEqual([]);
  });
});
