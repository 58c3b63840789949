import { formatMoney as domainMoney } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format.ts';

describe('formatting', () => {
  it('writes money with the one format the agreement uses, to the kobo', () => {
    expect(formatMoney).toBe(domainMoney);
    expect(formatMoney(6_000_000, 'NGN', 'en')).toBe('₦60,000.00');
    expect(formatMoney(1_050, 'NGN', 'en')).toBe('₦10.50');
    expect(formatMoney(900_719_925_474_099, 'NGN', 'en')).toBe('₦9,007,199,254,740.99');
    expect(formatMoney(-250, 'NGN', 'en')).toBe('-₦2.50');
  });

  it('formats pesos for Mexico in Spanish', () => {
    expect(formatMoney(2_000_000, 'MXN', 'es')).toBe('$20,000.00');
  });

  it('formats numbers by market and language', () => {
    expect(formatNumber(12_345, 'en', 'NG')).toBe('12,345');
    expect(formatNumber(12_345, 'es', 'MX')).toBe('12,345');
  });

  it('shows dates in the market time zone', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Lagos, still 31 Dec in Mexico City.
    expect(formatDate('2024-12-31T23:30:00Z', 'en', 'NG')).toBe('1 Jan 2025');
    expect(formatDate('2024-12-31T23:30:00Z', 'es', 'MX')).toMatch(/^31 dic 2024$/);
    expect(formatDate('2025-03-09', 'en', 'NG')).toBe('9 Mar 2025');
  });
});
