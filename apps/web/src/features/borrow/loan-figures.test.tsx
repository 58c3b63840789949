import { findProductTerms, priceLoan } from '@lendline/domain';
import { render, screen } from '@testing-library/react';
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

  it('keep Nigeria’s APR, and no CAT or interest tax, in Spanish too', async () => {
    await setLanguage('es');
    const { container } = render(<LoanFigures figures={nigerian} />);
    expect(row('Tasa anual de costo (todos los costos incluidos)')).toBe('42.2136%');
    expect(container.textContent).not.toMatch(/APR|CAT|IVA sobre los intereses/);
  });
});
