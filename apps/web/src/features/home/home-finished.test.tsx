import { ERRORS } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, PRODUCTS, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };
const FINISHED = { orderNo: 'LO-1', status: 4, createdAt: '2026-03-02T09:00:00Z', submittedAt: '2026-03-02T09:00:00Z' };
/** Credit info after one loan repaid on time in Nigeria: the ladder's second step, the reloan rate of 0.01% a day. */
const credit = (fields: Record<string, unknown> = {}) => () =>
  ok({
    currency: 'NGN', creditLimit: 5_000_00, tierLimit: 20_000_00, onTimeRepayments: 1, nextLimit: 50_000_00, nextLimitOnTime: 2,
    reloanEligible: true, reloanDailyInterestPpm: 100, ...fields,
  });

async function home(handlers: Handlers, language: 'en' | 'es' = 'en') {
  const api = mockApi({ '/loan/product/list': () => ok(PRODUCTS), '/loan/loan-order/latest': () => ok({ order: FINISHED }), ...handlers });
  await renderApp('/', { ...SIGNED_IN, language });
  const title = language === 'en' ? 'Loan repaid. Thank you!' : 'Préstamo pagado. ¡Gracias!';
  const card = (await screen.findByRole('heading', { level: 2, name: title })).closest('section')!;
  return { api, card: within(card as HTMLElement) };
}

describe('home after a loan is finished (status 4)', () => {
  it('offers to apply again up to the new limit at the reloan rate, and starts at the step the server answers', async () => {
    const { api, card } = await home({
      '/loan/get-credit-info': credit(),
      '/loan/loan-order/apply-market-again': () => ok({ orderNo: 'LO-2', status: 11 }),
    });
    expect(await card.findByText('Your next loan: up to ₦20,000.00.')).toBeTruthy();
    expect(card.getByText('As a returning borrower, your interest starts at 0.01% a day.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();

    // Issue 19: "Apply again" asks for the amount and term first, and the next application carries them.
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Borrow' })).toBeTruthy();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Amount' }), '₦10,000.00');
    await user.click(screen.getByRole('button', { name: 'Apply for this loan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Work and contacts' })).toBeTruthy();
    expect(api.callsTo('/loan/loan-order/apply-market-again').map((call) => call.body)).toEqual([{ orderNo: 'LO-1', amount: 10_000_00, tenure: 91 }]);
    expect(api.callsTo('/loan/loan-order/apply-market')).toHaveLength(0);
  });

  it('says the same in Spanish, and goes to the personal details when they must be renewed', async () => {
    const { card } = await home(
      { '/loan/get-credit-info': credit(), '/loan/loan-order/apply-market-again': () => ok({ orderNo: 'LO-2', status: 6 }) },
      'es',
    );
    expect(await card.findByText('Su próximo préstamo: hasta 20.000,00 ₦.')).toBeTruthy();
    expect(card.getByText('Como cliente recurrente, su interés es desde 0.01% al día.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Solicitar de nuevo' }));
    await user.click(await screen.findByRole('button', { name: 'Solicitar este préstamo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Información personal' })).toBeTruthy();
  });

  it('promises no reloan rate when the borrower has none (repaid late, or a product without one)', async () => {
    const { card } = await home({ '/loan/get-credit-info': credit({ tierLimit: 5_000_00, onTimeRepayments: 0, reloanEligible: false, reloanDailyInterestPpm: null }) });
    expect(await card.findByText('Your next loan: up to ₦5,000.00.')).toBeTruthy();
    expect(card.queryByText(/returning borrower/)).toBeNull();
    expect(card.getByRole('button', { name: 'Apply again' })).toBeTruthy();
  });

  it('goes to the application already under way when the server refuses a second one', async () => {
    let order: unknown = FINISHED;
    const { card } = await home({
      '/loan/loan-order/latest': () => ok({ order }),
      '/loan/get-credit-info': credit(),
      '/loan/loan-order/apply-market-again': () => {
        order = { ...FINISHED, orderNo: 'LO-2', status: 17, submittedAt: null };
        return { code: ERRORS.ORDER_IN_PROGRESS.code, data: null, msg: 'You already have an application in progress' };
      },
    });
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Apply again' }));
    await user.click(await screen.findByRole('button', { name: 'Apply for this loan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan questionnaire' })).toBeTruthy();
  });

  it('shows the error when the server refuses and there is nowhere to go', async () => {
    const { api, card } = await home({
      '/loan/get-credit-info': credit(),
      '/loan/loan-order/apply-market-again': () => ({ code: ERRORS.REAPPLY_TOO_SOON.code, data: null, msg: 'You can apply again from 1 April 2026' }),
    });
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Apply again' }));
    await user.click(await screen.findByRole('button', { name: 'Apply for this loan' }));
    expect(await screen.findByText('You can apply again from 1 April 2026')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/loan/loan-order/apply-market-again')).toHaveLength(1));
    expect(window.location.hash).toBe('#/borrow/to_borrow');
  });
});
