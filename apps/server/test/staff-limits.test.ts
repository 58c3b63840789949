import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { MINUTE, useTestApp } from './helper.ts';
import { codeNow, enrolledAdmin, GOOD_PASSWORD, staffCall } from './staff-fixtures.ts';

// The proxy in front is 127.0.0.1 (app.inject's default peer): only its X-Forwarded-* are believed.
const t = useTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });

const fail = (email: string, ip: string) => staffCall(t, '/staff/auth/sign-in', { body: { email, password: 'not-the-password-at-all', code: '000000' }, ip });

describe('staff sign-in limits', () => {
  it('refuses an account after 5 failures in 15 minutes, even with the right password and code, from any address', async () => {
    const admin = await enrolledAdmin(t);
    for (let i = 0; i < 5; i += 1) expect((await fail(admin.email, `198.51.100.${i}`)).body.code).toBe(ERRORS.STAFF_SIGN_IN_FAILED.code);
    const right = { email: admin.email, password: GOOD_PASSWORD, code: codeNow(t, admin.secret) };
    const refused = await staffCall(t, '/staff/auth/sign-in', { body: right, ip: '198.51.100.99' });
    expect([refused.status, refused.body.code]).toEqual([429, ERRORS.STAFF_TOO_MANY_ATTEMPTS.code]);
    // An unknown account is limited the same way: the limit tells nothing about who exists.
    for (let i = 0; i < 5; i += 1) await fail('nobody@lender.example', `198.51.100.${i}`);
    expect((await fail('nobody@lender.example', '198.51.100.77')).body.code).toBe(ERRORS.STAFF_TOO_MANY_ATTEMPTS.code);

    t.clock.advance(15 * MINUTE);
    const later = await staffCall(t, '/staff/auth/sign-in', { body: { ...right, code: codeNow(t, admin.secret) }, ip: '198.51.100.99' });
    expect(later.body.code).toBe(0);
  });

  it('refuses an address after 20 failures in 15 minutes, whatever the account', async () => {
    const admin = await enrolledAdmin(t);
    for (let i = 0; i < 20; i += 1) expect((await fail(`guess${i}@lender.example`, '203.0.113.50')).body.code).toBe(ERRORS.STAFF_SIGN_IN_FAILED.code);
    const right = { email: admin.email, password: GOOD_PASSWORD, code: codeNow(t, admin.secret) };
    expect((await staffCall(t, '/staff/auth/sign-in', { body: right, ip: '203.0.113.50' })).body.code).toBe(ERRORS.STAFF_TOO_MANY_ATTEMPTS.code);
    // Another address is not held back by this one's failures.
    expect((await staffCall(t, '/staff/auth/sign-in', { body: right, ip: '203.0.113.51' })).body.code).toBe(0);
  });

  it('does not count successful sign-ins', async () => {
    const admin = await enrolledAdmin(t);
    for (let i = 0; i < 7; i += 1) {
      const res = await staffCall(t, '/staff/auth/sign-in', { body: { email: admin.email, password: GOOD_PASSWORD, code: codeNow(t, admin.secret) }, ip: '203.0.113.60' });
      expect(res.body.code).toBe(0);
      t.clock.advance(30_000);
    }
  });

  it('marks the session cookie Secure when the trusted proxy says the request came over https', async () => {
    const admin = await enrolledAdmin(t);
    const res = await t.app.inject({
      method: 'POST', url: '/staff/auth/sign-in', headers: { 'x-forwarded-proto': 'https' },
      payload: { email: admin.email, password: GOOD_PASSWORD, code: codeNow(t, admin.secret) },
    });
    expect(JSON.parse(res.body).code).toBe(0);
    expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });
});
