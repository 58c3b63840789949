import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/api-mock.ts';
import { POLL_MS } from '../../../shared/api/use-read.ts';
import { openStep } from '../test/application-fixtures.ts';

const ROUTE = '/auth/review_tips';
const latest = (status: number, submittedAt: string | null) => () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt } });

const RECOMMENDATION = {
  rejected: true,
  retryAfter: '2027-02-14',
  products: [{ id: 'p-1', name: 'Partner Cash', url: 'https://partner.example/apply', maxAmount: 100_000_00, currency: 'NGN' }],
};

describe('review tips', () => {
  it('counts down to the expected decision while assessing', async () => {
    const submittedAt = new Date(Date.now() - 3 * 60_000).toISOString();
    await openStep(ROUTE, { '/loan/loan-order/latest': latest(1, submittedAt) });
    expect(await screen.findByRole('heading', { name: 'We are reviewing your application' })).toBeTruthy();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^0[67]:\d\d$/);
    expect(timer.getAttribute('aria-label')).toMatch(/^Expected decision in 0[67]:\d\d$/);
  });

  it('says the review is late once the expected time has passed, in Spanish', async () => {
    await openStep(ROUTE, { '/loan/loan-order/latest': latest(1, '2020-01-01T00:00:00Z') }, 'es');
    expect(await screen.findByRole('heading', { name: 'Estamos revisando su solicitud' })).toBeTruthy();
    expect(screen.getByText(/está tardando un poco más/)).toBeTruthy();
  });

  it('shows an approval without a reload and leads to confirm borrow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 1;
    await openStep(ROUTE, {
      '/loan/loan-order/latest': () => latest(status, new Date().toISOString())(),
    });
    expect(await screen.findByRole('heading', { name: 'We are reviewing your application' })).toBeTruthy();
    status = 14;
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Your loan is approved' })).toBeTruthy();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Get money' }));
    expect(window.location.hash).toBe('#/borrow/confirm_borrow');
  });

  it('gives a rejected borrower the retry date and recommended products', async () => {
    const { api } = await openStep(ROUTE, {
      '/loan/loan-order/latest': latest(9, null),
      '/app/isRejectRecommendation': () => ok(RECOMMENDATION),
    });
    expect(await screen.findByRole('heading', { name: 'We cannot offer you a loan right now' })).toBeTruthy();
    expect(await screen.findByText('You can apply again from 14 Feb 2027.')).toBeTruthy();
    const products = screen.getByRole('region', { name: 'Other lenders you could try' });
    expect(within(products).getByRole('heading', { name: 'Partner Cash' })).toBeTruthy();
    expect(within(products).getByText('Up to ₦100,000.00')).toBeTruthy();
    const link = within(products).getByRole('link', { name: 'Visit Partner Cash (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://partner.example/apply');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(api.callsTo('/app/isRejectRecommendation')[0]!.url.searchParams.get('orderNo')).toBe('LO-1');
  });

  it('names the credit bureau whose report the rejection used, and how to dispute it (ADR 102)', async () => {
    await openStep(ROUTE, { '/loan/loan-order/latest': latest(9, null), '/app/isRejectRecommendation': () => ok({ ...RECOMMENDATION, bureau: { name: 'CreditRegistry' } }) });
    expect(await screen.findByText(/^This decision used your credit report from CreditRegistry\. If anything in it is wrong, you can dispute it with CreditRegistry free of charge/)).toBeTruthy();
  });

  it('says nothing of a bureau when the rejection used none', async () => {
    await openStep(ROUTE, { '/loan/loan-order/latest': latest(9, null), '/app/isRejectRecommendation': () => ok(RECOMMENDATION) });
    expect(await screen.findByText('You can apply again from 14 Feb 2027.')).toBeTruthy();
    expect(screen.queryByText(/credit report/)).toBeNull();
  });

  it('gives the rejection in Spanish', async () => {
    await openStep(ROUTE, { '/loan/loan-order/latest': latest(9, null), '/app/isRejectRecommendation': () => ok(RECOMMENDATION) }, 'es');
    expect(await screen.findByRole('heading', { name: 'Por ahora no podemos ofrecerle un préstamo' })).toBeTruthy();
    expect(await screen.findByText(/^Puede solicitar de nuevo a partir del 14 feb 2027\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visitar Partner Cash (se abre en una pestaña nueva)' })).toBeTruthy();
  });
});
