import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { createAdminMain } from '../src/cli/create-admin.ts';
import { HOUR, useTestApp } from './helper.ts';
import { codeNow, GOOD_PASSWORD, inviteAdmin, staffCall, tokenOf } from './staff-fixtures.ts';

const t = useTestApp();

describe('staff enrolment', () => {
  it('sets the password, shows the TOTP secret once, and activates on a good code only', async () => {
    const token = await inviteAdmin(t);
    const start = await staffCall(t, '/staff/auth/enrol/start', { body: { token, password: GOOD_PASSWORD } });
    expect(start.body.code).toBe(0);
    const { secret, otpauthUri } = start.body.data as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/Lendline:ada%40lender.example?secret=${secret}&issuer=Lendline&algorithm=SHA1&digits=6&period=30`);

    const wrong = String((Number(codeNow(t, secret)) + 1) % 1_000_000).padStart(6, '0');
    const bad = await staffCall(t, '/staff/auth/enrol/finish', { body: { token, code: wrong } });
    expect([bad.status, bad.body.code]).toEqual([400, ERRORS.STAFF_CODE_INVALID.code]);

    const good = await staffCall(t, '/staff/auth/enrol/finish', { body: { token, code: codeNow(t, secret) } });
    expect([good.status, good.body.code, good.body.data]).toEqual([200, 0, { active: true }]);

    // The link is spent: neither step opens it again.
    const again = await staffCall(t, '/staff/auth/enrol/start', { body: { token, password: GOOD_PASSWORD } });
    expect(again.body.code).toBe(ERRORS.STAFF_ENROLMENT_INVALID.code);
    const finishAgain = await staffCall(t, '/staff/auth/enrol/finish', { body: { token, code: codeNow(t, secret, 1) } });
    expect(finishAgain.body.code).toBe(ERRORS.STAFF_ENROLMENT_INVALID.code);
  });

  it('refuses a link after 24 hours, and a token never issued', async () => {
    const token = await inviteAdmin(t);
    t.clock.advance(24 * HOUR);
    const late = await staffCall(t, '/staff/auth/enrol/start', { body: { token, password: GOOD_PASSWORD } });
    expect([late.status, late.body.code]).toEqual([400, ERRORS.STAFF_ENROLMENT_INVALID.code]);
    const unknown = await staffCall(t, '/staff/auth/enrol/start', { body: { token: 'A'.repeat(43), password: GOOD_PASSWORD } });
    expect(unknown.body.code).toBe(ERRORS.STAFF_ENROLMENT_INVALID.code);
  });

  it('accepts the link just before it expires', async () => {
    const token = await inviteAdmin(t);
    t.clock.advance(24 * HOUR - 1000);
    const start = await staffCall(t, '/staff/auth/enrol/start', { body: { token, password: GOOD_PASSWORD } });
    expect(start.body.code).toBe(0);
  });

  it.each([
    ['short', 'Xq7#mP2!vL'],
    ['common', 'password1234'],
    ['email', 'ada-lovelace-counts-42'],
  ])('names a weak password (%s) and keeps the link usable', async (reason, password) => {
    const token = await inviteAdmin(t);
    const res = await staffCall(t, '/staff/auth/enrol/start', { body: { token, password } });
    expect([res.status, res.body.code, res.body.data]).toEqual([400, ERRORS.STAFF_PASSWORD_WEAK.code, { reason }]);
    const retry = await staffCall(t, '/staff/auth/enrol/start', { body: { token, password: GOOD_PASSWORD } });
    expect(retry.body.code).toBe(0);
  });

  it('words a weak password in Spanish too', async () => {
    const token = await inviteAdmin(t);
    const res = await t.app.inject({ method: 'POST', url: '/staff/auth/enrol/start', headers: { lang: 'es' }, payload: { token, password: 'corta' } });
    expect(JSON.parse(res.body).msg).toBe('La contraseña necesita al menos 12 caracteres');
  });

  it('refuses a second account with the same email in another case', async () => {
    await inviteAdmin(t, 'ada@lender.example');
    const second = await t.app.services.staff.createAdmin({ email: 'ADA@Lender.Example', name: 'Ada Again' });
    expect(second).toMatchObject({ ok: false, error: 'STAFF_EMAIL_TAKEN' });
  });
});

describe('npm run staff:create-admin', () => {
  it('creates an invited admin and prints a one-time link that enrols', async () => {
    const lines: string[] = [];
    const code = await createAdminMain(['--email', 'Grace@Lender.example', '--name', 'Grace Hopper'], {
      env: { NODE_ENV: 'test', PUBLIC_URL: 'https://console.lender.example' }, database: t.database, now: t.clock.now, out: (line) => lines.push(line),
    });
    expect(code).toBe(0);
    const link = lines.find((line) => line.startsWith('https://'));
    expect(link).toMatch(/^https:\/\/console\.lender\.example\/console\/#\/enrol\?token=[A-Za-z0-9_-]{43}$/);
    expect(lines.join('\n')).toContain('2026-03-03T09:00:00.000Z');

    const staff = await t.app.services.staff.listStaff({ kind: 'staff', id: 'x', name: 'x', roles: ['admin'], permissions: new Set(['staff.read']), markets: ['NG'] });
    expect(staff.ok && staff.value.staff).toEqual([
      { id: expect.any(String), email: 'grace@lender.example', name: 'Grace Hopper', roles: ['admin'], markets: ['NG', 'MX'], status: 'invited', state: 'invited', disabled: false, createdAt: '2026-03-02T09:00:00.000Z' },
    ]);
    // The command line's invitation is in the audit trail, as the system's (ADR 077).
    const { events } = await t.app.services.audit.search({ action: 'staff.invite', objectId: staff.ok ? staff.value.staff[0]!.id : '' });
    expect(events.map((e) => [e.actorKind, e.actorName])).toEqual([['system', 'staff:create-admin']]);
    const start = await staffCall(t, '/staff/auth/enrol/start', { body: { token: tokenOf(link ?? ''), password: GOOD_PASSWORD } });
    expect(start.body.code).toBe(0);
  });

  it('without PUBLIC_URL links to this server, and refuses missing arguments', async () => {
    const lines: string[] = [];
    await createAdminMain(['--email', 'lin@lender.example', '--name', 'Lin'], { env: { NODE_ENV: 'test', PORT: '8123' }, database: t.database, now: t.clock.now, out: (l) => lines.push(l) });
    expect(lines.some((line) => line.startsWith('http://localhost:8123/console/#/enrol?token='))).toBe(true);
    const usage: string[] = [];
    expect(await createAdminMain(['--email', 'x@y.z'], { database: t.database, out: (l) => usage.push(l) })).toBe(2);
    expect(usage[0]).toContain('usage:');
    expect(await createAdminMain(['--email', 'lin@lender.example', '--name', 'Lin'], { env: { NODE_ENV: 'test' }, database: t.database, out: () => undefined })).toBe(1);
  });
});
