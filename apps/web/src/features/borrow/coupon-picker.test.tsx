import { ERRORS, type Coupon } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, type Handler } from '../../test/api-mock.ts';
import { latest, offerFor, openScreen } from './borrow-fixtures.ts';
import { forgetChoice } from './choice-store.ts';

const ROUTE = '/borrow/confirm_borrow';
const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 'c1', amount: 100_00, currency: 'NGN', minLoan: 0, expiresAt: '2099-04-01T09:00:00.000Z', state: 'usable', source: 'card_authorisation',
  usedOrderNo: null, usedAt: null, createdAt: '2027-01-01T09:00:00.000Z', ...over,
});
const COUPONS = { coupons: [coupon({ id: 'small' }), coupon({ id: 'big', amount: 500_00, minLoan: 30_000_00, source: 'draw' })] };
const details = () => screen.getByRole('region', { name: 'Loan details' });
const figure = (label: string) => within(details()).getByText(label).nextElementSibling?.textContent;

/** product-info priced with the asked coupon's amount off the interest. */
const pricedWithCoupon: Handler = (call) => {
  const q = call.url.searchParams;
  const offer = offerFor(q.get('amount') ? Number(q.get('amount')) : 50_000_00, q.get('tenure') ? Number(q.get('tenure')) : 91);
  const off = q.get('couponId') === 'big' ? 500_00 : q.get('couponId') === 'small' ? 100_00 : 0;
  return ok({ ...offer, figures: { ...offer.figures, couponDiscount: off, totalRepayable: offer.figures.totalRepayable - off } });
};

describe('the coupon on confirm borrow', () => {
  afterEach(() => forgetChoice('LO-1'));

  it('offers only the coupons that fit the amount, re-prices with the one picked, and confirms with it', async () => {
    const { api } = await openScreen(ROUTE, {
      '/loan/loan-order/latest': latest(14),
      '/loan/confirm/product-info': pricedWithCoupon,
      '/lottery-draw/coupons': () => ok(COUPONS),
      '/loan/get-money': () => ok({ orderNo: 'LO-1', status: 18, figures: offerFor().figures }),
    });
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('Coupon');
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['No coupon', '₦100.00 off (use by 1 Apr 2099)', '₦500.00 off (use by 1 Apr 2099)']);
    await user.selectOptions(picker, 'big');
    await waitFor(() => expect(figure('Coupon discount')).toBe('₦500.00'));
    expect(figure('Total to repay')).toBe('₦54,500.00');
    expect(screen.getByRole('link', { name: 'Read the loan agreement' }).getAttribute('href')).toContain('couponId=big');

    // ₦20,000 is below the big coupon's minimum: it is taken off and no longer offered.
    await user.selectOptions(screen.getByLabelText('Loan amount'), '₦20,000.00');
    await waitFor(() => expect((screen.getByLabelText('Coupon') as HTMLSelectElement).value).toBe(''));
    expect(within(screen.getByLabelText('Coupon')).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Coupon'), 'small');
    await waitFor(() => expect(figure('Coupon discount')).toBe('₦100.00'));

    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
    await waitFor(() => expect(api.callsTo('/loan/get-money')).toHaveLength(1));
    expect(api.callsTo('/loan/get-money')[0]!.url.searchParams.get('couponId')).toBe('small');
  });

  it('shows the server’s coupon refusal at the coupon field', async () => {
    await openScreen(ROUTE, {
      '/loan/loan-order/latest': latest(14),
      '/loan/confirm/product-info': pricedWithCoupon,
      '/lottery-draw/coupons': () => ok(COUPONS),
      '/loan/get-money': () => ({ code: ERRORS.VALIDATION_FAILED.code, msg: 'Please check the highlighted fields', data: { fields: [{ field: 'couponId', message: 'This coupon has already been used on another loan' }] } }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Coupon'), 'small');
    await waitFor(() => expect(figure('Coupon discount')).toBe('₦100.00'));
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the loan agreement' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and apply' }));
    const field = screen.getByLabelText('Coupon');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This coupon has already been used on another loan')).toBeTruthy();
  });

  it('states the draw’s odds, draws, and says what was won', async () => {
    let drawn = false;
    const odds = { prizes: [{ amount: 200_00, weight: 5, available: true, minLoan: 0, expiryDays: 14 }, { amount: 100_00, weight: 0, available: false, minLoan: 0, expiryDays: 14 }], noPrizeWeight: 95, totalWeight: 100 };
    const prize = coupon({ id: 'won', amount: 200_00, source: 'draw' });
    const { api } = await openScreen(ROUTE, {
      '/loan/loan-order/latest': latest(14),
      '/loan/confirm/product-info': pricedWithCoupon,
      '/lottery-draw/is-show': () => ok(drawn
        ? { show: false, state: 'drawn', currency: 'NGN', odds: null, outcome: { prize, drawnAt: '2027-01-01T09:00:00Z' } }
        : { show: true, state: 'open', currency: 'NGN', odds, outcome: null }),
      '/lottery-draw/create': () => {
        drawn = true;
        return ok({ outcome: { prize, drawnAt: '2027-01-01T09:00:00Z' }, odds, currency: 'NGN' });
      },
    });
    const draw = await screen.findByRole('region', { name: 'Prize draw' });
    expect(within(draw).getByText('₦200.00 coupon').nextElementSibling?.textContent).toBe('5%');
    expect(within(draw).getByText('₦100.00 coupon (this month’s prizes are used up)').nextElementSibling?.textContent).toBe('0%');
    expect(within(draw).getByText('No prize').nextElementSibling?.textContent).toBe('95%');
    await userEvent.setup().click(within(draw).getByRole('button', { name: 'Draw now' }));
    await screen.findByText('You won a ₦200.00 coupon. You can use it on this loan below.');
    const after = screen.getByRole('region', { name: 'Prize draw' });
    expect(within(after).getByRole('status').textContent).toBe('You won a ₦200.00 coupon. You can use it on this loan below.');
    expect(api.callsTo('/lottery-draw/create')).toHaveLength(1);
    expect(within(after).queryByRole('button', { name: 'Draw now' })).toBeNull();
  });
});
