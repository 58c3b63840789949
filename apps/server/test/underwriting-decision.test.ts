import { ERRORS } from '@lendline/domain';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../src/modules/underwriting/engine-config.ts';
import { fingerprintOf } from '../src/modules/underwriting/fingerprints.ts';
import { useTestApp } from './helper.ts';
import { useStaffKey } from './staff-key.ts';
import { decisionOf, sqlRows, staffCall, statusOf, submitApplication, truncateJobs } from './underwriting-fixtures.ts';

const t = useTestApp();
const reviewer = useStaffKey(t, ['referrals.read', 'referrals.decide'], { name: 'Ngozi A' });
beforeEach(() => truncateJobs(t));

const assessNow = () => t.app.jobs.runDue();

describe('automatic assessment after submit', () => {
  it('approves the fixture borrower with a 5,000-naira first limit: 1 → 14, reasons and engine version stored', async () => {
    const a = await submitApplication(t);
    expect(await statusOf(t, a.orderNo)).toBe(1);
    await assessNow();
    expect(await statusOf(t, a.orderNo)).toBe(14);
    expect(await decisionOf(t, a.orderId)).toMatchObject({
      outcome: 'approve', score: 110, product_id: 'ng-cash-50k', reloan: false, reasons: ['SCORE_APPROVE_BAND'],
      engine_version: ENGINE_VERSION, decided_by: 'engine', retry_after: null,
    });
    expect(Number((await decisionOf(t, a.orderId))!.credit_limit)).toBe(5_000_00);
  });

  it('is idempotent: a second run of the job (or a retry) changes nothing', async () => {
    const a = await submitApplication(t);
    await assessNow();
    const first = await decisionOf(t, a.orderId);
    await t.database.transaction((s) =>
      s.query(`INSERT INTO jobs (id, queue, key, payload, state, run_at, attempts, created_at, updated_at)
        VALUES ($1, 'assessment', $2, $3, 'queued', $4, 0, $4, $4)`, [randomUUID(), `assess:${a.orderId}:again`, JSON.stringify({ orderId: a.orderId }), t.clock.now().toISOString()]),
    );
    expect(await assessNow()).toBe(1);
    expect(await decisionOf(t, a.orderId)).toEqual(first);
    expect(await statusOf(t, a.orderNo)).toBe(14);
    expect(await sqlRows(t, 'SELECT 1 FROM underwriting_decisions')).toHaveLength(1);
  });

  it('raises the limit and prices as a reloan after on-time repayments', async () => {
    const a = await submitApplication(t);
    // Three earlier loans repaid (status 4) by the same borrower.
    for (const n of [1, 2, 3]) {
      await sqlRows(t, `INSERT INTO loan_orders (id, order_no, user_id, market, product_id, status, created_at, updated_at)
        VALUES ($1, $2, $3, 'NG', 'ng-cash-50k', 4, '2025-01-0${n}', '2025-02-0${n}')`, [randomUUID(), `LL2501${n}OLDLOAN`, a.userId]);
    }
    await assessNow();
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'approve', product_id: 'ng-good-record', reloan: true, reasons: ['SCORE_APPROVE_BAND', 'RELOAN'] });
    expect(Number((await decisionOf(t, a.orderId))!.credit_limit)).toBe(300_000_00);
    expect(await statusOf(t, a.orderNo)).toBe(14);
  });
});

