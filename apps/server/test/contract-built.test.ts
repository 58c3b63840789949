import { ENDPOINTS, ERRORS } from '@lendline/domain';
import { schemasFor } from '@lendline/domain/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

// Issue 12 (ADR 048): no call of the contract answers "not available yet". Every path is walked
// through the real server (the test clock on, so even its path is served), signed in where the
// contract wants a token, with an empty input: whatever else it answers, it must be a handler's.
const t = useTestApp({ env: { SANDBOX_CLOCK: 'true' }, resetEachTest: false });

describe('every call of the contract is built', () => {
  it('has its request and response shapes defined: none is provisional', () => {
    expect(ENDPOINTS.filter((e) => schemasFor(e.path)?.provisional !== false).map((e) => e.path)).toEqual([]);
  });

  it('has a handler on the server: no path answers NOT_AVAILABLE_YET', async () => {
    const token = await t.register('08031234567');
    const unbuilt: string[] = [];
    for (const e of ENDPOINTS) {
      const res = await t.call(e.path, { token, ...(e.encoding === 'multipart' ? { body: {} } : {}) });
      if (res.body.code === ERRORS.NOT_AVAILABLE_YET.code || res.status === 501) unbuilt.push(e.path);
      expect(res.body.code, `${e.path}: ${res.text}`).not.toBe(ERRORS.UNKNOWN_PATH.code);
    }
    expect(unbuilt).toEqual([]);
  });
});
