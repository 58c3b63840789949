import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/api-mock.ts';
import { openStep } from '../test/application-fixtures.ts';

const ROUTE = '/auth/review_tips';
const latest = (status: number, submittedAt: string | null) => () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt } });

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

  it('leaves decided orders to a later screen', async () => {
    await openStep(ROUTE, { '/loan/loan-order/latest': latest(9, null) });
    expect(await screen.findByText('The result of your application will be shown here soon.')).toBeTruthy();
  });
});
