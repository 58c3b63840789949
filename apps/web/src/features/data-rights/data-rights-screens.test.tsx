import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@lendline/domain';
import { mockApi, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { formatDate, formatInstant, formatMoney } from '../../shared/i18n/format.ts';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };
const NOTHING_YET = { export: null, corrections: [], marketingAllowed: true, locked: true };
const READY = {
  id: 'e1', state: 'ready', requestedAt: '2026-03-02T09:00:00.000Z', readyAt: '2026-03-02T09:01:00.000Z', expiresAt: '2026-03-03T09:01:00.000Z',
  token: 'A'.repeat(48),
} as const;
const OPENED = {
  generatedAt: '2026-03-02T09:01:00.000Z', expiresAt: '2026-03-03T09:01:00.000Z',
  document: {
    format: 'lendline-data-export/1',
    account: { userId: 'u1', phone: '2348031234567', market: 'NG' },
    profile: { personal: { firstName: 'Adaeze', lastName: 'Okafor' } },
    loans: [{
      orderNo: 'NG260302000001', status: 2, currency: 'NGN', amount: 200000, totalRepayable: 236000, createdAt: '2026-03-02T09:00:00.000Z', dueDate: '2026-04-01',
      payments: [{ paidAt: '2026-03-10T14:30:00.000Z', amount: 50000, applied: 50000, channel: 'sandbox' }],
    }],
    messages: [],
  },
};

/** A pair's term found by the file's field name under its label, and the value beside it. */
function termOf(region: HTMLElement, name: string): HTMLElement {
  const term = within(region).getAllByRole('term').find((found) => found.querySelector('code')?.textContent === name);
  if (!term) throw new Error(`no term for ${name}`);
  return term;
}
const valueOf = (region: HTMLElement, name: string) => termOf(region, name).nextElementSibling as HTMLElement;

const MEXICAN = { basicInfo: { ...USER_INFO.basicInfo, market: 'MX', mobile: '523312345678' } };

async function open(hash: string, handlers: Handlers, language: 'en' | 'es' = 'en', userInfo: unknown = USER_INFO) {
  const api = mockApi({ '/me/data/requests': () => ok(NOTHING_YET), ...handlers });
  await renderApp(hash, { ...SIGNED_IN, userInfo, language });
  return api;
}

