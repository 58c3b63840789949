import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installShell } from '../test/fake-shell.ts';
import { MX_USER, openStep, step } from '../test/application-fixtures.ts';
import { control, errorAt } from '../test/queries.ts';

const ROUTE = '/auth/additionalInfomation';
const shown = (label: string) => screen.queryByLabelText(label) !== null;

async function fillUnemployed(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(control('Employment type'), 'Unemployed');
  await user.selectOptions(control('Monthly income'), 'Below ₦50,000.00');
  await user.selectOptions(control('Source of income'), 'Father');
  await user.type(control('Contact 1 name'), 'Ngozi Eze');
  await user.type(control('Contact 1 phone number'), '08031112222');
  await user.selectOptions(control('Contact 1 relationship'), 'Parent');
  await user.type(control('Contact 2 name'), 'Tunde Bello');
  await user.type(control('Contact 2 phone number'), '08033334444');
  await user.selectOptions(control('Contact 2 relationship'), 'Friend');
}

describe('work and emergency contacts', () => {
  it('says what is required, in English', async () => {
    await openStep(ROUTE);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(errorAt('Employment type')).toBe('Please select your employment type');
    expect(errorAt('Contact 1 name')).toBe('Please enter the contact’s name');
    expect(errorAt('Contact 2 relationship')).toBe('Please select the relationship');
    expect(document.activeElement).toBe(control('Employment type'));
  });

  it('says it in Spanish, and refuses two contacts with the same relationship', async () => {
    await openStep(ROUTE, {}, 'es');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar y continuar' }));
    expect(errorAt('Tipo de empleo')).toBe('Seleccione su tipo de empleo');
    await user.selectOptions(control('Tipo de empleo'), 'Desempleado(a)');
    await user.selectOptions(control('Ingreso mensual'), 'below50k');
    await user.selectOptions(control('Fuente de ingresos'), 'Padre');
    for (const [n, phone] of [[1, '08031112222'], [2, '08033334444']] as const) {
      await user.type(control(`Nombre del contacto ${n}`), 'Ana Pérez');
      await user.type(control(`Teléfono del contacto ${n}`), phone);
      await user.selectOptions(control(`Parentesco del contacto ${n}`), 'Amigo(a)');
    }
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(errorAt('Parentesco del contacto 2')).toBe('Los dos contactos no pueden tener el mismo parentesco');
  });

  it('shows work fields by employment type and paydays by pay frequency, clearing what no longer applies', async () => {
    await openStep(ROUTE);
    const user = userEvent.setup();
    await screen.findByLabelText('Employment type');
    expect(shown('Industry') || shown('Pay frequency')).toBe(false);

    await user.selectOptions(control('Employment type'), 'Employee');
    expect(shown('Industry') && shown('Company name') && shown('Time in your current job') && shown('Pay frequency')).toBe(true);
    expect(shown('Payday')).toBe(false);
    await user.selectOptions(control('Industry'), 'Health');

    await user.selectOptions(control('Pay frequency'), 'Monthly');
    expect(within(control('Payday')).getByRole('option', { name: '31' })).toBeTruthy();
    expect(shown('Second payday')).toBe(false);
    await user.selectOptions(control('Payday'), '25');

    await user.selectOptions(control('Pay frequency'), 'Twice a month');
    expect(control('Payday').value).toBe('');
    expect(shown('Second payday')).toBe(true);

    await user.selectOptions(control('Pay frequency'), 'Every fourteen days');
    expect(within(control('Payday')).getByRole('option', { name: 'Friday' })).toBeTruthy();
    expect(shown('Second payday')).toBe(true);
    await user.selectOptions(control('Pay frequency'), 'Weekly');
    expect(shown('Second payday')).toBe(false);

    await user.selectOptions(control('Employment type'), 'Self-employed');
    expect(control('Industry').value).toBe('');
    expect(shown('Pay frequency') || shown('Time in your current job') || shown('Payday')).toBe(false);

    await user.selectOptions(control('Employment type'), 'Unemployed');
    expect(shown('Industry') || shown('Company name')).toBe(false);
  });

  it('saves without the hidden fields and goes to the questionnaire', async () => {
    const { api } = await openStep(ROUTE, { '/user/saveAdditionInfo-market': step(17) });
    const user = userEvent.setup();
    await screen.findByLabelText('Employment type');
    await fillUnemployed(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(window.location.hash).toBe('#/auth/loan_question'));
    const body = api.callsTo('/user/saveAdditionInfo-market')[0]!.body as Record<string, string>;
    expect(body).toMatchObject({ employmentType: 'unemployed', emergencyContactMobile1: '8031112222' });
    expect(body).not.toHaveProperty('industryCategory');
    expect(window.localStorage.getItem('draft:u-1:work')).toBeNull();
  });

  it('refuses a contact phone that is no mobile number, and the borrower’s own, in English', async () => {
    await openStep(ROUTE);
    const user = userEvent.setup();
    await screen.findByLabelText('Employment type');
    await fillUnemployed(user);
    await user.clear(control('Contact 1 phone number'));
    await user.type(control('Contact 1 phone number'), '12345');
    await user.clear(control('Contact 2 phone number'));
    await user.type(control('Contact 2 phone number'), '+234 803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(errorAt('Contact 1 phone number')).toBe('Please enter a valid mobile number');
    expect(errorAt('Contact 2 phone number')).toBe('A contact cannot have your own phone number');
  });

  it('offers income ranges in pesos in Mexico, none in naira', async () => {
    await openStep(ROUTE, {}, 'es', MX_USER);
    const income = await screen.findByLabelText('Ingreso mensual');
    const labels = within(income).getAllByRole('option').map((option) => option.textContent);
    // Written from the domain's bounds by the one money format, as the agreement writes amounts.
    expect(labels).toContain('Menos de $8,000.00');
    expect(labels).toContain('De $8,000.00 a $15,000.00');
    expect(labels).toContain('Más de $50,000.00');
    expect(labels.join()).not.toContain('₦');
  });

  it('has no contact picker in a browser', async () => {
    await openStep(ROUTE);
    await screen.findByLabelText('Employment type');
    expect(screen.queryByRole('button', { name: 'Pick contact 1 from your phone' })).toBeNull();
  });

  it('fills a contact picked in the native shell, with its number normalised', async () => {
    const shell = installShell({ selectContact: () => ({ result: 1, name: 'Kemi Ade', phone: '+234 803 555 6666' }) });
    await openStep(ROUTE);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pick contact 2 from your phone' }));
    await waitFor(() => expect(control('Contact 2 name').value).toBe('Kemi Ade'));
    expect(control('Contact 2 phone number').value).toBe('8035556666');
    expect(shell.messages.find((message) => message.action === 'selectContact')?.data).toEqual({ selectContactIndex: 2, isSelectContact: true });
  });
});
