import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/api-mock.ts';
import { MX_USER, openStep, step } from '../test/application-fixtures.ts';
import { control, errorAt } from '../test/queries.ts';

const SERVER = {
  '/security/getVerifyCode': () => ok({ expiresIn: 300, resendIn: 60 }),
  '/user/addBankCard': step(5),
};

describe('add bank account (Mexico)', () => {
  it('asks for the account type, in Spanish', async () => {
    await openStep('/bank_account/add_bankcard', SERVER, 'es', MX_USER);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Agregar cuenta bancaria' }));
    expect(errorAt('Tipo de cuenta')).toBe('Seleccione el tipo de cuenta');
    expect(screen.queryByLabelText('BVN')).toBeNull();
  });

  it('refuses a CLABE whose check digit is wrong', async () => {
    const { api } = await openStep('/bank_account/add_bankcard', SERVER, 'en', MX_USER);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Account type'), 'CLABE (18 digits)');
    await user.type(control('Account number'), '002010077777777770');
    await user.type(control('Confirm account number'), '002010077777777770');
    await user.type(control('Account holder name'), 'Ana López');
    await user.type(control('CURP'), 'GODE561231HDFRRN09');
    await user.type(control('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(errorAt('Account number')).toBe('Please enter a valid 18-digit CLABE');
    expect(api.callsTo('/user/addBankCard')).toHaveLength(0);
  });
});
