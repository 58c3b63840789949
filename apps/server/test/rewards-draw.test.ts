import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OTHER_BORROWER } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';

// One ₦100 prize that always wins, and a budget for one of them this month.
const t = useTestApp({ env: { DRAW_PRIZES: '10000:1:500000:14', DRAW_NO_PRIZE_WEIGHT: '0', DRAW_MONTHLY_BUDGET: '15000' } });

async function rows<T>(query: string): Promise<T[]> {
  const result = await t.database.db.execute(sql.raw(query));
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

describe('the lottery draw', () => {
  it('states the odds, draws once per loan, records its inputs, and the prize is a coupon for this loan', async () => {
    const { token, orderNo, orderId } = await approvedBorrower(t);
    const before = await t.call('/lottery-draw/is-show', { token, body: { orderNo } });
    expect(before.body.data).toEqual({
      show: true, state: 'open', currency: 'NGN', outcome: null,
      odds: { prizes: [{ amount: 100_00, weight: 1, available: true, minLoan: 5_000_00, expiryDays: 14 }], noPrizeWeight: 0, totalWeight: 1 },
    });
    const drawn = await t.call('/lottery-draw/create', { token, body: { orderNo } });
    expect(drawn.body.code, drawn.text).toBe(0);
    expect(drawn.body.data.outcome).toEqual({
      drawnAt: '2026-03-02T09:00:00.000Z',
      prize: expect.objectContaining({ amount: 100_00, minLoan: 5_000_00, source: 'draw', state: 'usable', expiresAt: '2026-03-16T09:00:00.000Z' }),
    });
    const again = await t.call('/lottery-draw/create', { token, body: { orderNo } });
    expect(again.body.data.outcome).toEqual(drawn.body.data.outcome);
    const after = await t.call('/lottery-draw/is-show', { token, body: { orderNo } });
    expect(after.body.data).toMatchObject({ show: false, state: 'drawn', outcome: drawn.body.data.outcome });
    const recorded = await rows<{ order_id: string; total_weight: number; random_value: number; budget_left: string; prize_amount: string; table_version: string }>(
      'SELECT order_id, total_weight, random_value, budget_left, prize_amount, table_version FROM reward_draws',
    );
    expect(recorded).toEqual([{ order_id: orderId, total_weight: 1, random_value: 0, budget_left: expect.anything(), prize_amount: expect.anything(), table_version: expect.stringMatching(/^[0-9a-f]{12}$/) }]);
    expect(Number(recorded[0]?.budget_left)).toBe(150_00);

    const couponId = drawn.body.data.outcome.prize.id as string;
    const confirmed = await t.call('/loan/get-money', { token, body: { orderNo, amount: 10_000_00, tenure: 91, agreementAccepted: true, couponId } });
    expect(confirmed.body.data.figures.couponDiscount).toBe(100_00);
    // Past the confirm stage nothing more is drawn.
    expect((await t.call('/lottery-draw/is-show', { token, body: { orderNo } })).body.data.state).toBe('drawn');
  });

  it('gives one outcome to concurrent draws for one loan', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const results = await Promise.all([1, 2, 3].map(() => t.call('/lottery-draw/create', { token, body: { orderNo } })));
    expect(results.map((r) => r.body.code)).toEqual([0, 0, 0]);
    expect(new Set(results.map((r) => r.body.data.outcome.prize.id)).size).toBe(1);
    expect(await rows('SELECT id FROM reward_draws')).toHaveLength(1);
    expect(await rows("SELECT id FROM coupons WHERE source = 'draw'")).toHaveLength(1);
  });

  it('turns a prize the month’s budget cannot pay into no prize, and says so in the odds', async () => {
    const first = await approvedBorrower(t);
    await t.call('/lottery-draw/create', { token: first.token, body: { orderNo: first.orderNo } });
    const second = await approvedBorrower(t, { mobile: OTHER_BORROWER, accountEnding: '34' });
    const state = await t.call('/lottery-draw/is-show', { token: second.token, body: { orderNo: second.orderNo } });
    expect(state.body.data.odds).toEqual({ prizes: [{ amount: 100_00, weight: 0, available: false, minLoan: 5_000_00, expiryDays: 14 }], noPrizeWeight: 1, totalWeight: 1 });
    const drawn = await t.call('/lottery-draw/create', { token: second.token, body: { orderNo: second.orderNo } });
    expect(drawn.body.data.outcome.prize).toBeNull();
    const spent = await rows<{ n: string }>("SELECT coalesce(sum(prize_amount), 0) AS n FROM reward_draws WHERE period = '2026-03'");
    expect(Number(spent[0]?.n)).toBe(100_00);
  });

  it('is not offered past the confirm stage, and another borrower’s order is not found', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    await t.call('/loan/get-money', { token, body: { orderNo, amount: 10_000_00, tenure: 91, agreementAccepted: true } });
    expect((await t.call('/lottery-draw/is-show', { token, body: { orderNo } })).body.data).toMatchObject({ show: false, state: 'not_offered' });
    const refused = await t.call('/lottery-draw/create', { token, body: { orderNo } });
    expect(refused.body.code).toBe(ERRORS.DRAW_NOT_OFFERED.code);
    expect(refused.body.msg).toBe('The prize draw is not available for this loan');
    const other = await t.register(OTHER_BORROWER);
    expect((await t.call('/lottery-draw/create', { token: other, body: { orderNo } })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});
