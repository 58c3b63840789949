import { ERRORS, permissionsOf } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { MINUTE, HOUR, useTestApp } from './helper.ts';
import { codeNow, enrolledAdmin, GOOD_PASSWORD, signIn, staffCall, type Session } from './staff-fixtures.ts';

const t = useTestApp();

const me = (session: Partial<Session>) => staffCall(t, '/staff/auth/me', { cookie: session.cookie });
const post = (url: string, session: Partial<Session>) => staffCall(t, url, { method: 'POST', body: {}, cookie: session.cookie, csrf: session.csrf });
/** The audit context a staff route would hand the service (ADR 077). */
const context = { actor: { kind: 'staff' as const, id: 'admin', name: 'Admin' }, address: '203.0.113.7', requestId: 'req-1' };
const adminPrincipal = { kind: 'staff' as const, id: 'admin', name: 'Admin', roles: ['admin' as const], permissions: permissionsOf(['admin']), markets: ['NG' as const, 'MX' as const] };

describe('staff sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie on /staff and answers the person and a CSRF token', async () => {
    const admin = await enrolledAdmin(t);
    const res = await staffCall(t, '/staff/auth/sign-in', { body: { email: 'ADA@lender.example', password: GOOD_PASSWORD, code: codeNow(t, admin.secret) } });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      staff: { id: expect.any(String), email: 'ada@lender.example', name: 'Ada Obi', roles: ['admin'], markets: ['NG', 'MX'] },
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(res.setCookie).toMatch(/^lendline_staff=[A-Za-z0-9_-]{43}; Path=\/staff; HttpOnly; SameSite=Strict$/);
    const cookie = res.setCookie?.split(';')[0] ?? '';
    const who = await me({ cookie });
    expect(who.body.data.staff).toMatchObject({ name: 'Ada Obi', roles: ['admin'], markets: ['NG', 'MX'] });
    expect(who.body.data.staff.permissions).toContain('staff.manage');
  });

  it('does not mark the cookie Secure over plain http, whatever an untrusted client claims', async () => {
    const admin = await enrolledAdmin(t);
    // TRUST_PROXY is false in these tests: the client's own X-Forwarded-Proto is not believed.
    const plain = await t.app.inject({
      method: 'POST', url: '/staff/auth/sign-in', headers: { 'x-forwarded-proto': 'https' },
      payload: { email: admin.email, password: GOOD_PASSWORD, code: codeNow(t, admin.secret) },
    });
    expect(JSON.parse(plain.body).code).toBe(0);
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
  });

  it('gives one answer for an unknown account, a wrong password, a wrong code, a replayed code and a disabled account', async () => {
    const admin = await enrolledAdmin(t);
    const code = codeNow(t, admin.secret);
    const attempts = [
      { email: 'nobody@lender.example', password: GOOD_PASSWORD, code },
      { email: admin.email, password: `${GOOD_PASSWORD}x`, code },
      { email: admin.email, password: GOOD_PASSWORD, code: codeNow(t, admin.secret, 3) },
    ];
    const answers = [];
    for (const body of attempts) answers.push(await staffCall(t, '/staff/auth/sign-in', { body }));
    // The code that worked once is refused the second time.
    const first = await staffCall(t, '/staff/auth/sign-in', { body: { email: admin.email, password: GOOD_PASSWORD, code } });
    expect(first.body.code).toBe(0);
    answers.push(await staffCall(t, '/staff/auth/sign-in', { body: { email: admin.email, password: GOOD_PASSWORD, code } }));
    t.clock.advance(30_000);
    await t.app.services.staff.disableStaff(adminPrincipal, first.body.data.staff.id, context);
    answers.push(await staffCall(t, '/staff/auth/sign-in', { body: { email: admin.email, password: GOOD_PASSWORD, code: codeNow(t, admin.secret) } }));

    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: ERRORS.STAFF_SIGN_IN_FAILED.code, data: null, msg: 'The email, password or code is not right, or the account cannot sign in' });
      expect(answer.setCookie).toBeUndefined();
    }
  });

  it('lets one of two sign-ins racing with the same code through, never both', async () => {
    const admin = await enrolledAdmin(t);
    const body = { email: admin.email, password: GOOD_PASSWORD, code: codeNow(t, admin.secret) };
    const answers = await Promise.all([staffCall(t, '/staff/auth/sign-in', { body }), staffCall(t, '/staff/auth/sign-in', { body })]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, ERRORS.STAFF_SIGN_IN_FAILED.code]);
  });
});

