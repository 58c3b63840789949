import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, ERRORS, PERMISSIONS } from '@lendline/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffRoute } from '../src/plugins/staff/staff-scope.ts';
import { useTestApp, type TestApp } from './helper.ts';
import { photo, uploadFile } from './kyc-fixtures.ts';
import { ownAccount } from './application-fixtures.ts';
import { setMarketTime } from './reminders-fixtures.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { staffKey } from './staff-key.ts';
import { submitApplication } from './underwriting-fixtures.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lendline-audit-coverage-'));
// Payouts to these accounts fail at the sandbox rail: what the payout desk's routes act on.
const FAILING = ['61', '62', '63'].map((ending) => ownAccount(ending));
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784', DATA_DIR: dataDir, SANDBOX_PAYOUT_FAIL_ACCOUNTS: FAILING.join(',') } });

/**
 * What one POST is called with: the path's parameters filled and a body that the service accepts.
 * `alsoRecords`: the actions of further rows the call makes on purpose (an invitation asks for its roles).
 */
type Call = { url: string; body: object; alsoRecords?: string[] };
type Fixture = (t: TestApp, other: string) => Promise<Call>;

const idOf = (key: string) => key.split('_')[1]!;
const post = (url: string, key: string, body: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function borrower(mobile: string): Promise<{ token: string; userId: string }> {
  const token = await t.register(mobile);
  const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
  return { token, userId };
}

async function pendingProof(mobile = '08035550001', accountEnding = '31'): Promise<string> {
  const { token, orderNo } = await disbursedLoan(t, { mobile, accountEnding });
  const image = await uploadFile(t.app, t.clock.now(), '/repay/upload/user/voucher', token, await photo(1200, 1800), {});
  const imageId = (image.body.data as { imageId: string }).imageId;
  const saved = await t.call('/repay/save/user/voucher', { token, body: { orderNo, amount: '2000', paidOn: '2026-03-02', channel: 'bank_transfer', reference: 'NIP-000123456', imageId } });
  expect(saved.body.code, saved.text).toBe(0);
  return (saved.body.data as { proofId: string }).proofId;
}

/** An accepted loan whose payout failed at the rail (status 10): its order number. */
async function failedPayout(mobile: string, accountEnding: string): Promise<string> {
  const { token, orderNo } = await approvedBorrower(t, { mobile, accountEnding });
  const offer = await t.call('/loan/confirm/product-info', { token, body: { orderNo } });
  const { amount, tenure } = offer.body.data as { amount: number; tenure: number };
  const confirmed = await t.call('/loan/get-money', { token, body: { orderNo, amount, tenure, agreementAccepted: true } });
  expect(confirmed.body.code, confirmed.text).toBe(0);
  await t.app.jobs.runDue();
  return orderNo;
}

/** A month's bureau file the bureau refused (ADR 100): what a resend acts on. */
async function refusedBureauFile(): Promise<string> {
  await disbursedLoan(t, { mobile: '08035550091', accountEnding: '91' });
  const made = await t.app.services.bureauReporting.generate('2026-02', 'test');
  const id = made.files[0]!.id;
  await t.database.transaction((s) => s.query("UPDATE bureau_files SET state = 'rejected' WHERE id = $1", [id]));
  return id;
}

/** A difference the reconciliation kept (ADR 086), open: what resolving acts on. */
async function openMismatch(): Promise<string> {
  await t.app.services.reconciliation.record(t.database.db, {
    provider: 'paystack', kind: 'missing_at_vendor', subject: 'T-audit-coverage', currency: 'NGN', vendor: { amount: null }, ours: { amount: 1_000_00, state: 'allocated' },
  });
  return (await t.app.services.reconciliation.list({ kind: 'missing_at_vendor' })).mismatches[0]!.id;
}
let overdue: Promise<string> | null = null;
/**
 * One loan made overdue for the collections routes (reminder, offer, note: one each, so one
 * loan serves all three): the day after its due date at 10:00 Lagos, within contact hours.
 * These routes are registered last, so moving the clock changes no other fixture.
 */
function overdueLoan(): Promise<string> {
  overdue ??= (async () => {
    const { token, orderNo } = await disbursedLoan(t, { mobile: '08035550071', accountEnding: '71' });
    const detail = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
    const day = addCalendarDays((detail.body.data as { phases: { dueDate: string }[] }).phases[0]!.dueDate, 1);
    setMarketTime(t, day, 0);
    await t.app.services.servicingRun.runServicingDay();
    setMarketTime(t, day, 10);
    return orderNo;
  })();
  return overdue;
}
// The tables are emptied before each test: so is the loan.
beforeEach(() => {
  overdue = null;
});

/** A staff account made by the command line: what disable, enable and grantRoles act on. */
async function account(email: string): Promise<string> {
  const made = await t.app.services.staff.createAdmin({ email, name: 'Kemi Ade' });
  if (!made.ok) throw new Error(made.error);
  return made.value.id;
}

/** A grantRoles request asked by another person (the caller may not decide their own). */
async function askedByOther(other: string, email: string): Promise<string> {
  const staffId = await account(email);
  const asked = await post('/staff/approvals', other, { action: 'grantRoles', input: { staffId, roles: ['support'], markets: ['NG'] }, reason: 'Joins the support desk' });
  expect(asked.json().code, asked.body).toBe(0);
  return asked.json().data.id as string;
}

/** A submitted application's correction request (ADR 103), waiting on staff: its id. */
async function pendingCorrection(mobile: string, accountEnding: string): Promise<string> {
  const { token } = await submitApplication(t, { mobile, accountEnding });
  const made = await t.call('/me/data/correction', { token, body: { field: 'lastName', value: 'Okafor-Eze', reason: 'My married name' } });
  expect(made.body.code, made.text).toBe(0);
  return made.body.data.id as string;
}

/**
 * Every mutating staff route, keyed `POST <path>`: a route missing here fails the walk below,
 * so a new POST cannot ship without showing that it writes its audit row.
 */
const FIXTURES: Record<string, Fixture> = {
  'POST /staff/referrals/:orderNo/decision': async () => {
    const referred = { q3: 'fair', q6: '1to7Days', q7: '50kTo200k', q9: '1', q10: '0', q11: '1' };
    const a = await submitApplication(t, { mobile: '08031110001', accountEnding: '11', bvn: '22200000001', answers: referred, work: { monthlySalary: 'below50k' } });
    await t.app.jobs.runDue();
    return { url: `/staff/referrals/${a.orderNo}/decision`, body: { outcome: 'approve', reason: 'Payslip checked by phone' } };
  },
  'POST /staff/collections/links/:orderNo': async () => {
    const { orderNo } = await disbursedLoan(t, { mobile: '08035550002', accountEnding: '32' });
    return { url: `/staff/collections/links/${orderNo}`, body: {} };
  },
  'POST /staff/repayment-proofs/:proofId/approve': async () => ({ url: `/staff/repayment-proofs/${await pendingProof()}/approve`, body: {} }),
  'POST /staff/repayment-proofs/:proofId/reject': async () => {
    const proofId = await pendingProof('08035550005', '35');
    return { url: `/staff/repayment-proofs/${proofId}/reject`, body: { reason: 'The slip is unreadable' } };
  },
  'POST /staff/payouts/:orderNo/retry': async () => ({ url: `/staff/payouts/${await failedPayout('08035550061', '61')}/retry`, body: {} }),
  'POST /staff/payouts/:orderNo/give-up': async () => ({ url: `/staff/payouts/${await failedPayout('08035550062', '62')}/give-up`, body: { reason: 'Borrower declined the loan' } }),
  'POST /staff/payouts/:orderNo/ask-account': async () => ({ url: `/staff/payouts/${await failedPayout('08035550063', '63')}/ask-account`, body: {} }),
  'POST /staff/complaints/:reference/answer': async () => {
    const { token } = await borrower('08035550003');
    const made = await t.call('/care/complaint/create', { token, body: { category: 'fees', text: 'I was charged twice for one repayment.' } });
    return { url: `/staff/complaints/${made.body.data.reference}/answer`, body: { answer: 'We refunded the second charge.' } };
  },
  'POST /staff/data-rights/:id/approve': async () => ({ url: `/staff/data-rights/${await pendingCorrection('08035550081', '81')}/approve`, body: {} }),
  'POST /staff/data-rights/:id/refuse': async () => ({ url: `/staff/data-rights/${await pendingCorrection('08035550082', '82')}/refuse`, body: { reason: 'Your ID shows Okafor' } }),
  'POST /staff/data-rights/:id/extend': async () => ({ url: `/staff/data-rights/${await pendingCorrection('08035550083', '83')}/extend`, body: { reason: 'Waiting on the certificate' } }),
  'POST /staff/coupons': async () => ({ url: '/staff/coupons', body: { userId: (await borrower('08035550004')).userId, amount: 500_00, reason: 'Goodwill after an outage' } }),
  'POST /staff/api-keys': async () => ({ url: '/staff/api-keys', body: { name: 'audit-export', permissions: ['audit.read'], markets: ['NG'] } }),
  'POST /staff/api-keys/:id/revoke': async () => ({ url: `/staff/api-keys/${idOf(await staffKey(t, ['reports.read'], ['NG'], 'to-revoke'))}/revoke`, body: {} }),
  'POST /staff/approvals': async () => ({
    url: '/staff/approvals', body: { action: 'grantRoles', input: { staffId: await account('ask@lender.example'), roles: ['finance'], markets: ['NG'] }, reason: 'Moves to finance' },
  }),
  'POST /staff/approvals/:id/approve': async (_t, other) => ({ url: `/staff/approvals/${await askedByOther(other, 'approve@lender.example')}/approve`, body: {} }),
  'POST /staff/approvals/:id/reject': async (_t, other) => ({ url: `/staff/approvals/${await askedByOther(other, 'reject@lender.example')}/reject`, body: { reason: 'Not in the staffing plan' } }),
  'POST /staff/staff/invite': async () => ({ url: '/staff/staff/invite', body: { email: 'new@lender.example', name: 'Tunde Bello', roles: ['reviewer'], markets: ['NG'] }, alsoRecords: ['approval.ask'] }),
  'POST /staff/staff/:id/disable': async () => ({ url: `/staff/staff/${await account('disable@lender.example')}/disable`, body: {} }),
  'POST /staff/staff/:id/reset': async () => ({ url: `/staff/staff/${await account('reset@lender.example')}/reset`, body: {}, alsoRecords: ['approval.ask'] }),
  'POST /staff/borrowers/:userId/reveal': async () => ({ url: `/staff/borrowers/${(await borrower('08035550006')).userId}/reveal`, body: { field: 'phone', reason: 'Borrower asks to confirm the number' } }),
  'POST /staff/borrowers/:userId/bureau/:inquiryId/report': async () => {
    const a = await submitApplication(t, { mobile: '08035550090', accountEnding: '90', bvn: '22235550090' });
    await t.app.jobs.runDue();
    const [inquiry] = (await t.app.services.bureaus.staffView(a.userId)).inquiries;
    return { url: `/staff/borrowers/${a.userId}/bureau/${inquiry!.id}/report`, body: { reason: 'Referral review' } };
  },
  'POST /staff/borrowers/:userId/documents/:documentId': async () => {
    const { token, userId } = await borrower('08035550007');
    const image = await uploadFile(t.app, t.clock.now(), '/user/upload/curp/front', token, await photo(1200, 800), {});
    return { url: `/staff/borrowers/${userId}/documents/${(image.body.data as { imageId: string }).imageId}`, body: { reason: 'Referral review' } };
  },
  'POST /staff/staff/:id/enable': async () => ({ url: `/staff/staff/${await account('enable@lender.example')}/enable`, body: {} }),
  'POST /staff/reconciliation/:id/resolve': async () => ({ url: `/staff/reconciliation/${await openMismatch()}/resolve`, body: { reason: 'Matched by the vendor’s statement' } }),
  'POST /staff/collections/:orderNo/remind': async () => ({ url: `/staff/collections/${await overdueLoan()}/remind`, body: {} }),
  'POST /staff/collections/:orderNo/rollover-offer': async () => ({ url: `/staff/collections/${await overdueLoan()}/rollover-offer`, body: {} }),
  'POST /staff/collections/:orderNo/notes': async () => ({ url: `/staff/collections/${await overdueLoan()}/notes`, body: { note: 'Promised on the phone', promisedOn: '2099-01-01', promisedAmount: 5_000_00 } }),
  'POST /staff/bureau-files/generate': async () => ({ url: '/staff/bureau-files/generate', body: { period: '2026-01' } }),
  'POST /staff/bureau-files/:id/resend': async () => ({ url: `/staff/bureau-files/${await refusedBureauFile()}/resend`, body: {} }),
};

async function newestSeq(): Promise<number> {
  return (await t.app.services.audit.search({ limit: 1 })).events[0]?.seq ?? 0;
}

async function rowsSince(seq: number) {
  const { events } = await t.app.services.audit.search({ limit: 500 });
  return events.filter((event) => event.seq > seq);
}

describe('every mutating staff route writes its audit row (issue 22, ADR 077)', () => {
  it('has a fixture for every POST route, and each call records exactly one row with its action and the caller', async () => {
    const posts = t.app.staffRoutes.filter((route: StaffRoute) => route.method === 'POST');
    expect(posts.map((route) => `POST ${route.path}`).filter((name) => !(name in FIXTURES))).toEqual([]);
    expect(posts.length).toBeGreaterThanOrEqual(Object.keys(FIXTURES).length);

    const key = await staffKey(t, PERMISSIONS, ['NG'], 'every-permission');
    const other = await staffKey(t, PERMISSIONS, ['NG'], 'second-person');
    for (const route of posts) {
      const { url, body, alsoRecords = [] } = await FIXTURES[`POST ${route.path}`]!(t, other);
      const before = await newestSeq();
      const res = await post(url, key, body);
      // A document's sight answers the image itself; every other POST the envelope.
      const isImage = String(res.headers['content-type']).startsWith('image/');
      expect(isImage ? res.statusCode : res.json().code, `${route.path}: ${res.body.slice(0, 300)}`).toBe(isImage ? 200 : 0);
      const rows = await rowsSince(before);
      const expected = [route.action, ...alsoRecords].map((action) => [action, 'api-key', idOf(key), 'done']);
      expect(rows.map((row) => [row.action, row.actorKind, row.actorId, row.outcome]).sort(), route.path).toEqual(expected.sort());
      for (const row of rows) expect(row.requestId, route.path).toBe(rows[0]!.requestId);
      expect(rows[0]!.requestId, route.path).toBeTruthy();
    }
    // A loan, a proof and a referral per route: slow on a shared PostgreSQL.
  }, 180_000);

  it('records a refused call (403) as one row with outcome refused, and an invalid one as nothing', async () => {
    const key = await staffKey(t, ['borrowers.read'], ['NG'], 'support-only');
    const before = await newestSeq();
    const res = await post('/staff/coupons', key, { userId: 'x', amount: 1, reason: 'why not' });
    expect([res.statusCode, res.json().code]).toEqual([403, ERRORS.STAFF_FORBIDDEN.code]);
    expect((await rowsSince(before)).map((row) => [row.action, row.actorId, row.outcome, row.objectId, row.after])).toEqual([
      ['coupon.grant', idOf(key), 'refused', 'POST /staff/coupons', { permission: 'coupons.grant', error: 'STAFF_FORBIDDEN' }],
    ]);

    const allowed = await staffKey(t, ['coupons.grant'], ['NG'], 'collector');
    const after = await newestSeq();
    const invalid = await post('/staff/coupons', allowed, { userId: 'no-such-user', amount: 500_00, reason: 'Goodwill' });
    expect(invalid.json().code).toBe(ERRORS.NOT_FOUND.code);
    expect(await rowsSince(after)).toEqual([]);
  });

  it('records the sight of a proof’s photo as a reveal, without the image', async () => {
    const proofId = await pendingProof();
    const key = await staffKey(t, ['proofs.read'], ['NG'], 'reviewer');
    const before = await newestSeq();
    const res = await t.app.inject({ method: 'GET', url: `/staff/repayment-proofs/${proofId}/image`, headers: { authorization: `Bearer ${key}` } });
    expect(res.statusCode).toBe(200);
    expect((await rowsSince(before)).map((row) => [row.action, row.objectType, row.objectId, row.after])).toEqual([['reveal', 'repayment_proof', proofId, { field: 'documentImage' }]]);
  });
});
