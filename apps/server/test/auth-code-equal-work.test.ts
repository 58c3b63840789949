import type { ServerResponse } from 'node:http';
import { ERRORS } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastCode, startFakeTermii, termiiSuccess, type FakeTermii } from './fake-termii.ts';
import { MINUTE, useTestApp } from './helper.ts';

/**
 * Issue 19: a registered and an unregistered number answered a login-code request about 5 ms
 * apart, because only the registered one stored a code and sent an SMS before answering. The
 * two must do the same work: the same rows written, and neither answer waiting for the SMS
 * vendor (Termii here, at a local fake that can hold its answer). Timings are never asserted.
 */
let fake: FakeTermii;
beforeAll(async () => {
  fake = await startFakeTermii();
});
afterAll(async () => {
  await fake.close();
});

const t = useTestApp({
  env: () => ({ SMS_PROVIDER: 'termii', TERMII_API_KEY: 'TLkey-equal-work', TERMII_SENDER_ID: 'Lendline', TERMII_BASE_URL: fake.url }),
});

const KNOWN = '08031234567';
const STRANGER = '08037654321';

async function register(mobile: string): Promise<void> {
  fake.respond(termiiSuccess);
  await t.call('/security/getVerifyCode', { body: { mobile, type: 'register' } });
  await codesSent();
  const res = await t.call('/security/register', { body: { mobile, code: lastCode(fake) } });
  expect(res.body.code, res.text).toBe(0);
}

/** The SMS go out after the answer: a test reading the vendor's side waits for those on their way. */
const codesSent = () => t.app.services.otp.sendsSettled();

async function rowsOf(phone: string) {
  const result = await t.database.db.execute<{ requests: string; codes: string; superseded: string }>(sql`
    SELECT (SELECT count(*) FROM otp_requests WHERE phone = ${phone} AND purpose = 'login')::text AS requests,
           (SELECT count(*) FROM otp_codes WHERE phone = ${phone} AND purpose = 'login')::text AS codes,
           (SELECT count(*) FROM otp_codes WHERE phone = ${phone} AND purpose = 'login' AND superseded_at IS NOT NULL)::text AS superseded`);
  const row = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]))[0] as { requests: string; codes: string; superseded: string };
  return { requests: Number(row.requests), codes: Number(row.codes), superseded: Number(row.superseded) };
}

describe('a login code for a registered and for an unregistered number', () => {
  it('writes the same rows: the request, a code, and the earlier code superseded (the stranger’s is never sent)', async () => {
    await register(KNOWN);
    fake.respond(termiiSuccess);
    const sentBefore = fake.requests.length;
    for (let i = 0; i < 2; i += 1) {
      for (const mobile of [KNOWN, STRANGER]) expect((await t.call('/security/getVerifyCode', { body: { mobile, type: 'login' } })).body.code).toBe(0);
      t.clock.advance(MINUTE);
    }
    expect(await rowsOf('2348037654321')).toEqual(await rowsOf('2348031234567'));
    expect(await rowsOf('2348037654321')).toEqual({ requests: 2, codes: 2, superseded: 1 });
    await codesSent();
    expect(fake.requests.slice(sentBefore).map((r) => r.body.to)).toEqual(['2348031234567', '2348031234567']);
  });

  it('answers without waiting for the SMS vendor, which gets the code afterwards', async () => {
    await register(KNOWN);
    // Termii holds its answer until released: an answer that waited for it would come only
    // after the client's own timeout, with "code SMS failed" already in the log.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fake.respond((req, res: ServerResponse) => void held.then(() => termiiSuccess(req, res)));
    t.logs.length = 0;
    try {
      const answered = await t.call('/security/getVerifyCode', { body: { mobile: KNOWN, type: 'login' } });
      expect(answered.body.code).toBe(0);
      expect(t.logs.filter((line) => line.includes('code SMS'))).toEqual([]);
    } finally {
      release();
    }
    await vi.waitFor(() => expect(t.logs.some((line) => line.includes('"msg":"code SMS sent"'))).toBe(true));
  });

  it('refuses wrong codes alike: after five, both numbers are told there were too many tries', async () => {
    await register(KNOWN);
    fake.respond(termiiSuccess);
    for (const mobile of [KNOWN, STRANGER]) await t.call('/security/getVerifyCode', { body: { mobile, type: 'login' } });
    await codesSent();
    expect(fake.requests.at(-1)?.body.to).toBe('2348031234567');
    const wrong = lastCode(fake) === '000000' ? '111111' : '000000';
    for (const mobile of [KNOWN, STRANGER]) {
      const answers: number[] = [];
      for (let i = 0; i < 6; i += 1) answers.push((await t.call('/security/login', { body: { mobile, code: wrong } })).body.code);
      expect(answers, mobile).toEqual([...Array(4).fill(ERRORS.CODE_INVALID.code), ERRORS.CODE_TOO_MANY_TRIES.code, ERRORS.CODE_TOO_MANY_TRIES.code]);
    }
  });
});
