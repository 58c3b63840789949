import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, couponUses } from '../src/db/schema.ts';
import { OTHER_BORROWER } from './application-fixtures.ts';
import { HOUR, useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { useStaffKey } from './staff-key.ts';

const t = useTestApp();
const collector = useStaffKey(t, ['coupons.grant'], { name: 'ada' });
const NAIRA = 100;
const DAY = 24 * HOUR;

type Figures = { principal: number; interest: number; couponDiscount: number; totalRepayable: number; disbursalAmount: number };
const giveCoupon = async (token: string, body: object) => {
  const res = await t.call('/sandbox/rewards/coupon', { token, body });
  expect(res.body.code, res.text).toBe(0);
  return res.body.data as { id: string; amount: number; state: string };
};
const quote = (token: string, body: object, lang?: string) => t.call('/loan/confirm/product-info', { token, body, ...(lang ? { lang } : {}) });
const confirm = (token: string, body: object) => t.call('/loan/get-money', { token, body: { agreementAccepted: true, ...body } });
const fieldsOf = (res: { body: { code: number; data?: { fields?: { field: string; message: string }[] } } }) => res.body.data?.fields ?? [];
async function count(query: string): Promise<number> {
  const result = await t.database.db.execute(sql.raw(query));
  const rows = (result as unknown as { rows?: { n: number | string }[] }).rows ?? (result as unknown as { n: number | string }[]);
  return Number(rows[0]?.n ?? 0);
}

describe('coupons: issue, list and count', () => {
  it('lists the borrower’s own coupons by state and counts the usable ones', async () => {
    const { token } = await approvedBorrower(t);
    const first = await giveCoupon(token, { amount: 100 * NAIRA, minLoan: 5_000 * NAIRA, expiryDays: 7 });
    expect(first).toMatchObject({ amount: 100_00, state: 'usable', source: 'sandbox', currency: 'NGN', minLoan: 5_000_00, expiresAt: '2026-03-09T09:00:00.000Z', usedOrderNo: null });
    await giveCoupon(token, { amount: 50 * NAIRA, expiryDays: 1 });
    expect((await t.call('/lottery-draw/coupon/quantity', { token })).body.data).toEqual({ usable: 2 });
    t.clock.advance(DAY);
    expect((await t.call('/lottery-draw/coupon/quantity', { token })).body.data).toEqual({ usable: 1 });
    const expired = await t.call('/lottery-draw/coupons', { token, body: { state: 'expired' } });
    expect(expired.body.data.coupons.map((c: { amount: number }) => c.amount)).toEqual([50_00]);
    const other = await t.register(OTHER_BORROWER);
    expect((await t.call('/lottery-draw/coupons', { token: other })).body.data).toEqual({ coupons: [] });
  });
});

describe('a coupon on a loan', () => {
  it('prices the quote, the agreement and the confirmation with the discount off the interest, and is then used', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const coupon = await giveCoupon(token, { amount: 100 * NAIRA });
    const plain = (await quote(token, { orderNo, amount: 10_000 * NAIRA, tenure: 91 })).body.data.figures as Figures;
    const checked = await t.call('/lottery-draw/coupon/use', { token, body: { orderNo, couponId: coupon.id, amount: 10_000 * NAIRA, tenure: 91 } });
    expect(checked.body.code, checked.text).toBe(0);
    const withCoupon = checked.body.data.figures as Figures;
    expect(checked.body.data.discount).toBe(100_00);
    expect(withCoupon).toMatchObject({ interest: plain.interest, couponDiscount: 100_00, totalRepayable: plain.totalRepayable - 100_00, disbursalAmount: plain.disbursalAmount });
    const contract = await t.call('/loan/get-money/contract', { token, body: { orderNo, amount: 10_000 * NAIRA, tenure: 91, couponId: coupon.id } });
    expect(JSON.stringify(contract.body.data.sections)).toContain('Coupon discount: ₦100.00, taken off the interest.');

    const accepted = await confirm(token, { orderNo, amount: 10_000 * NAIRA, tenure: 91, couponId: coupon.id });
    expect(accepted.body.code, accepted.text).toBe(0);
    expect(accepted.body.data.figures).toEqual(withCoupon);
    const used = await t.call('/lottery-draw/coupon/used', { token });
    expect(used.body.data.coupons).toEqual([expect.objectContaining({ id: coupon.id, state: 'used', usedOrderNo: orderNo, usedAt: '2026-03-02T09:00:00.000Z' })]);
    expect((await t.call('/lottery-draw/coupon/quantity', { token })).body.data).toEqual({ usable: 0 });
    const agreement = await t.call('/loan/loan-order/loanAgreement', { token, body: { orderNo } });
    expect(JSON.stringify(agreement.body.data.sections)).toContain('Coupon discount: ₦100.00');
  });

  it('caps the discount at the interest', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const coupon = await giveCoupon(token, { amount: 1_000_000 * NAIRA });
    const figures = (await quote(token, { orderNo, amount: 1_000 * NAIRA, tenure: 91, couponId: coupon.id })).body.data.figures as Figures;
    expect(figures.couponDiscount).toBe(figures.interest);
    expect(figures.totalRepayable).toBe(figures.principal);
  });

  it('is taken by one confirmation when two arrive at once, and a repeat answers the same figures', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const coupon = await giveCoupon(token, { amount: 100 * NAIRA });
    const body = { orderNo, amount: 10_000 * NAIRA, tenure: 91, couponId: coupon.id };
    const [a, b] = await Promise.all([confirm(token, body), confirm(token, body)]);
    expect([a.body.code, b.body.code]).toEqual([0, 0]);
    expect(a.body.data.figures).toEqual(b.body.data.figures);
    expect(a.body.data.figures.couponDiscount).toBe(100_00);
    expect(await count('SELECT count(*) AS n FROM coupon_uses')).toBe(1);
  });

  it('is one loan’s even when two confirming transactions take it for two orders at once (the index decides)', async () => {
    const a = await approvedBorrower(t);
    const b = await approvedBorrower(t, { mobile: OTHER_BORROWER, accountEnding: '34' });
    const coupon = await giveCoupon(a.token, { amount: 100 * NAIRA });
    const take = (order: { orderId: string; orderNo: string }) =>
      t.database.db.transaction((tx) =>
        t.app.services.rewards.takeCoupon(tx, { userId: 'u', couponId: coupon.id, orderNo: order.orderNo, amount: 10_000_00, orderId: order.orderId, discount: 100_00 }));
    const results = await Promise.all([take(a), take(b)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, error: 'VALIDATION_FAILED', data: { fields: [{ field: 'couponId', key: 'error.coupon.used' }] } });
    expect(await count('SELECT count(*) AS n FROM coupon_uses')).toBe(1);
  });

  it('refuses at the coupon field: unknown or another’s, expired, below its minimum, another market, used elsewhere; in Spanish too', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const other = await approvedBorrower(t, { mobile: OTHER_BORROWER, accountEnding: '34' });
    const theirs = await giveCoupon(other.token, { amount: 100 * NAIRA });
    const big = await giveCoupon(token, { amount: 100 * NAIRA, minLoan: 20_000 * NAIRA });
    const short = await giveCoupon(token, { amount: 100 * NAIRA, expiryDays: 1 });
    const mexican = await giveCoupon(token, { amount: 100 * NAIRA });
    await t.database.db.update(coupons).set({ market: 'MX' }).where(sql`${coupons.id} = ${mexican.id}`);
    const taken = await giveCoupon(token, { amount: 100 * NAIRA });
    await t.database.db.insert(couponUses).values({ id: 'use-1', couponId: taken.id, orderId: other.orderId, orderNo: other.orderNo, discount: 100_00, usedAt: t.clock.now() });
    t.clock.advance(DAY);
    const cases: [string, string][] = [
      [theirs.id, 'This coupon was not found among yours'],
      ['no-such-coupon', 'This coupon was not found among yours'],
      [short.id, 'This coupon has expired'],
      [big.id, 'This coupon needs a larger loan amount'],
      [mexican.id, 'This coupon cannot be used in this country'],
      [taken.id, 'This coupon has already been used on another loan'],
    ];
    for (const [couponId, message] of cases) {
      const res = await confirm(token, { orderNo, amount: 10_000 * NAIRA, tenure: 91, couponId });
      expect(res.body.code, couponId).toBe(ERRORS.VALIDATION_FAILED.code);
      expect(fieldsOf(res), couponId).toEqual([{ field: 'couponId', message }]);
    }
    const es = await quote(token, { orderNo, amount: 10_000 * NAIRA, couponId: big.id }, 'es');
    expect(fieldsOf(es)).toEqual([{ field: 'couponId', message: 'Este cupón requiere un monto de préstamo mayor' }]);
    // Nothing was accepted by the refusals.
    expect((await quote(token, { orderNo })).body.data.status).toBe(14);
  });
});

