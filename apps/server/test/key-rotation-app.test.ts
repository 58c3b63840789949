import { ERRORS } from '@lendline/domain';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { sessions } from '../src/db/schema.ts';
import { staffAccounts } from '../src/db/schema-staff.ts';
import { hashSessionToken } from '../src/modules/auth/session-fns.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { keyIdOf } from '../src/shared/keyring.ts';
import { callApi, HOUR, T0, useTestApp, type TestApp } from './helper.ts';
import { enrolledAdmin, signIn, staffCall } from './staff-fixtures.ts';

const OLD = 'the-old-secret-key-of-at-least-32-chars';
const NEW = 'the-new-secret-key-of-at-least-32-chars';
const UNTIL = new Date(T0.getTime() + 48 * HOUR);

/**
 * A running deployment on OLD, then the same database served after a rotation to NEW with OLD
 * accepted until UNTIL (ADR 091): nobody is signed out, no code or second factor breaks.
 */
describe('rotating SECRET_KEY on a running deployment', () => {
  const t = useTestApp({ env: { SECRET_KEY: OLD } });
  const opened: FastifyInstance[] = [];
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });

  async function rotatedApp(logs: string[] = []): Promise<FastifyInstance> {
    const config: Config = { ...t.config, secretKey: NEW, rotation: { previous: { secretKey: OLD, until: UNTIL }, fingerprintKey: OLD } };
    const logger = createLogger('info', { write: (line: string) => void logs.push(line) });
    const app = await buildApp({ config, database: t.database, now: t.clock.now, logger });
    await app.ready();
    opened.push(app);
    return app;
  }
  const userInfo = (app: FastifyInstance, token: string) => callApi(app, t.clock, '/security/getUserInfo', { token });
  const storedHash = async (token: string) => {
    const rows = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    return rows.map((row) => row.tokenHash).find((hash) => hash === hashSessionToken(OLD, token) || hash === hashSessionToken(NEW, token));
  };

  it('keeps borrowers signed in: a session used during the period moves to the new key; one unused until its end is refused', async () => {
    const used = await t.register('2348031110001');
    const idle = await t.register('2348031110002');
    const app = await rotatedApp();
    expect((await userInfo(app, used)).body.code).toBe(0);
    expect(await storedHash(used)).toBe(hashSessionToken(NEW, used));
    expect(await storedHash(idle)).toBe(hashSessionToken(OLD, idle));
    t.clock.set(UNTIL);
    // A fresh instance (no cache of checked sessions) once the previous key is refused.
    const later = await rotatedApp();
    expect((await userInfo(later, used)).body.code).toBe(0);
    expect((await userInfo(later, idle)).body.code).toBe(ERRORS.TOKEN_INVALID.code);
  });

  it('accepts a one-time code sent just before the rotation', async () => {
    const code = await t.sendCode('2348031110004', 'register');
    const app = await rotatedApp();
    const res = await callApi<{ token: string }>(app, t.clock, '/security/register', { body: { mobile: '2348031110004', code } });
    expect(res.body.code).toBe(0);
  });

  it('keeps staff second factors and CSRF tokens: the TOTP secret is re-sealed under the new key at the next sign-in', async () => {
    const admin = await enrolledAdmin(t);
    const session = await signIn(t, admin);
    const sealed = async () => (await t.database.db.select({ totpSecret: staffAccounts.totpSecret }).from(staffAccounts))[0]!.totpSecret!;
    expect((await sealed()).split('.')[1]).toBe(keyIdOf(OLD));
    const rotated: TestApp = Object.create(t, { app: { value: await rotatedApp() } }) as TestApp;
    // The console's new tab asks /me for the CSRF token: it is the one stored at sign-in.
    const me = await staffCall(rotated, '/staff/auth/me', { cookie: session.cookie });
    expect(me.body.data.csrfToken).toBe(session.csrf);
    await signIn(rotated, admin);
    expect((await sealed()).split('.')[1]).toBe(keyIdOf(NEW));
    t.clock.set(UNTIL);
    await signIn(rotated, admin);
  });

  it('warns at start when the period has passed, naming no key', async () => {
    t.clock.set(UNTIL);
    const logs: string[] = [];
    await rotatedApp(logs);
    const warning = logs.find((line) => line.includes('SECRET_KEY_PREVIOUS_UNTIL passed'));
    expect(warning).toBeDefined();
    expect(warning).not.toContain(OLD);
  });
});
