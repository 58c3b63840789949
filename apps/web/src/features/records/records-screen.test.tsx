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
