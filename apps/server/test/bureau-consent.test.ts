import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { addBankAccount, BORROWER, reachBankCardStep } from './application-fixtures.ts';
import { giveBureauConsent } from './bureau-fixtures.ts';
import { useTestApp } from './helper.ts';
import { useStaffKey } from './staff-key.ts';
import { sqlRows, staffCall, submitApplication, truncateJobs } from './underwriting-fixtures.ts';

const t = useTestApp();
const support = useStaffKey(t, ['borrowers.read'], { name: 'Support S' });
const reviewer = useStaffKey(t, ['borrowers.read', 'bureau-reports.read'], { name: 'Reviewer R' });

describe('the consent text (NG)', () => {
  it('says what is asked, of which bureau and why, in the screen’s language; nothing given yet', async () => {
    const { token, orderNo } = await reachBankCardStep(t);
    const en = await t.call('/bureau/consent', { token, body: { orderNo } });
    expect(en.body.data).toMatchObject({ textVersion: '2026-11-28', bureaus: ['Sandbox Credit Bureau'], needsNip: false, consent: null });
    expect(en.body.data.text).toContain('we ask Sandbox Credit Bureau for your credit report');
    expect(en.body.data.text).toContain('we cannot assess your application');
    const es = await t.call('/bureau/consent', { token, body: { orderNo }, lang: 'es' });
    expect(es.body.data.text).toContain('consultamos su historial crediticio en Sandbox Credit Bureau');
  });

  it('answers NOT_FOUND for another borrower’s application', async () => {
    const { orderNo } = await reachBankCardStep(t);
    const other = await t.register('08039998877');
    expect((await t.call('/bureau/consent', { token: other, body: { orderNo } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call('/bureau/consent/give', { token: other, body: { orderNo, textVersion: '2026-11-28' } })).body.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('giving and withdrawing the consent', () => {
  it('no submit without it; an outdated text is refused at its field; given once with the time and address; withdrawn', async () => {
    const { token, orderNo } = await reachBankCardStep(t);
    await addBankAccount(t, token);
    expect((await t.call('/user/submit', { token, body: { orderNo } })).body.code).toBe(ERRORS.BUREAU_CONSENT_REQUIRED.code);
    const outdated = await t.call('/bureau/consent/give', { token, body: { orderNo, textVersion: '2020-01-01' } });
    expect(outdated.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect(outdated.body.data).toEqual({ fields: [{ field: 'textVersion', message: 'The consent text has changed: please read the new one and agree again.' }] });
    const given = await t.call('/bureau/consent/give', { token, body: { orderNo, textVersion: '2026-11-28' } });
    expect(given.body.data.consent).toEqual({ textVersion: '2026-11-28', acceptedAt: '2026-03-02T09:00:00.000Z', nipConfirmed: false, withdrawnAt: null });
    // Given twice (a double tap): one record.
    await t.call('/bureau/consent/give', { token, body: { orderNo, textVersion: '2026-11-28' } });
    const rows = await sqlRows<{ client_ip: string; bureaus: string[]; nip_sealed: string | null }>(t, 'SELECT client_ip, bureaus, nip_sealed FROM bureau_consents');
    expect(rows).toEqual([{ client_ip: '127.0.0.1', bureaus: ['Sandbox Credit Bureau'], nip_sealed: null }]);
    const withdrawn = await t.call('/bureau/consent/withdraw', { token, body: { orderNo } });
    expect(withdrawn.body.data.consent).toBeNull();
    expect((await t.call('/user/submit', { token, body: { orderNo } })).body.code).toBe(ERRORS.BUREAU_CONSENT_REQUIRED.code);
    // Given again before submit: a new record beside the withdrawn one, and the submit goes through.
    await giveBureauConsent(t, token, orderNo);
    expect((await t.call('/user/submit', { token, body: { orderNo } })).body.data.status).toBe(1);
    expect(await sqlRows(t, 'SELECT 1 FROM bureau_consents')).toHaveLength(2);
  });

  it('two taps at once (the second before the first is stored) record one consent and both answer with it', async () => {
    const { token, orderNo } = await reachBankCardStep(t);
    const taps = await Promise.all([0, 1, 2].map(() => t.call('/bureau/consent/give', { token, body: { orderNo, textVersion: '2026-11-28' } })));
    for (const tap of taps) expect(tap.body.data?.consent?.textVersion).toBe('2026-11-28');
    expect(await sqlRows(t, 'SELECT 1 FROM bureau_consents')).toHaveLength(1);
  });

  it('Nigeria asks no NIP: the bureauNip code is still only ever sent to the borrower’s own phone', async () => {
    const { token } = await reachBankCardStep(t);
    const res = await t.call('/security/getVerifyCode', { token, body: { mobile: '08030000001', type: 'bureauNip' } });
    expect(res.body.code).toBe(0);
    expect(await t.latestCode(BORROWER)).toMatch(/^\d{6}$/);
  });
});

describe('staff', () => {
  it('sees the consent and the inquiries with their facts; reading a report needs bureau-reports.read and is audited', async () => {
    await truncateJobs(t);
    const a = await submitApplication(t, { bvn: '32212345678' });
    await t.app.jobs.runDue();
    const view = await staffCall(t, 'GET', `/staff/borrowers/${a.userId}/bureau`, support.key);
    expect(view.status).toBe(200);
    expect(view.body.data.consents).toEqual([expect.objectContaining({ orderNo: a.orderNo, textVersion: '2026-11-28', clientIp: '127.0.0.1', nipConfirmed: false, withdrawnAt: null })]);
    const [inquiry] = view.body.data.inquiries;
    expect(inquiry).toMatchObject({ orderNo: a.orderNo, bureau: 'Sandbox Credit Bureau', outcome: 'report', reportKept: true, facts: { writtenOff: 1, maxDaysPastDue: 95 } });
    expect(JSON.stringify(view.body.data)).not.toContain('32212345678');

    const url = `/staff/borrowers/${a.userId}/bureau/${inquiry.id}/report`;
    const refused = await staffCall(t, 'POST', url, support.key, { reason: 'checking the referral' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ERRORS.STAFF_FORBIDDEN.code);
    const noReason = await staffCall(t, 'POST', url, reviewer.key, {});
    expect(noReason.body.data.fields).toEqual([expect.objectContaining({ field: 'reason' })]);
    const read = await staffCall(t, 'POST', url, reviewer.key, { reason: 'checking the delinquency' });
    expect(read.status).toBe(200);
    expect(read.body.data.report).toMatchObject({ bureau: 'sandbox', found: true, facilities: [expect.objectContaining({ lender: 'SANDBOX QUICK LOANS', daysPastDue: 95 }), expect.anything()] });
    const audit = await sqlRows<{ action: string; outcome: string; reason: string | null; object_id: string }>(
      t, "SELECT action, outcome, reason, object_id FROM audit_events WHERE action = 'bureau-report.read' ORDER BY seq",
    );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'bureau-report.read', outcome: 'refused' }),
      expect.objectContaining({ action: 'bureau-report.read', outcome: 'done', reason: 'checking the delinquency', object_id: inquiry.id }),
    ]);
  });
});
