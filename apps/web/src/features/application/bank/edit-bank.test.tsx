import { ERRORS, nubanCheckDigit } from '@lendline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type Handlers } from '../../../test/api-mock.ts';
import { openStep, step } from '../test/application-fixtures.ts';
import { control, errorAt } from '../test/queries.ts';

const ROUTE = '/bank_account/add_bankcard?mode=edit&orderNo=LO-1';
const ACCOUNT = `987654321${nubanCheckDigit('044', '987654321')}`;
const SERVER: Handlers = {
  '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LO-1', status: 10, createdAt: '', submittedAt: null } }),
  '/app/paystack/bank-list': () => ok({ banks: [{ code: '044', name: 'Access Bank', slug: 'access-bank' }] }),
  '/user/verifyBankCard': () => ok({ accountName: 'ADAEZE OKAFOR' }),
  '/security/getVerifyCode': () => ok({ expiresIn: 300, resendIn: 60 }),
  '/user/update-bankCard': step(10),
  '/loan/loan-order/apply-market-again': step(18),
  '/loan/get-money-time': () => ok({ orderNo: 'LO-1', status: 7, confirmedAt: null, expectedMinutesMin: 10, expectedMinutesMax: 60, expectedBy: null }),
};

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Access Bank' });
  await user.selectOptions(control('Bank'), 'Access Bank');
  await user.type(control('Account number'), ACCOUNT);
  await user.type(control('Confirm account number'), ACCOUNT);
  await user.type(control('BVN'), '22212345678');
  await waitFor(() => expect(control('Account name').value).toBe('ADAEZE OKAFOR'));
  await user.type(control('Verification code'), '123456');
}

describe('edit the bank account after a failed payout', () => {
  it('updates the account with the code, re-applies the order and goes to lending', async () => {
    let status = 10;
    const { api } = await openStep(ROUTE, {
      ...SERVER,
      '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt: null } }),
      '/loan/loan-order/apply-market-again': () => ((status = 18), ok({ orderNo: 'LO-1', status })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit bank account' })).toBeTruthy();
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Save and send the money again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Money on the way' })).toBeTruthy();
    expect(api.callsTo('/user/update-bankCard')[0]!.body).toMatchObject({ bankCode: '044', accountNumber: ACCOUNT, bvn: '22212345678', verifyCode: '123456' });
    expect(api.callsTo('/loan/loan-order/apply-market-again')[0]!.body).toEqual({ orderNo: 'LO-1' });
    expect(api.callsTo('/user/addBankCard')).toHaveLength(0);
    expect(api.callsTo('/user/submit')).toHaveLength(0);
  });

  it('shows the server’s errors at the fields and does not re-apply', async () => {
    const { api } = await openStep(ROUTE, {
      ...SERVER,
      '/user/update-bankCard': () => ({ code: ERRORS.VALIDATION_FAILED.code, msg: 'Please check the highlighted fields', data: { fields: [{ field: 'verifyCode', message: 'error.CODE_INVALID' }] } }),
    });
    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Save and send the money again' }));
    await waitFor(() => expect(errorAt('Verification code')).toBe('Invalid verification code'));
    expect(api.callsTo('/loan/loan-order/apply-market-again')).toHaveLength(0);
  });

  it('in Spanish', async () => {
    await openStep(ROUTE, SERVER, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar cuenta bancaria' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar y enviar el dinero de nuevo' })).toBeTruthy();
  });
});