describe('your data (issue 24, ADR 103)', () => {
  it('is an entry of Me', async () => {
    mockApi({ '/security/getUserInfo': () => ok(USER_INFO) });
    await renderApp('/me', SIGNED_IN);
    expect((await screen.findByRole('link', { name: 'Your data' })).getAttribute('href')).toBe('#/user_center/my_data');
  });

  it('asks for an export, says it is being prepared, and offers to open it once ready until when', async () => {
    let state: unknown = null;
    const api = await open('/user_center/my_data', {
      '/me/data/requests': () => ok({ ...NOTHING_YET, export: state }),
      '/me/data/export': () => {
        state = { ...READY, state: 'preparing', token: null, readyAt: null, expiresAt: null };
        return ok(state);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('Preparing your data… this page updates by itself.')).toBeTruthy();
    expect(api.callsTo('/me/data/export')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Prepare my data' })).toBeNull();
    state = READY;
    // The screen asks again by itself while the copy is prepared.
    const link = await screen.findByRole('link', { name: 'Open my data' }, { timeout: 5_000 });
    expect(link.getAttribute('href')).toBe(`#/user_center/my_data/export?t=${'A'.repeat(48)}`);
    expect(screen.getByText(/Your data is ready until/)).toBeTruthy();
  });

  it('says an expired copy has expired and lets the borrower ask again, in Spanish', async () => {
    await open('/user_center/my_data', { '/me/data/requests': () => ok({ ...NOTHING_YET, export: { ...READY, state: 'expired', token: null } }) }, 'es');
    expect(await screen.findByText('Su última copia venció. Puede pedir una nueva.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preparar mis datos' })).toBeTruthy();
  });

  it('checks a correction at its fields and keeps what was typed; the server’s answer at the value field', async () => {
    const api = await open('/user_center/my_data', {
      '/me/data/correction': () => ({ code: ERRORS.VALIDATION_FAILED.code, msg: 'Please check the highlighted fields', data: { fields: [{ field: 'value', message: 'Please enter a valid email address' }] } }),
    });
    const form = await screen.findByRole('form', { name: 'Correct your details' });
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for the correction' }));
    expect(within(form).getByText('Please choose what to correct')).toBeTruthy();
    expect(within(form).getByText('Please write the right value')).toBeTruthy();
    expect(api.callsTo('/me/data/correction')).toHaveLength(0);

    await userEvent.selectOptions(within(form).getByLabelText('What is wrong'), 'email');
    await userEvent.type(within(form).getByLabelText('The right value'), 'adaeze@');
    await userEvent.type(within(form).getByLabelText('Why it is wrong'), 'It has a typo');
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for the correction' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    expect((within(form).getByLabelText('The right value') as HTMLInputElement).value).toBe('adaeze@');
    expect(api.callsTo('/me/data/correction')[0]?.body).toMatchObject({ field: 'email', value: 'adaeze@', reason: 'It has a typo' });
  });

  it('explains that details can still be changed in the application before it is submitted', async () => {
    await open('/user_center/my_data', { '/me/data/requests': () => ok({ ...NOTHING_YET, locked: false }) });
    expect(await screen.findByText('You can still change your details in your application until you submit it.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Correct your details' })).toBeNull();
  });

  it('lists corrections with their state and staff’s reason', async () => {
    await open('/user_center/my_data', {
      '/me/data/requests': () => ok({
        ...NOTHING_YET,
        corrections: [{ id: 'c1', field: 'inputBirthday', value: '1991-05-01', reason: 'Wrong year', state: 'refused', requestedAt: '2026-03-02T09:00:00.000Z', handledAt: '2026-03-03T09:00:00.000Z', refusal: 'Your ID shows 1990' }],
      }),
    });
    const list = await screen.findByRole('region', { name: 'Your correction requests' });
    expect(within(list).getByText('Not corrected')).toBeTruthy();
    expect(within(list).getByText('Our answer: Your ID shows 1990')).toBeTruthy();
  });

  it('switches marketing off, saying service messages still come', async () => {
    let allowed = true;
    const api = await open('/user_center/my_data', {
      '/me/data/requests': () => ok({ ...NOTHING_YET, marketingAllowed: allowed }),
      '/me/data/marketing': () => {
        allowed = false;
        return ok({ marketingAllowed: false });
      },
    });
    const box = await screen.findByRole('checkbox', { name: 'Send me offers and news' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/always come, whatever you choose here/)).toBeTruthy();
    await userEvent.click(box);
    expect(await screen.findByText('Saved: we will not send you offers or news.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Send me offers and news' }) as HTMLInputElement).checked).toBe(false));
    expect(api.callsTo('/me/data/marketing')[0]?.body).toEqual({ allowed: false });
  });
});

