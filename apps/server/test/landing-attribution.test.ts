import { ERRORS, loanMarketIndex, PRODUCT_TERMS, REPAY_COLORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { useStaffKey } from './staff-key.ts';
import { createCatalogueService } from '../src/modules/catalogue/catalogue-service.ts';
import { ok } from '../src/shared/outcome.ts';

const t = useTestApp();
const marketing = useStaffKey(t, ['attribution.read']);
const staff = (url: string, token = marketing.key) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const report = async (days?: number) => (await staff(`/staff/attribution${days ? `?days=${days}` : ''}`)).json().data;

async function registerWith(mobile: string, attribution?: object, headers?: Record<string, string>) {
  const code = await t.sendCode(mobile, 'register');
  const res = await t.call('/security/register', { body: { mobile, code, ...(attribution ? { attribution } : {}) }, ...(headers ? { headers } : {}) });
  expect(res.body.code, res.text).toBe(0);
  return { token: res.body.data.token as string, userId: res.body.data.userInfo.basicInfo.userId as string };
}

describe('registration stores where the visitor came from, first touch', () => {
  it('keeps afid and the campaign with the registration, and staff read it back without any phone number', async () => {
    const { userId } = await registerWith('08031234567', {
      afid: 'af-1689123456789-1234567', utmSource: 'facebook', utmMedium: 'paid_social', utmCampaign: 'salary week', clickId: 'IwAR0abc', landingPage: 'yx3',
    });
    const read = await report();
    expect(read.registrations).toEqual([{
      userId, registeredAt: '2026-03-02T09:00:00.000Z', afid: 'af-1689123456789-1234567', utmSource: 'facebook', utmMedium: 'paid_social',
      utmCampaign: 'salary week', utmContent: null, utmTerm: null, clickId: 'IwAR0abc', landingPage: 'yx3',
    }]);
    expect(read.byCampaign).toEqual([{ utmSource: 'facebook', utmMedium: 'paid_social', utmCampaign: 'salary week', registrations: 1 }]);
    expect(JSON.stringify(read)).not.toMatch(/8031234567/);
  });

  it('takes the spec’s afid header when the body names none, and stores nothing for a visitor with no attribution', async () => {
    const { userId } = await registerWith('08031234568', { utmCampaign: 'radio' }, { afid: 'af-header-1' });
    await registerWith('08031234569');
    const read = await report();
    expect(read.registrations).toEqual([expect.objectContaining({ userId, afid: 'af-header-1', utmCampaign: 'radio' })]);
  });

  it('drops values that are too long, carry other characters, the borrower’s own number or an unknown page, and still registers', async () => {
    const { userId } = await registerWith('08031234570', {
      afid: 'a'.repeat(129), utmSource: 'google', utmMedium: '<script>', utmCampaign: 'ada@example.com', utmTerm: 'call 0803 123 4570', landingPage: 'home',
    });
    expect((await report()).registrations).toEqual([expect.objectContaining({
      userId, afid: null, utmSource: 'google', utmMedium: null, utmCampaign: null, utmTerm: null, landingPage: null,
    })]);
  });

  it('forgets where a person came from when they delete their account (ADR 046): erased with the profile', async () => {
    const kept = await registerWith('08031234573', { utmCampaign: 'stays' });
    const leaving = await registerWith('08031234574', { afid: 'af-leaving', utmCampaign: 'goes' });
    const res = await t.call('/user/account/delete', { token: leaving.token, body: {} });
    expect(res.body.code, res.text).toBe(0);
    expect((await report()).registrations).toEqual([expect.objectContaining({ userId: kept.userId, utmCampaign: 'stays' })]);
  });

  it('refuses a mistyped attribution field as a validation failure of the request', async () => {
    const code = await t.sendCode('08031234571', 'register');
    const res = await t.call('/security/register', { body: { mobile: '08031234571', code, attribution: { afid: 42 } } });
    expect(res.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
  });

  it('keeps the report to the period asked for, and behind the staff token', async () => {
    await registerWith('08031234572', { utmSource: 'tiktok' });
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await report(1)).registrations).toEqual([]);
    expect((await report(3)).registrations).toHaveLength(1);
    expect((await staff('/staff/attribution', 'wrong-token-wrong-token-wrong-token-0000')).json().code).toBe(ERRORS.STAFF_UNAUTHORIZED.code);
    expect((await staff('/staff/attribution?days=0')).json().code).toBe(ERRORS.VALIDATION_FAILED.code);
  });
});

