import { findProductTerms, priceLoan } from '@lendline/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../shared/i18n/i18n-store.ts';
import { LoanFigures } from './loan-figures.tsx';

const mexican = priceLoan({ terms: findProductTerms('MX', 'mx-efectivo')!, principal: 2_000_000, tenureDays: 91, startDate: '2026-11-22' });
const nigerian = priceLoan({ terms: findProductTerms('NG', 'ng-cash-50k')!, principal: 5_000_000, tenureDays: 91, startDate: '2026-11-22' });
const row = (term: string) => screen.getByText(term).closest('.figures__row')?.querySelector('dd')?.textContent;

describe('the figures of an offer', () => {
  it('disclose Mexico’s CAT without IVA and the IVA on interest, in Spanish, with no APR', async () => {
    await setLanguage('es');
    const { container } = render(<LoanFigures figures={mexican} />);
    // ADR 028's worked example: CAT 50.8% (sin IVA); IVA on MX$1,783.60 of interest = MX$285.38.
    expect(row('Costo Anual Total (CAT)')).toBe('50.8%');
    expect(screen.getByText('CAT sin IVA. Para fines informativos y de comparación.')).toBeTruthy();
    expect(row('IVA sobre los intereses')).toBe('$285.38');
    expect(row('Total a pagar')).toBe('$22,068.98');
    expect(container.textContent).not.toMatch(/APR/);
  });

  it('name the CAT in English for Mexico too', async () => {
    await setLanguage('en');
    render(<LoanFigures figures={mexican} />);
    expect(row('Total annual cost (CAT)')).toBe('50.8%');
    expect(screen.queryByText('Annual percentage rate (APR)')).toBeNull();
  });

  it('say an instalment loan’s interest runs on the declining balance, and that repaying early costs interest to the day', async () => {
    await setLanguage('en');
    const declining = priceLoan({ terms: findProductTerms('NG', 'ng-cash-365')!, principal: 6_000_000, tenureDays: 365, startDate: '2026-11-22' });
    const { unmount } = render(<LoanFigures figures={declining} />);
    const schedule = screen.getByRole('table', { name: 'Repayment schedule' });
    // ADR 013: 2,035,080, 1,901,310, 1,767,540 and 1,635,240 kobo, each on a lower balance.
    expect(within(schedule).getAllByRole('row').slice(1).map((r) => r.lastElementChild?.textContent)).toEqual(['₦20,350.80', '₦19,013.10', '₦17,675.40', '₦16,352.40']);
    expect(screen.getByText('Interest is charged only on the part of the loan you still owe, so each instalment carries less interest than the one before.')).toBeTruthy();
    expect(screen.getByText('You can repay the whole loan early at any time and pay interest only up to the day you repay.')).toBeTruthy();
    unmount();

    await setLanguage('es');
    render(<LoanFigures figures={declining} />);
    expect(screen.getByText(/Los intereses se cobran solo sobre la parte del préstamo que aún debe \(saldo insoluto\)/)).toBeTruthy();
    expect(screen.getByText('Puede pagar todo el préstamo por adelantado en cualquier momento y pagar intereses solo hasta el día en que paga.')).toBeTruthy();
  });

  it('say nothing of a declining balance for a bullet loan or a flat one, but still tell of early repayment', async () => {
    await setLanguage('en');
    const flat = priceLoan({ terms: { ...findProductTerms('NG', 'ng-cash-365')!, interestMethod: 'flat' }, principal: 6_000_000, tenureDays: 365, startDate: '2026-11-22' });
    for (const figures of [nigerian, flat]) {
      const { container, unmount } = render(<LoanFigures figures={figures} />);
      expect(container.textContent).not.toMatch(/still owe/);
      expect(screen.getByText('You can repay the whole loan early at any time and pay interest only up to the day you repay.')).toBeTruthy();
      unmount();
    }
  });

  it('keep Nigeria’s APR, and no CAT or interest tax, in Spanish too', async () => {
    await setLanguage('es');
    const { container } = render(<LoanFigures figures={nigerian} />);
    expect(row('Tasa anual de costo (todos los costos incluidos)')).toBe('42.2136%');
    expect(container.textContent).not.toMatch(/APR|CAT|IVA sobre los intereses/);
  });
});
