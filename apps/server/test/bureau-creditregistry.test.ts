import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditRegistryBureau } from '../src/providers/bureau/creditregistry/creditregistry-bureau.ts';
import type { BureauProvider } from '../src/providers/bureau/types.ts';
import { inquiry, NG_BVN, NG_SUBJECT } from './fake-bureau-subjects.ts';
import { FAKE_CREDITREGISTRY, startFakeCreditRegistry, type FakeCreditRegistry } from './fake-creditregistry.ts';
import { VENDOR_TIMEOUT_MS } from './fake-vendor-server.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
let fake: FakeCreditRegistry;
const bureau = (password = FAKE_CREDITREGISTRY.password): BureauProvider =>
  createCreditRegistryBureau({ baseUrl: fake.url, ...FAKE_CREDITREGISTRY, password, timeoutMs: VENDOR_TIMEOUT_MS, now: () => NOW });
const ask = (provider: BureauProvider, bvn: string) => provider.inquire(inquiry(NG_SUBJECT, bvn));

beforeAll(async () => {
  fake = await startFakeCreditRegistry();
});
afterAll(() => fake.close());

describe('CreditRegistry (AutoCred v8)', () => {
  it('logs in, finds the BVN and reduces GetReport201 to our report, in kobo, accounts masked', async () => {
    const result = await ask(bureau(), NG_BVN.clean);
    expect(result).toEqual({
      ok: true,
      report: {
        bureau: 'creditregistry', bureauReference: 'CR-1', found: true,
        subject: { fullName: 'CHIDI OKAFOR', birthday: '1990-04-12' },
        score: { value: 712, scale: 'creditregistry-smartscore' },
        facilities: [
          { lender: 'ACME MICROFINANCE BANK', accountMasked: '***5678', openedOn: '2025-03-02', principal: 200_000_000, balance: 126_099_550, overdue: 0, daysPastDue: 0, status: 'open', worstDaysPastDue24m: 0 },
          { lender: 'QUICK CREDIT LTD', accountMasked: '***0917', openedOn: '2024-06-15', principal: 15_000_000, balance: 0, overdue: 0, daysPastDue: 0, status: 'closed', worstDaysPastDue24m: 1 },
        ],
        recentInquiries: null,
        reportedAt: NOW.toISOString(),
      },
    });
    const paths = fake.requests.slice(-3).map((r) => r.path);
    expect(paths).toEqual(['/Login', '/FindDetail', '/GetReport201']);
    const find = fake.requests.find((r) => r.path === '/FindDetail')!;
    expect(find.body).toMatchObject({ CustomerQuery: NG_BVN.clean, GetNoMatchReport: 'IfNoMatch', SessionCode: expect.stringMatching(/^SESSION-/) });
  });

  it('reads a delinquent file: non-performing and written-off balances are overdue, days from the payment profile', async () => {
    const result = await ask(bureau(), NG_BVN.delinquent);
    if (!result.ok) throw new Error(result.reason);
    expect(result.report.score).toEqual({ value: 402, scale: 'creditregistry-smartscore' });
    expect(result.report.facilities).toEqual([
      { lender: 'FAST LOANS', accountMasked: '***1188', openedOn: '2025-11-01', principal: 30_000_000, balance: 34_500_000, overdue: 34_500_000, daysPastDue: 91, status: 'open', worstDaysPastDue24m: 91 },
      { lender: 'ACME MICROFINANCE BANK', accountMasked: '***7710', openedOn: null, principal: null, balance: 8_000_000, overdue: 8_000_000, daysPastDue: 361, status: 'written_off', worstDaysPastDue24m: 361 },
    ]);
  });

  it('answers a BVN it has no file on as a thin file', async () => {
    const result = await ask(bureau(), NG_BVN.noHit);
    expect(result).toMatchObject({ ok: true, report: { found: false, facilities: [], score: null, bureauReference: 'INQ-0001' } });
  });

  it('of several records takes only the one that is the subject; none is a thin file; two is no guess', async () => {
    const provider = bureau();
    expect(await ask(provider, NG_BVN.multiOne)).toMatchObject({ ok: true, report: { found: true, bureauReference: 'CR-3B', subject: { fullName: 'CHIDI EMEKA OKAFOR' } } });
    expect(await ask(provider, NG_BVN.multiNone)).toMatchObject({ ok: true, report: { found: false } });
    expect(await ask(provider, NG_BVN.multiBoth)).toEqual({ ok: false, reason: 'invalid_response', detail: 'creditregistry: 2 records match the name and birthday' });
  });

  it('is unavailable when the bureau fails or does not answer in time', async () => {
    const provider = bureau();
    expect(await ask(provider, NG_BVN.down)).toEqual({ ok: false, reason: 'unavailable', detail: 'creditregistry: HTTP 503' });
    expect(await ask(provider, NG_BVN.slow)).toEqual({ ok: false, reason: 'unavailable', detail: 'creditregistry: timed out' });
  });

  it('uses nothing of a malformed or cut-off report, and names the field, never its value or the BVN', async () => {
    const provider = bureau();
    const malformed = await ask(provider, NG_BVN.malformed);
    expect(malformed).toEqual({ ok: false, reason: 'invalid_response', detail: 'creditregistry: PerformingAccounts[0].Balance: not an amount' });
    const partial = await ask(provider, NG_BVN.partial);
    expect(partial).toEqual({ ok: false, reason: 'invalid_response', detail: 'creditregistry: answer: not an object' });
    expect(JSON.stringify([malformed, partial])).not.toContain(NG_BVN.malformed.slice(2));
  });

  it('logs in once for concurrent inquiries, and once more when the bureau forgot the session', async () => {
    const provider = bureau();
    const before = fake.logins();
    const results = await Promise.all([ask(provider, NG_BVN.clean), ask(provider, NG_BVN.noHit), ask(provider, NG_BVN.delinquent)]);
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(fake.logins()).toBe(before + 1);
    fake.expireSessions();
    expect((await ask(provider, NG_BVN.clean)).ok).toBe(true);
    expect(fake.logins()).toBe(before + 2);
  });

  it('is misconfigured when the login is refused or a fresh session is refused too', async () => {
    expect(await ask(bureau('wrong'), NG_BVN.clean)).toEqual({ ok: false, reason: 'misconfigured', detail: 'creditregistry: login refused' });
    const provider = bureau();
    fake.refuseSessions();
    const before = fake.logins();
    expect(await ask(provider, NG_BVN.clean)).toEqual({ ok: false, reason: 'misconfigured', detail: 'creditregistry: HTTP 401, check the credentials' });
    // One login, one retry after the 401, then no more.
    expect(fake.logins()).toBe(before + 2);
  });
});
