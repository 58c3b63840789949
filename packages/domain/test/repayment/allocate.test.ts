import { describe, expect, it } from 'vitest';
import { allocatePayment, CHARGE_COMPONENTS, outstandingTotal, type ChargeComponent, type PhaseBalance } from '../../src/index.ts';
import { prng } from '../seeded-random.ts';

const owes = (phase: number, dueDate: string, o: Partial<Record<ChargeComponent, number>>): PhaseBalance => ({
  phase, dueDate, outstanding: { penalty: 0, interest_tax: 0, interest: 0, principal: 0, ...o },
});

const P1 = owes(1, '2027-01-31', { penalty: 300, interest_tax: 200, interest: 1_000, principal: 5_000 });
const P2 = owes(2, '2027-02-28', { interest: 800, principal: 5_000 });

describe('allocatePayment (hand-checked)', () => {
  it('pays penalty, then the tax on interest, then interest, then principal of the oldest phase', () => {
    expect(allocatePayment(1_700, [P1, P2])).toEqual({
      allocations: [
        { phase: 1, component: 'penalty', amount: 300 },
        { phase: 1, component: 'interest_tax', amount: 200 },
        { phase: 1, component: 'interest', amount: 1_000 },
        { phase: 1, component: 'principal', amount: 200 },
      ],
      unallocated: 0,
    });
  });

  it('moves to the next phase only when the oldest is paid, whatever the input order', () => {
    expect(allocatePayment(7_000, [P2, P1]).allocations.filter((a) => a.phase === 2)).toEqual([{ phase: 2, component: 'interest', amount: 500 }]);
  });

  it('keeps what is left after everything is paid as unallocated', () => {
    expect(allocatePayment(20_000, [P1, P2]).unallocated).toBe(20_000 - 6_500 - 5_800);
  });

  it('follows a product’s own order (principal first)', () => {
    expect(allocatePayment(5_100, [P1], ['principal', 'interest', 'interest_tax', 'penalty']).allocations).toEqual([
      { phase: 1, component: 'principal', amount: 5_000 },
      { phase: 1, component: 'interest', amount: 100 },
    ]);
  });

  it('orders phases due the same day by their number', () => {
    const a = owes(2, '2027-01-31', { principal: 100 });
    const b = owes(1, '2027-01-31', { principal: 100 });
    expect(allocatePayment(150, [a, b]).allocations).toEqual([
      { phase: 1, component: 'principal', amount: 100 },
      { phase: 2, component: 'principal', amount: 50 },
    ]);
  });

  it('pays nothing with nothing, and everything of nothing owed is unallocated', () => {
    expect(allocatePayment(0, [P1])).toEqual({ allocations: [], unallocated: 0 });
    expect(allocatePayment(500, [])).toEqual({ allocations: [], unallocated: 500 });
  });

  it.each([
    ['a fractional amount', () => allocatePayment(10.5, [P1])],
    ['a negative amount', () => allocatePayment(-1, [P1])],
    ['a negative balance', () => allocatePayment(10, [owes(1, '2027-01-01', { interest_tax: -1 })])],
    ['a phase twice', () => allocatePayment(10, [P1, P1])],
    ['an order missing a charge', () => allocatePayment(10, [P1], ['principal', 'interest', 'interest_tax', 'interest_tax'])],
  ])('refuses %s (a bug in the caller)', (_name, call) => {
    expect(call).toThrow(RangeError);
  });
});

describe('allocatePayment (properties over 5,000 seeded cases)', () => {
  it('conserves money, never overpays a charge, and pays in order', () => {
    const rand = prng(20261124);
    for (let n = 0; n < 5_000; n++) {
      const phases = Array.from({ length: rand(0, 6) }, (_, i) =>
        owes(i + 1, `2027-${String(rand(1, 12)).padStart(2, '0')}-${String(rand(10, 28))}`, Object.fromEntries(CHARGE_COMPONENTS.map((c) => [c, rand(0, 3) === 0 ? 0 : rand(0, 500_000)]))),
      );
      const order = [...CHARGE_COMPONENTS].sort(() => rand(0, 1) - 0.5);
      const amount = rand(0, 2_500_000);
      const { allocations, unallocated } = allocatePayment(amount, phases, order);
      expect(allocations.reduce((s, a) => s + a.amount, 0) + unallocated).toBe(amount);
      for (const a of allocations) expect(a.amount).toBeGreaterThan(0);
      const paid = (phase: number, c: ChargeComponent) => allocations.filter((a) => a.phase === phase && a.component === c).reduce((s, a) => s + a.amount, 0);
      for (const p of phases) for (const c of CHARGE_COMPONENTS) expect(paid(p.phase, c)).toBeLessThanOrEqual(p.outstanding[c]);
      if (unallocated > 0) expect(outstandingTotal(phases)).toBe(amount - unallocated);
      // Whatever received money, everything before it (older phase, or earlier charge of its phase) was paid in full.
      const sorted = [...phases].sort((a, b) => (a.dueDate === b.dueDate ? a.phase - b.phase : a.dueDate < b.dueDate ? -1 : 1));
      const slots = sorted.flatMap((p) => order.map((c) => ({ p, c })));
      const last = slots.reduce((found, s, i) => (paid(s.p.phase, s.c) > 0 ? i : found), -1);
      for (const s of slots.slice(0, Math.max(0, last))) expect(paid(s.p.phase, s.c)).toBe(s.p.outstanding[s.c]);
    }
  });
});
