import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { MINUTE, useTestApp } from './helper.ts';

const t = useTestApp();

describe('/sandbox/sms/latest (sandbox mode)', () => {
  it('returns the last SMS to a number, its code and when it was sent', async () => {
    await t.call('/security/getVerifyCode', { body: { mobile: '08031234567', type: 'register' } });
    t.clock.advance(MINUTE);
    await t.call('/security/getVerifyCode', { body: { mobile: '+234 803 123 4567', type: 'register' } });
    const res = await t.call('/sandbox/sms/latest', { body: { mobile: '2348031234567' } });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      text: `Your Lendline code is ${res.body.data.code}. It expires in 5 minutes. Never share it.`,
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: t.clock.now().toISOString(),
    });
  });

  it('gives the latest code even when another SMS (a reminder, a receipt) went to the number after it', async () => {
    const code = await t.sendCode('08031234567', 'register');
    t.clock.advance(MINUTE);
    await t.database.transaction((s) =>
      s.query('INSERT INTO sandbox_sms (phone, text, created_at) VALUES ($1, $2, $3)', ['2348031234567', 'Your Lendline loan of NGN 5,000.00 is due tomorrow.', t.clock.now()]),
    );
    const res = await t.call('/sandbox/sms/latest', { body: { mobile: '08031234567' } });
    expect(res.body.data).toMatchObject({ code, text: expect.stringContaining(code) });
  });

  it('answers NOT_FOUND for a number with no SMS and MOBILE_INVALID for a bad one', async () => {
    expect((await t.call('/sandbox/sms/latest', { body: { mobile: '08031234567' } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call('/sandbox/sms/latest', { body: { mobile: '0803' } })).body.code).toBe(ERRORS.MOBILE_INVALID.code);
  });

  it('logs the code in the sandbox line only, with the number masked', async () => {
    const code = await t.sendCode('08031234567', 'register');
    const withCode = t.logs.filter((line) => line.includes(code));
    expect(withCode).toHaveLength(1);
    expect(JSON.parse(withCode[0]!)).toMatchObject({ msg: 'sandbox SMS (not sent; sandbox mode)', to: '234******4567' });
    expect(t.logs.join('\n')).not.toContain('8031234567');
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toContain('/sandbox/sms/latest');
  });
});
