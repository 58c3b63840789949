import { beforeEach, describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../src/modules/underwriting/engine-config.ts';
import { decisionOf, sqlRows, statusOf, submitApplication, truncateJobs } from './underwriting-fixtures.ts';
import { useTestApp } from './helper.ts';

const t = useTestApp();
beforeEach(() => truncateJobs(t));

const assessNow = () => t.app.jobs.runDue();

interface InquiryRow {
  bureau: string;
  outcome: string;
  reasons: string[];
  facts: Record<string, unknown> | null;
  report_sealed: string | null;
  reference: string;
}

const inquiriesOf = (orderId: string) =>
  sqlRows<InquiryRow>(t, 'SELECT bureau, outcome, reasons, facts, report_sealed, reference FROM bureau_inquiries WHERE order_id = $1 ORDER BY requested_at', [orderId]);

/** Runs the assessment job through its retries: each failed try is due again after its backoff. */
async function assessThroughRetries(orderId: string) {
  for (let attempt = 0; attempt < 5 && (await decisionOf(t, orderId)) === undefined; attempt += 1) {
    await assessNow();
    t.clock.advance(10_000);
  }
}

describe('the sandbox bureau, case by case (NG, by the BVN)', () => {
  it('a clean file: approved as before, the report sealed at rest and its facts kept in clear', async () => {
    const a = await submitApplication(t, { bvn: '22212345678' });
    await assessNow();
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'approve', reasons: ['SCORE_APPROVE_BAND'] });
    const [inquiry] = await inquiriesOf(a.orderId);
    expect(inquiry).toMatchObject({ bureau: 'sandbox', outcome: 'report', reasons: [] });
    expect(inquiry!.facts).toMatchObject({ found: true, openFacilities: 1, totalBalance: 1_250_000, maxDaysPastDue: 0, writtenOff: 0, recentInquiries: 1 });
    // Encrypted at rest: neither a lender's name, the borrower's name nor the bureau's reference is readable in the column.
    expect(inquiry!.report_sealed).toMatch(/^b1\.[0-9a-f]{8}\./);
    for (const plain of ['SANDBOX MICROFINANCE', 'ADAEZE', `SBX-${inquiry!.reference}`, 'facilities']) expect(inquiry!.report_sealed).not.toContain(plain);
  });

  it('a thin file (31…): approved with the small first limit, BUREAU_THIN_FILE named', async () => {
    const a = await submitApplication(t, { bvn: '31212345678' });
    await assessNow();
    const decision = await decisionOf(t, a.orderId);
    expect(decision).toMatchObject({ outcome: 'approve', reasons: ['SCORE_APPROVE_BAND', 'BUREAU_THIN_FILE'] });
    expect(Number(decision!.credit_limit)).toBeLessThanOrEqual(ENGINE_CONFIG.NG.bureau.thinFileLimit);
    expect((await inquiriesOf(a.orderId))[0]).toMatchObject({ outcome: 'report', reasons: ['BUREAU_THIN_FILE'] });
  });

  it('a delinquent file (32…): rejected with BUREAU_DELINQUENT and its points named, the screen told which bureau', async () => {
    const a = await submitApplication(t, { bvn: '32212345678' });
    await assessNow();
    expect(await statusOf(t, a.orderNo)).toBe(9);
    expect(await decisionOf(t, a.orderId)).toMatchObject({
      outcome: 'reject', reasons: ['BUREAU_DELINQUENT', 'BUREAU_TOO_MANY_INQUIRIES', 'BUREAU_SCORE_LOW'], retry_after: '2026-04-01',
    });
    const recommendation = await t.call('/app/isRejectRecommendation', { token: a.token, body: { orderNo: a.orderNo } });
    expect(recommendation.body.data).toMatchObject({ rejected: true, bureau: { name: 'Sandbox Credit Bureau' } });
  });

  it('a report on a different person (34…): never read; referred to staff with BUREAU_IDENTITY_MISMATCH', async () => {
    const a = await submitApplication(t, { bvn: '34212345678' });
    await assessNow();
    expect(await statusOf(t, a.orderNo)).toBe(1);
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'refer', reasons: ['BUREAU_IDENTITY_MISMATCH'] });
    const [inquiry] = await inquiriesOf(a.orderId);
    expect(inquiry).toMatchObject({ outcome: 'identity_mismatch', facts: null });
    // Kept sealed, for staff to see why.
    expect(inquiry!.report_sealed).toMatch(/^b1\./);
  });

  it.each([
    ['33212345678', 'unavailable'],
    ['35212345678', 'invalid_response'],
  ])('no usable answer (%s): the job tries again, then refers with BUREAU_UNAVAILABLE; nothing lost', async (bvn, outcome) => {
    const a = await submitApplication(t, { bvn });
    await assessNow();
    // The first try failed: no decision, the application still waiting.
    expect(await decisionOf(t, a.orderId)).toBeUndefined();
    expect(await statusOf(t, a.orderNo)).toBe(1);
    await assessThroughRetries(a.orderId);
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'refer', reasons: ['BUREAU_UNAVAILABLE'] });
    const inquiries = await inquiriesOf(a.orderId);
    expect(inquiries.map((i) => i.outcome)).toEqual([outcome, outcome, outcome]);
    expect(inquiries.every((i) => i.report_sealed === null)).toBe(true);
    const [job] = await sqlRows<{ state: string; attempts: number }>(t, "SELECT state, attempts FROM jobs WHERE queue = 'assessment'");
    expect(job).toMatchObject({ state: 'done', attempts: 3 });
  });
});