describe('the loan-market calls', () => {
  it('answers the landing figures, the market’s products and one product’s landing data, without a token', async () => {
    const index = await t.call('/loanMarket/index');
    expect(index.body.code, index.text).toBe(0);
    expect(index.body.data).toEqual(loanMarketIndex('NG'));
    expect(index.body.data).toMatchObject({ currency: 'NGN', firstLoanLimit: 5_000_00, minAmount: 1_000_00, maxAmount: 60_000_00 });
    const list = await t.call('/loan/product/list-market');
    expect(list.body.data.products).toEqual(index.body.data.products);
    const headline = await t.call('/loan/loan-product/index');
    expect(headline.body.data.product.productId).toBe(index.body.data.headlineProductId);
    const named = await t.call('/loan/loan-product/index', { body: { productId: 'ng-cash-180' } });
    expect(named.body.data.product).toMatchObject({ productId: 'ng-cash-180', tenures: [180], phases: 2 });
    const unknown = await t.call('/loan/loan-product/index', { body: { productId: 'ng-good-record' } });
    expect(unknown.body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call('/loanMarket/repay-color')).body.data).toEqual(REPAY_COLORS);
  });

  it('withholds the lending record’s figures while fewer than 20 loans make them up', async () => {
    const token = await t.register('08031234573');
    const res = await t.call('/loanMarket/lending-record', { token });
    expect(res.body.data).toEqual({ currency: 'NGN', days: 30, minimumLoans: 20, loans: null, amountLent: null });
    expect((await t.call('/loanMarket/lending-record')).body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });

  it('lists the borrower’s own orders across the market and their loans with an amount to repay', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t, { mobile: '08031234574', accountEnding: '12' });
    const orders = await t.call('/loan/loan-order/list-market', { token });
    expect(orders.body.data).toEqual((await t.call('/loan/loan-order/list', { token })).body.data);
    expect(orders.body.data.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([orderNo]);
    const repay = await t.call('/loanMarket/repay/products', { token });
    expect(repay.body.data.products).toEqual([expect.objectContaining({ orderNo, status: 2, currency: 'NGN', outstanding: detail.outstanding, overdueDays: 0 })]);
    const other = await t.register('08031234575');
    expect((await t.call('/loanMarket/repay/products', { token: other })).body.data).toEqual({ products: [] });
    expect((await t.call('/loan/loan-order/list-market', { token: other })).body.data).toEqual({ orders: [] });
  });
});

describe('the lending record in aggregate', () => {
  const catalogue = (loans: number) => {
    const asked: Date[] = [];
    const service = createCatalogueService({
      market: 'NG', now: () => new Date('2026-03-31T12:00:00Z'),
      ordersOf: async () => ok({ orders: [] }), repayDetail: async () => ok(undefined as never), products: { live: () => PRODUCT_TERMS.NG, generation: () => 0 },
      lendingTotals: async (since) => {
        asked.push(since);
        return { loans, amountLent: loans * 5_000_00 };
      },
    });
    return { service, asked };
  };

  it('states the last 30 days’ loans and amount from 20 loans on, and asks from 30 days back', async () => {
    const { service, asked } = catalogue(20);
    expect(await service.lendingRecord()).toEqual(ok({ currency: 'NGN', days: 30, minimumLoans: 20, loans: 20, amountLent: 100_000_00 }));
    expect(asked).toEqual([new Date('2026-03-01T12:00:00Z')]);
    expect((await catalogue(19).service.lendingRecord())).toEqual(ok({ currency: 'NGN', days: 30, minimumLoans: 20, loans: null, amountLent: null }));
  });
});
