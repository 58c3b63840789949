import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { newSessionToken, sessionCacheKey } from '../src/modules/auth/session-fns.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { callApi, testConfig, useTestApp } from './helper.ts';

const t = useTestApp();
const PHONE = '08031234568';
const userInfo = (token: string) => t.call('/security/getUserInfo', { token });

describe('the cache of checked sessions (ADR 061)', () => {
  it('is keyed by a SHA-256 of the token, never the token itself', () => {
    const token = newSessionToken();
    expect(sessionCacheKey(token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionCacheKey(token)).not.toBe(token);
    expect(sessionCacheKey(token)).toBe(sessionCacheKey(token));
    expect(sessionCacheKey(newSessionToken())).not.toBe(sessionCacheKey(token));
  });

  it('refuses a token at once after sign-out on this instance, though it answered from the cache a moment before', async () => {
    const token = await t.register(PHONE);
    expect((await userInfo(token)).body.code).toBe(0);
    expect((await userInfo(token)).body.code).toBe(0);
    await t.call('/security/logout', { token });
    expect((await userInfo(token)).body.code).toBe(ERRORS.TOKEN_INVALID.code);
  });

  it('refuses a closed account’s token at once on this instance', async () => {
    const token = await t.register(PHONE);
    const { userId } = (await userInfo(token)).body.data.basicInfo as { userId: string };
    expect((await userInfo(token)).body.code).toBe(0);
    await t.app.services.sessions.endAll(userId);
    const res = await userInfo(token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(ERRORS.TOKEN_INVALID.code);
  });

  it('sees a sign-out on another instance within SESSION_CACHE_SECONDS, and not later', async () => {
    const other = await buildApp({ config: testConfig({ SESSION_CACHE_SECONDS: '5' }), database: t.database, now: t.clock.now, logger: createLogger('silent') });
    try {
      const token = await t.register(PHONE);
      const onOther = () => callApi(other, t.clock, '/security/getUserInfo', { token });
      expect((await onOther()).body.code).toBe(0);
      await t.call('/security/logout', { token });
      t.clock.advance(4_999);
      expect((await onOther()).body.code).toBe(0);
      t.clock.advance(1);
      expect((await onOther()).body.code).toBe(ERRORS.TOKEN_INVALID.code);
    } finally {
      await other.close();
    }
  });
});
