import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../test/api-mock.ts';
import { latest, offerFor, openScreen, productInfo } from './borrow-fixtures.ts';

const ROUTE = '/borrow/confirm_borrow';
const SERVER = {
  '/loan/loan-order/latest': latest(14),
  '/loan/confirm/product-info': productInfo,
  '/loan/get-money/contract': () => ok({ title: 'Loan agreement', sections: [], acceptedAt: null, figures: offerFor(10_000_00).figures }),
};
const amount = () => (screen.getByLabelText(/^(Loan amount|Monto del préstamo)$/, { selector: 'select' }) as HTMLSelectElement).value;

/** Picks ₦10,000 (not the default ₦50,000) on the confirm screen. */
async function pickTenThousand() {
  const { api, view } = await openScreen(ROUTE, SERVER);
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText('Loan amount', { selector: 'select' }), '1000000');
  await waitFor(() => expect(api.callsTo('/loan/confirm/product-info').at(-1)!.url.searchParams.get('amount')).toBe('1000000'));
  return { api, view, user };
}

describe('the offer keeps the chosen amount', () => {
  it('through the agreement and the back arrow', async () => {
    const { user } = await pickTenThousand();
    await user.click(screen.getByRole('link', { name: 'Read the loan agreement' }));
    await screen.findByRole('heading', { level: 1, name: 'Loan agreement' });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Confirm your loan' });
    await waitFor(() => expect(amount()).toBe('1000000'));
  });

  it('through a language switch', async () => {
    const { user } = await pickTenThousand();
    window.location.hash = '#/user_center/language';
    await user.click(await screen.findByRole('radio', { name: 'Español' }));
    await screen.findByRole('heading', { level: 1, name: 'Idioma' });
    window.location.hash = `#${ROUTE}`;
    // The Spanish catalogue and the screen load lazily.
    await screen.findByRole('heading', { level: 1, name: 'Confirme su préstamo' }, { timeout: 3_000 });
    await waitFor(() => expect(amount()).toBe('1000000'));
  });

  it('through a reload', async () => {
    const { api, view } = await pickTenThousand();
    // A reload: every module starts afresh; local storage stays. Last in the file: screens
    // loaded after it would get fresh copies of the modules the other tests use.
    view.unmount();
    vi.resetModules();
    const reloaded = await import('../../test/render-app.tsx');
    await reloaded.renderApp(ROUTE, { token: 'Bearer t', userInfo: JSON.parse(window.localStorage.getItem('userInfo')!) });
    await waitFor(() => expect(amount()).toBe('1000000'));
    expect(api.callsTo('/loan/confirm/product-info').at(-1)!.url.searchParams.get('amount')).toBe('1000000');
  });
});
