import { ERRORS } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MX_USER, openStep, step } from '../test/application-fixtures.ts';

const ROUTE = '/auth/loan_question';
const errorIn = (group: HTMLElement) => group.querySelector('.field__error')?.textContent ?? null;

describe('loan questionnaire', () => {
  it('asks every question is answered, at the question, in English', async () => {
    await openStep(ROUTE);
    const user = userEvent.setup();
    const first = await screen.findByRole('group', { name: 'Have you missed a loan repayment in the last 6 months?' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(errorIn(first)).toBe('Please answer this question');
    expect(screen.getAllByText('Please answer this question')).toHaveLength(11);
    expect(document.activeElement).toBe(screen.getAllByRole('radio', { name: 'Yes' })[0]);
  });

  it('says it in Spanish and keeps the answered ones', async () => {
    await openStep(ROUTE, {}, 'es');
    const user = userEvent.setup();
    await screen.findByRole('group', { name: '¿Ha dejado de pagar algún préstamo en los últimos 6 meses?' });
    await user.click(screen.getAllByRole('radio', { name: 'No' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(screen.getAllByText('Responda esta pregunta')).toHaveLength(10);
  });

  it('posts the eleven answers as codes and goes to the bank account', async () => {
    const { api } = await openStep(ROUTE, { '/user/save/questionnaire': step(5) });
    const user = userEvent.setup();
    // The second answer of each question.
    for (const group of await screen.findAllByRole('group')) await user.click(within(group).getAllByRole('radio')[1]!);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(window.location.hash).toBe('#/bank_account/add_bankcard'));
    const body = api.callsTo('/user/save/questionnaire')[0]!.body as { answers: Record<string, string> };
    expect(Object.keys(body.answers)).toHaveLength(11);
    expect(body.answers).toMatchObject({ q1: 'no', q3: 'good', q8: '1' });
  });

  it('asks a Mexican borrower about Mexican lenders and debts in pesos', async () => {
    const { api } = await openStep(ROUTE, { '/user/save/questionnaire': step(5) }, 'es', MX_USER);
    const lenders = await screen.findByRole('group', { name: '¿A qué prestamista le debe actualmente?' });
    const names = within(lenders).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(expect.arrayContaining(['Kueski', 'Baubap', 'Tala', 'DiDi Préstamos']));
    expect(names.join()).not.toMatch(/Carbon|FairMoney|PalmCredit/);
    const debt = screen.getByRole('group', { name: '¿Cuánto debe en total?' });
    expect(within(debt).getByRole('radio', { name: 'Menos de $10,000.00' })).toBeTruthy();
    expect(debt.textContent).not.toContain('₦');

    const user = userEvent.setup();
    for (const group of screen.getAllByRole('group')) await user.click(within(group).getAllByRole('radio')[1]!);
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(api.callsTo('/user/save/questionnaire')).toHaveLength(1));
    expect(api.callsTo('/user/save/questionnaire')[0]!.body).toMatchObject({ answers: { q4: 'kueski', q7: 'mxBelow10k' } });
  });

  it('shows a server error for "answers.q3" at the third question', async () => {
    await openStep(ROUTE, {
      '/user/save/questionnaire': () => ({
        code: ERRORS.VALIDATION_FAILED.code,
        msg: 'Answer this question',
        data: { fields: [{ field: 'answers.q3', message: 'Responda esta pregunta' }] },
      }),
    });
    const user = userEvent.setup();
    for (const group of await screen.findAllByRole('group')) await user.click(within(group).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const third = screen.getByRole('group', { name: 'How would you rate your creditworthiness?' });
    await waitFor(() => expect(errorIn(third)).toBe('Responda esta pregunta'));
    expect(document.activeElement).toBe(within(third).getAllByRole('radio')[0]);
  });
});