describe('knock-outs: rejected with the reason, 1 → 9, retry in 30 days', () => {
  const expectRejected = async (a: { orderId: string; orderNo: string }, reason: string) => {
    await assessNow();
    expect(await statusOf(t, a.orderNo)).toBe(9);
    const decision = await decisionOf(t, a.orderId);
    expect(decision).toMatchObject({ outcome: 'reject', credit_limit: null, retry_after: '2026-04-01', engine_version: ENGINE_VERSION });
    expect(decision!.reasons).toContain(reason);
  };
  const setProfile = (userId: string, section: string, patch: object) =>
    sqlRows(t, `UPDATE applicant_profiles SET ${section} = ${section} || $2::jsonb WHERE user_id = $1`, [userId, JSON.stringify(patch)]);

  it('under 18 on the decision day', async () => {
    const a = await submitApplication(t);
    // The form refuses minors; the engine checks again on the day it decides.
    await setProfile(a.userId, 'personal', { inputBirthday: '2008-03-03' });
    await expectRejected(a, 'KO_UNDER_18');
  });

  it('no income: unemployed and living on their own', async () => {
    const a = await submitApplication(t, { work: { employmentType: 'unemployed', industryCategory: '', companyName: '', companyPhone: '', companyAddress: '', jobExperience: '', payFrequency: '', monthlyPayday: '', monthlySalary: 'below50k', incomeSource: 'ownself' } });
    await expectRejected(a, 'KO_NO_INCOME');
  });

  it('defaulted in the last 6 months (questionnaire q1)', async () => {
    await expectRejected(await submitApplication(t, { answers: { q1: 'yes' } }), 'KO_DEFAULTED_6M');
  });

  it('same BVN as another borrower', async () => {
    const first = await submitApplication(t, { mobile: '08031110001', accountEnding: '11', bvn: '22200000001' });
    await assessNow();
    expect(await statusOf(t, first.orderNo)).toBe(14);
    const second = await submitApplication(t, { mobile: '08031110002', accountEnding: '22', bvn: '22200000001' });
    await expectRejected(second, 'KO_DUPLICATE_BVN');
    expect((await decisionOf(t, second.orderId))!.reasons).not.toContain('KO_DUPLICATE_ACCOUNT');
  });

  it('same bank account as another borrower', async () => {
    await submitApplication(t, { mobile: '08031110001', accountEnding: '33', bvn: '22200000001' });
    await assessNow();
    const second = await submitApplication(t, { mobile: '08031110002', accountEnding: '33', bvn: '22200000002' });
    await expectRejected(second, 'KO_DUPLICATE_ACCOUNT');
    expect((await decisionOf(t, second.orderId))!.reasons).not.toContain('KO_DUPLICATE_BVN');
  });

  it('same ID number as another borrower', async () => {
    const first = await submitApplication(t, { mobile: '08031110001', accountEnding: '11', bvn: '22200000001' });
    const second = await submitApplication(t, { mobile: '08031110002', accountEnding: '22', bvn: '22200000002' });
    for (const userId of [first.userId, second.userId]) {
      await sqlRows(t, `INSERT INTO kyc_identities (user_id, id_type, id_number_masked, id_number_hash, provider, verified_at)
        VALUES ($1, 'nin', '*******8901', 'same-id-hash', 'sandbox', $2)`, [userId, t.clock.now().toISOString()]);
    }
    // Both decided in one run (side by side on PostgreSQL): exactly one is approved, the other refused.
    await assessNow();
    const statuses = [await statusOf(t, first.orderNo), await statusOf(t, second.orderNo)];
    expect([...statuses].sort()).toEqual([14, 9]);
    const refused = statuses[0] === 9 ? first : second;
    expect((await decisionOf(t, refused.orderId))!.reasons).toEqual(['KO_DUPLICATE_ID']);
  });

  it('same device (afid) as another borrower', async () => {
    const first = await submitApplication(t, { mobile: '08031110001', accountEnding: '11', bvn: '22200000001', afid: 'af-install-1' });
    await assessNow();
    expect(await statusOf(t, first.orderNo)).toBe(14);
    const second = await submitApplication(t, { mobile: '08031110002', accountEnding: '22', bvn: '22200000002', afid: 'af-install-1' });
    await expectRejected(second, 'KO_DUPLICATE_DEVICE');
    const stored = await sqlRows<{ value_hash: string }>(t, "SELECT value_hash FROM underwriting_fingerprints WHERE kind = 'device'");
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.value_hash))).toBe(true);
  });

  it('bank account not verified (none on file when the engine runs)', async () => {
    const a = await submitApplication(t);
    await sqlRows(t, 'DELETE FROM bank_accounts WHERE user_id = $1', [a.userId]);
    await expectRejected(a, 'KO_ACCOUNT_NOT_VERIFIED');
  });

  it.each([
    ['phone', '2348031234567'],
    ['bvn', '22212345678'],
  ])('on the deny list by %s (stored hashed)', async (kind, value) => {
    await sqlRows(t, 'INSERT INTO deny_list (kind, value_hash, reason, created_at) VALUES ($1, $2, $3, $4)', [
      kind, fingerprintOf(t.config.secretKey, kind, value).valueHash, 'fraud report', t.clock.now().toISOString(),
    ]);
    await expectRejected(await submitApplication(t), 'KO_DENY_LIST');
  });

  it('a low score is rejected with SCORE_LOW', async () => {
    const a = await submitApplication(t, { answers: { q3: 'poor', q6: 'over90Days', q7: 'above500k', q9: 'over5' } });
    await expectRejected(a, 'SCORE_LOW');
  });
});

