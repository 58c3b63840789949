import { ERRORS, errorMessage } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';
import { borrowerWithCredit } from './repayments-fixtures.ts';
import { codeNow, GOOD_PASSWORD, signedInStaff, signIn, staffCall, tokenOf, type Session } from './staff-fixtures.ts';

// Sessions outlive the loans these tests age to their due date.
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });

/** A call as the console makes it: the session cookie, and the CSRF token on a POST. */
const as = (session: Session, url: string, body?: object) => staffCall(t, url, { cookie: session.cookie, ...(body ? { body, csrf: session.csrf } : {}) });

const person = (email: string, name: string, roles: Parameters<typeof signedInStaff>[1]['roles']) => signedInStaff(t, { email, name, roles });

describe('four-eyes on the staff API (ADR 076, 077)', () => {
  it('one finance person asks a refund, cannot approve it, a second approves and the money moves once', async () => {
    const { userId, credit } = await borrowerWithCredit(t);
    const ada = await person('ada@lender.example', 'Ada Obi', ['finance']);
    const bola = await person('bola@lender.example', 'Bola Ade', ['finance']);
    const asked = await as(ada, '/staff/approvals', { action: 'refund', input: { userId, amount: 1_500_00, currency: 'NGN', transferReference: 'NIP-000123' }, reason: 'Borrower asked for the overpayment back' });
    expect(asked.body).toMatchObject({ code: 0, data: { state: 'pending', maker: { id: ada.id }, before: { credit: 2_000_00 }, after: { credit: 500_00 } } });
    const id = asked.body.data.id as string;

    const queue = await as(bola, '/staff/approvals?state=pending');
    expect(queue.body.data.requests.map((r: { id: string }) => r.id)).toEqual([id]);
    expect((await as(ada, `/staff/approvals/${id}/approve`, {})).body.code).toBe(ERRORS.APPROVAL_OWN_REQUEST.code);
    expect(await credit()).toBe(2_000_00);

    const approved = await as(bola, `/staff/approvals/${id}/approve`, {});
    expect(approved.body).toMatchObject({ code: 0, data: { state: 'done', decider: { id: bola.id }, result: { refunded: 1_500_00 } } });
    expect((await as(bola, `/staff/approvals/${id}/approve`, {})).body.code).toBe(ERRORS.APPROVAL_DECIDED.code);
    expect(await credit()).toBe(500_00);
    expect((await as(bola, '/staff/approvals?state=done')).body.data.requests).toEqual([expect.objectContaining({ id, state: 'done' })]);
    expect((await as(bola, '/staff/approvals?state=lost')).body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'state' }] } });
  });

  it('a rejection needs a reason and says it; nothing moves', async () => {
    const { userId, credit } = await borrowerWithCredit(t);
    const ada = await person('ada@lender.example', 'Ada Obi', ['finance']);
    const bola = await person('bola@lender.example', 'Bola Ade', ['finance']);
    const asked = await as(ada, '/staff/approvals', { action: 'refund', input: { userId, amount: 1_000_00, currency: 'NGN', transferReference: 'NIP-000777' }, reason: 'Overpaid' });
    const id = asked.body.data.id as string;
    expect((await as(bola, `/staff/approvals/${id}/reject`, {})).body).toMatchObject({ code: ERRORS.VALIDATION_FAILED.code, data: { fields: [{ field: 'reason' }] } });
    const rejected = await as(bola, `/staff/approvals/${id}/reject`, { reason: 'The reference is not on our statement' });
    expect(rejected.body).toMatchObject({ code: 0, data: { state: 'rejected', decisionReason: 'The reference is not on our statement' } });
    expect(await credit()).toBe(2_000_00);
  });

  it('says why an approved request could not be done, in the reader’s words, not as an error name', async () => {
    const { userId, credit } = await borrowerWithCredit(t);
    const ada = await person('ada@lender.example', 'Ada Obi', ['finance']);
    const bola = await person('bola@lender.example', 'Bola Ade', ['finance']);
    const asked = await as(ada, '/staff/approvals', { action: 'refund', input: { userId, amount: 2_000_00, currency: 'NGN', transferReference: 'NIP-000901' }, reason: 'Overpaid twice' });
    // The credit is spent elsewhere before the approval: the run is refused.
    await t.app.services.borrowerCredit.refundCredit({ userId, amount: 1_000_00, currency: 'NGN', staffName: 'x', transferReference: 'NIP-000902' });
    const approved = await staffCall(t, `/staff/approvals/${asked.body.data.id}/approve`, { cookie: bola.cookie, csrf: bola.csrf, body: {}, lang: 'es' });
    expect(approved.body.data).toMatchObject({ state: 'failed', decisionReason: errorMessage('error.repayment.refund.overCredit', 'es'), result: { error: 'VALIDATION_FAILED' } });
    const listed = await as(ada, '/staff/approvals?state=failed');
    expect(listed.body.data.requests).toEqual([expect.objectContaining({ id: asked.body.data.id, decisionReason: errorMessage('error.repayment.refund.overCredit', 'en') })]);
    expect(await credit()).toBe(1_000_00);
  });

  it('gives an existing person roles only when a second admin approves (grantRoles)', async () => {
    const admin = await person('root@lender.example', 'Root Admin', ['admin']);
    const second = await person('second@lender.example', 'Second Admin', ['admin']);
    const kemi = await person('kemi@lender.example', 'Kemi Ade', ['support']);
    const asked = await as(admin, '/staff/approvals', { action: 'grantRoles', input: { staffId: kemi.id, roles: ['support', 'finance'], markets: ['NG'] }, reason: 'Covers finance in December' });
    expect(asked.body).toMatchObject({ code: 0, data: { action: 'grantRoles', before: { roles: ['support'] }, after: { roles: ['support', 'finance'] } } });
    // Not yet: Kemi cannot reach finance's queue.
    expect((await as(kemi, '/staff/collections/held')).status).toBe(403);
    expect((await as(admin, `/staff/approvals/${asked.body.data.id}/approve`, {})).body.code).toBe(ERRORS.APPROVAL_OWN_REQUEST.code);
    expect((await as(second, `/staff/approvals/${asked.body.data.id}/approve`, {})).body).toMatchObject({ code: 0, data: { state: 'done' } });
    expect((await as(kemi, '/staff/collections/held')).status).toBe(200);
    const me = await as(kemi, '/staff/auth/me');
    expect(me.body.data.staff.roles).toEqual(['support', 'finance']);
  });
});

