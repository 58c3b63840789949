import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstCentralBureau } from '../src/providers/bureau/firstcentral/firstcentral-bureau.ts';
import type { BureauProvider } from '../src/providers/bureau/types.ts';
import { inquiry, NG_BVN, NG_SUBJECT } from './fake-bureau-subjects.ts';
import { FAKE_FIRSTCENTRAL, startFakeFirstCentral, type FakeFirstCentral } from './fake-firstcentral.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
let fake: FakeFirstCentral;
const bureau = (password = FAKE_FIRSTCENTRAL.password): BureauProvider =>
  createFirstCentralBureau({ baseUrl: fake.url, username: FAKE_FIRSTCENTRAL.username, password, timeoutMs: VENDOR_TIMEOUT_MS, now: () => NOW });
const ask = (provider: BureauProvider, bvn: string) => provider.inquire(inquiry(NG_SUBJECT, bvn));

beforeAll(async () => {
  fake = await startFakeFirstCentral();
});
afterAll(() => fake.close());

describe('FirstCentral (firstcentralrestv2)', () => {
  it('logs in, matches the BVN and reduces the full report\'s sections to our report, in kobo', async () => {
    expect(await ask(bureau(), NG_BVN.clean)).toEqual({
      ok: true,
      report: {
        bureau: 'firstcentral', bureauReference: 'ENQ-101', found: true,
        subject: { fullName: 'CHIDI OKAFOR', birthday: '1990-04-12' },
        score: null,
        facilities: [
          { lender: 'ACME MICROFINANCE BANK', accountMasked: '***5678', openedOn: '2025-03-02', principal: 200_000_000, balance: 126_099_550, overdue: 0, daysPastDue: 0, status: 'open', worstDaysPastDue24m: 0 },
          { lender: 'QUICK CREDIT LTD', accountMasked: '***0917', openedOn: '2024-06-15', principal: 15_000_000, balance: 0, overdue: 0, daysPastDue: 0, status: 'closed', worstDaysPastDue24m: 30 },
        ],
        // One enquiry in the last 90 days; January's is older.
        recentInquiries: 1,
        reportedAt: NOW.toISOString(),
      },
    });
    const match = fake.requests.find((r) => r.path === '/ConnectConsumerMatch')!;
    expect(match.body).toMatchObject({ Identification: NG_BVN.clean, ProductID: '45', DataTicket: 'TICKET-1' });
  });

  it('reads a delinquent file: arrears in months as days, a lost account written off', async () => {
    const result = await ask(bureau(), NG_BVN.delinquent);
    if (!result.ok) throw new Error(result.reason);
    expect(result.report.facilities).toEqual([
      { lender: 'FAST LOANS', accountMasked: '***1188', openedOn: '2025-03-02', principal: 30_000_000, balance: 34_500_000, overdue: 34_500_000, daysPastDue: null, status: 'written_off', worstDaysPastDue24m: null },
      { lender: 'ACME MICROFINANCE BANK', accountMasked: '***5678', openedOn: '2025-03-02', principal: 200_000_000, balance: 126_099_550, overdue: 4_500_000, daysPastDue: 90, status: 'open', worstDaysPastDue24m: 90 },
    ]);
    expect(result.report.recentInquiries).toBe(0);
  });

  it('answers "ConsumerID 0" as a thin file, and picks among several records by name and birthday', async () => {
    const provider = bureau();
    expect(await ask(provider, NG_BVN.noHit)).toMatchObject({ ok: true, report: { found: false, facilities: [], bureauReference: 'INQ-0001' } });
    expect(await ask(provider, NG_BVN.multiOne)).toMatchObject({ ok: true, report: { found: true, bureauReference: 'ENQ-104' } });
    expect(await ask(provider, NG_BVN.multiNone)).toMatchObject({ ok: true, report: { found: false } });
    expect(await ask(provider, NG_BVN.multiBoth)).toEqual({ ok: false, reason: 'invalid_response', detail: 'firstcentral: 2 records match the name and birthday' });
  });

  it('is unavailable on a 500 or no answer in time', async () => {
    const provider = bureau();
    expect(await ask(provider, NG_BVN.down)).toEqual({ ok: false, reason: 'unavailable', detail: 'firstcentral: HTTP 500' });
    expect(await ask(provider, NG_BVN.slow)).toEqual({ ok: false, reason: 'unavailable', detail: 'firstcentral: timed out' });
  });

  it('uses nothing of a malformed or cut-off report', async () => {
    const provider = bureau();
    expect(await ask(provider, NG_BVN.malformed)).toEqual({ ok: false, reason: 'invalid_response', detail: 'firstcentral: CreditAgreementSummary[0].CurrentBalanceAmt: not an amount' });
    expect(await ask(provider, NG_BVN.partial)).toEqual({ ok: false, reason: 'invalid_response', detail: 'firstcentral: report: not a list' });
  });

  it('shares one ticket between concurrent inquiries and logs in again once after a 401', async () => {
    const provider = bureau();
    const before = fake.logins();
    const results = await Promise.all([ask(provider, NG_BVN.clean), ask(provider, NG_BVN.delinquent)]);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    expect(fake.logins()).toBe(before + 1);
    fake.expireTickets();
    expect((await ask(provider, NG_BVN.clean)).ok).toBe(true);
    expect(fake.logins()).toBe(before + 2);
  });

  it('is misconfigured when the login is refused', async () => {
    expect(await ask(bureau('wrong'), NG_BVN.clean)).toEqual({ ok: false, reason: 'misconfigured', detail: 'firstcentral: HTTP 401, check the credentials' });
  });
});
