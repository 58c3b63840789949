import { describe, expect, it } from 'vitest';
import { loanMarketIndex, marketProducts, representativeAmount, representativeExample } from '../../src/catalogue/representative.ts';
import { REPAY_COLORS } from '../../src/catalogue/repay-colors.ts';
import { priceLoan } from '../../src/pricing/price-loan.ts';
import { PRODUCT_TERMS } from '../../src/pricing/product-terms.ts';

const cash = PRODUCT_TERMS.NG.find((t) => t.productId === 'ng-cash-50k')!;

describe('representative example', () => {
  it('borrows a first loan’s limit over the shortest tenure, priced by the pricing model', () => {
    expect(representativeAmount(cash)).toBe(5_000_00);
    const example = representativeExample(cash);
    const figures = priceLoan({ terms: cash, principal: 5_000_00, tenureDays: 91, startDate: '2026-07-15' });
    expect(example).toEqual({
      amount: 5_000_00, tenureDays: 91, interest: figures.interest, interestTax: 0, fees: figures.processingFee + figures.feeTax,
      disbursalAmount: figures.disbursalAmount, totalRepayable: figures.totalRepayable, totalCostOfCredit: figures.totalCostOfCredit,
      aprPpm: figures.aprPpm, catPpm: null,
    });
    // Hand-checked: 0.098% a day for 91 days on ₦5,000 is ₦445.90; the fee 0.02% a day is ₦91.00 plus 7.5% VAT ₦6.83.
    expect(example.interest).toBe(445_90);
    expect(example.fees).toBe(91_00 + 6_83);
    expect(example.totalCostOfCredit).toBe(445_90 + 97_83);
  });

  it('stays on the product’s step and within its range', () => {
    for (const terms of [...PRODUCT_TERMS.NG, ...PRODUCT_TERMS.MX]) {
      const amount = representativeAmount(terms);
      expect(amount).toBeGreaterThanOrEqual(terms.minAmount);
      expect(amount).toBeLessThanOrEqual(terms.maxAmount);
      expect((amount - terms.minAmount) % terms.amountStep).toBe(0);
    }
  });

  it('gives Mexico’s examples the CAT and the IVA on interest', () => {
    const [product] = marketProducts('MX');
    expect(product!.representative.catPpm).toBeGreaterThan(0);
    expect(product!.representative.interestTax).toBeGreaterThan(0);
  });
});

describe('loan market index', () => {
  it('states the ranges, the first-loan limit and a headline rate that is a real product’s', () => {
    const index = loanMarketIndex('NG');
    expect(index).toMatchObject({ market: 'NG', currency: 'NGN', minAmount: 1_000_00, maxAmount: 60_000_00, firstLoanLimit: 5_000_00 });
    expect(index.products.map((p) => p.productId)).not.toContain('ng-good-record');
    const headline = index.products.find((p) => p.productId === index.headlineProductId)!;
    expect(headline.dailyInterestPpm).toBe(index.fromDailyInterestPpm);
    expect(Math.min(...index.products.map((p) => p.dailyInterestPpm))).toBe(index.fromDailyInterestPpm);
  });
});

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

describe('repayment badge colours', () => {
  it.each(REPAY_COLORS.colors)('$state reaches 4.5:1 contrast', ({ foreground, background }) => {
    const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
    expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
