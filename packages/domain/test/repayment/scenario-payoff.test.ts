import { describe, expect, it } from 'vitest';
import { allocatePayment, findProductTerms, payoffQuote, priceLoan, type Allocation, type LoanFigures, type PhaseBalance, type ProductTerms } from '../../src/index.ts';

const START = '2026-11-22';
const ng180 = findProductTerms('NG', 'ng-cash-180')!;
const price = (terms: ProductTerms, principal: number, tenureDays: number, couponDiscount = 0) =>
  priceLoan({ terms, principal, tenureDays, startDate: START, couponDiscount });

/** A phase's balances as the server charges them: a phase's interest_tax is its tax on interest. */
const scheduled = (f: LoanFigures): PhaseBalance[] =>
  f.phases.map((p) => ({ phase: p.phase, dueDate: p.dueDate, outstanding: { penalty: 0, interest_tax: p.interestTax, interest: p.interest, principal: p.principal } }));
/** What paying `amount` into the schedule allocates, as the server stores it. */
const paying = (f: LoanFigures, amount: number): Allocation[] => allocatePayment(amount, scheduled(f)).allocations;

// ng-cash-180, ₦60,000, declining (scenario-multiphase-180): phase 1 3,000,000 + 529,200 due
// 2027-02-20 (day 90), phase 2 3,000,000 + 264,600 due 2027-05-21 (day 180). Interest 793,800.
describe('paying off ₦60,000 over 180 days on the declining balance', () => {
  const figures = price(ng180, 6_000_000, 180);
  const quote = (today: string, paid: Allocation[] = [], penalties: { phase: number; amount: number }[] = []) =>
    payoffQuote({ figures, terms: ng180, today, paid, penalties });

  it('costs the principal alone on the day the money was sent', () => {
    expect(quote('2026-11-22')).toMatchObject({ amount: 6_000_000, principal: 6_000_000, interest: 0, interestTax: 0, waivedInterest: 793_800 });
  });

  // Day 30 (2026-12-22): 6,000,000 × 980 × 30 / 1e6 = 176,400; waived 793,800 − 176,400 = 617,400
  it('adds the interest of the days so far on day 30', () => {
    expect(quote('2026-12-22')).toMatchObject({ amount: 6_176_400, principal: 6_000_000, interest: 176_400, paidAhead: 0, waivedInterest: 617_400 });
  });

  // Phase 1 paid on its due date; day 120 (2027-03-22: 8 + 31 + 31 + 28 + 22) is day 30 of phase 2,
  // which runs on the 3,000,000 still owed: 3,000,000 × 980 × 30 / 1e6 = 88,200; waived 264,600 − 88,200 = 176,400
  it('runs the interest on the balance still owed once an instalment is paid', () => {
    const paid = paying(figures, 3_529_200);
    expect(quote('2027-03-22', paid)).toMatchObject({ amount: 3_088_200, principal: 3_000_000, interest: 88_200, waivedInterest: 176_400 });
  });

  it('is the whole remaining schedule on the last due date and after it, plus the penalties charged', () => {
    expect(quote('2027-05-21')).toMatchObject({ amount: 6_793_800, interest: 793_800, waivedInterest: 0 });
    expect(quote('2027-06-30', [], [{ phase: 1, amount: 50_000 }])).toMatchObject({ amount: 6_843_800, penalties: 50_000, waivedInterest: 0 });
  });

  // ₦6,000 paid on day 5 went to phase 1's interest first (529,200) and 70,800 of principal.
  // On day 10 (2026-12-02) only 6,000,000 × 980 × 10 / 1e6 = 58,800 has accrued: 470,400 was paid ahead.
  // Payoff 5,929,200 − 470,400 = 5,458,800; in all 600,000 + 5,458,800 = 6,058,800 = principal + 58,800.
  it('counts interest paid for days still to come toward the payoff', () => {
    const paid = paying(figures, 600_000);
    expect(paid).toEqual([{ phase: 1, component: 'interest', amount: 529_200 }, { phase: 1, component: 'principal', amount: 70_800 }]);
    const payoff = quote('2026-12-02', paid);
    expect(payoff).toMatchObject({ amount: 5_458_800, principal: 5_929_200, interest: 0, paidAhead: 470_400, overpaid: 0 });
    // The balances pay it exactly: the paid-ahead interest comes off the last phase's principal.
    expect(payoff.balances.map((b) => b.outstanding)).toEqual([
      { penalty: 0, interest_tax: 0, interest: 0, principal: 2_929_200 },
      { penalty: 0, interest_tax: 0, interest: 0, principal: 2_529_600 },
    ]);
    expect(allocatePayment(payoff.amount, payoff.balances).unallocated).toBe(0);
  });

  it('refuses what no caller should pass', () => {
    expect(() => quote('2026-11-21')).toThrow(/before the loan started/);
    expect(() => quote('2026-13-01')).toThrow(RangeError);
    expect(() => quote('2026-12-01', [{ phase: 1, component: 'principal', amount: 3_000_001 }])).toThrow(/paid more than it was charged/);
    expect(() => quote('2026-12-01', [{ phase: 3, component: 'principal', amount: 1 }])).toThrow(/phase 3/);
    const tampered = { ...figures, phases: figures.phases.map((p) => ({ ...p, interest: p.interest + 1 })) };
    expect(() => payoffQuote({ figures: tampered, terms: ng180, today: '2026-12-01', paid: [] })).toThrow(/do not match/);
  });
});