describe('the export page', () => {
  it('shows the sections readably and offers the JSON file', async () => {
    const api = await open(`/user_center/my_data/export?t=${'A'.repeat(48)}`, { '/me/data/export/open': () => ok(OPENED) });
    expect(await screen.findByRole('region', { name: 'Account' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Account' })).getByText('2348031234567')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Loans and payments' })).getByText('NG260302000001')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Credit bureau inquiries' })).toBeNull();
    // In words, in the screen's language, with the file's own name under each label to find it in the download.
    const account = screen.getByRole('region', { name: 'Account' });
    expect(valueOf(account, 'phone').textContent).toBe('2348031234567');
    expect(termOf(account, 'phone').textContent).toBe('Phone number phone');
    expect(termOf(account, 'phone').querySelector('code')!.textContent).toBe('phone');
    // Money as the loan screens write it, never as minor units (200000 kobo is ₦2,000.00).
    const loans = screen.getByRole('region', { name: 'Loans and payments' });
    expect(termOf(loans, 'totalRepayable').textContent).toBe('Total to repay totalRepayable');
    expect(valueOf(loans, 'amount').textContent).toBe(formatMoney(200000, 'NGN', 'en'));
    expect(valueOf(loans, 'amount').textContent).toBe('₦2,000.00');
    expect(valueOf(loans, 'totalRepayable').textContent).toBe('₦2,360.00');
    // A payment's amount and what of it went to the loan, in the currency of the loan it is under.
    expect(within(loans).getAllByText('₦500.00', { selector: 'dd' })).toHaveLength(2);
    // An instant in the market's time zone, a day as the app writes days.
    expect(valueOf(loans, 'createdAt').textContent).toBe(formatInstant('2026-03-02T09:00:00.000Z', 'en', 'NG'));
    expect(valueOf(loans, 'createdAt').textContent).not.toContain('2026-03-02T');
    expect(valueOf(loans, 'dueDate').textContent).toBe(formatDate('2026-04-01', 'en', 'NG'));
    // A loan's status as the records list names it, with the file's code beside it.
    expect(valueOf(loans, 'status').textContent).toBe('Repaying (2)');
    // A name the catalogue lacks still reads as words.
    expect(termOf(loans, 'channel').textContent).toBe('Channel channel');
    const download = screen.getByRole('link', { name: 'Download as a file (JSON)' });
    expect(download.getAttribute('download')).toBe('lendline-my-data.json');
    expect(api.callsTo('/me/data/export/open')[0]?.body).toEqual({ token: 'A'.repeat(48) });
  });

  it('in Spanish, reads a nested record under its label across the card, and breaks a field name only where its words meet', async () => {
    const mexican = {
      ...OPENED,
      document: {
        ...OPENED.document, account: { userId: 'u2', phone: '523312345678', market: 'MX' },
        loans: [{ orderNo: 'MX260302000001', status: 4, currency: 'MXN', amount: 200000 }],
        bureaus: { consents: [{ bureau: 'Buró de pruebas', textVersion: '2026-03-01', acceptedAt: '2026-03-01T18:05:00.000Z', nipConfirmed: true, withdrawnAt: null }], inquiries: [] },
      },
    };
    await open(`/user_center/my_data/export?t=${'A'.repeat(48)}`, { '/me/data/export/open': () => ok(mexican) }, 'es', MEXICAN);
    const bureaus = await screen.findByRole('region', { name: 'Consultas a burós de crédito' });
    expect(within(bureaus).getByText('Buró de pruebas')).toBeTruthy();
    const pairOf = (region: HTMLElement, name: string) => termOf(region, name).parentElement!;
    // 360 px leaves no room for columns inside columns: a record or a list goes under its label.
    expect(pairOf(bureaus, 'consents').className).toContain('data-rights__pair--nested');
    const account = screen.getByRole('region', { name: 'Cuenta' });
    expect(pairOf(account, 'phone').className).not.toContain('data-rights__pair--nested');
    expect(termOf(account, 'phone').textContent).toBe('Teléfono phone');
    const name = termOf(screen.getByRole('region', { name: 'Perfil' }), 'firstName');
    expect(name.textContent).toBe('Nombre firstName');
    expect(name.querySelector('code')!.innerHTML).toBe('first<wbr>Name');
    expect(termOf(bureaus, 'nipConfirmed').textContent).toBe('Confirmado con el NIP nipConfirmed');
    expect(termOf(bureaus, 'nipConfirmed').querySelector('code')!.innerHTML).toBe('nip<wbr>Confirmed');
    // Yes or no in words, an instant in Mexico's time, pesos as the loan screens write them.
    expect(valueOf(bureaus, 'nipConfirmed').textContent).toBe('Sí');
    expect(valueOf(bureaus, 'withdrawnAt').textContent).toBe('—');
    // A text's version spelled as a day names that text: it stays as the file has it.
    expect(valueOf(bureaus, 'textVersion').textContent).toBe('2026-03-01');
    expect(valueOf(bureaus, 'acceptedAt').textContent).toBe(formatInstant('2026-03-01T18:05:00.000Z', 'es', 'MX'));
    const loans = screen.getByRole('region', { name: 'Préstamos y pagos' });
    expect(termOf(loans, 'amount').textContent).toBe('Monto amount');
    expect(valueOf(loans, 'amount').textContent).toBe(formatMoney(200000, 'MXN', 'es'));
    expect(valueOf(loans, 'amount').textContent).toBe('$2,000.00');
    expect(valueOf(loans, 'currency').textContent).toBe('MXN');
    expect(valueOf(loans, 'status').textContent).toBe('Finalizado (4)');
  });

  it('says a refused or expired link is not valid, with the server’s words', async () => {
    await open(`/user_center/my_data/export?t=${'B'.repeat(48)}`, {
      '/me/data/export/open': () => ({ code: ERRORS.NOT_FOUND.code, msg: 'This link is not valid or has expired. Ask for your data again from Me.', data: null }),
    });
    await waitFor(() => expect(screen.getByText(/This link is not valid or has expired/)).toBeTruthy());
  });
});
