import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, type Handlers } from '../../test/api-mock.ts';
import { openStep } from './test/application-fixtures.ts';

const latest = (status: number, submittedAt: string | null = null) => () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt } });
const DETAIL = { order: { orderNo: 'LO-1', status: 5 }, personal: { firstName: 'Adaeze' }, work: {}, questionnaire: {}, bankAccount: { accountNumber: '******6789' } };
const server = (status: number, submittedAt: string | null = null): Handlers => ({
  '/loan/loan-order/latest': latest(status, submittedAt),
  '/user/application/detail': () => ok({ ...DETAIL, order: { orderNo: 'LO-1', status } }),
  '/app/paystack/bank-list': () => ok({ banks: [] }),
});
const backLink = () => screen.getByRole('link', { name: 'Back' }).getAttribute('href');
const SUBMITTED = 'Your application has been submitted, so these details can no longer be changed.';

describe('the back arrow of each application step goes to the step before it', () => {
  it.each([
    ['/auth/personal_infomation', 'Personal information', '#/'],
    ['/auth/additionalInfomation', 'Work and contacts', '#/auth/id_card_authentication'],
    ['/auth/loan_question', 'Loan questionnaire', '#/auth/additionalInfomation'],
  ])('%s', async (route, title, back) => {
    await openStep(route, server(5));
    await screen.findByRole('heading', { level: 1, name: title });
    expect(backLink()).toBe(back);
  });

  it('the bank account goes back to the questionnaire, and the review to the bank account', async () => {
    await openStep('/bank_account/add_bankcard', server(5));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your application' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Add bank account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Check your application' })).toBeNull();
    expect(backLink()).toBe('#/auth/loan_question');
  });
});

describe('the review before submit', () => {
  it('lists every step, the identity check included, in the order they were done', async () => {
    await openStep('/bank_account/add_bankcard', server(5));
    const review = await screen.findByRole('region', { name: 'Check your application' });
    const items = within(review).getAllByRole('listitem').map((item) => item.firstChild?.textContent);
    expect(items).toEqual(['Personal information', 'Identity verification', 'Work and contacts', 'Questionnaire', expect.stringContaining('Bank account')]);
    expect(within(review).getByRole('link', { name: 'Edit Identity verification' }).getAttribute('href')).toBe('#/auth/id_card_authentication');
  });
});

describe('after submit every step is read-only, saying why', () => {
  it.each([
    ['/auth/personal_infomation', 'Personal information', 'First name'],
    ['/auth/additionalInfomation', 'Work and contacts', 'Employment type'],
  ])('%s', async (route, title, label) => {
    await openStep(route, server(14, '2027-01-01T08:00:00Z'));
    await screen.findByRole('heading', { level: 1, name: title });
    expect(window.location.hash).toBe(`#${route}`);
    expect(await screen.findByText(SUBMITTED)).toBeTruthy();
    expect(screen.getByLabelText(label).closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('keeps the saved answers visible and untouchable', async () => {
    await openStep('/auth/personal_infomation', server(1));
    const name = (await screen.findByLabelText('First name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Adaeze'));
    await userEvent.setup().type(name, 'x');
    expect(name.value).toBe('Adaeze');
  });

  it('the questionnaire too', async () => {
    await openStep('/auth/loan_question', server(19));
    expect(await screen.findByText(SUBMITTED)).toBeTruthy();
    expect(screen.getAllByRole('radio').every((radio) => radio.closest('fieldset[disabled]') !== null)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('the bank step shows the application without a submit', async () => {
    await openStep('/bank_account/add_bankcard', server(2, '2027-01-01T08:00:00Z'));
    expect(await screen.findByText(SUBMITTED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Bank account' })).toBeNull();
    expect((await screen.findByRole('link', { name: 'Identity verification' })).getAttribute('href')).toBe('#/auth/id_card_authentication');
  });

  it('in Spanish', async () => {
    await openStep('/auth/personal_infomation', server(1), 'es');
    expect(await screen.findByText('Su solicitud ya fue enviada, por lo que estos datos ya no se pueden cambiar.')).toBeTruthy();
  });
});
