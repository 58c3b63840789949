import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, USER_INFO } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const latest = (status: number) => () => ok({ order: { orderNo: 'LO-1', status, createdAt: '', submittedAt: status === 12 ? null : '2027-01-01T08:00:00Z' } });

async function open(status: number) {
  mockApi({ '/loan/loan-order/latest': latest(status) });
  await renderApp('/auth/id_card_authentication', { token: 'Bearer t', userInfo: USER_INFO });
  await screen.findByLabelText('ID front');
}

describe('the identity step in the application', () => {
  it('goes back to personal information', async () => {
    await open(12);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('#/auth/personal_infomation');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('is read-only after submit, saying why', async () => {
    await open(1);
    expect(screen.getByText('Your application has been submitted, so these details can no longer be changed.')).toBeTruthy();
    expect(screen.getByLabelText('ID front').closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.getByLabelText('ID number').closest('fieldset[disabled]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
