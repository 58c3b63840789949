import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { sessions } from '../src/db/schema.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { callApi, HOUR, MINUTE, testConfig, useTestApp } from './helper.ts';

const t = useTestApp();
const PHONE = '08031234567';

async function userInfo(token: string | undefined, authorization?: string) {
  return t.call('/security/getUserInfo', authorization === undefined ? { token } : { authorization });
}

describe('the four session codes', () => {
  it('NOT_LOGGED_IN (10010301) without an Authorization header', async () => {
    const res = await userInfo(undefined);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: ERRORS.NOT_LOGGED_IN.code, data: null, msg: 'User not logged in' });
  });

  it('TOKEN_INVALID (100103) for an unknown, garbled or empty bearer token', async () => {
    await t.register(PHONE);
    for (const token of ['A'.repeat(43), 'not a token', 'x'.repeat(500)]) {
      const res = await userInfo(token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(ERRORS.TOKEN_INVALID.code);
      expect(res.body.msg).toBe('Token invalid, please login again');
    }
  });

  it('TOKEN_INVALID for an Authorization header that names the scheme and nothing else', async () => {
    for (const header of ['Bearer', 'Bearer ', 'bearer    ', 'Bearer\t']) {
      const res = await userInfo(undefined, header);
      expect(res.status, JSON.stringify(header)).toBe(401);
      expect(res.body.code, JSON.stringify(header)).toBe(ERRORS.TOKEN_INVALID.code);
    }
    // Nothing presented at all (an empty header) is still "not logged in".
    expect((await userInfo(undefined, '')).body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });

  it('TOKEN_EXPIRED (10010303) once SESSION_TTL_HOURS have passed', async () => {
    const token = await t.register(PHONE);
    t.clock.advance(720 * HOUR - 1000);
    expect((await userInfo(token)).body.code).toBe(0);
    t.clock.advance(1000);
    const res = await userInfo(token);
    expect(res.body).toEqual({ code: ERRORS.TOKEN_EXPIRED.code, data: null, msg: 'Token expired, please login again' });
  });

  it('LOGGED_IN_ELSEWHERE (10010304) for the old token after signing in on another device', async () => {
    const first = await t.register(PHONE);
    t.clock.advance(MINUTE);
    const second = await t.login(PHONE);
    expect(second).not.toBe(first);
    const old = await userInfo(first, undefined);
    expect(old.body).toEqual({ code: ERRORS.LOGGED_IN_ELSEWHERE.code, data: null, msg: 'The account is logged in from another device' });
    expect((await userInfo(second)).body.code).toBe(0);
    expect((await t.call('/security/getUserInfo', { token: first, lang: 'es' })).body.msg).toBe(
      'La cuenta inició sesión en otro dispositivo',
    );
  });

  it('leaves exactly one active session per user', async () => {
    await t.register(PHONE);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(16 * MINUTE);
      await t.login(PHONE);
    }
    const rows = await t.database.db.select().from(sessions);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.revokedAt === null)).toHaveLength(1);
    expect(rows.filter((r) => r.revokedReason === 'replaced')).toHaveLength(3);
  });
});