describe('once per application', () => {
  it('a stored report is reused: a second inquiry for the same application asks no bureau', async () => {
    const a = await submitApplication(t, { bvn: '22212345678' });
    const { services } = t.app;
    const [profile, phone, bank] = await Promise.all([services.profiles.profileOf(a.userId), services.auth.phoneOf(a.userId), services.banking.identifiersFor(a.userId)]);
    const applicant = { personal: profile?.personal ?? null, phone, bank };
    const first = await services.bureaus.inquire({ orderId: a.orderId, userId: a.userId }, applicant);
    const second = await services.bureaus.inquire({ orderId: a.orderId, userId: a.userId }, applicant);
    expect(first.kind).toBe('report');
    expect(second).toEqual(first);
    await assessNow();
    expect(await inquiriesOf(a.orderId)).toHaveLength(1);
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'approve' });
  });
});

describe('consent withdrawn after submit', () => {
  it('asks no bureau; rejected with BUREAU_NO_CONSENT, and may apply again at once', async () => {
    const a = await submitApplication(t, { bvn: '22212345678' });
    const withdrawn = await t.call('/bureau/consent/withdraw', { token: a.token, body: { orderNo: a.orderNo } });
    expect(withdrawn.body.data.consent).toBeNull();
    await assessNow();
    expect(await inquiriesOf(a.orderId)).toEqual([]);
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'reject', reasons: ['BUREAU_NO_CONSENT'], retry_after: '2026-03-02' });
    // A consent once withdrawn on a decided application cannot be given again.
    const again = await t.call('/bureau/consent/give', { token: a.token, body: { orderNo: a.orderNo, textVersion: '2026-11-28' } });
    expect(again.body.code).toBe(409951);
  });
});

describe('the borrower data export', () => {
  it('lists the consents and the inquiries with the reasons the decision read, never the report', async () => {
    const a = await submitApplication(t, { bvn: '32212345678' });
    await assessNow();
    const exported = await t.app.services.bureaus.forExport(a.userId);
    expect(exported).toEqual({
      consents: [{ bureau: 'Sandbox Credit Bureau', textVersion: '2026-11-28', acceptedAt: '2026-03-02T09:00:00.000Z', withdrawnAt: null, nipConfirmed: false }],
      inquiries: [{ bureau: 'Sandbox Credit Bureau', requestedAt: '2026-03-02T09:00:00.000Z', outcome: 'report', reasons: ['BUREAU_DELINQUENT', 'BUREAU_TOO_MANY_INQUIRIES', 'BUREAU_SCORE_LOW'] }],
    });
    expect(await t.app.services.bureaus.forExport('nobody')).toEqual({ consents: [], inquiries: [] });
  });
});

describe('retention', () => {
  it('erases a report body once its term ends (the hourly sweep), keeping who asked, when and the facts', async () => {
    const a = await submitApplication(t, { bvn: '22212345678' });
    await assessNow();
    t.clock.advance(729 * 24 * 3_600_000);
    await t.app.services.retention.sweep();
    expect((await inquiriesOf(a.orderId))[0]!.report_sealed).not.toBeNull();
    t.clock.advance(2 * 24 * 3_600_000);
    await t.app.services.retention.sweep();
    const [row] = await sqlRows<{ report_sealed: string | null; erased_at: Date | null; facts: unknown }>(t, 'SELECT report_sealed, erased_at, facts FROM bureau_inquiries WHERE order_id = $1', [a.orderId]);
    expect(row).toMatchObject({ report_sealed: null, facts: expect.objectContaining({ found: true }) });
    expect(row!.erased_at).not.toBeNull();
  });
});
