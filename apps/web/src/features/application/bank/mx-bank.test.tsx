import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/api-mock.ts';
import { MX_USER, openStep, step } from '../test/application-fixtures.ts';
import { control, errorAt } from '../test/queries.ts';

const CURP = 'GODE561231HJCMRN06';
const CLABE = '032180000118359719';
const SERVER = {
  '/security/getVerifyCode': () => ok({ expiresIn: 300, resendIn: 60 }),
  '/user/addBankCard': step(5),
  '/user/application/detail': () => ok({ order: null, personal: { firstName: 'Ana', middleName: 'María', lastName: 'López', curp: CURP }, work: null, questionnaire: null, bankAccount: null }),
};

async function fillClabe(user: ReturnType<typeof userEvent.setup>, clabe = CLABE) {
  await user.selectOptions(await screen.findByLabelText('Account type'), 'CLABE (18 digits)');
  await user.type(control('Account number'), clabe);
  await user.type(control('Confirm account number'), clabe);
}

describe('add bank account (Mexico)', () => {
  it('asks for the account type, in Spanish', async () => {
    await openStep('/bank_account/add_bankcard', SERVER, 'es', MX_USER);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Agregar cuenta bancaria' }));
    expect(errorAt('Tipo de cuenta')).toBe('Seleccione el tipo de cuenta');
    expect(screen.queryByLabelText('BVN')).toBeNull();
  });

  it('takes the CURP from the personal details instead of asking again', async () => {
    await openStep('/bank_account/add_bankcard', SERVER, 'en', MX_USER);
    await waitFor(() => expect(control('CURP').value).toBe(CURP));
    expect(control('CURP').readOnly).toBe(true);
  });

  it('refuses a CLABE whose check digit is wrong', async () => {
    const { api } = await openStep('/bank_account/add_bankcard', SERVER, 'en', MX_USER);
    const user = userEvent.setup();
    await fillClabe(user, '002010077777777770');
    await user.type(control('Account holder name'), 'Ana López');
    await user.type(control('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(errorAt('Account number')).toBe('Please enter a valid 18-digit CLABE');
    expect(api.callsTo('/user/addBankCard')).toHaveLength(0);
  });

  it('refuses a holder who is not the borrower, at the holder’s name, keeping what was typed', async () => {
    const { api } = await openStep('/bank_account/add_bankcard', SERVER, 'es', MX_USER);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Tipo de cuenta'), 'CLABE (18 dígitos)');
    await user.type(control('Número de cuenta'), CLABE);
    await user.type(control('Confirme el número de cuenta'), CLABE);
    await user.type(control('Nombre del titular'), 'Juan Pérez');
    await user.type(control('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Agregar cuenta bancaria' }));
    expect(errorAt('Nombre del titular')).toBe('El titular de la cuenta debe ser usted: use el nombre de sus datos personales');
    expect(control('Nombre del titular').value).toBe('Juan Pérez');
    expect(api.callsTo('/user/addBankCard')).toHaveLength(0);
  });

  it('adds the account of the borrower, her names in another order, with her CURP', async () => {
    const { api } = await openStep('/bank_account/add_bankcard', SERVER, 'en', MX_USER);
    const user = userEvent.setup();
    await waitFor(() => expect(control('CURP').value).toBe(CURP));
    await fillClabe(user);
    await user.type(control('Account holder name'), 'LOPEZ ANA');
    await user.type(control('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    await waitFor(() => expect(api.callsTo('/user/addBankCard')).toHaveLength(1));
    expect(api.callsTo('/user/addBankCard')[0]!.body).toMatchObject({ cardType: 'clabe', accountNumber: CLABE, holderName: 'LOPEZ ANA', curp: CURP });
  });
});
