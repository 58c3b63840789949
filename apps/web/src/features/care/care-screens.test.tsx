import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@lendline/domain';
import { mockApi, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };
const CARE = {
  phone: '2348001234567', whatsapp: '2348001234568', email: 'care@example.com', example: false, complaintAnswerDays: 5,
  hours: { fromDay: 1, toDay: 5, opens: '08:00', closes: '17:00', timeZone: 'Africa/Lagos' },
};
const COMPLAINT = {
  reference: 'CMP-260302-7KQ4XM', category: 'fees', text: 'I was charged twice for one repayment.', orderNo: null, state: 'received', answer: null,
  createdAt: '2026-03-02T09:00:00.000Z', answerBy: '2026-03-07T09:00:00.000Z', answeredAt: null,
} as const;

async function open(hash: string, handlers: Handlers, language: 'en' | 'es' = 'en') {
  const api = mockApi({ '/loanMarket/customer-service': () => ok(CARE), '/care/complaint/list': () => ok({ complaints: [] }), ...handlers });
  await renderApp(hash, { ...SIGNED_IN, language });
  return api;
}

describe('the customer service screen', () => {
  it('shows the channels with hours, tap to call and email, and the complaints with state and answer', async () => {
    await open('/user_center/customer_services', {
      '/care/complaint/list': () => ok({ complaints: [{ ...COMPLAINT, state: 'answered', answer: 'We refunded the second charge.', answeredAt: '2026-03-03T09:00:00.000Z' }] }),
    });
    expect(await screen.findByText('Open Monday to Friday, 08:00–17:00 (Lagos time)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call +2348001234567' }).getAttribute('href')).toBe('tel:+2348001234567');
    expect(screen.getByRole('link', { name: 'Email care@example.com' }).getAttribute('href')).toBe('mailto:care@example.com');
    expect(screen.getByRole('button', { name: 'Chat on WhatsApp' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Your complaints' });
    expect(within(list).getByText('Answered')).toBeTruthy();
    expect(within(list).getByText('Our answer: We refunded the second charge.')).toBeTruthy();
  });

  it('marks a sandbox’s example channels as examples and offers none of them as a link or a chat', async () => {
    await open('/user_center/customer_services', {
      '/loanMarket/customer-service': () => ok({ ...CARE, phone: '2348000000000', whatsapp: '2348000000000', email: 'care@lendline.example', example: true }),
    });
    expect(await screen.findByText('Example contact details of a test server: they reach no one. A lender’s own server shows its real ones.')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Contact us' });
    expect(within(card).getByText('Phone (example): +2348000000000')).toBeTruthy();
    expect(within(card).getByText('WhatsApp (example): +2348000000000')).toBeTruthy();
    expect(within(card).getByText('Email (example): care@lendline.example')).toBeTruthy();
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
  });

  it('refuses an empty category and a short text at their fields in Spanish, keeps the text, and sends nothing', async () => {
    const api = await open('/user_center/customer_services', {}, 'es');
    const text = await screen.findByLabelText('¿Qué ocurrió?');
    const user = userEvent.setup();
    await user.type(text, 'corto');
    await user.click(screen.getByRole('button', { name: 'Enviar la queja' }));
    expect(screen.getByText('Elija de qué trata su queja')).toBeTruthy();
    expect(screen.getByText('Cuéntenos un poco más (al menos 10 caracteres)')).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect((text as HTMLTextAreaElement).value).toBe('corto');
    expect(api.callsTo('/care/complaint/create')).toHaveLength(0);
    expect(screen.getByText('Abierto de lunes a viernes, 08:00–17:00 (hora de Lagos)')).toBeTruthy();
  });

  it('names Mexico City’s time in Spanish as Spanish does (issue 19: not "hora de Mexico City")', async () => {
    const mexican = { ...CARE, hours: { ...CARE.hours, timeZone: 'America/Mexico_City' } };
    await open('/user_center/customer_services', { '/loanMarket/customer-service': () => ok(mexican) }, 'es');
    expect(await screen.findByText('Abierto de lunes a viernes, 08:00–17:00 (hora de la Ciudad de México)')).toBeTruthy();
  });

  it('acknowledges a complaint with its reference and the promised answer date', async () => {
    const api = await open('/user_center/customer_services', { '/care/complaint/create': () => ok(COMPLAINT) });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('What is it about?'), 'fees');
    await user.type(screen.getByLabelText('What happened?'), 'I was charged twice for one repayment.');
    await user.click(screen.getByRole('button', { name: 'Send the complaint' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Complaint received\. Your reference is CMP-260302-7KQ4XM\. We will answer by 7 Mar 2026/);
    expect(api.callsTo('/care/complaint/create')[0]?.body).toMatchObject({ category: 'fees', text: 'I was charged twice for one repayment.' });
  });
});

describe('the cancellation form', () => {
  it('shows the server’s refusal while a loan is open, in Spanish, and keeps the reason typed', async () => {
    await open('/cancellation_form', {
      '/user/account/delete': () => ({ code: ERRORS.DELETION_LOAN_OPEN.code, data: null, msg: 'No se puede eliminar su cuenta mientras tenga un préstamo abierto. Primero páguelo.' }),
    }, 'es');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('¿Por qué se va? (opcional)'), 'Ya no lo necesito');
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(screen.getByText('Confirme que lo entiende')).toBeTruthy();
    await user.click(screen.getByLabelText('Entiendo que esto no se puede deshacer'));
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByText('No se puede eliminar su cuenta mientras tenga un préstamo abierto. Primero páguelo.')).toBeTruthy();
    expect((screen.getByLabelText('¿Por qué se va? (opcional)') as HTMLTextAreaElement).value).toBe('Ya no lo necesito');
  });

  it('says what was erased and what is kept by law, until when', async () => {
    await open('/cancellation_form', {
      '/user/account/delete': () => ok({
        deletedAt: '2026-03-02T09:00:00.000Z', erased: ['profile'],
        kept: [{ kind: 'loanRecords', basis: 'amlRecords', until: '2031-03-02' }, { kind: 'account', basis: 'fraudPrevention', until: '2031-03-02' }],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('I understand this cannot be undone'));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(screen.getByText('Personal, work and questionnaire details, emergency contacts, and the advert you came from')).toBeTruthy();
    expect(screen.getByText('Loan records (amounts, dates, payments): until 2 Mar 2031 (anti-money-laundering record keeping)')).toBeTruthy();
    // Every kept kind says until when; and what signing in again with the number does.
    expect(screen.getByText('Your phone number and the identifiers we hashed to check for fraud: until 2 Mar 2031 (to prevent fraud and repeat applications under another identity)')).toBeTruthy();
    expect(screen.getByText('This account is closed. If you sign up again with the same number, you start a new, empty account.')).toBeTruthy();
  });

  it('tells a rejected applicant in Spanish what is kept, until when, and that the number opens a new account', async () => {
    const kept = (['loanRecords', 'decision', 'account'] as const).map((kind) => ({ kind, basis: 'fraudPrevention', until: '2027-03-02' }));
    await open('/cancellation_form', { '/user/account/delete': () => ok({ deletedAt: '2026-03-02T09:00:00.000Z', erased: ['identity', 'bankAccount', 'profile'], kept }) }, 'es');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Entiendo que esto no se puede deshacer'));
    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await screen.findByText('Su cuenta fue eliminada')).toBeTruthy();
    expect(screen.getAllByText(/hasta el 2 mar 2027/)).toHaveLength(3);
    expect(screen.getByText('Esta cuenta queda cerrada. Si se registra de nuevo con el mismo número, empezará una cuenta nueva y vacía.')).toBeTruthy();
  });
});

describe('the open-app page', () => {
  it('shows the success and a store button when a download address is configured', async () => {
    await open('/user_center/open_app', { '/app-download/getAddress': () => ok({ downloadLink: 'https://play.google.com/store/apps/details?id=x' }) });
    expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Get the app' })).toBeTruthy();
  });

  it('says so when no store address is configured (Spanish)', async () => {
    await open('/user_center/open_app', { '/app-download/getAddress': () => ok({ downloadLink: null }) }, 'es');
    expect(await screen.findByText('La aplicación aún no está en una tienda de su país.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Obtener la aplicación' })).toBeNull();
  });
});
