import { ERRORS } from '@lendline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type Handlers } from '../../../test/api-mock.ts';
import { MX_USER, openStep } from '../test/application-fixtures.ts';
import { control, errorAt } from '../test/queries.ts';

const ROUTE = '/bank_account/add_bankcard';
const GIVEN = { textVersion: '2026-11-28', acceptedAt: '2027-01-01T08:00:00.000Z', nipConfirmed: false, withdrawnAt: null };
const NG_STATE = {
  textVersion: '2026-11-28',
  text: '## What we ask\n\nBefore we can decide, we ask Sandbox Credit Bureau for your credit report.\n\n## If you do not agree\n\nWithout your consent we cannot assess your application.',
  bureaus: ['Sandbox Credit Bureau'],
  needsNip: false,
  consent: null,
};
const REVIEW: Handlers = {
  '/app/paystack/bank-list': () => ok({ banks: [] }),
  '/user/application/detail': () => ok({ order: { orderNo: 'LO-1', status: 5 }, personal: {}, work: {}, questionnaire: {}, bankAccount: { accountNumber: '******6789' } }),
  '/bureau/consent': () => ok(NG_STATE),
  '/bureau/consent/give': () => ok({ ...NG_STATE, consent: GIVEN }),
  '/user/submit': () => ok({ orderNo: 'LO-1', status: 1 }),
};

describe('the credit bureau consent before submit (ADR 102)', () => {
  it('shows what is asked, of whom and why; without the box ticked nothing is sent and the screen says what that means', async () => {
    const { api } = await openStep(ROUTE, REVIEW);
    expect(await screen.findByRole('heading', { name: 'Credit bureau check' }, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText('Before we can decide, we ask Sandbox Credit Bureau for your credit report.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const box = screen.getByRole('checkbox', { name: 'I agree that Sandbox Credit Bureau may be asked for my credit report for this application' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(box.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('Without your consent we cannot check the credit bureau, and without that check we cannot assess your application. Tick the box to continue.');
    expect(document.activeElement).toBe(box);
    expect(api.callsTo('/bureau/consent/give')).toHaveLength(0);
    expect(api.callsTo('/user/submit')).toHaveLength(0);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(api.callsTo('/user/submit')).toHaveLength(1));
    expect(api.callsTo('/bureau/consent/give')[0]!.body).toEqual({ orderNo: 'LO-1', textVersion: '2026-11-28' });
    expect(api.callsTo('/bureau/consent')[0]!.url.searchParams.get('orderNo')).toBe('LO-1');
  });

  it('a consent given already is shown, can be withdrawn, and the submit then asks again', async () => {
    const { api } = await openStep(ROUTE, {
      ...REVIEW,
      '/bureau/consent': () => ok({ ...NG_STATE, consent: GIVEN }),
      '/bureau/consent/withdraw': () => ok(NG_STATE),
    });
    expect(await screen.findByText('You agreed that Sandbox Credit Bureau may be asked for your credit report.', {}, { timeout: 5_000 })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Withdraw my consent' }));
    expect(await screen.findByRole('checkbox', { name: /^I agree that Sandbox Credit Bureau/ })).toBeTruthy();
    expect(api.callsTo('/bureau/consent/withdraw')[0]!.body).toEqual({ orderNo: 'LO-1' });
  });

  it('Mexico, in Spanish: the NIP from the SMS is asked, a wrong one shown at its field, the box kept ticked', async () => {
    let nipRight = false;
    const { api } = await openStep(ROUTE, {
      ...REVIEW,
      '/bureau/consent': () => ok({ ...NG_STATE, text: '## Qué le pedimos\n\nConsultamos su historial en Buró de pruebas.', bureaus: ['Buró de pruebas'], needsNip: true }),
      '/security/getVerifyCode': () => ok({ expiresIn: 300, resendIn: 60 }),
      '/bureau/consent/give': () => (nipRight
        ? ok({ ...NG_STATE, needsNip: true, consent: { ...GIVEN, nipConfirmed: true } })
        : { code: ERRORS.VALIDATION_FAILED.code, msg: 'Revise los campos marcados', data: { fields: [{ field: 'nip', message: 'Código de verificación inválido' }] } }),
    }, 'es', MX_USER);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Consulta al buró de crédito' }, { timeout: 5_000 });
    const box = await screen.findByRole('checkbox', { name: 'Autorizo que se consulte mi historial crediticio en Buró de pruebas para esta solicitud' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(errorAt('NIP de autorización')).toBe('Escriba el NIP de 6 dígitos del SMS');
    await user.click(screen.getByRole('button', { name: 'Enviarme el NIP de autorización' }));
    expect(api.callsTo('/security/getVerifyCode')[0]!.body).toEqual({ mobile: '525512345678', type: 'bureauNip' });
    await user.type(control('NIP de autorización'), '123456');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(errorAt('NIP de autorización')).toBe('Código de verificación inválido'));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(control('NIP de autorización').value).toBe('123456');
    expect(api.callsTo('/user/submit')).toHaveLength(0);
    nipRight = true;
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(api.callsTo('/user/submit')).toHaveLength(1));
    expect(api.callsTo('/bureau/consent/give').at(-1)!.body).toEqual({ orderNo: 'LO-1', textVersion: '2026-11-28', nip: '123456' });
  });
  it('a session restored from its token alone (no stored profile) sends the NIP to the number the server holds', async () => {
    const { api } = await openStep(ROUTE, {
      ...REVIEW,
      '/bureau/consent': () => ok({ ...NG_STATE, bureaus: ['Buró de pruebas'], needsNip: true }),
      '/security/getUserInfo': () => ok({ basicInfo: { userId: 'u-1', mobile: '525598765432' } }),
      '/security/getVerifyCode': () => ok({ expiresIn: 300, resendIn: 60 }),
    }, 'es', null);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Consulta al buró de crédito' }, { timeout: 5_000 });
    await waitFor(() => expect(api.callsTo('/security/getUserInfo')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Enviarme el NIP de autorización' }));
    await waitFor(() => expect(api.callsTo('/security/getVerifyCode')).toHaveLength(1));
    expect(api.callsTo('/security/getVerifyCode')[0]!.body).toEqual({ mobile: '525598765432', type: 'bureauNip' });
  });
});
