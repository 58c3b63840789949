import { describe, expect, it } from 'vitest';
import { findProductTerms, formatCalendarDate, formatCatPpm, formatMoney, formatRatePpm, loanAgreement, priceLoan, type LoanFigures } from '../../src/index.ts';

const START = '2026-11-22';
// The MX case uses a one-centavo step so the amount has centavos (MX$12,345.50).
const scenarios: Record<string, LoanFigures> = {
  'NG bullet': priceLoan({ terms: findProductTerms('NG', 'ng-cash-50k')!, principal: 5_000_000, tenureDays: 91, startDate: START }),
  'NG 4 phases with coupon': priceLoan({ terms: findProductTerms('NG', 'ng-cash-365')!, principal: 6_000_000, tenureDays: 365, startDate: START, couponDiscount: 10_000 }),
  'MX bullet': priceLoan({ terms: { ...findProductTerms('MX', 'mx-efectivo')!, minAmount: 1, amountStep: 1 }, principal: 1_234_550, tenureDays: 91, startDate: START }),
};
const langs = ['en', 'es'] as const;

function textOf(figures: LoanFigures, lang: 'en' | 'es', dateSigned: string | null = '2026-11-22'): string {
  const agreement = loanAgreement({ lang, figures, borrowerName: 'Adaeze Okafor', orderNo: 'LL-000123', lenderName: 'Lendline Ltd', dateSigned });
  return [agreement.title, ...agreement.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n');
}

describe.each(langs)('loan agreement in %s', (lang) => {
  it.each(Object.entries(scenarios))('%s shows every figure, formatted', (_, f) => {
    const text = textOf(f, lang);
    const money = (minor: number) => formatMoney(minor, f.currency, lang);
    const expected = [
      money(f.principal),
      money(f.processingFee),
      money(f.feeTax),
      money(f.disbursalAmount),
      money(f.interest),
      money(f.totalRepayable),
      money(f.totalCostOfCredit),
      formatRatePpm(f.dailyInterestPpm, lang),
      formatRatePpm(f.dailyInterestPpm * 365, lang),
      // Mexico discloses the CAT (and the IVA on interest), Nigeria the APR (ADR 028).
      ...(f.catPpm === null ? [formatRatePpm(f.aprPpm, lang)] : [formatCatPpm(f.catPpm, lang), money(f.interestTax)]),
      formatRatePpm(f.overduePenaltyDailyPpm, lang),
      formatCalendarDate(f.startDate, lang),
      formatCalendarDate(f.dueDate, lang),
      String(f.tenureDays),
      'LL-000123',
      'Adaeze Okafor',
      'Lendline Ltd',
      ...f.phases.flatMap((p) => [formatCalendarDate(p.dueDate, lang), money(p.amount)]),
      ...(f.couponDiscount > 0 ? [money(f.couponDiscount)] : []),
    ];
    for (const figure of expected) expect(text).toContain(figure);
  });

  it('has the same sections in both languages', () => {
    const f = scenarios['NG bullet']!;
    const other = lang === 'en' ? 'es' : 'en';
    const a = loanAgreement({ lang, figures: f, borrowerName: 'A', orderNo: '1', lenderName: 'L', dateSigned: null });
    const b = loanAgreement({ lang: other, figures: f, borrowerName: 'A', orderNo: '1', lenderName: 'L', dateSigned: null });
    expect(a.sections.map((s) => s.paragraphs.length)).toEqual(b.sections.map((s) => s.paragraphs.length));
  });
});

describe('loan agreement wording', () => {
  const bullet = scenarios['NG bullet']!;

  it('prints the hand-checked ₦50,000 bullet figures in English', () => {
    const text = textOf(bullet, 'en');
    for (const s of ['₦50,000.00', '₦910.00', '₦68.25', '₦49,021.75', '₦4,459.00', '₦54,459.00', '₦5,437.25', '0.098%', '35.77%', '42.2136%', '2%', '22 November 2026', '21 February 2027']) {
      expect(text).toContain(s);
    }
    expect(text).toContain('VAT on the fee');
    expect(text).toContain('Nigeria Data Protection Act 2023');
  });

  it('speaks to the borrower as usted in Spanish and names Mexican data law for pesos', () => {
    const text = textOf(scenarios['MX bullet']!, 'es');
    expect(text).toContain('usted');
    expect(text).not.toMatch(/\btú\b|\btu cuenta\b/);
    expect(text).toContain('$12,345.50');
    expect(text).toContain('21 de febrero de 2027');
    expect(text).toContain('Ley Federal de Protección de Datos Personales');
    expect(text).toContain('IVA');
  });

  it('discloses the CAT, without IVA, and the IVA on interest for Mexico, never an APR in Spanish', () => {
    const mx = scenarios['MX bullet']!;
    const text = textOf(mx, 'es');
    expect(text).toContain(`Costo Anual Total (CAT): ${formatCatPpm(mx.catPpm!, 'es')} sin IVA. Para fines informativos y de comparación.`);
    expect(text).toContain(`IVA sobre los intereses: ${formatMoney(mx.interestTax, 'MXN', 'es')}`);
    expect(text).not.toMatch(/APR/);
    expect(textOf(scenarios['NG bullet']!, 'es')).not.toMatch(/APR/);
  });

  it('names the CAT in English too for Mexico, and keeps the APR for Nigeria', () => {
    const mx = scenarios['MX bullet']!;
    expect(textOf(mx, 'en')).toContain(`Total annual cost (CAT, costo anual total): ${formatCatPpm(mx.catPpm!, 'en')} without VAT`);
    expect(textOf(mx, 'en')).not.toContain('APR');
    expect(textOf(scenarios['NG bullet']!, 'en')).toContain('Annual percentage rate (APR)');
  });

  it('lists each phase of a multi-phase loan', () => {
    const text = textOf(scenarios['NG 4 phases with coupon']!, 'en');
    expect(text).toContain('Instalment 4 of 4: ₦20,309.60 on 22 November 2027');
    expect(text).toContain('Coupon discount: ₦100.00');
  });

  it('says when it is not yet signed', () => {
    expect(textOf(bullet, 'en', null)).toContain('Not yet signed by Adaeze Okafor.');
    expect(textOf(bullet, 'es', null)).toContain('Aún no firmado por Adaeze Okafor.');
    expect(textOf(bullet, 'es')).toContain('Firmado por Adaeze Okafor el 22 de noviembre de 2026.');
  });
});

describe('formatMoney and formatRatePpm', () => {
  it.each([
    [5_000_000, 'NGN', 'en', '₦50,000.00'],
    [1, 'NGN', 'en', '₦0.01'],
    [-2_550, 'NGN', 'en', '-₦25.50'],
    [123_450, 'MXN', 'es', '$1,234.50'],
  ] as const)('%s %s in %s is %s', (minor, currency, lang, expected) => {
    expect(formatMoney(minor, currency, lang)).toBe(expected);
  });

  it.each([
    [980, 'en', '0.098%'],
    [100, 'es', '0.01%'],
    [20_000, 'en', '2%'],
    [357_700, 'es', '35.77%'],
    [1, 'en', '0.0001%'],
  ] as const)('%s ppm in %s is %s', (ppm, lang, expected) => {
    expect(formatRatePpm(ppm, lang)).toBe(expected);
  });
});
