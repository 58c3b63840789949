import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { HOUR, T0, useTestApp } from './helper.ts';

describe('/sandbox/clock (SANDBOX_CLOCK=true)', () => {
  const t = useTestApp({ env: { SANDBOX_CLOCK: 'true', SESSION_TTL_HOURS: '24' } });

  it('moves the server clock forward: a session ends when its hours have passed', async () => {
    const token = await t.register('08031234567');
    expect((await t.call('/security/getUserInfo', { token })).body.code).toBe(0);

    const moved = await t.call('/sandbox/clock', { body: { advanceHours: 25 } });
    expect(moved.body.data).toEqual({ now: new Date(T0.getTime() + 25 * HOUR).toISOString() });
    expect((await t.call('/security/getUserInfo', { token })).body.code).toBe(ERRORS.TOKEN_EXPIRED.code);
  });

  it('adds each call to the last, and refuses a step that is not whole hours between 1 and 400 days', async () => {
    // The offset belongs to the server, so it carries on from the test before.
    const before = Date.parse((await t.call('/sandbox/clock', { body: { advanceHours: 2 } })).body.data.now);
    expect((await t.call('/sandbox/clock', { body: { advanceHours: 3 } })).body.data.now).toBe(new Date(before + 3 * HOUR).toISOString());
    for (const advanceHours of [0, -1, 1.5, 400 * 24 + 1]) {
      expect((await t.call('/sandbox/clock', { body: { advanceHours } })).body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    }
  });
});

describe('/sandbox/clock (default)', () => {
  const t = useTestApp();

  it('does not exist, and is not in the OpenAPI document', async () => {
    expect((await t.call('/sandbox/clock', { body: { advanceHours: 1 } })).body.code).toBe(ERRORS.UNKNOWN_PATH.code);
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/sandbox/clock');
  });
});
