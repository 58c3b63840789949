import { ERRORS, REFUSED_ACCOUNT_DELETED } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { HOUR, useTestApp } from './helper.ts';
import { decisionOf, sqlRows, submitApplication } from './underwriting-fixtures.ts';

// Issue 19, ADR 044: a deleted account is closed; its number signs up to a new, empty account.
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });
const MOBILE = '08031234567';

/** An applicant rejected on 2 March 2026 (defaulted in the last 6 months), who then deletes the account. */
async function rejectedAndDeleted() {
  const first = await submitApplication(t, { mobile: MOBILE, answers: { q1: 'yes' } });
  await t.app.jobs.runDue();
  expect(await decisionOf(t, first.orderId)).toMatchObject({ outcome: 'reject', retry_after: '2026-04-01' });
  const deleted = await t.call('/user/account/delete', { token: first.token, body: {} });
  expect(deleted.body.code, deleted.text).toBe(0);
  return { ...first, deletion: deleted.body.data as { kept: { kind: string; basis: string; until: string }[] } };
}

const askCode = (purpose: 'login' | 'register', lang: 'en' | 'es' = 'en') => t.call('/security/getVerifyCode', { body: { mobile: MOBILE, type: purpose }, lang });

describe('deleting an account deletes it (issue 19)', () => {
  it('says what is kept and until when, and the number no longer signs in to the old account', async () => {
    const old = await rejectedAndDeleted();
    expect(old.deletion.kept).toEqual([
      { kind: 'loanRecords', basis: 'fraudPrevention', until: '2027-03-02' },
      { kind: 'decision', basis: 'fraudPrevention', until: '2027-03-02' },
      { kind: 'account', basis: 'fraudPrevention', until: '2027-03-02' },
    ]);
    expect((await t.call('/security/getUserInfo', { token: old.token })).status).toBe(401);

    // Logging in with the number: told the account was deleted (in the request's language), no code sent.
    const login = await askCode('login');
    expect(login.body).toMatchObject({ code: ERRORS.ACCOUNT_DELETED.code, msg: 'The account of this number was deleted. Register to open a new account.' });
    expect((await askCode('login', 'es')).body.msg).toBe('La cuenta de este número fue eliminada. Regístrese para abrir una cuenta nueva.');
    expect((await t.call('/security/existsByMobile', { body: { mobile: MOBILE } })).body.data).toEqual({ exists: false });

    // Registering again (past the hour's code limit of the first application) opens a new, empty account.
    t.clock.advance(HOUR);
    const token = await t.register(MOBILE);
    const info = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo as { userId: string };
    expect(info.userId).not.toBe(old.userId);
    expect((await t.call('/loan/loan-order/latest', { token })).body.data).toEqual({ order: null });
    expect((await t.call('/loan/loan-order/list', { token, body: {} })).body.data).toEqual({ orders: [] });
    expect((await t.call('/user/application/detail', { token })).body.data).toMatchObject({ personal: null, work: null, questionnaire: null, bankAccount: null });
    // And the number now logs in to that new account.
    t.clock.advance(HOUR);
    const again = await t.login(MOBILE);
    expect((await t.call('/security/getUserInfo', { token: again })).body.data.basicInfo.userId).toBe(info.userId);
  });

  it('opens one new account when the deleted number signs up twice at once (unique among open accounts)', async () => {
    await rejectedAndDeleted();
    t.clock.advance(HOUR);
    const code = await t.sendCode(MOBILE, 'register');
    const both = await Promise.all([0, 1].map(() => t.call('/security/register', { body: { mobile: MOBILE, code } })));
    expect(both.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(await sqlRows(t, `SELECT id FROM users WHERE phone = '2348031234567' AND deleted_at IS NULL`)).toHaveLength(1);
  });

  it('carries the 30-day wait over to the new account, then decides it without the old account counting as someone else', async () => {
    await rejectedAndDeleted();
    const token = await t.register(MOBILE);
    const tooSoon = await t.call('/loan/loan-order/apply-market', { token, body: {} });
    expect(tooSoon.body).toMatchObject({ code: ERRORS.REAPPLY_TOO_SOON.code, data: { retryAfter: '2026-04-01' } });

    // From 1 April in Lagos the same person applies with the same BVN, ID, bank account and phone: not a duplicate of another user.
    t.clock.set(new Date('2026-03-31T23:00:00Z'));
    const again = await submitApplication(t, { mobile: MOBILE, token });
    await t.app.jobs.runDue();
    expect(await decisionOf(t, again.orderId)).toMatchObject({ outcome: 'approve' });
  });

  it('erases what the data requests hold (a correction’s value and reason, a prepared copy) and closes a pending correction', async () => {
    const first = await submitApplication(t, { mobile: MOBILE, answers: { q1: 'yes' } });
    await t.app.jobs.runDue();
    const asked = await t.call('/me/data/correction', { token: first.token, body: { field: 'address', value: '14 Allen Avenue', reason: 'I moved house' } });
    expect(asked.body.code, asked.text).toBe(0);
    expect((await t.call('/me/data/export', { token: first.token, body: {} })).body.code).toBe(0);
    await t.app.jobs.runDue();
    type Held = { kind: string; state: string; handled_by: string | null; refusal: string | null; correction: unknown; export_sealed: string | null };
    const held = () => sqlRows<Held>(t, 'SELECT kind, state, handled_by, refusal, correction, export_sealed FROM data_requests WHERE user_id = $1 ORDER BY kind', [first.userId]);
    expect((await held()).find((row) => row.kind === 'export')?.export_sealed).toBeTruthy();

    expect((await t.call('/user/account/delete', { token: first.token, body: {} })).body.code).toBe(0);
    const after = await held();
    expect(JSON.stringify(after)).not.toMatch(/Allen|moved house/);
    expect(after).toEqual([
      // The request's record stays (what was asked, when, how it ended); nothing in it names the borrower.
      { kind: 'correction', state: 'refused', handled_by: null, refusal: REFUSED_ACCOUNT_DELETED, correction: { field: 'address', value: '', reason: '' }, export_sealed: null },
      { kind: 'export', state: 'done', handled_by: null, refusal: null, correction: null, export_sealed: null },
    ]);
    expect((await t.app.services.dataRights.staffQueue(true)).counts).toEqual({ open: 0, overdue: 0 });
  });

  it('erases the number and the hashed identifiers of the closed account when its term ends', async () => {
    const old = await rejectedAndDeleted();
    const prints = () => sqlRows<{ n: string }>(t, 'SELECT count(*) AS n FROM underwriting_fingerprints WHERE user_id = $1', [old.userId]);
    const phone = async () => (await sqlRows<{ phone: string }>(t, 'SELECT phone FROM users WHERE id = $1', [old.userId]))[0]!.phone;
    expect(Number((await prints())[0]!.n)).toBeGreaterThan(0);
    // 1 March 2027 in Lagos: still kept.
    t.clock.set(new Date('2027-03-01T12:00:00Z'));
    await t.app.services.retention.releaseDueHolds();
    expect(await phone()).toBe('2348031234567');
    // 23:30 UTC is 00:30 on 2 March in Lagos: the term is over.
    t.clock.set(new Date('2027-03-01T23:30:00Z'));
    expect(await t.app.services.retention.releaseDueHolds()).toEqual({ erased: 1, superseded: 0 });
    expect(await phone()).not.toContain('8031234567');
    expect(Number((await prints())[0]!.n)).toBe(0);
    // The decision and the order rows stay, tied to nobody who can be named.
    expect(await decisionOf(t, old.orderId)).toMatchObject({ outcome: 'reject' });
  });
});
