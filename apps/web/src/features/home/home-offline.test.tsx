import { OrderStatus, type RepayDetailResponse } from '@lendline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, networkDown, ok, PRODUCTS, USER_INFO, type Handler, type Handlers } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const NETWORK_MESSAGE = 'ooops,network failed ,please reload the page';
const SIGNED_IN = { token: 'Bearer t', userInfo: USER_INFO };
const ACTIVE_LOAN = { orderNo: 'LO-1', status: OrderStatus.Repaying, createdAt: '2027-01-01T08:00:00Z', submittedAt: '2027-01-01T08:00:00Z' };

/** The fake server with the latest-order call switchable between answering and a dropped network. */
function server(latest: { online: boolean; order: unknown }) {
  const answer: Handler = (call) => (latest.online ? ok({ order: latest.order }) : networkDown(call));
  return mockApi({ '/loan/product/list': () => ok(PRODUCTS), '/loan/loan-order/latest': answer });
}

describe('home when the latest-order call fails', () => {
  it('keeps the last known state of the loan, with the network message and a Retry that asks again', async () => {
    const latest = { online: true, order: ACTIVE_LOAN as unknown };
    const api = server(latest);
    await renderApp('/', SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your loan is active' })).toBeTruthy();

    // Away to records and back with the network gone.
    latest.online = false;
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Records' }));
    await screen.findByRole('heading', { level: 1, name: 'Loan records' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));

    expect(await screen.findByText(NETWORK_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your loan is active' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You can apply for a loan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();

    latest.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(NETWORK_MESSAGE)).toBeNull());
    expect(screen.getByRole('heading', { level: 2, name: 'Your loan is active' })).toBeTruthy();
    expect(api.callsTo('/loan/loan-order/latest')).toHaveLength(3);
  });

  it('remembers the last known state across a reload', async () => {
    const latest = { online: true, order: ACTIVE_LOAN as unknown };
    server(latest);
    const first = await renderApp('/', SIGNED_IN);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your loan is active' })).toBeTruthy();
    first.unmount();

    // A reload: every module starts afresh (nothing kept in memory); local storage stays.
    latest.online = false;
    vi.resetModules();
    const reloaded = await import('../../test/render-app.tsx');
    await reloaded.renderApp('/', SIGNED_IN);
    expect(await screen.findByText(NETWORK_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your loan is active' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  });

  it('says it in Spanish too', async () => {
    server({ online: false, order: null });
    await renderApp('/', { ...SIGNED_IN, language: 'es' });
    expect(await screen.findByText('Uy, falló la red, recargue la página')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Solicitar ahora' })).toBeNull();
  });

  it('does not say "You can apply" when nothing is known: the message and Retry instead', async () => {
    const latest = { online: false, order: null };
    server(latest);
    await renderApp('/', SIGNED_IN);
    expect(await screen.findByText(NETWORK_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You can apply for a loan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();

    // Back online with no order: now the borrower can apply.
    latest.online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Apply now' })).toBeTruthy();
    expect(screen.queryByText(NETWORK_MESSAGE)).toBeNull();
  });

  it('after a reload offline says so once, beside the last known figures of the offer and of the loan (issue 19)', async () => {
    const network = { online: true };
    const answering = (data: unknown): Handler => (call) => (network.online ? ok(data) : networkDown(call));
    const DETAIL: RepayDetailResponse = {
      orderNo: 'LO-1', status: OrderStatus.Repaying, currency: 'NGN', totalRepayable: 11_000_00, paid: 0, outstanding: 11_000_00,
      dueNow: 5_500_00, nextDueDate: '2027-04-02', daysToNextDue: 30, overdueDays: 0, penalty: 0, credit: 0, waived: 0, payoffNow: 11_000_00,
      phases: [], payments: [], options: { channels: ['paystack_account'], amountRule: { unit: 100_00, minimum: 1_000_00 }, sandbox: false },
    };
    const handlers: Handlers = {
      '/loan/product/list': answering(PRODUCTS),
      '/loan/loan-order/latest': answering({ order: ACTIVE_LOAN }),
      '/repay/repay-order/detail': answering(DETAIL),
      '/loan/get-credit-info': answering({ currency: 'NGN', creditLimit: null, tierLimit: 20_000_00, onTimeRepayments: 1, nextLimit: 50_000_00, nextLimitOnTime: 3, reloanEligible: false }),
      '/inbox/unread-count': answering({ unread: 0 }),
    };
    mockApi(handlers);
    const first = await renderApp('/', SIGNED_IN);
    expect(await screen.findByText('₦5,500.00 due on 2 Apr 2027')).toBeTruthy();
    expect(await screen.findByText('Your limit: up to ₦20,000.00')).toBeTruthy();
    first.unmount();

    network.online = false;
    vi.resetModules();
    const reloaded = await import('../../test/render-app.tsx');
    await reloaded.renderApp('/', SIGNED_IN);
    expect(await screen.findAllByText(NETWORK_MESSAGE)).not.toHaveLength(0);
    expect(await screen.findByText('₦5,500.00 due on 2 Apr 2027')).toBeTruthy();
    expect(screen.getByText('₦1,000.00 – ₦20,000.00')).toBeTruthy();
    expect(screen.getByText('Your limit: up to ₦20,000.00')).toBeTruthy();
    // Said once: in the card it concerns, not again in a toast.
    await waitFor(() => expect(screen.getAllByText(NETWORK_MESSAGE)).toHaveLength(1));
    expect(screen.queryByText('We could not load the loan offer.')).toBeNull();
  });
});
