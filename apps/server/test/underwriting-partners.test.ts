import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { submitApplication } from './underwriting-fixtures.ts';

const PARTNERS = 'Ajo Savings Loan|https://loans.ajo.ng/apply?ref=lendline|10000000; Payday Plus|https://paydayplus.com.ng/|20000000';
const t = useTestApp({ env: { PARTNER_PRODUCTS: PARTNERS } });

describe('partner products after a rejection (configured: PARTNER_PRODUCTS)', () => {
  it('answers the configured partners, in order, in the market’s currency', async () => {
    const a = await submitApplication(t, { answers: { q1: 'yes' } });
    await t.app.jobs.runDue();
    const res = await t.call('/app/isRejectRecommendation', { token: a.token, body: { orderNo: a.orderNo } });
    expect(res.body.code, res.text).toBe(0);
    expect(res.body.data).toEqual({
      rejected: true, retryAfter: '2026-04-01',
      products: [
        { id: 'partner-1', name: 'Ajo Savings Loan', url: 'https://loans.ajo.ng/apply?ref=lendline', maxAmount: 100_000_00, currency: 'NGN' },
        { id: 'partner-2', name: 'Payday Plus', url: 'https://paydayplus.com.ng/', maxAmount: 200_000_00, currency: 'NGN' },
      ],
    });
  });
});