describe('logout', () => {
  it('revokes the session: the token then answers TOKEN_INVALID', async () => {
    const token = await t.register(PHONE);
    const res = await t.call('/security/logout', { token });
    expect(res.body).toEqual({ code: 0, data: null, msg: 'success' });
    expect((await userInfo(token)).body.code).toBe(ERRORS.TOKEN_INVALID.code);
    expect((await t.call('/security/logout', { token })).body.code).toBe(ERRORS.TOKEN_INVALID.code);
  });

  it('accepts an empty JSON body and no body at all', async () => {
    const token = await t.register(PHONE);
    const res = await t.call('/security/logout', { token, body: '', contentType: 'application/json' });
    expect(res.body.code).toBe(0);
    t.clock.advance(16 * MINUTE);
    const again = await t.login(PHONE);
    expect((await t.call('/security/logout', { token: again })).body.code).toBe(0);
  });

  it('needs a session', async () => {
    expect((await t.call('/security/logout')).body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });
});

describe('the Authorization header', () => {
  it('accepts "Bearer <t>", "Bearer<t>", "bearer <t>" and the bare token', async () => {
    const token = await t.register(PHONE);
    for (const header of [`Bearer ${token}`, `Bearer${token}`, `bearer ${token}`, token, `  Bearer   ${token} `]) {
      expect((await userInfo(undefined, header)).body.code, header).toBe(0);
    }
  });
});

describe('last seen', () => {
  it('is written at most once a minute', async () => {
    const token = await t.register(PHONE);
    const lastSeen = async () => (await t.database.db.select().from(sessions))[0]?.lastSeenAt;
    const start = t.clock.now().getTime();
    t.clock.advance(30_000);
    await userInfo(token);
    expect((await lastSeen())?.getTime()).toBe(start);
    t.clock.advance(30_000);
    await userInfo(token);
    expect((await lastSeen())?.getTime()).toBe(start + MINUTE);
    t.clock.advance(10_000);
    await userInfo(token);
    expect((await lastSeen())?.getTime()).toBe(start + MINUTE);
  });
});

describe('several instances on one database', () => {
  async function otherInstance(cacheSeconds: string) {
    const config = testConfig({ SESSION_CACHE_SECONDS: cacheSeconds });
    return buildApp({ config, database: t.database, now: t.clock.now, logger: createLogger('silent') });
  }

  it('see a sign-in elsewhere within SESSION_CACHE_SECONDS (5 s by default)', async () => {
    const other = await otherInstance('5');
    try {
      const first = await t.register(PHONE);
      const onOther = () => callApi(other, t.clock, '/security/getUserInfo', { token: first });
      expect((await onOther()).body.code).toBe(0); // the other instance has now checked it
      await t.login(PHONE); // on this instance: the first session is replaced
      expect((await userInfo(first)).body.code).toBe(ERRORS.LOGGED_IN_ELSEWHERE.code);
      t.clock.advance(4_999);
      expect((await onOther()).body.code).toBe(0);
      t.clock.advance(1);
      expect((await onOther()).body.code).toBe(ERRORS.LOGGED_IN_ELSEWHERE.code);
    } finally {
      await other.close();
    }
  });

  it('hold a session only in the market that issued it: a Nigerian token is invalid on a Mexican server', async () => {
    const mexico = await buildApp({ config: testConfig({ MARKET: 'MX' }), database: t.database, now: t.clock.now, logger: createLogger('silent') });
    try {
      const token = await t.register(PHONE);
      for (const path of ['/security/getUserInfo', '/loan/loan-order/latest'] as const) {
        const res = await callApi(mexico, t.clock, path, { token });
        expect(res.status, path).toBe(401);
        expect(res.body, path).toEqual({ code: ERRORS.TOKEN_INVALID.code, data: null, msg: 'Token invalid, please login again' });
      }
      expect((await userInfo(token)).body.code).toBe(0);
      // Still refused once the Nigerian instance has the session in its cache.
      expect((await callApi(mexico, t.clock, '/security/getUserInfo', { token })).body.code).toBe(ERRORS.TOKEN_INVALID.code);
    } finally {
      await mexico.close();
    }
  });

  it('see it at once with SESSION_CACHE_SECONDS=0', async () => {
    const other = await otherInstance('0');
    try {
      const token = await t.register(PHONE);
      expect((await callApi(other, t.clock, '/security/getUserInfo', { token })).body.code).toBe(0);
      await t.call('/security/logout', { token });
      expect((await callApi(other, t.clock, '/security/getUserInfo', { token })).body.code).toBe(ERRORS.TOKEN_INVALID.code);
    } finally {
      await other.close();
    }
  });
});