describe('staff sessions', () => {
  it('refuses a request that may change something without the CSRF token, or with a wrong one', async () => {
    const session = await signIn(t, await enrolledAdmin(t));
    const none = await post('/staff/auth/sign-out', { cookie: session.cookie });
    expect([none.status, none.body.code]).toEqual([403, ERRORS.STAFF_CSRF.code]);
    const wrong = await post('/staff/auth/sign-out', { cookie: session.cookie, csrf: 'B'.repeat(43) });
    expect([wrong.status, wrong.body.code]).toEqual([403, ERRORS.STAFF_CSRF.code]);
    // Still signed in: neither request did anything.
    expect((await me(session)).body.code).toBe(0);
  });

  it('answers null to the plugin when there is no staff cookie, and expired when it is bad', async () => {
    const staff = t.app.services.staffSessions;
    expect(await staff.authenticateSession({ method: 'GET', headers: {} })).toBeNull();
    expect(await staff.authenticateSession({ method: 'GET', headers: { cookie: 'other=1' } })).toBeNull();
    expect(await staff.authenticateSession({ method: 'GET', headers: { cookie: 'lendline_staff=garbage' } })).toEqual({ ok: false, error: 'STAFF_SESSION_EXPIRED' });
    expect(await staff.authenticateSession({ method: 'GET', headers: { cookie: `lendline_staff=${'C'.repeat(43)}` } })).toEqual({ ok: false, error: 'STAFF_SESSION_EXPIRED' });
    const session = await signIn(t, await enrolledAdmin(t));
    const principal = await staff.authenticateSession({ method: 'POST', headers: { cookie: session.cookie, 'x-csrf-token': session.csrf } });
    expect(principal).toMatchObject({ ok: true, value: { kind: 'staff', id: session.id, name: 'Ada Obi', roles: ['admin'], markets: ['NG', 'MX'], sessionId: expect.any(String) } });
    expect(principal?.ok && principal.value.permissions.has('staff.manage')).toBe(true);
    expect(await staff.authenticateSession({ method: 'DELETE', headers: { cookie: session.cookie } })).toEqual({ ok: false, error: 'STAFF_CSRF' });
  });

  it('ends after 15 minutes idle, and is kept alive by use until then', async () => {
    const session = await signIn(t, await enrolledAdmin(t));
    t.clock.advance(14 * MINUTE);
    expect((await me(session)).body.code).toBe(0);
    t.clock.advance(14 * MINUTE);
    expect((await me(session)).body.code).toBe(0);
    t.clock.advance(15 * MINUTE);
    const idle = await me(session);
    expect([idle.status, idle.body.code]).toEqual([401, ERRORS.STAFF_SESSION_EXPIRED.code]);
  });

  it('ends 8 hours after sign-in however active', async () => {
    const admin = await enrolledAdmin(t);
    const signedInAt = t.clock.now().getTime();
    const session = await signIn(t, admin);
    while (t.clock.now().getTime() + 10 * MINUTE < signedInAt + 8 * HOUR) {
      t.clock.advance(10 * MINUTE);
      expect((await me(session)).body.code).toBe(0);
    }
    t.clock.set(new Date(signedInAt + 8 * HOUR));
    expect((await me(session)).body.code).toBe(ERRORS.STAFF_SESSION_EXPIRED.code);
  });

  it('signs out: the cookie is cleared and the session refused', async () => {
    const session = await signIn(t, await enrolledAdmin(t));
    const out = await post('/staff/auth/sign-out', session);
    expect(out.body).toMatchObject({ code: 0, data: { signedOut: true } });
    expect(out.setCookie).toBe('lendline_staff=; Path=/staff; HttpOnly; SameSite=Strict; Max-Age=0');
    expect((await me(session)).body.code).toBe(ERRORS.STAFF_SESSION_EXPIRED.code);
  });

  it('signs out everywhere: another session of the same person ends too', async () => {
    const admin = await enrolledAdmin(t);
    const laptop = await signIn(t, admin, '198.51.100.1');
    const desktop = await signIn(t, admin, '198.51.100.2');
    const out = await post('/staff/auth/sign-out-everywhere', laptop);
    expect(out.body).toMatchObject({ code: 0, data: { ended: 2 } });
    expect((await me(desktop)).body.code).toBe(ERRORS.STAFF_SESSION_EXPIRED.code);
    expect((await me(laptop)).body.code).toBe(ERRORS.STAFF_SESSION_EXPIRED.code);
  });

  it('refuses a disabled account’s session at once, and lets it sign in again once enabled', async () => {
    const admin = await enrolledAdmin(t);
    const session = await signIn(t, admin);
    expect((await t.app.services.staff.disableStaff(adminPrincipal, session.id, context)).ok).toBe(true);
    expect((await me(session)).body.code).toBe(ERRORS.STAFF_SESSION_EXPIRED.code);
    expect(await t.app.services.staff.enableStaff(adminPrincipal, session.id, context)).toEqual({ ok: true, value: { disabled: false } });
    // Enabling does not bring the ended session back; a new sign-in is needed.
    expect((await me(session)).body.code).toBe(ERRORS.STAFF_SESSION_EXPIRED.code);
    const again = await signIn(t, admin);
    expect((await me(again)).body.code).toBe(0);
  });

  it('keeps admin actions to those who may manage staff', async () => {
    const reader = { ...adminPrincipal, permissions: new Set(['borrowers.read'] as const) };
    expect(await t.app.services.staff.disableStaff(reader, 'x', context)).toEqual({ ok: false, error: 'STAFF_FORBIDDEN' });
    expect(await t.app.services.staff.disableStaff(adminPrincipal, 'no-such-id', context)).toEqual({ ok: false, error: 'NOT_FOUND' });
    const mexicoAdmin = { ...adminPrincipal, markets: ['MX' as const] };
    const outside = await t.app.services.staff.inviteStaff(mexicoAdmin, { email: 'li@lender.example', name: 'Li Wei', roles: ['support'], markets: ['NG'] }, context);
    expect(outside).toMatchObject({ ok: false, error: 'VALIDATION_FAILED' });
    const invited = await t.app.services.staff.inviteStaff(mexicoAdmin, { email: 'li@lender.example', name: 'Li Wei', roles: ['support'], markets: ['MX'] }, context);
    expect(invited.ok && invited.value.link).toMatch(/\/console\/#\/enrol\?token=/);
    // Inviting is asking for roles: without roles.request, no account is made at all.
    const manager = { ...adminPrincipal, permissions: new Set(['staff.manage', 'staff.read'] as const) };
    expect(await t.app.services.staff.inviteStaff(manager, { email: 'ngozi@lender.example', name: 'Ngozi Eze', roles: ['support'], markets: ['NG'] }, context)).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });
    const listed = await t.app.services.staff.listStaff(adminPrincipal);
    expect(listed.ok && listed.value.staff.map((person) => person.email)).toEqual(expect.not.arrayContaining(['ngozi@lender.example']));
    expect(listed.ok && listed.value.staff.map((person) => person.email)).toContain('li@lender.example');
  });

  it('never writes a password, code, secret or token to the log', async () => {
    const admin = await enrolledAdmin(t);
    const code = codeNow(t, admin.secret);
    const session = await signIn(t, admin);
    await staffCall(t, '/staff/auth/sign-in', { body: { email: admin.email, password: 'wrong-password-here', code } });
    await me(session);
    await post('/staff/auth/sign-out', session);
    const output = t.logs.join('\n');
    expect(output).toContain('staff signed in');
    for (const secret of [GOOD_PASSWORD, 'wrong-password-here', admin.secret, session.csrf, session.cookie.split('=')[1] ?? 'none']) {
      expect(output).not.toContain(secret);
    }
    // Six digits alone, not inside a longer number such as a timestamp.
    expect(output).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  });
});