describe('re-apply and recommendations after a rejection', () => {
  it('refuses a new application until the retry day (market calendar), then allows it', async () => {
    const a = await submitApplication(t, { answers: { q1: 'yes' } });
    await assessNow();
    const tooSoon = await t.call('/loan/loan-order/apply-market', { token: a.token, body: {}, lang: 'es' });
    expect(tooSoon.body.code).toBe(ERRORS.REAPPLY_TOO_SOON.code);
    expect(tooSoon.body.msg).toBe('Podrá solicitar de nuevo después de 30 días');
    // 2026-03-31 23:59 in Lagos (22:59 UTC): still too soon.
    t.clock.set(new Date('2026-03-31T22:59:00Z'));
    expect((await t.call('/loan/loan-order/apply-market', { token: a.token, body: {} })).body.code).toBe(ERRORS.REAPPLY_TOO_SOON.code);
    // Midnight in Lagos starts 1 April: allowed.
    t.clock.set(new Date('2026-03-31T23:00:00Z'));
    const after = await t.call('/loan/loan-order/apply-market', { token: a.token, body: {} });
    expect(after.body.code).toBe(0);
    expect(after.body.data.status).toBe(6);
  });

  it('answers the retry day, and no partner product while none is configured (never a placeholder link)', async () => {
    const a = await submitApplication(t, { answers: { q1: 'yes' } });
    const before = await t.call('/app/isRejectRecommendation', { token: a.token, body: {} });
    expect(before.body.data).toEqual({ rejected: false, retryAfter: null, products: [] });
    await assessNow();
    const res = await t.call('/app/isRejectRecommendation', { token: a.token, body: { orderNo: a.orderNo } });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({ rejected: true, retryAfter: '2026-04-01', products: [] });
  });

  it('someone else’s order number is not found', async () => {
    const a = await submitApplication(t, { mobile: '08031110001', accountEnding: '11', bvn: '22200000001' });
    const b = await submitApplication(t, { mobile: '08031110002', accountEnding: '22', bvn: '22200000002' });
    const res = await t.call('/app/isRejectRecommendation', { token: b.token, body: { orderNo: a.orderNo } });
    expect(res.body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('referral to staff', () => {
  const referred = { q3: 'fair', q6: '1to7Days', q7: '50kTo200k', q9: '1', q10: '0', q11: '1' };
  const submitReferred = (mobile: string, ending: string, bvn: string) =>
    submitApplication(t, { mobile, accountEnding: ending, bvn, answers: referred, work: { monthlySalary: 'below50k' } });

  it('stays at 1, listed for staff; a staff approval moves it to 14 and records who and why', async () => {
    const a = await submitReferred('08031110001', '11', '22200000001');
    await assessNow();
    expect(await statusOf(t, a.orderNo)).toBe(1);
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'refer', score: 45, reasons: ['SCORE_REFER_BAND'] });

    const list = await staffCall(t, 'GET', '/staff/referrals', reviewer.key);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ code: 0, msg: 'success' });
    expect(list.body.data.referrals).toEqual([expect.objectContaining({ orderNo: a.orderNo, score: 45, proposedCreditLimit: 5_000_00, reasons: ['SCORE_REFER_BAND'], currency: 'NGN', minCreditLimit: expect.any(Number), maxCreditLimit: expect.any(Number) })]);

    const res = await staffCall(t, 'POST', `/staff/referrals/${a.orderNo}/decision`, reviewer.key, {
      outcome: 'approve', reason: 'Payslip checked by phone', creditLimit: 10_000_00,
    });
    expect(res).toEqual({ status: 200, body: { code: 0, data: { orderNo: a.orderNo, status: 14 }, msg: 'success' } });
    expect(await statusOf(t, a.orderNo)).toBe(14);
    const decision = await decisionOf(t, a.orderId);
    expect(decision).toMatchObject({ outcome: 'approve', decided_by: 'staff:Ngozi A', staff_note: 'Payslip checked by phone', reasons: ['SCORE_REFER_BAND', 'STAFF_APPROVED'] });
    expect(Number(decision!.credit_limit)).toBe(10_000_00);
    expect((await staffCall(t, 'GET', '/staff/referrals', reviewer.key)).body.data.referrals).toEqual([]);
    // Decided once: a second decision is refused.
    const again = await staffCall(t, 'POST', `/staff/referrals/${a.orderNo}/decision`, reviewer.key, { outcome: 'reject', reason: 'changed my mind' });
    expect(again).toMatchObject({ status: 409, body: { code: ERRORS.NOT_REFERRED.code, data: null } });
  });

  it('a staff rejection moves it to 9 with a retry day', async () => {
    const a = await submitReferred('08031110001', '11', '22200000001');
    await assessNow();
    const res = await staffCall(t, 'POST', `/staff/referrals/${a.orderNo}/decision`, reviewer.key, { outcome: 'reject', reason: 'Income not confirmed' });
    expect(res.status).toBe(200);
    expect(await statusOf(t, a.orderNo)).toBe(9);
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'reject', decided_by: 'staff:Ngozi A', retry_after: '2026-04-01', reasons: ['SCORE_REFER_BAND', 'STAFF_REJECTED'] });
  });

  it('refuses a wrong token (401), a limit the product cannot lend (400), an unknown order (404), a decided order (409)', async () => {
    const a = await submitReferred('08031110001', '11', '22200000001');
    const approved = await submitApplication(t, { mobile: '08031110002', accountEnding: '22', bvn: '22200000002' });
    await assessNow();
    const unauthorized = { status: 401, body: { code: ERRORS.STAFF_UNAUTHORIZED.code, data: null, msg: 'Sign in to the console or give a valid staff API key' } };
    expect(await staffCall(t, 'GET', '/staff/referrals', 'wrong-token')).toEqual(unauthorized);
    expect(await staffCall(t, 'GET', '/staff/referrals', null)).toEqual(unauthorized);
    const body = { outcome: 'approve', reason: 'ok by phone' };
    const decide = (orderNo: string, sent: object, lang?: string) => staffCall(t, 'POST', `/staff/referrals/${orderNo}/decision`, reviewer.key, sent, lang);
    expect(await decide(a.orderNo, { ...body, creditLimit: 999_999_00 })).toMatchObject({
      status: 400, body: { code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'creditLimit', message: 'The credit limit must be a whole amount the product can lend' }] } },
    });
    expect(await decide(a.orderNo, { ...body, outcome: 'maybe' }, 'es')).toMatchObject({
      status: 400, body: { code: ERRORS.VALIDATION_FAILED.code, msg: 'Elija aprobar o rechazar', data: { fields: [{ field: 'outcome', message: 'Elija aprobar o rechazar' }] } },
    });
    expect(await decide('LL260302NOSUCHNO', body)).toMatchObject({ status: 404, body: { code: ERRORS.NOT_FOUND.code } });
    expect(await decide(approved.orderNo, body)).toMatchObject({ status: 409, body: { code: ERRORS.NOT_REFERRED.code } });
    expect(await statusOf(t, a.orderNo)).toBe(1);
  });
});
