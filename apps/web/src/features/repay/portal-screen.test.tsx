import { ERRORS, OrderStatus, type PortalDetailResponse } from '@lendline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { provider } from './repay-api.ts';

const DETAIL: PortalDetailResponse = {
  maskedName: 'F***i A*****i', orderTail: 'HUQ9', status: OrderStatus.Repaying, currency: 'NGN', dueNow: 5_445_90, outstanding: 5_445_90,
  nextDueDate: '2027-02-23', overdueDays: 0, linkExpiresAt: '2026-12-01T09:00:00.000Z',
  options: { channels: ['paystack_account', 'paystack_card'], amountRule: { unit: 100_00, minimum: 1_000_00 }, sandbox: false },
};

afterEach(() => vi.restoreAllMocks());

describe('repayment link (no sign-in)', () => {
  it('shows only what paying needs and the borrower’s account for a transfer', async () => {
    const api = mockApi({
      '/portal/repayment/detail': () => ok(DETAIL),
      '/portal/repayment/confirm': () => ok({ kind: 'account', account: { provider: 'paystack', accountNumber: '9940000001', bankName: 'Wema Bank', accountName: 'LENDLINE/F ADEYEMI' } }),
    });
    await renderApp('/portal/repayment?token=v1.abc.123.tag', { language: 'en' });
    expect(await screen.findByText('Loan of F***i A*****i, order ending HUQ9')).toBeTruthy();
    expect(screen.getByText('₦5,445.90')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bank transfer to your own account number' }));
    expect(await screen.findByText('9940 0000 01')).toBeTruthy();
    expect(api.callsTo('/portal/repayment/confirm')[0]!.body).toEqual({ token: 'v1.abc.123.tag', channel: 'paystack_account' });
    expect(api.callsTo('/portal/repayment/detail')[0]!.headers.get('Authorization')).toBeNull();
  });

  it('checks the amount before paying by card, then goes to the provider', async () => {
    const open = vi.spyOn(provider, 'open').mockImplementation(() => undefined);
    const api = mockApi({
      '/portal/repayment/detail': () => ok(DETAIL),
      '/portal/repayment/confirm': () => ok({ kind: 'checkout', checkout: { url: 'https://checkout.paystack.com/LL1', reference: 'LL1', amount: 2_000_00 } }),
    });
    await renderApp('/portal/repayment?token=v1.abc.123.tag', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Card, USSD or bank app (Paystack)' }));
    const amount = screen.getByLabelText('Amount to repay');
    await user.clear(amount);
    await user.type(amount, '999');
    await user.click(screen.getByRole('button', { name: 'Continue to pay' }));
    expect(screen.getByText('The minimum repayment is ₦1,000.00')).toBeTruthy();
    expect(api.callsTo('/portal/repayment/confirm')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(screen.getByRole('button', { name: 'Continue to pay' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.paystack.com/LL1'));
  });

  it('suggests what is due, kobo and all, and takes it as suggested (issue 19)', async () => {
    vi.spyOn(provider, 'open').mockImplementation(() => undefined);
    const api = mockApi({
      '/portal/repayment/detail': () => ok(DETAIL),
      '/portal/repayment/confirm': () => ok({ kind: 'checkout', checkout: { url: 'https://checkout.paystack.com/LL2', reference: 'LL2', amount: 5_445_90 } }),
    });
    await renderApp('/portal/repayment?token=v1.abc.123.tag', { language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Card, USSD or bank app (Paystack)' }));
    expect((screen.getByLabelText('Amount to repay') as HTMLInputElement).value).toBe('5445.90');
    await user.click(screen.getByRole('button', { name: 'Continue to pay' }));
    await vi.waitFor(() => expect(api.callsTo('/portal/repayment/confirm')).toHaveLength(1));
    expect(api.callsTo('/portal/repayment/confirm')[0]!.body).toMatchObject({ channel: 'paystack_card', amount: '5445.90' });
  });

  it('says an invalid or expired link is so, in Spanish', async () => {
    mockApi({ '/portal/repayment/detail': () => ({ code: ERRORS.NOT_FOUND.code, data: null, msg: 'Este enlace de pago no es válido o ya venció. Inicie sesión para pagar o pida un enlace nuevo' }) });
    await renderApp('/portal/repayment?token=bad', { language: 'es' });
    expect((await screen.findByRole('alert')).textContent).toBe('Este enlace de pago no es válido o ya venció. Inicie sesión para pagar o pida un enlace nuevo');
  });
});