describe('staff administration (ADR 077)', () => {
  it('lists, invites, disables (ending the person’s sessions) and enables, each in the audit trail', async () => {
    const admin = await person('root@lender.example', 'Root Admin', ['admin']);
    const invited = await as(admin, '/staff/staff/invite', { email: 'tunde@lender.example', name: 'Tunde Bello', roles: ['reviewer'], markets: ['NG'] });
    expect(invited.body).toMatchObject({ code: 0, data: { id: expect.any(String), link: expect.stringContaining('/console/#/enrol?token='), expiresAt: expect.any(String), rolesApproval: expect.any(String) } });
    expect((await as(admin, '/staff/staff/invite', { email: 'tunde@lender.example', name: 'Tunde Bello', roles: ['reviewer'], markets: ['NG'] })).body.code).toBe(ERRORS.STAFF_EMAIL_TAKEN.code);

    const kemi = await person('kemi@lender.example', 'Kemi Ade', ['support']);
    const list = await as(admin, '/staff/staff');
    expect(list.body.data.staff).toEqual(expect.arrayContaining([
      expect.objectContaining({ email: 'tunde@lender.example', roles: [], markets: ['NG'], state: 'invited' }),
      expect.objectContaining({ id: kemi.id, state: 'active', createdAt: expect.any(String) }),
    ]));
    expect(JSON.stringify(list.body)).not.toMatch(/hash|secret|token/i);

    expect((await as(admin, `/staff/staff/${kemi.id}/disable`, {})).body).toMatchObject({ code: 0, data: { disabled: true } });
    expect((await as(kemi, '/staff/auth/me')).body.code).toBe(ERRORS.STAFF_SESSION_EXPIRED.code);
    expect((await as(admin, '/staff/staff')).body.data.staff).toEqual(expect.arrayContaining([expect.objectContaining({ id: kemi.id, state: 'disabled' })]));
    expect((await as(admin, `/staff/staff/${kemi.id}/enable`, {})).body).toMatchObject({ code: 0, data: { disabled: false } });
    expect((await as(admin, '/staff/staff/no-such-person/disable', {})).body.code).toBe(ERRORS.NOT_FOUND.code);

    const { events } = await t.app.services.audit.search({ actorId: admin.id });
    expect(events.map((e) => [e.action, e.objectId])).toEqual([
      ['staff.enable', kemi.id], ['staff.disable', kemi.id], ['approval.ask', invited.body.data.rolesApproval], ['staff.invite', invited.body.data.id],
    ]);
    expect(events[3]).toMatchObject({ actorKind: 'staff', actorName: 'Root Admin', address: '203.0.113.7', after: { roles: [], rolesAsked: ['reviewer'] } });
  });

  it('gives an invitation’s roles only when a second admin approves: one admin cannot make an account that does what they may not', async () => {
    const admin = await person('root@lender.example', 'Root Admin', ['admin']);
    const second = await person('second@lender.example', 'Second Admin', ['admin']);
    const invited = await as(admin, '/staff/staff/invite', { email: 'sock@lender.example', name: 'Sock Puppet', roles: ['finance'], markets: ['NG'] });
    const token = tokenOf(invited.body.data.link);
    const start = await staffCall(t, '/staff/auth/enrol/start', { body: { token, password: GOOD_PASSWORD } });
    await staffCall(t, '/staff/auth/enrol/finish', { body: { token, code: codeNow(t, start.body.data.secret) } });
    t.clock.advance(30_000);
    const sock = await signIn(t, { email: 'sock@lender.example', secret: start.body.data.secret });
    expect((await as(sock, '/staff/collections/held')).status).toBe(403);
    expect((await as(sock, '/staff/auth/me')).body.data.staff.roles).toEqual([]);

    const request = invited.body.data.rolesApproval as string;
    expect((await as(admin, '/staff/approvals?state=pending')).body.data.requests).toEqual([
      expect.objectContaining({ id: request, action: 'grantRoles', before: { roles: [], markets: ['NG'] }, after: { roles: ['finance'], markets: ['NG'] } }),
    ]);
    expect((await as(admin, `/staff/approvals/${request}/approve`, {})).body.code).toBe(ERRORS.APPROVAL_OWN_REQUEST.code);
    expect((await as(second, `/staff/approvals/${request}/approve`, {})).body.data.state).toBe('done');
    expect((await as(sock, '/staff/collections/held')).status).toBe(200);
  });

  it('resets a lost sign-in: sessions end, a new link enrols, and the roles come back only when a second admin approves', async () => {
    const admin = await person('root@lender.example', 'Root Admin', ['admin']);
    const second = await person('second@lender.example', 'Second Admin', ['admin']);
    const kemi = await person('kemi@lender.example', 'Kemi Ade', ['support']);
    expect((await as(admin, `/staff/staff/${admin.id}/reset`, {})).body.code).toBe(ERRORS.STAFF_FORBIDDEN.code);
    const reset = await as(admin, `/staff/staff/${kemi.id}/reset`, {});
    expect(reset.body).toMatchObject({ code: 0, data: { id: kemi.id, link: expect.stringContaining('/console/#/enrol?token='), rolesApproval: expect.any(String) } });
    expect((await as(kemi, '/staff/auth/me')).body.code).toBe(ERRORS.STAFF_SESSION_EXPIRED.code);
    // The old password and authenticator open nothing any more.
    expect((await staffCall(t, '/staff/auth/sign-in', { body: { email: 'kemi@lender.example', password: GOOD_PASSWORD, code: codeNow(t, kemi.secret) } })).body.code).toBe(ERRORS.STAFF_SIGN_IN_FAILED.code);

    const token = tokenOf(reset.body.data.link);
    const start = await staffCall(t, '/staff/auth/enrol/start', { body: { token, password: GOOD_PASSWORD } });
    expect(start.body.data.secret).not.toBe(kemi.secret);
    await staffCall(t, '/staff/auth/enrol/finish', { body: { token, code: codeNow(t, start.body.data.secret) } });
    t.clock.advance(30_000);
    const again = await signIn(t, { email: 'kemi@lender.example', secret: start.body.data.secret });
    expect((await as(again, '/staff/complaints')).status).toBe(403);
    expect((await as(second, `/staff/approvals/${reset.body.data.rolesApproval}/approve`, {})).body.data).toMatchObject({ state: 'done', after: { roles: ['support'] } });
    expect((await as(again, '/staff/complaints')).status).toBe(200);
    const { events } = await t.app.services.audit.search({ action: 'staff.reset' });
    expect(events).toEqual([expect.objectContaining({ objectId: kemi.id, actorName: 'Root Admin', before: { status: 'active', roles: ['support'] } })]);
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('refuses staff administration to a person without staff.manage (403), and records the refusal', async () => {
    const reviewer = await person('rev@lender.example', 'Rev Iewer', ['reviewer']);
    const res = await as(reviewer, '/staff/staff/invite', { email: 'x@lender.example', name: 'X Y', roles: ['admin'], markets: ['NG'] });
    expect([res.status, res.body.code]).toEqual([403, ERRORS.STAFF_FORBIDDEN.code]);
    const { events } = await t.app.services.audit.search({ actorId: reviewer.id });
    expect(events.map((e) => [e.action, e.outcome])).toEqual([['staff.invite', 'refused']]);
  });
});

describe('the console session', () => {
  it('/staff/auth/me answers the session’s CSRF token, which a new tab uses for a POST', async () => {
    const admin = await person('root@lender.example', 'Root Admin', ['admin']);
    const me = await staffCall(t, '/staff/auth/me', { cookie: admin.cookie });
    expect(me.body.data.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same token the sign-in gave: every tab of one session shares it.
    expect(me.body.data.csrfToken).toBe(admin.csrf);
    const newTab = { ...admin, csrf: me.body.data.csrfToken as string };
    expect((await as(newTab, '/staff/api-keys', { name: 'nightly-audit-export', permissions: ['audit.read'], markets: ['NG'] })).body.code).toBe(0);
    // Without it, or with another session's, a POST is refused.
    expect((await staffCall(t, '/staff/api-keys', { cookie: admin.cookie, body: { name: 'x1', permissions: ['audit.read'], markets: ['NG'] } })).body.code).toBe(ERRORS.STAFF_CSRF.code);
    const other = await person('other@lender.example', 'Other Admin', ['admin']);
    expect((await as({ ...admin, csrf: other.csrf }, '/staff/api-keys', { name: 'x2', permissions: ['audit.read'], markets: ['NG'] })).body.code).toBe(ERRORS.STAFF_CSRF.code);
  });
});

describe('the audit trail on the staff API (audit.read)', () => {
  it('searches a page at a time and exports a period as CSV with a file name', async () => {
    const admin = await person('root@lender.example', 'Root Admin', ['admin']);
    for (const name of ['key-one', 'key-two', 'key-three']) await as(admin, '/staff/api-keys', { name, permissions: ['audit.read'], markets: ['NG'] });
    const page = await as(admin, `/staff/audit?action=api-key.create&actorId=${admin.id}&limit=2`);
    expect(page.body.data.events.map((e: { after: { name: string } }) => e.after.name)).toEqual(['key-three', 'key-two']);
    const rest = await as(admin, `/staff/audit?action=api-key.create&actorId=${admin.id}&limit=2&cursor=${page.body.data.nextCursor}`);
    expect(rest.body.data.events.map((e: { after: { name: string } }) => e.after.name), JSON.stringify(rest.body.data)).toEqual(['key-one']);
    expect(rest.body.data.nextCursor).toBeNull();
    expect((await as(admin, '/staff/audit?from=yesterday')).body.data.fields).toEqual([expect.objectContaining({ field: 'from' })]);

    const csv = await t.app.inject({ method: 'GET', url: '/staff/audit/export.csv?from=2026-03-01&to=2026-03-31', headers: { cookie: admin.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit-2026-03-01-2026-03-31.csv"');
    expect(csv.body.split('\n').filter((line) => line.includes('api-key.create') && line.includes(admin.id))).toHaveLength(3);
    const tooLong = await as(admin, '/staff/audit/export.csv?from=2026-01-01&to=2026-03-31');
    expect(tooLong.body.data.fields).toEqual([expect.objectContaining({ field: 'to' })]);
    expect((await as(admin, '/staff/audit/export.csv?to=2026-03-31')).body.data.fields).toEqual([expect.objectContaining({ field: 'from' })]);
  });
});
