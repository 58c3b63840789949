import { ERRORS } from '@lendline/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { MINUTE, useTestApp } from './helper.ts';
import { decisionOf, sqlRows, staffCall, statusOf, submitApplication, truncateJobs } from './underwriting-fixtures.ts';

// Production-like: ten minutes from submit to the decision, the data-collection step on, no staff token.
const t = useTestApp({ env: { ASSESSMENT_DELAY_SECONDS: '600', DEVICE_DATA_ENABLED: 'true' } });
beforeEach(() => truncateJobs(t));

const ALL_FLAGS = { appList: true, sms: true, exif: true, device: true, contact: true, location: true };

describe('the assessment job waits for ASSESSMENT_DELAY_SECONDS', () => {
  it('is queued when the order reaches 1 (after data collection) and runs at submit + 600 s, not before', async () => {
    const a = await submitApplication(t);
    expect(await statusOf(t, a.orderNo)).toBe(19);
    await t.app.jobs.runDue();
    // Nothing queued while the data-collection step is open.
    expect(await sqlRows(t, "SELECT 1 FROM jobs WHERE queue = 'assessment'")).toHaveLength(0);

    t.clock.advance(MINUTE);
    const reached = t.clock.now().getTime();
    const report = await t.call('/time/upload/report', { token: a.token, body: { orderNo: a.orderNo, flags: ALL_FLAGS }, headers: { afid: 'af-1' } });
    expect(report.body.code).toBe(0);
    expect(await statusOf(t, a.orderNo)).toBe(1);
    const [job] = await sqlRows<{ key: string; run_at: Date }>(t, "SELECT key, run_at FROM jobs WHERE queue = 'assessment'");
    expect(job!.key).toBe(`assess:${a.orderId}`);
    expect(new Date(job!.run_at).getTime()).toBe(reached + 600_000);

    t.clock.advance(599_000);
    await t.app.jobs.runDue();
    expect(await statusOf(t, a.orderNo)).toBe(1);
    expect(await decisionOf(t, a.orderId)).toBeUndefined();

    t.clock.advance(1_000);
    await t.app.jobs.runDue();
    expect(await statusOf(t, a.orderNo)).toBe(14);
    expect(await decisionOf(t, a.orderId)).toMatchObject({ outcome: 'approve' });
    // The device reported on the call that completed the order counts for duplicate checks.
    expect(await sqlRows(t, "SELECT 1 FROM underwriting_fingerprints WHERE kind = 'device' AND user_id = $1", [a.userId])).toHaveLength(1);
  });

  it('a repeated report queues nothing twice', async () => {
    const a = await submitApplication(t);
    for (let i = 0; i < 2; i++) await t.call('/time/upload/report', { token: a.token, body: { orderNo: a.orderNo, flags: ALL_FLAGS } });
    expect(await sqlRows(t, "SELECT 1 FROM jobs WHERE queue = 'assessment'")).toHaveLength(1);
  });
});

it('without an API key or session the staff routes answer 401 STAFF_UNAUTHORIZED, whatever is sent', async () => {
  for (const [method, url, token] of [
    ['GET', '/staff/referrals', null],
    ['GET', '/staff/referrals', 'anything-at-all-0123456789abcdef0123'],
    ['POST', '/staff/referrals/LL260302AAAAAAAA/decision', 'llk_not-a-key'],
  ] as const) {
    const res = await staffCall(t, method, url, token, method === 'POST' ? { outcome: 'approve' } : undefined);
    expect([res.status, res.body.code]).toEqual([401, ERRORS.STAFF_UNAUTHORIZED.code]);
  }
});
