import { ERRORS, OrderStatus } from '@lendline/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, USER_INFO, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { repayDetail } from './repay-fixtures.ts';

const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };

const ACCOUNT = { provider: 'paystack', accountNumber: '9940000001', bankName: 'Wema Bank', accountName: 'LENDLINE/CHIDI EZE' };

async function open(hash: string, handlers: Handlers, language: 'en' | 'es' = 'en') {
  const api = mockApi(handlers);
  await renderApp(hash, { ...SIGNED_IN, language });
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cashier', () => {
  it('shows what is due and the market’s channels, online first, in the configured order', async () => {
    await open('/repay/cashier?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(repayDetail()) });
    expect(await screen.findByText('₦5,500.00')).toBeTruthy();
    const online = screen.getByRole('heading', { name: 'Pay online' });
    const offline = screen.getByRole('heading', { name: 'Pay by transfer or in cash' });
    expect(online.compareDocumentPosition(offline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Card, USSD or bank app (Paystack)' }).getAttribute('href')).toBe('#/repay/manual_repayment?orderNo=LO-1&channel=paystack_card');
    expect(screen.getByRole('button', { name: 'Bank transfer to your own account number' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the borrower’s own account in place and copies its number with one tap', async () => {
    await open('/repay/cashier?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(repayDetail()), '/repay/dedicated_account/create': () => ok(ACCOUNT) });
    // user-event puts its own clipboard on navigator: what was copied can be read back from it.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bank transfer to your own account number' }));
    expect(await screen.findByText('9940 0000 01')).toBeTruthy();
    expect(screen.getByText('Wema Bank')).toBeTruthy();
    expect(screen.getByText('LENDLINE/CHIDI EZE')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(await navigator.clipboard.readText()).toBe('9940000001');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('says so when copying fails both ways', async () => {
    await open('/repay/cashier?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(repayDetail()), '/repay/dedicated_account/create': () => ok(ACCOUNT) });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    await user.click(await screen.findByRole('button', { name: 'Bank transfer to your own account number' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Account number' }));
    expect(await screen.findByText('Copy failed. Please write it down instead.')).toBeTruthy();
  });

  it('offers the sandbox’s simulated payment only in the sandbox, and shows the new balance after it', async () => {
    let paid = 0;
    const api = await open('/repay/cashier?orderNo=LO-1', {
      '/repay/repay-order/detail': () => ok(repayDetail({ paid, outstanding: 11_000_00 - paid, dueNow: 5_500_00 - paid, options: { ...repayDetail().options, sandbox: true } })),
      '/repay/dedicated_account/create': () => ok(ACCOUNT),
      '/sandbox/collections/pay': (call) => {
        paid = (call.body as { amount: number }).amount;
        return ok({ providerReference: 'sbx.1', paidTo: ACCOUNT.accountNumber, amount: paid });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bank transfer to your own account number' }));
    const amount = await screen.findByLabelText('Amount the sandbox pays');
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(screen.getByRole('button', { name: 'Simulate payment' }));
    expect(await screen.findByText('The sandbox paid ₦2,000.00. Your balance is updated.')).toBeTruthy();
    expect(api.callsTo('/sandbox/collections/pay')[0]!.body).toEqual({ amount: 2_000_00, channel: 'paystack_account' });
    expect(await screen.findByText('₦3,500.00')).toBeTruthy();
  });

  it('has no sandbox control outside the sandbox', async () => {
    await open('/repay/cashier?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(repayDetail()), '/repay/dedicated_account/create': () => ok(ACCOUNT) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bank transfer to your own account number' }));
    await screen.findByText('9940 0000 01');
    expect(screen.queryByRole('button', { name: 'Simulate payment' })).toBeNull();
  });

  it('in Mexico, in Spanish, lists the CLABE and OXXO', async () => {
    await open('/repay/cashier?orderNo=LO-1', {
      '/repay/repay-order/detail': () => ok(repayDetail({ currency: 'MXN', options: { channels: ['stp_clabe', 'oxxo'], amountRule: { unit: 10_00, minimum: 1_000_00 }, sandbox: false } })),
    }, 'es');
    expect((await screen.findByRole('link', { name: 'Transferencia SPEI a su CLABE' })).getAttribute('href')).toBe('#/repay/repay_stp?orderNo=LO-1&channel=stp_clabe');
    expect(screen.getByRole('link', { name: 'Efectivo en OXXO' }).getAttribute('href')).toBe('#/repay/manual_repayment?orderNo=LO-1&channel=oxxo');
    expect(screen.queryByRole('heading', { name: 'Pagar en línea' })).toBeNull();
  });
});

describe('cashier of a loan paid off (issue 19)', () => {
  const PAID = repayDetail({ status: OrderStatus.Finish, paid: 11_000_00, outstanding: 0, dueNow: 0, payoffNow: 0, nextDueDate: null, daysToNextDue: null, credit: 54_10 });

  it('says it is paid, with the credit kept, and offers no way to pay', async () => {
    await open('/repay/cashier?orderNo=LO-1', { '/repay/repay-order/detail': () => ok(PAID) });
    expect((await screen.findByRole('status')).textContent).toBe('This loan is fully repaid. Thank you!');
    expect(screen.getByText('₦54.10 is held for you and pays your next amount due.')).toBeTruthy();
    expect(screen.queryByText('Due now')).toBeNull();
    expect(screen.queryByText('₦0.00')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pay online' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Card, USSD or bank app (Paystack)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bank transfer to your own account number' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See my repayment details' }).getAttribute('href')).toBe('#/repay/repay_detail?orderNo=LO-1');
  });

  it('and the amount form says so instead of asking for an amount, in Spanish', async () => {
    await open('/repay/manual_repayment?orderNo=LO-1&channel=paystack_card', { '/repay/repay-order/detail': () => ok(PAID) }, 'es');
    expect((await screen.findByRole('status')).textContent).toBe('Este préstamo está pagado por completo. ¡Gracias!');
    expect(screen.queryByLabelText('Monto a pagar')).toBeNull();
  });
});

describe('back from a checkout', () => {
  it('shows the payment as received once the provider confirms it', async () => {
    const api = await open('/repay/cashier?orderNo=LO-1&checkout=LLREF1', {
      '/repay/repay-order/detail': () => ok(repayDetail()),
      '/repay/checkout/verify': () => ok({ state: 'paid', orderNo: 'LO-1', amount: 2_000_00 }),
    });
    expect(await screen.findByText('Payment received: ₦2,000.00. Thank you!')).toBeTruthy();
    expect(api.callsTo('/repay/checkout/verify')[0]!.body).toEqual({ reference: 'LLREF1' });
    expect(screen.getByRole('link', { name: 'See my repayment details' }).getAttribute('href')).toBe('#/repay/repay_detail?orderNo=LO-1');
  });

  it('asks again while it is pending, then says it will show within 15 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = await open('/repay/cashier?orderNo=LO-1&checkout=LLREF2', {
        '/repay/repay-order/detail': () => ok(repayDetail()),
        '/repay/checkout/verify': () => ok({ state: 'pending', orderNo: 'LO-1', amount: 2_000_00 }),
      });
      expect(await screen.findByText('We are waiting for the payment provider to confirm your payment…')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(31_000);
      expect(await screen.findByText('Your payment has not been confirmed yet. If you paid, it will show here within 15 minutes.')).toBeTruthy();
      expect(api.callsTo('/repay/checkout/verify')).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a failed payment did not go through and offers another way', async () => {
    await open('/repay/cashier?orderNo=LO-1&checkout=LLREF3', {
      '/repay/repay-order/detail': () => ok(repayDetail()),
      '/repay/checkout/verify': () => ok({ state: 'failed', orderNo: 'LO-1', amount: 2_000_00 }),
    });
    expect(await screen.findByText('This payment did not go through. You can try again or choose another way.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another way to pay' })).toBeTruthy();
  });

  it('shows the server’s error for a checkout that is not the borrower’s', async () => {
    await open('/repay/cashier?orderNo=LO-1&checkout=LLREF4', {
      '/repay/repay-order/detail': () => ok(repayDetail()),
      '/repay/checkout/verify': () => ({ code: ERRORS.NOT_FOUND.code, data: null, msg: 'Not found' }),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not found'));
  });
});
