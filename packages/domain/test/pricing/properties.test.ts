import { describe, expect, it } from 'vitest';
import { priceLoan, type LoanFigures, type ProductTerms } from '../../src/index.ts';
import { prng } from '../seeded-random.ts';

/** Due dates checked with Date.UTC, independently of the domain's day arithmetic. */
function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * 86_400_000).toISOString().slice(0, 10);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The sums every schedule must keep exactly, whatever the method (ADR 013). */
function expectAddsUp(f: LoanFigures, couponAsked: number): void {
  expect(sum(f.phases.map((p) => p.principal))).toBe(f.principal);
  expect(sum(f.phases.map((p) => p.interest))).toBe(f.interest - f.couponDiscount);
  expect(sum(f.phases.map((p) => p.interestTax))).toBe(f.interestTax);
  f.phases.forEach((p) => expect(p.amount).toBe(p.principal + p.interest + p.interestTax));
  expect(sum(f.phases.map((p) => p.amount))).toBe(f.totalRepayable);
  expect(sum(f.phases.map((p) => p.days))).toBe(f.tenureDays);
  expect(f.disbursalAmount + f.processingFee + f.feeTax).toBe(f.principal);
  expect(f.totalRepayable).toBe(f.principal + f.interest - f.couponDiscount + f.interestTax);
  expect(f.totalCostOfCredit).toBe(f.totalRepayable - f.disbursalAmount);
  expect(f.couponDiscount).toBeLessThanOrEqual(Math.min(f.interest, couponAsked));
}

function randomCase(rand: (min: number, max: number) => number) {
  const tenureDays = rand(61, 730);
  const phases = rand(1, 12);
  const amountStep = rand(1, 100_000);
  const minAmount = rand(100_000, 5_000_000); // ₦1,000 to ₦50,000 (realistic floor: see ADR 013)
  const maxAmount = minAmount + amountStep * rand(0, 2_000);
  const terms: ProductTerms = {
    productId: 'random',
    name: 'Random',
    market: 'NG',
    currency: 'NGN',
    minAmount,
    maxAmount,
    amountStep,
    tenures: [tenureDays],
    phases,
    dailyInterestPpm: rand(0, 3) === 0 ? 0 : rand(100, 986),
    interestMethod: rand(0, 1) === 0 ? 'declining' : 'flat',
    dailyFeePpm: rand(0, 980),
    feeTaxPpm: rand(0, 200_000),
    interestTaxPpm: rand(0, 1) === 0 ? 0 : rand(1, 200_000),
    overduePenaltyDailyPpm: 20_000,
    extensionDays: 7,
    extensionFeePpm: 0,
    reloanDailyInterestPpm: rand(0, 1) === 0 ? null : rand(1, 100),
    annualInterestCapPpm: 360_000,
    minOnTimeRepayments: 0,
  };
  const principal = minAmount + amountStep * rand(0, (maxAmount - minAmount) / amountStep);
  const startDate = plusDays('2000-01-01', rand(0, 365 * 60));
  return { terms, principal, tenureDays, startDate, couponDiscount: rand(0, 1) === 0 ? 0 : rand(0, 2_000_000), reloan: rand(0, 1) === 1 };
}

describe('pricing properties over 5,000 seeded random loans', () => {
  const rand = prng(20261122);
  const cases = Array.from({ length: 5_000 }, () => randomCase(rand));
  const priced = cases.map((input) => ({ input, f: priceLoan(input) }));

  it('keeps every figure a whole, non-negative minor unit', () => {
    for (const { f } of priced) {
      const money = [f.interest, f.interestTax, f.processingFee, f.feeTax, f.disbursalAmount, f.couponDiscount, f.totalRepayable, f.totalCostOfCredit];
      const bad = [...money, ...f.phases.flatMap((p) => [p.principal, p.interest, p.interestTax, p.amount])].filter((v) => !Number.isSafeInteger(v) || v < 0);
      expect(bad).toEqual([]);
    }
  });

  it('adds up: phases to principal, interest and total; payout plus deductions to principal', () => {
    for (const { input, f } of priced) expectAddsUp(f, input.couponDiscount);
  });

  it('adds up under both methods, and declining never charges more interest than flat (the same for one phase)', () => {
    for (const { input } of priced.slice(0, 2_000)) {
      const flat = priceLoan({ ...input, terms: { ...input.terms, interestMethod: 'flat' } });
      const declining = priceLoan({ ...input, terms: { ...input.terms, interestMethod: 'declining' } });
      expectAddsUp(flat, input.couponDiscount);
      expectAddsUp(declining, input.couponDiscount);
      expect(declining.interest).toBeLessThanOrEqual(flat.interest);
      expect(declining.totalRepayable).toBeLessThanOrEqual(flat.totalRepayable);
      if (input.terms.phases === 1) expect(declining.phases).toEqual(flat.phases);
      // Without a coupon, the first phase runs on the whole principal under both methods.
      else if (input.couponDiscount === 0) expect(declining.phases[0]!.interest).toBe(flat.phases[0]!.interest);
    }
  });

  it('charges declining phases on the balance still owed: each phase at most the one before, per day', () => {
    for (const { f } of priced.filter(({ f }) => f.interestMethod === 'declining' && f.couponDiscount === 0)) {
      for (let i = 1; i < f.phases.length; i++) {
        const [before, after] = [f.phases[i - 1]!, f.phases[i]!];
        // A later phase's balance is lower, so its interest per day is no higher, give or take each phase's half-unit rounding.
        expect(after.interest / after.days).toBeLessThanOrEqual(before.interest / before.days + 0.5 / before.days + 0.5 / after.days + 1e-9);
      }
    }
  });

  it('schedules strictly increasing due dates ending at start + tenure', () => {
    for (const { input, f } of priced) {
      let elapsed = 0;
      for (const p of f.phases) {
        elapsed += p.days;
        expect(p.dueDate).toBe(plusDays(f.startDate, elapsed));
      }
      const dates = f.phases.map((p) => p.dueDate);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
      expect(f.dueDate).toBe(plusDays(input.startDate, input.tenureDays));
      expect(dates.at(-1)).toBe(f.dueDate);
    }
  });

  it('splits evenly: earlier phases equal, the last takes the remainder', () => {
    for (const { f: { phases } } of priced) {
      const first = phases[0]!;
      for (const p of phases.slice(0, -1)) {
        expect(p.days).toBe(first.days);
        expect(p.principal).toBe(first.principal);
      }
      expect(phases.at(-1)!.days - first.days).toBeLessThan(phases.length);
    }
  });

  it('in Mexico, leaves IVA out of the CAT (Banxico: "CAT sin IVA") and never states it negative', () => {
    for (const { input } of priced.slice(0, 500)) {
      const mx = { ...input.terms, market: 'MX' as const, currency: 'MXN' as const };
      const taxed = priceLoan({ ...input, terms: { ...mx, feeTaxPpm: 160_000, interestTaxPpm: 160_000 } });
      const untaxed = priceLoan({ ...input, terms: { ...mx, feeTaxPpm: 0, interestTaxPpm: 0 } });
      expect(taxed.catPpm).toBe(untaxed.catPpm);
      expect(taxed.catPpm).toBeGreaterThanOrEqual(0);
    }
  });

  it('never states a negative APR, and a fee never lowers it', () => {
    for (const { input, f } of priced) {
      const feeless = priceLoan({ ...input, terms: { ...input.terms, dailyFeePpm: 0 } });
      expect(f.aprPpm).toBeGreaterThanOrEqual(0);
      expect(f.aprPpm).toBeGreaterThanOrEqual(feeless.aprPpm);
    }
  });
});
