import { ERRORS, errorsEs } from '@lendline/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../shared/i18n/i18n-store.ts';
import { ok } from '../../../test/api-mock.ts';
import { MX_USER, openStep, step } from '../test/application-fixtures.ts';

const ROUTE = '/auth/personal_infomation';
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement & HTMLSelectElement;
const errorOf = (control: HTMLElement) => control.closest('.field')?.querySelector('.field__error')?.textContent;

async function fillNigerian(user: ReturnType<typeof userEvent.setup>, birthday = '1990-04-12') {
  await user.type(await screen.findByLabelText('First name'), 'Adaeze');
  await user.type(field('Last name'), 'Okafor');
  await user.selectOptions(field('Gender'), 'Female');
  await user.type(field('Date of birth'), birthday);
  await user.selectOptions(field('Education'), 'Bachelor’s degree');
  await user.selectOptions(field('Marital status'), 'Single');
  await user.selectOptions(field('Loan purpose'), 'Health');
  await user.selectOptions(field('Residence type'), 'Rented');
  await user.selectOptions(field('State'), 'Lagos');
  await user.selectOptions(field('City (LGA)'), 'Ikeja');
  await user.type(field('Home address'), '12 Allen Avenue');
  await user.type(field('Email'), 'ada@gmail.com');
  await user.type(field('WhatsApp number'), '08031234567');
}

