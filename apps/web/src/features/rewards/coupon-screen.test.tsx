import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@lendline/domain';
import { mockApi, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 'c1', amount: 100_00, currency: 'NGN', minLoan: 0, expiresAt: '2030-04-01T09:00:00.000Z', state: 'usable', source: 'card_authorisation',
  usedOrderNo: null, usedAt: null, createdAt: '2030-03-02T09:00:00.000Z', ...over,
});
const COUPONS = [
  coupon({ id: 'c1' }),
  coupon({ id: 'c2', amount: 200_00, minLoan: 5_000_00, source: 'draw' }),
  coupon({ id: 'c3', state: 'used', usedOrderNo: 'LO-7', usedAt: '2030-03-03T09:00:00.000Z' }),
  coupon({ id: 'c4', state: 'expired', expiresAt: '2030-03-01T09:00:00.000Z', source: 'sandbox' }),
];

async function open(handlers: Handlers, language: 'en' | 'es' = 'en') {
  const api = mockApi(handlers);
  await renderApp('/user_center/coupon', { token: 'Bearer t', userInfo: USER_INFO, language });
  return api;
}

describe('the coupon screen', () => {
  it('shows ready, used and expired coupons with amount, smallest loan, expiry and where each came from', async () => {
    await open({ '/lottery-draw/coupons': () => ok({ coupons: COUPONS }) });
    const usable = await screen.findByRole('region', { name: 'Ready to use (2)' });
    const items = within(usable).getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('₦100.00 off the interestFor any loan amountUse by 1 Apr 2030For linking your card');
    expect(items[1]!.textContent).toBe('₦200.00 off the interestFor loans of ₦5,000.00 or moreUse by 1 Apr 2030Prize draw');
    const used = screen.getByRole('region', { name: 'Used (1)' });
    expect(within(used).getByText('Used on loan LO-7')).toBeTruthy();
    const expired = screen.getByRole('region', { name: 'Expired (1)' });
    expect(within(expired).getByText('Expired on 1 Mar 2030')).toBeTruthy();
    expect(screen.getByText('A coupon takes money off the interest of one loan. It is never paid out as cash.')).toBeTruthy();
  });

  it('speaks Spanish and says when a section is empty', async () => {
    await open({ '/lottery-draw/coupons': () => ok({ coupons: [coupon({ currency: 'MXN', amount: 50_00, minLoan: 1_000_00, source: 'draw' })] }) }, 'es');
    const usable = await screen.findByRole('region', { name: 'Listos para usar (1)' });
    expect(within(usable).getByText('Para préstamos de $1,000.00 o más')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Usados (0)' })).getByText('Ninguno.')).toBeTruthy();
  });

  it('offers to try again when the coupons cannot be read', async () => {
    await open({ '/lottery-draw/coupons': () => ({ code: 500100, data: null, msg: 'Something went wrong' }) });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
