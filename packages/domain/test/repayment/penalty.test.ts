import { describe, expect, it } from 'vitest';
import { addCalendarDays, dayRanges, overdueDaysOf, penaltiesForDay, penaltyRuleOf, servicingTermsOf, unchargedOverdueDays, PRODUCT_TERMS } from '../../src/index.ts';
import { prng } from '../seeded-random.ts';

const rule = { dailyPpm: 20_000, cap: 50_000_00, maxDays: 90 };

describe('the daily late penalty (ADR 036)', () => {
  it('is 2% a day of what phases past due still owe, rounded down, never on the day of the due date', () => {
    const phases = [{ phase: 1, dueDate: '2026-06-01', owed: 54_459_00 }];
    expect(penaltiesForDay(rule, phases, 0, '2026-06-01')).toEqual([]);
    expect(penaltiesForDay(rule, phases, 0, '2026-06-02')).toEqual([{ phase: 1, amount: 1_089_18, base: 54_459_00 }]);
    // 333 × 2% = 6.66 → 6.
    expect(penaltiesForDay(rule, [{ phase: 1, dueDate: '2026-06-01', owed: 333 }], 0, '2026-06-02')).toEqual([{ phase: 1, amount: 6, base: 333 }]);
  });

  it('ignores phases not yet due or already paid, and fills the cap oldest phase first', () => {
    const phases = [
      { phase: 2, dueDate: '2026-07-01', owed: 10_000_00 },
      { phase: 1, dueDate: '2026-06-01', owed: 10_000_00 },
      { phase: 3, dueDate: '2026-08-01', owed: 10_000_00 },
      { phase: 4, dueDate: '2026-05-01', owed: 0 },
    ];
    expect(penaltiesForDay(rule, phases, 0, '2026-07-05').map((c) => c.phase)).toEqual([1, 2]);
    expect(penaltiesForDay({ ...rule, cap: 300_00 }, phases, 0, '2026-07-05')).toEqual([{ phase: 1, amount: 200_00, base: 10_000_00 }, { phase: 2, amount: 100_00, base: 10_000_00 }]);
    expect(penaltiesForDay({ ...rule, cap: 300_00 }, phases, 300_00, '2026-07-05')).toEqual([]);
  });

  it('stops after the last penalty day, counted from the first unpaid due date', () => {
    const phases = [{ phase: 1, dueDate: '2026-06-01', owed: 1_000_00 }];
    expect(penaltiesForDay({ ...rule, maxDays: 5 }, phases, 0, addCalendarDays('2026-06-01', 5))).toHaveLength(1);
    expect(penaltiesForDay({ ...rule, maxDays: 5 }, phases, 0, addCalendarDays('2026-06-01', 6))).toEqual([]);
    expect(overdueDaysOf('2026-06-01', '2026-06-04')).toBe(3);
    expect(overdueDaysOf(null, '2026-06-04')).toBe(0);
  });

  it('never exceeds the cap however many days it runs, and never charges on a penalty', () => {
    const random = prng(11);
    for (let n = 0; n < 200; n++) {
      const r = { dailyPpm: random(1, 20_000), cap: random(0, 100_000_00), maxDays: random(1, 120) };
      const owed = random(1, 100_000_00);
      let charged = 0;
      for (let day = 1; day <= 150; day++) {
        const charges = penaltiesForDay(r, [{ phase: 1, dueDate: '2026-01-01', owed }], charged, addCalendarDays('2026-01-01', day));
        for (const c of charges) {
          // The base is what the phase owes of the schedule, the same every day: no compounding.
          expect(c.base).toBe(owed);
          expect(Number.isSafeInteger(c.amount) && c.amount > 0).toBe(true);
        }
        if (day > r.maxDays) expect(charges).toEqual([]);
        charged += charges.reduce((s, c) => s + c.amount, 0);
      }
      expect(charged).toBeLessThanOrEqual(r.cap);
    }
  });

  it('rounds each charge down, never up: the issue’s figures and seeded ones (issue 19)', () => {
    const day = '2026-06-02';
    const charge = (owed: number, r = rule) => penaltiesForDay(r, [{ phase: 1, dueDate: '2026-06-01', owed }], 0, day)[0]?.amount ?? 0;
    // ₦5,445.90 × 2% = ₦108.918 → ₦108.91; MX$2,206.90 × 2% = MX$44.138 → MX$44.13.
    expect([charge(544_590), charge(220_690)]).toEqual([10_891, 4_413]);
    const random = prng(36);
    for (let n = 0; n < 2_000; n++) {
      const r = { dailyPpm: random(1, 20_000), cap: Number.MAX_SAFE_INTEGER, maxDays: 90 };
      const owed = random(1, 500_000_00);
      const amount = charge(owed, r);
      const exact = BigInt(owed) * BigInt(r.dailyPpm);
      expect(BigInt(amount) * 1_000_000n <= exact && exact < BigInt(amount + 1) * 1_000_000n, `${owed} at ${r.dailyPpm}`).toBe(true);
    }
  });

  it('reads the agreement’s rule from the terms, defaults filled (cap = the principal, 90 days)', () => {
    const terms = PRODUCT_TERMS.NG[0]!;
    expect(penaltyRuleOf(50_000_00, servicingTermsOf(terms))).toEqual({ dailyPpm: terms.overduePenaltyDailyPpm, cap: 50_000_00, maxDays: 90 });
    expect(penaltyRuleOf(50_000_00, { ...servicingTermsOf(terms), penaltyCapPpm: 500_000 }).cap).toBe(25_000_00);
  });
});

describe('the days a penalty was and was not charged for (issue 19)', () => {
  it('names the overdue days before today with no charge: a night the run missed', () => {
    // Due 1 March, today 4 March (3 days overdue): charged for the 2nd and the 4th, not the 3rd.
    expect(unchargedOverdueDays('2027-03-01', 3, ['2027-03-02', '2027-03-04'])).toEqual(['2027-03-03']);
    // Today's run may not have come yet: today is never listed.
    expect(unchargedOverdueDays('2027-03-01', 3, ['2027-03-02', '2027-03-03'])).toEqual([]);
    expect(unchargedOverdueDays('2027-03-01', 0, [])).toEqual([]);
    expect(unchargedOverdueDays(null, 5, [])).toEqual([]);
    // Across a month's end, and past the cap: every day not charged.
    expect(unchargedOverdueDays('2027-02-27', 4, ['2027-02-28'])).toEqual(['2027-03-01', '2027-03-02']);
  });

  it('joins consecutive days into ranges, across a month and a year', () => {
    expect(dayRanges(['2027-03-04', '2027-03-02', '2027-03-03', '2027-03-07', '2027-03-07'])).toEqual([{ from: '2027-03-02', to: '2027-03-04' }, { from: '2027-03-07', to: '2027-03-07' }]);
    expect(dayRanges(['2026-12-31', '2027-01-01'])).toEqual([{ from: '2026-12-31', to: '2027-01-01' }]);
    expect(dayRanges([])).toEqual([]);
  });
});