describe('staff coupons', () => {
  const staff = (body: object, token = collector.key) =>
    t.app.inject({ method: 'POST', url: '/staff/coupons', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  it('gives a borrower a coupon with who gave it and why; refuses a stranger, a bad body and an unknown borrower', async () => {
    const token = await t.register(OTHER_BORROWER);
    const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
    const given = await staff({ userId, amount: 150 * NAIRA, minLoan: 2_000 * NAIRA, expiryDays: 10, reason: 'sorry for the late payout' });
    expect(given.json()).toMatchObject({ code: 0, data: { amount: 150_00, minLoan: 2_000_00, source: 'staff', state: 'usable', expiresAt: '2026-03-12T09:00:00.000Z' } });
    expect((await t.call('/lottery-draw/coupons', { token })).body.data.coupons).toHaveLength(1);
    const reasons = await t.database.db.execute(sql.raw("SELECT issued_by, reason FROM coupons WHERE source = 'staff'"));
    expect((reasons as unknown as { rows?: unknown[] }).rows ?? reasons).toEqual([{ issued_by: 'ada', reason: 'sorry for the late payout' }]);
    expect((await staff({ userId, amount: 1, reason: 'why not' }, 'not-the-staff-token-at-all-0123456789')).json().code).toBe(ERRORS.STAFF_UNAUTHORIZED.code);
    const bad = (await staff({ userId, amount: 0 })).json();
    expect(bad.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect(bad.data.fields.map((f: { field: string }) => f.field).sort()).toEqual(['amount', 'reason']);
    expect((await staff({ userId: 'nobody', amount: 100, reason: 'goodwill' })).json().code).toBe(ERRORS.NOT_FOUND.code);
  });
});
