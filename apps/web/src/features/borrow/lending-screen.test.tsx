import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/api-mock.ts';
import { openScreen } from './borrow-fixtures.ts';
import { POLL_MS } from '../../shared/api/use-read.ts';

const moneyTime = () =>
  ok({ orderNo: 'LO-1', status: 7, confirmedAt: '2027-01-01T09:00:00Z', expectedMinutesMin: 10, expectedMinutesMax: 60, expectedBy: '2027-01-01T10:00:00Z' });

describe('lending', () => {
  it('says the deposit is on the way, then goes home once the money has been sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 7;
    const { api } = await openScreen('/borrow/lending', {
      '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt: null } }),
      '/loan/get-money-time': moneyTime,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your money is on the way' })).toBeTruthy();
    expect(await screen.findByText('The deposit usually arrives in 10–60 minutes.')).toBeTruthy();
    expect(await screen.findByText('Expected by 1 Jan 2027, 11:00')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(api.callsTo('/loan/loan-order/latest')).toHaveLength(2);
    expect(window.location.hash).toBe('#/borrow/lending');

    status = 2;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });

  it('stops asking while the page is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await openScreen('/borrow/lending', {
      '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LO-1', status: 7, createdAt: '', submittedAt: null } }),
      '/loan/get-money-time': moneyTime,
    });
    await screen.findByRole('heading', { level: 2, name: 'Your money is on the way' });
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(api.callsTo('/loan/loan-order/latest')).toHaveLength(1);

    hidden.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(api.callsTo('/loan/loan-order/latest')).toHaveLength(2));
  });

  it('in Spanish', async () => {
    await openScreen('/borrow/lending', { '/loan/loan-order/latest': () => ok({ order: { orderNo: 'LO-1', status: 7, createdAt: '', submittedAt: null } }) }, 'es');
    expect(await screen.findByRole('heading', { level: 2, name: 'Su dinero va en camino' })).toBeTruthy();
    expect(screen.getByText('El depósito suele llegar en 10–60 minutos.')).toBeTruthy();
  });
});