describe('personal information', () => {
  it('says what is required at each field, in English, and focuses the first', async () => {
    await openStep(ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(errorOf(field('First name'))).toBe('Please enter your first name');
    expect(errorOf(field('Gender'))).toBe('Please select your gender');
    expect(errorOf(field('Email'))).toBe('Please enter your email');
    expect(document.activeElement).toBe(field('First name'));
  });

  it('says it in Spanish, with the Mexican fields', async () => {
    await openStep(ROUTE, {}, 'es', MX_USER);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre'), 'Ana1');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(errorOf(field('Nombre'))).toBe(errorsEs['error.application.name.letters']);
    expect(errorOf(field('Sexo'))).toBe('Seleccione su género');
    expect(field('CURP')).toBeTruthy();
    expect(field('NSS (opcional)').inputMode).toBe('numeric');
  });

  it('takes a compound, accented Mexican name as it is written (issue 19)', async () => {
    await openStep(ROUTE, {}, 'es', MX_USER);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nombre'), 'José Luis');
    await user.type(field('Apellidos'), 'Gómez Domínguez');
    await user.type(field('Segundo nombre (opcional)'), 'Ñu');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(errorOf(field('Nombre'))).toBeUndefined();
    expect(errorOf(field('Apellidos'))).toBeUndefined();
    // Two letters are too few, whatever the script.
    expect(errorOf(field('Segundo nombre (opcional)'))).toBe(errorsEs['error.application.name.short']);
    expect(field('Nombre').value).toBe('José Luis');
  });

  it('refuses a bad email domain and an underage birthday, in English, and re-says it in Spanish', async () => {
    await openStep(ROUTE);
    const user = userEvent.setup();
    await fillNigerian(user, `${new Date().getFullYear() - 10}-01-01`);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ada@mail.ru');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(errorOf(field('Email'))).toBe('gmail, yahoo and outlook Mail only');
    expect(errorOf(field('Date of birth'))).toBe('You must be at least 18 years old');
    expect(document.activeElement).toBe(field('Date of birth'));
    await act(() => setLanguage('es'));
    expect(errorOf(field('Fecha de nacimiento'))).toBe(errorsEs['error.application.birthday.underage']);
  });

  it('clears the city when the state changes, and asks for a state first', async () => {
    await openStep(ROUTE);
    const user = userEvent.setup();
    const city = await screen.findByLabelText('City (LGA)');
    expect(within(city).getByRole('option', { name: 'please select State' })).toBeTruthy();
    await user.selectOptions(field('State'), 'Lagos');
    await user.selectOptions(city, 'Ikeja');
    expect(field('City (LGA)').value).toBe('Ikeja');
    await user.selectOptions(field('State'), 'Abia');
    expect(field('City (LGA)').value).toBe('');
    expect(within(city).getByRole('option', { name: 'Aba North' })).toBeTruthy();
  });

  it('suggests email domains and completes a bare name with gmail', async () => {
    await openStep(ROUTE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada');
    const group = screen.getByRole('group', { name: 'Suggested addresses' });
    await user.click(within(group).getByRole('button', { name: 'ada@yahoo.com' }));
    expect(field('Email').value).toBe('ada@yahoo.com');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'bola');
    await user.click(field('WhatsApp number'));
    expect(field('Email').value).toBe('bola@gmail.com');
  });

  it('completes "name@" with a suggested domain, the suggestions named for screen readers', async () => {
    await openStep(ROUTE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ngozi@');
    const group = screen.getByRole('group', { name: 'Suggested addresses' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['ngozi@gmail.com', 'ngozi@yahoo.com', 'ngozi@outlook.com']);
    await user.type(field('Email'), 'o');
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(['ngozi@outlook.com']);
    await user.click(within(group).getByRole('button', { name: 'ngozi@outlook.com' }));
    expect(field('Email').value).toBe('ngozi@outlook.com');
  });

  it('refuses a WhatsApp number that is no Nigerian mobile, and a short middle name, keeping them', async () => {
    await openStep(ROUTE);
    const user = userEvent.setup();
    await fillNigerian(user);
    await user.type(field('Middle name (optional)'), 'Jo');
    await user.clear(field('WhatsApp number'));
    await user.type(field('WhatsApp number'), '0706');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(errorOf(field('WhatsApp number'))).toBe('Please enter the correct WhatsApp number');
    expect(errorOf(field('Middle name (optional)'))).toBe('Please enter at least 3 letters');
    expect(field('WhatsApp number').value).toBe('0706');
    expect(field('Middle name (optional)').value).toBe('Jo');
  });

  it('keeps a draft across a reload, and drops it after a successful save', async () => {
    const first = await openStep(ROUTE, { '/user/saveBasicInfo-market': step(12) });
    const user = userEvent.setup();
    await fillNigerian(user);
    first.view.unmount();
    await openStep(ROUTE, { '/user/saveBasicInfo-market': step(12) });
    expect((await screen.findByLabelText('First name') as HTMLInputElement).value).toBe('Adaeze');
    expect(field('City (LGA)').value).toBe('Ikeja');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(window.location.hash).toBe('#/auth/id_card_authentication'));
    expect(window.localStorage.getItem('draft:u-1:personal')).toBeNull();
  });

  it('shows the server’s field errors at their fields and sends the form once', async () => {
    let answer: () => void = () => undefined;
    const { api } = await openStep(ROUTE, {
      '/user/saveBasicInfo-market': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              code: ERRORS.VALIDATION_FAILED.code,
              msg: 'Please check the highlighted fields',
              data: { fields: [{ field: 'whatsappNo', message: 'error.application.whatsappNo.invalid' }] },
            });
        }),
    });
    const user = userEvent.setup();
    await fillNigerian(user);
    await user.dblClick(screen.getByRole('button', { name: 'Save and continue' }));
    answer();
    expect(await screen.findByText('Please enter the correct WhatsApp number')).toBeTruthy();
    expect(errorOf(field('WhatsApp number'))).toBe('Please enter the correct WhatsApp number');
    expect(document.activeElement).toBe(field('WhatsApp number'));
    expect(api.callsTo('/user/saveBasicInfo-market')).toHaveLength(1);
    expect(api.callsTo('/user/saveBasicInfo-market')[0]!.body).toMatchObject({ firstName: 'Adaeze', state: 'NG-LA', city: 'Ikeja' });
  });

  it('starts an application when the borrower arrives without one', async () => {
    const { api } = await openStep(ROUTE, {
      '/loan/loan-order/latest': () => ok({ order: null }),
      '/loan/loan-order/apply-market': step(6),
    });
    await waitFor(() => expect(api.callsTo('/loan/loan-order/apply-market')).toHaveLength(1));
  });

  it('prefills saved data when there is no draft', async () => {
    await openStep(ROUTE, { '/user/application/detail': () => ok({ order: null, personal: { firstName: 'Chidi', state: 'NG-AB' }, work: null, questionnaire: null, bankAccount: null }) });
    await waitFor(() => expect(field('First name').value).toBe('Chidi'));
    expect(field('State').value).toBe('NG-AB');
  });
});
