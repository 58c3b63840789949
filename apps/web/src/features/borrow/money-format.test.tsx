import { formatMoney } from '@lendline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { latest, openScreen, productInfo } from './borrow-fixtures.ts';

const ROUTE = '/borrow/confirm_borrow';
const SERVER = { '/loan/loan-order/latest': latest(14), '/loan/confirm/product-info': productInfo };
const figure = (label: string) => within(screen.getByRole('region', { name: /Loan details|Detalles del préstamo/ })).getByText(label).nextElementSibling?.textContent;

describe('money on the offer is written one way per market and language', () => {
  it('the picker, its hint and the figures agree, in English', async () => {
    await openScreen(ROUTE, SERVER);
    const picker = (await screen.findByLabelText('Loan amount', { selector: 'select' })) as HTMLSelectElement;
    const chosen = picker.selectedOptions[0]!.textContent;
    expect(chosen).toBe(formatMoney(50_000_00, 'NGN', 'en'));
    expect(figure('Loan amount')).toBe(chosen);
    expect(screen.getByText(`Up to your credit limit of ${formatMoney(50_000_00, 'NGN', 'en')}`)).toBeTruthy();
  });

  it('and in Spanish', async () => {
    await openScreen(ROUTE, SERVER, 'es');
    const picker = (await screen.findByLabelText('Monto del préstamo', { selector: 'select' })) as HTMLSelectElement;
    expect(picker.selectedOptions[0]!.textContent).toBe(figure('Monto del préstamo'));
  });
});
