import { describe, expect, it } from 'vitest';
import { useRowsMigratedFrom } from './test-database.ts';

// What migration 0033 makes of the tax-on-interest component stored as 'fee' before it (issue 21).
const offer = (orderId: string, terms: string) =>
  `INSERT INTO loan_offers (order_id, user_id, product_id, currency, credit_limit, reloan, terms, approved_at, confirm_by)
   VALUES ('${orderId}', 'u1', 'ng-50', 'NGN', 1000000, false, '${terms}'::jsonb, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z')`;
const { run } = useRowsMigratedFrom('0033', () => [
  `INSERT INTO users (id, phone, market, created_at) VALUES ('u1', '2348030000001', 'NG', '2026-01-01T00:00:00Z')`,
  // One open order per borrower: the older one is paid off (4), the newer repaying (2).
  ...([['o1', 4], ['o2', 2]] as const).map(([id, status]) => `INSERT INTO loan_orders (id, order_no, user_id, market, status, created_at, updated_at) VALUES ('${id}', 'LL-${id}', 'u1', 'NG', ${status}, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`),
  offer('o1', '{"dailyFeePpm": 1, "allocationOrder": ["principal", "interest", "fee", "penalty"]}'),
  offer('o2', '{"dailyFeePpm": 1}'),
  `INSERT INTO incoming_payments (id, provider, provider_reference, amount, currency, target_kind, target, paid_at, received_at, user_id, order_id, outcome)
   VALUES ('p1', 'sandbox', 'r1', 1000, 'NGN', 'order', 'LL-o1', '2026-01-05T00:00:00Z', '2026-01-05T00:00:00Z', 'u1', 'o1', 'applied')`,
  `INSERT INTO repayment_allocations (payment_id, order_id, phase, component, amount) VALUES ('p1', 'o1', 1, 'fee', 24), ('p1', 'o1', 1, 'interest', 150), ('p1', 'o1', 1, 'principal', 826)`,
  `INSERT INTO repayment_settlements (payment_id, order_id, phase, component, amount) VALUES ('p1', 'o1', 2, 'fee', 12), ('p1', 'o1', 2, 'interest', 75)`,
]);

describe('migration 0033 on rows written before it', () => {
  it("renames the stored component 'fee' to 'interest_tax' in allocations and settlements, amounts unchanged", async () => {
    expect(await run(`SELECT component, amount::int AS amount FROM repayment_allocations ORDER BY component`)).toEqual([
      { component: 'interest', amount: 150 }, { component: 'interest_tax', amount: 24 }, { component: 'principal', amount: 826 },
    ]);
    expect(await run(`SELECT component, amount::int AS amount FROM repayment_settlements ORDER BY component`)).toEqual([
      { component: 'interest', amount: 75 }, { component: 'interest_tax', amount: 12 },
    ]);
  });

  it('renames it in a loan’s order of charges, keeping the order, and leaves terms without one as they were', async () => {
    expect(await run(`SELECT order_id, terms FROM loan_offers ORDER BY order_id`)).toEqual([
      { order_id: 'o1', terms: { dailyFeePpm: 1, allocationOrder: ['principal', 'interest', 'interest_tax', 'penalty'] } },
      { order_id: 'o2', terms: { dailyFeePpm: 1 } },
    ]);
  });
});
