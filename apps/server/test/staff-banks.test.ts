import { ERRORS, nigerianBanks } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { useStaffKey } from './staff-key.ts';

const t = useTestApp();
const desk = useStaffKey(t, ['payouts.act'], { name: 'payout desk' });
const support = useStaffKey(t, ['borrowers.read', 'money.read'], { name: 'support' });
const get = (key: string) => t.app.inject({ method: 'GET', url: '/staff/banks', headers: { authorization: `Bearer ${key}` } });

describe('GET /staff/banks: the market’s banks for the payout desk’s resend (ADR 080)', () => {
  it('answers the list the borrower’s bank-card form reads, code and name, to whoever works the payout desk', async () => {
    const res = (await get(desk.key)).json();
    expect(res.code).toBe(0);
    expect(res.data).toEqual((await t.call('/app/paystack/bank-list')).body.data);
    expect(res.data.banks).toHaveLength(nigerianBanks().length);
    expect(res.data.banks).toEqual(expect.arrayContaining([expect.objectContaining({ code: nigerianBanks()[0]!.paystackCode, name: nigerianBanks()[0]!.name })]));
  });

  it('refuses a role without payouts.act', async () => {
    expect((await get(support.key)).json().code).toBe(ERRORS.STAFF_FORBIDDEN.code);
  });
});
