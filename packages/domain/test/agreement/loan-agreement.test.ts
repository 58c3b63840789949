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

  it('states the penalty rule the daily run applies: 2% a day, never on penalty, at most the principal, none after 90 days (ADR 036)', () => {
    expect(bullet).toMatchObject({ penaltyCap: 5_000_000, maxPenaltyDays: 90 });
    expect(textOf(bullet, 'en')).toContain('a penalty of 2% a day is charged on the overdue amount until it is paid. It is never charged on penalty already charged.\nAll penalties together never exceed ₦50,000.00, and none is charged after 90 days overdue.');
    expect(textOf(bullet, 'es')).toContain(`El total de las penalizaciones nunca supera ${formatMoney(5_000_000, 'NGN', 'es')}, y no se cobra ninguna después de 90 días de atraso.`);
    // A product's own limits, and figures priced before the limits existed (the run's defaults).
    const capped = priceLoan({ terms: { ...findProductTerms('NG', 'ng-cash-50k')!, penaltyCapPpm: 250_000, maxPenaltyDays: 30 }, principal: 5_000_000, tenureDays: 91, startDate: START });
    expect(textOf(capped, 'en')).toContain('never exceed ₦12,500.00, and none is charged after 30 days overdue.');
    const { penaltyCap: _cap, maxPenaltyDays: _days, ...older } = bullet;
    expect(textOf(older, 'en')).toContain('never exceed ₦50,000.00, and none is charged after 90 days overdue.');
  });

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
    // Declining balance: the last phase's interest 1,500,000 × 980 × 92 / 1e6 = 135,240, less the
    // ₦100 coupon = 125,240; amount 1,500,000 + 125,240 = 1,625,240 (ADR 013).
    const text = textOf(scenarios['NG 4 phases with coupon']!, 'en');
    expect(text).toContain('Instalment 4 of 4: ₦16,252.40 on 22 November 2027 (principal ₦15,000.00, interest ₦1,252.40).');
    expect(text).toContain('Coupon discount: ₦100.00');
  });

  it('says an instalment loan charges interest on the declining balance, in both languages', () => {
    const declining = scenarios['NG 4 phases with coupon']!;
    expect(textOf(declining, 'en')).toContain(
      'Interest: ₦13,391.70, at 0.098% a day (35.77% a year) on the declining balance: each instalment repays an equal part of the principal, and each instalment\'s interest is charged only on the principal not yet repaid, for its own days.',
    );
    expect(textOf(declining, 'es')).toContain(`Intereses: ${formatMoney(1_339_170, 'NGN', 'es')}, al 0.098% diario (35.77% anual) sobre saldos insolutos:`);
    expect(textOf(declining, 'es')).toContain('solo sobre el capital aún no pagado');
    expect(textOf(bullet, 'en')).toContain('Interest: ₦4,459.00, at 0.098% a day (35.77% a year) on the principal for 91 days.');
    expect(textOf(bullet, 'en')).not.toMatch(/declining/);
  });

  it('keeps a flat loan, or one accepted before the decision, on the whole principal', () => {
    const flat = priceLoan({ terms: { ...findProductTerms('NG', 'ng-cash-180')!, interestMethod: 'flat' }, principal: 6_000_000, tenureDays: 180, startDate: START });
    const { interestMethod: _, ...acceptedBefore } = flat;
    for (const figures of [flat, acceptedBefore]) {
      expect(textOf(figures, 'en')).toContain('Interest: ₦10,584.00, at 0.098% a day (35.77% a year) on the whole principal for all 180 days, including the part already repaid.');
      expect(textOf(figures, 'es')).toContain('sobre todo el capital durante los 180 días, incluida la parte ya pagada.');
      expect(textOf(figures, 'en')).not.toMatch(/declining/);
    }
  });

  it('says repaying early costs only the interest up to the day of payment, with the IVA on it in Mexico', () => {
    for (const figures of Object.values(scenarios)) {
      expect(textOf(figures, 'en')).toContain('You may repay the whole loan early at any time. You then pay the principal still owed, the interest only up to the day you pay');
      expect(textOf(figures, 'en')).toContain('the interest of the remaining days is not charged.');
      expect(textOf(figures, 'es')).toContain('Usted puede pagar todo el préstamo por adelantado en cualquier momento. En ese caso paga el capital pendiente, los intereses solo hasta el día del pago');
      expect(textOf(figures, 'es')).toContain('no se cobran los intereses de los días restantes.');
    }
    expect(textOf(scenarios['MX bullet']!, 'es')).toContain('los intereses solo hasta el día del pago y el IVA sobre esos intereses y cualquier penalización ya cobrada');
    expect(textOf(scenarios['MX bullet']!, 'en')).toContain('the interest only up to the day you pay and the VAT (IVA) on that interest, and any penalty already charged');
    expect(textOf(bullet, 'en')).toContain('the interest only up to the day you pay, and any penalty already charged');
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
