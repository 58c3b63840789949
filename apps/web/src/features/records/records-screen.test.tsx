import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('records screen', () => {
  it('has Incomplete and Finished tabs, switchable with the arrow keys', async () => {
    mockApi();
    await renderApp('/records', { language: 'es' });
    const incomplete = await screen.findByRole('tab', { name: 'Incompletos' });
    expect(incomplete.getAttribute('aria-selected')).toBe('true');
    const user = userEvent.setup();
    incomplete.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Finalizados' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('Inicie sesión para ver sus préstamos.');
  });

  it('says records are not available yet when the server answers 501', async () => {
    mockApi();
    await renderApp('/records', { token: 'Bearer t' });
    expect(await screen.findByText('Your loan records are not available yet.')).toBeTruthy();
  });

  it('shows the empty state when the list answers', async () => {
    mockApi({ '/loan/loan-order/list': () => ok({ orders: [] }) });
    await renderApp('/records', { token: 'Bearer t' });
    expect(await screen.findByText('No loans here yet.')).toBeTruthy();
  });
});

describe('records lists', () => {
  const order = (orderNo: string, status: number, amount: number | null) => ({
    orderNo,
    status,
    productName: 'Cash',
    currency: 'NGN',
    amount,
    tenureDays: amount === null ? null : 91,
    totalRepayable: null,
    dueDate: null,
    createdAt: '2027-01-01T08:00:00Z',
  });
  const lists = {
    incomplete: [order('LO-3', 7, 50_000_00), order('LO-2', 10, 20_000_00), order('LO-4', 14, null)],
    finished: [order('LO-1', 4, 10_000_00), order('LO-0', 9, null)],
  };

  it('shows each tab’s orders with their status labels, and opens an order by its status', async () => {
    const api = mockApi({ '/loan/loan-order/list': (call) => ok({ orders: lists[call.url.searchParams.get('tab') as 'incomplete' | 'finished'] }) });
    await renderApp('/records', { token: 'Bearer t' });
    const lending = await screen.findByRole('link', { name: /₦50,000.*Disbursing/ });
    expect(lending.getAttribute('href')).toBe('#/borrow/lending');
    expect(lending.textContent).toContain('91 days · Applied on 1 Jan 2027');
    expect(screen.getByRole('link', { name: /₦20,000.*Transfer failed/ }).getAttribute('href')).toBe('#/bank_account/add_bankcard?mode=edit&orderNo=LO-2');
    expect(screen.getByRole('link', { name: /Cash.*Incomplete/ }).getAttribute('href')).toBe('#/borrow/confirm_borrow');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Finished' }));
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Finished', { selector: '.order__status' })).toBeTruthy();
    // A finished loan opens its statement; a rejected application routes nowhere.
    expect(screen.getByRole('link', { name: /₦10,000.*Finished/ }).getAttribute('href')).toBe('#/records/statement?orderNo=LO-1');
    expect(screen.queryByRole('link', { name: /Rejected/ })).toBeNull();
    expect(api.callsTo('/loan/loan-order/list').map((call) => call.url.searchParams.get('tab'))).toEqual(['incomplete', 'finished']);
  });

  it('says why a cancelled order ended, in the borrower’s language', async () => {
    const cancelled = { ...order('LO-5', 8, null), cancelReason: 'offer_expired' };
    mockApi({ '/loan/loan-order/list': () => ok({ orders: [cancelled] }) });
    await renderApp('/records', { token: 'Bearer t', language: 'es' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Finalizados' }));
    expect(await screen.findByText('La oferta venció después de 24 horas.')).toBeTruthy();
  });

  it('has an empty state per tab, in Spanish', async () => {
    mockApi({ '/loan/loan-order/list': () => ok({ orders: [] }) });
    await renderApp('/records', { token: 'Bearer t', language: 'es' });
    expect(await screen.findByText('Aún no hay préstamos aquí.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Finalizados' }));
    expect(await screen.findByText('Aún no tiene préstamos finalizados.')).toBeTruthy();
  });
});
