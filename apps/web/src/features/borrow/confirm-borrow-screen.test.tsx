import { ERRORS } from '@lendline/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS } from '../../shared/api/use-read.ts';
import { ok } from '../../test/api-mock.ts';
import { latest, offerFor, openScreen, productInfo } from './borrow-fixtures.ts';
import { forgetChoice } from './choice-store.ts';

const ROUTE = '/borrow/confirm_borrow';
const details = () => screen.getByRole('region', { name: 'Loan details' });
const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('confirm borrow', () => {
  // The choice is remembered in memory for the session; each test starts with none.
  afterEach(() => forgetChoice('LO-1'));

  it('shows every figure, the APR and the total cost before accepting', async () => {
    await openScreen(ROUTE, { '/loan/loan-order/latest': latest(14), '/loan/confirm/product-info': productInfo });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cash' })).toBeTruthy();
    const cost = screen.getByRole('region', { name: 'What this loan costs' });
    expect(figure(cost, 'Annual percentage rate (APR)')).toBe('41.2345%');
    expect(figure(cost, 'Total cost of credit')).toBe('₦5,550.00');
    expect(figure(details(), 'Loan amount')).toBe('₦50,000.00');
    expect(figure(details(), 'Duration')).toBe('91 days');
    expect(figure(details(), 'Processing fee')).toBe('₦500.00');
    expect(figure(details(), 'Tax on the fee')).toBe('₦50.00');
    expect(figure(details(), 'Interest')).toBe('₦5,000.00');
    expect(figure(details(), 'Daily interest rate')).toBe('0.098%');
    expect(figure(details(), 'You receive')).toBe('₦49,450.00');
    expect(figure(details(), 'Coupon discount')).toBe('₦0.00');
    expect(figure(details(), 'Total to repay')).toBe('₦55,000.00');
    expect(figure(details(), 'Due date')).toBe('2 Apr 2027');
    expect(figure(details(), 'Late repayment penalty')).toBe('2% a day');
    const schedule = screen.getByRole('table', { name: 'Repayment schedule' });
    expect(within(schedule).getAllByRole('row')[1]!.textContent).toBe('12 Apr 2027₦55,000.00');
    expect(screen.getByText(/This offer is valid until 2 Jan 2027/)).toBeTruthy();
  });

  it('re-quotes a new amount and term, then confirms the choice and goes to lending', async () => {
    const { api } = await openScreen(ROUTE, {
      '/loan/loan-order/latest': latest(14),
      '/loan/confirm/product-info': productInfo,
      '/loan/get-money': () => ok({ orderNo: 'LO-1', status: 18, figures: offerFor(20_000_00, 180).figures }),
      '/loan/get-money-time': () => ok({ orderNo: 'LO-1', status: 7, confirmedAt: null, expectedMinutesMin: 10, expectedMinutesMax: 60, expectedBy: null }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Loan amount'), '₦20,000.00');
    // While the new quote loads, the previous figures stay, marked busy.
    expect(screen.getByRole('status').textContent).toBe('Updating the figures…');
    expect(figure(details(), 'Total to repay')).toBe('₦55,000.00');
    expect(details().closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    await user.click(screen.getByRole('radio', { name: '180 days' }));
    await waitFor(() => expect(figure(details(), 'Total to repay')).toBe('₦22,000.00'));
    expect(figure(details(), 'Duration')).toBe('180 days');

    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Money on the way' })).toBeTruthy();
    const sent = api.callsTo('/loan/get-money')[0]!.url.searchParams;
    expect(Object.fromEntries(['orderNo', 'amount', 'tenure', 'agreementAccepted'].map((k) => [k, sent.get(k)]))).toEqual({
      orderNo: 'LO-1',
      amount: '2000000',
      tenure: '180',
      agreementAccepted: 'true',
    });
  });

  it('offers each term with its own product’s amounts: switching to a shorter ceiling keeps the largest amount that fits', async () => {
    const sixMonths = [10_000_00, 20_000_00];
    const withOptions: typeof productInfo = (call) => {
      const tenure = Number(call.url.searchParams.get('tenure') ?? 91);
      const offer = offerFor(Number(call.url.searchParams.get('amount') ?? 50_000_00), tenure);
      const options = [{ ...offer.options[0]! }, { ...offer.options[1]!, amounts: sixMonths }];
      return ok({ ...offer, options, productName: tenure === 180 ? 'Cash 6 Months' : 'Cash', amounts: tenure === 180 ? sixMonths : offer.amounts });
    };
    const { api } = await openScreen(ROUTE, { '/loan/loan-order/latest': latest(14), '/loan/confirm/product-info': withOptions });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cash' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '180 days' }));
    await waitFor(() => expect(api.callsTo('/loan/confirm/product-info').at(-1)!.url.searchParams.get('tenure')).toBe('180'));
    // ₦50,000 is above the 180-day product's ceiling: the amount becomes ₦20,000, never an error.
    expect(api.callsTo('/loan/confirm/product-info').at(-1)!.url.searchParams.get('amount')).toBe('2000000');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cash 6 Months' })).toBeTruthy();
    const amounts = within(screen.getByLabelText('Loan amount', { selector: 'select' })).getAllByRole('option').map((o) => o.textContent);
    expect(amounts).toEqual(['₦10,000.00', '₦20,000.00']);
  });

  it('asks to accept the agreement at the box, and shows server errors at the amount', async () => {
    const { api } = await openScreen(ROUTE, {
      '/loan/loan-order/latest': latest(14),
      '/loan/confirm/product-info': productInfo,
      '/loan/get-money': () => ({ code: ERRORS.VALIDATION_FAILED.code, msg: 'Please check the highlighted fields', data: { fields: [{ field: 'amount', message: 'error.loan.amount.limit' }] } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm and apply' }));
    const box = screen.getByRole('checkbox', { name: 'I have read and accept the loan agreement' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('accept the loan agreement');
    expect(document.activeElement).toBe(box);
    expect(api.callsTo('/loan/get-money')).toHaveLength(0);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
    const amount = screen.getByLabelText('Loan amount');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(amount.closest('.field')?.querySelector('.field__error')?.textContent).toBe('The amount is above your credit limit');
  });

  it('keeps the choice and the tick while the borrower reads the agreement', async () => {
    const { api } = await openScreen(ROUTE, {
      '/loan/loan-order/latest': latest(14),
      '/loan/confirm/product-info': productInfo,
      '/loan/get-money/contract': () =>
        ok({ title: 'Loan agreement', sections: [{ heading: '1. The loan', paragraphs: ['You borrow ₦10,000.'] }], acceptedAt: null, figures: offerFor(10_000_00).figures }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Loan amount'), '₦10,000.00');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the loan agreement' }));
    await user.click(screen.getByRole('link', { name: 'Read the loan agreement' }));
    expect(await screen.findByRole('heading', { level: 3, name: '1. The loan' })).toBeTruthy();
    expect(screen.getByText('You borrow ₦10,000.')).toBeTruthy();
    expect(api.callsTo('/loan/get-money/contract')[0]!.url.searchParams.get('amount')).toBe('1000000');

    await user.click(screen.getByRole('link', { name: 'Back to your offer' }));
    await waitFor(() => expect((screen.getByLabelText('Loan amount') as HTMLSelectElement).value).toBe('1000000'));
    expect((screen.getByRole('checkbox', { name: 'I have read and accept the loan agreement' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says an expired offer has expired and leads home', async () => {
    await openScreen(ROUTE, {
      '/loan/loan-order/latest': latest(14),
      '/loan/confirm/product-info': () => ({ code: ERRORS.OFFER_EXPIRED.code, msg: 'This offer has expired, please apply again' }),
    });
    expect(await screen.findByRole('heading', { name: 'This offer has expired' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('#/');
  });

  it('shows an accepted order read-only while the money is sent, in Spanish', async () => {
    await openScreen(ROUTE, { '/loan/loan-order/latest': latest(18), '/loan/confirm/product-info': () => ok(offerFor(50_000_00, 91, 18)) }, 'es');
    expect(await screen.findByRole('heading', { name: 'Estamos enviando su dinero' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar y solicitar' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Detalles del préstamo' }).textContent).toContain('Usted recibe');
  });

  it('shows a server error about the term at the term', async () => {
    await openScreen(ROUTE, {
      '/loan/loan-order/latest': latest(14),
      '/loan/confirm/product-info': productInfo,
      '/loan/get-money': () => ({ code: ERRORS.VALIDATION_FAILED.code, msg: 'Please check the highlighted fields', data: { fields: [{ field: 'tenure', message: 'error.loan.tenure.invalid' }] } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'I have read and accept the loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
    const term = screen.getByRole('group', { name: 'Loan term' });
    expect(await within(term).findByText('Please choose one of the loan terms offered')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '91 days' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('moves an accepted order on to lending once the payout starts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 18;
    await openScreen(ROUTE, {
      '/loan/loan-order/latest': (call) => latest(status)(call),
      '/loan/confirm/product-info': () => ok(offerFor(50_000_00, 91, 18)),
    });
    expect(await screen.findByRole('heading', { name: 'Your money is being sent' })).toBeTruthy();
    status = 7;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole('heading', { level: 1, name: 'Money on the way' })).toBeTruthy();
  });

  it('opens the accepted order’s own agreement', async () => {
    const { api } = await openScreen('/borrow/agreement?orderNo=LO-1', {
      '/loan/loan-order/loanAgreement': () =>
        ok({ title: 'Loan agreement LO-1', sections: [{ heading: '1. The loan', paragraphs: ['You borrow ₦50,000.00.'] }], acceptedAt: '2027-01-01T09:00:00Z', figures: offerFor().figures }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Loan agreement LO-1' })).toBeTruthy();
    expect(screen.getByText('Accepted on 1 Jan 2027, 10:00')).toBeTruthy();
    expect(api.callsTo('/loan/loan-order/loanAgreement')[0]!.url.searchParams.get('orderNo')).toBe('LO-1');
    expect(api.callsTo('/loan/get-money/contract')).toHaveLength(0);
  });
});