// The same loan priced flat: phase 2 runs on the whole 6,000,000 (529,200 of interest).
// Day 120 with phase 1 paid: 6,000,000 × 980 × 30 / 1e6 = 176,400; waived 529,200 − 176,400 = 352,800
describe('paying off a flat loan, or one accepted before the decision', () => {
  const flat = price({ ...ng180, interestMethod: 'flat' }, 6_000_000, 180);

  it('accrues on the whole principal, as it was sold', () => {
    const payoff = payoffQuote({ figures: flat, terms: ng180, today: '2027-03-22', paid: paying(flat, 3_529_200) });
    expect(payoff).toMatchObject({ amount: 3_176_400, interest: 176_400, waivedInterest: 352_800 });
    const { interestMethod: _, ...acceptedBefore } = flat;
    expect(payoffQuote({ figures: acceptedBefore, terms: ng180, today: '2027-03-22', paid: paying(flat, 3_529_200) })).toEqual(payoff);
  });
});

// ₦30,500 with a ₦100 coupon (scenario-coupon): phases 269,010 and 134,505 − 10,000 = 124,505.
// Day 30: 3,050,000 × 980 × 30 / 1e6 = 89,670 accrued, less the coupon: 79,670; payoff 3,129,670.
describe('paying off a loan with a coupon', () => {
  const figures = price(ng180, 3_050_000, 180, 10_000);
  const quote = (today: string) => payoffQuote({ figures, terms: ng180, today, paid: [] });

  it('takes the coupon off the interest accrued, never below nothing', () => {
    expect(quote('2026-12-22')).toMatchObject({ amount: 3_129_670, interest: 79_670 });
    expect(quote('2026-11-22')).toMatchObject({ amount: 3_050_000, interest: 0 });
    expect(quote('2027-05-21')).toMatchObject({ amount: 3_443_515, waivedInterest: 0 });
  });
});

// Mexico, IVA 16% on interest (ADR 028), a 2-phase MX$20,000 loan over 182 days (91 + 91), declining:
// phase 1 2,000,000 × 980 × 91 / 1e6 = 178,360, IVA 28,537.6 → 28,538;
// phase 2 1,000,000 × 980 × 91 / 1e6 = 89,180, IVA 14,268.8 → 14,269; interest 267,540, IVA 42,807.
describe('paying off in Mexico, with IVA on the interest accrued', () => {
  const terms: ProductTerms = { ...findProductTerms('MX', 'mx-efectivo')!, tenures: [182], phases: 2 };
  const figures = price(terms, 2_000_000, 182);

  it('prices the schedule with IVA per phase', () => {
    expect(figures.phases.map((p) => [p.interest, p.interestTax])).toEqual([[178_360, 28_538], [89_180, 14_269]]);
  });

  // Day 45: 2,000,000 × 980 × 45 / 1e6 = 88,200; IVA 14,112; payoff 2,102,312;
  // waived 267,540 − 88,200 = 179,340 of interest and 42,807 − 14,112 = 28,695 of IVA
  it('charges IVA only on the interest to the day of payment', () => {
    const payoff = payoffQuote({ figures, terms, today: '2027-01-06', paid: [] });
    expect(payoff).toMatchObject({ amount: 2_102_312, interest: 88_200, interestTax: 14_112, waivedInterest: 179_340, waivedInterestTax: 28_695 });
  });

  // Phase 1 paid (1,206,898: IVA 28,538, interest 178,360, principal 1,000,000); day 100 is day 9 of phase 2:
  // 1,000,000 × 980 × 9 / 1e6 = 8,820, IVA 1,411.2 → 1,411; payoff 1,000,000 + 8,820 + 1,411 = 1,010,231
  it('after an instalment, on the balance still owed', () => {
    const payoff = payoffQuote({ figures, terms, today: '2027-03-02', paid: paying(figures, 1_206_898) });
    expect(payoff).toMatchObject({ amount: 1_010_231, principal: 1_000_000, interest: 8_820, interestTax: 1_411 });
  });
});
