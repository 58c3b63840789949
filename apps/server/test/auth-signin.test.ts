import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { MINUTE, T0, useTestApp } from './helper.ts';

const t = useTestApp();
const PHONE = '08031234567';
const CANONICAL = '2348031234567';

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('register and login, happy paths', () => {
  it('registers a new number with the code from the SMS and returns a working token', async () => {
    expect((await t.call('/security/existsByMobile', { body: { mobile: PHONE } })).body.data).toEqual({ exists: false });
    const code = await t.sendCode(PHONE, 'register');
    expect(code).toMatch(/^\d{6}$/);

    const res = await t.call('/security/register', { body: { mobile: PHONE, code } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.msg).toBe('success');
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.userInfo.basicInfo).toMatchObject({ mobile: CANONICAL, market: 'NG', registeredAt: T0.toISOString() });

    const info = await t.call('/security/getUserInfo', { token: res.body.data.token });
    expect(info.body).toMatchObject({ code: 0, data: { basicInfo: { userId: res.body.data.userInfo.basicInfo.userId, mobile: CANONICAL } } });
    expect((await t.call('/security/existsByMobile', { body: { mobile: PHONE } })).body.data).toEqual({ exists: true });
  });

  it('logs a registered number in with a form-encoded body', async () => {
    await t.register(PHONE);
    const code = await t.sendCode(PHONE, 'login');
    const res = await t.call('/security/login', { body: { mobile: PHONE, code }, encoding: 'form' });
    expect(res.body.code).toBe(0);
    expect(res.body.data.userInfo.basicInfo.mobile).toBe(CANONICAL);
    expect((await t.call('/security/getUserInfo', { token: res.body.data.token })).body.code).toBe(0);
  });

  it('refuses a JSON body on the form-encoded login call (the contract fixes the encoding)', async () => {
    await t.register(PHONE);
    const code = await t.sendCode(PHONE, 'login');
    const res = await t.call('/security/login', { body: { mobile: PHONE, code }, encoding: 'json' });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe(ERRORS.UNSUPPORTED_CONTENT_TYPE.code);
  });

  it('reaches one account from every way of writing a Nigerian number', async () => {
    const token = await t.register('+234 803 123 4567');
    const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId;
    for (const form of ['2348031234567', '08031234567', '0803 123 4567', '+2348031234567', '803-123-4567']) {
      expect((await t.call('/security/existsByMobile', { body: { mobile: form } })).body.data.exists).toBe(true);
      t.clock.advance(16 * MINUTE); // stay under the per-phone send limit
      const code = await t.sendCode(form, 'login');
      const res = await t.call('/security/login', { body: { mobile: form, code } });
      expect(res.body.data.userInfo.basicInfo.userId).toBe(userId);
    }
  });

  it('answers MOBILE_INVALID for numbers that cannot be Nigerian mobiles, and a field error for empty ones', async () => {
    const invalid = await t.call('/security/getVerifyCode', { body: { mobile: '12345', type: 'login' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe(ERRORS.MOBILE_INVALID.code);

    const empty = await t.call('/security/getVerifyCode', { body: { mobile: '  ', type: 'login' }, lang: 'es' });
    expect(empty.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect(empty.body.data.fields).toEqual([{ field: 'mobile', message: 'El número de celular no puede estar vacío' }]);
    expect(empty.body.msg).toBe('El número de celular no puede estar vacío');
  });
});

describe('one-time codes', () => {
  it('rejects a wrong code and still accepts the right one afterwards', async () => {
    const code = await t.sendCode(PHONE, 'register');
    const wrong = await t.call('/security/register', { body: { mobile: PHONE, code: wrongCode(code) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(ERRORS.CODE_INVALID.code);
    expect(wrong.body.msg).toBe('Invalid verification code');
    expect((await t.call('/security/register', { body: { mobile: PHONE, code } })).body.code).toBe(0);
  });

  it('rejects a code once five minutes have passed', async () => {
    const code = await t.sendCode(PHONE, 'register');
    t.clock.advance(5 * MINUTE);
    const res = await t.call('/security/register', { body: { mobile: PHONE, code } });
    expect(res.body.code).toBe(ERRORS.CODE_INVALID.code);
  });

  it('accepts a code just before it expires', async () => {
    const code = await t.sendCode(PHONE, 'register');
    t.clock.advance(5 * MINUTE - 1000);
    expect((await t.call('/security/register', { body: { mobile: PHONE, code } })).body.code).toBe(0);
  });

  it('accepts a code only once', async () => {
    await t.register(PHONE);
    const code = await t.sendCode(PHONE, 'login');
    expect((await t.call('/security/login', { body: { mobile: PHONE, code } })).body.code).toBe(0);
    const again = await t.call('/security/login', { body: { mobile: PHONE, code } });
    expect(again.body.code).toBe(ERRORS.CODE_INVALID.code);
  });

  it('kills a code after five wrong tries: the sixth try fails even with the right code', async () => {
    const code = await t.sendCode(PHONE, 'register');
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await t.call('/security/register', { body: { mobile: PHONE, code: wrongCode(code) } })).body.code);
    }
    expect(answers).toEqual([...Array(4).fill(ERRORS.CODE_INVALID.code), ERRORS.CODE_TOO_MANY_TRIES.code]);
    const sixth = await t.call('/security/register', { body: { mobile: PHONE, code } });
    expect(sixth.body.code).toBe(ERRORS.CODE_TOO_MANY_TRIES.code);
    // A new code starts afresh.
    const fresh = await t.sendCode(PHONE, 'register');
    expect((await t.call('/security/register', { body: { mobile: PHONE, code: fresh } })).body.code).toBe(0);
  });

  it('invalidates an earlier unused code when a new one is sent', async () => {
    const first = await t.sendCode(PHONE, 'register');
    let second = await t.sendCode(PHONE, 'register');
    // Codes are random; on the 1-in-a-million repeat, ask once more.
    if (second === first) second = await t.sendCode(PHONE, 'register');
    expect((await t.call('/security/register', { body: { mobile: PHONE, code: first } })).body.code).toBe(ERRORS.CODE_INVALID.code);
    expect((await t.call('/security/register', { body: { mobile: PHONE, code: second } })).body.code).toBe(0);
  });

  it('binds a code to its purpose and its number', async () => {
    const code = await t.sendCode(PHONE, 'register');
    const otherNumber = await t.call('/security/register', { body: { mobile: '08039999999', code } });
    expect(otherNumber.body.code).toBe(ERRORS.CODE_INVALID.code);
    const otherPurpose = await t.call('/security/login', { body: { mobile: PHONE, code } });
    expect(otherPurpose.body.code).toBe(ERRORS.CODE_INVALID.code);
    expect((await t.call('/security/register', { body: { mobile: PHONE, code } })).body.code).toBe(0);
  });

  it('writes the SMS in the language of the request', async () => {
    const code = await t.sendCode(PHONE, 'register', { lang: 'es-MX' });
    const sms = await t.call('/sandbox/sms/latest', { body: { mobile: PHONE } });
    expect(sms.body.data.text).toBe(`Su código de Lendline es ${code}. Vence en 5 minutos. No lo comparta con nadie.`);
    await t.sendCode(PHONE, 'register');
    expect((await t.call('/sandbox/sms/latest', { body: { mobile: PHONE } })).body.data.text).toMatch(/^Your Lendline code is \d{6}\./);
  });
});

describe('not revealing who is registered', () => {
  it('answers a login code identically for registered and unregistered numbers', async () => {
    await t.register(PHONE);
    const stranger = '08037654321';
    const known = await t.call('/security/getVerifyCode', { body: { mobile: PHONE, type: 'login' } });
    const unknown = await t.call('/security/getVerifyCode', { body: { mobile: stranger, type: 'login' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('sends nothing for a login code to an unknown number, and login then says only CODE_INVALID', async () => {
    const stranger = '08037654321';
    expect((await t.call('/security/getVerifyCode', { body: { mobile: stranger, type: 'login' } })).body.code).toBe(0);
    expect((await t.call('/sandbox/sms/latest', { body: { mobile: stranger } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    const res = await t.call('/security/login', { body: { mobile: stranger, code: '123456' } });
    expect(res.body.code).toBe(ERRORS.CODE_INVALID.code);
  });

  it('tells a known number asking for a register code to log in (spec section 8), and sends nothing', async () => {
    await t.register(PHONE);
    const before = (await t.call('/sandbox/sms/latest', { body: { mobile: PHONE } })).body.data.sentAt;
    t.clock.advance(MINUTE);
    const asked = await t.call('/security/getVerifyCode', { body: { mobile: PHONE, type: 'register' } });
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({ code: ERRORS.MOBILE_REGISTERED.code, data: null, msg: 'This number has been registered, please login directly' });
    expect((await t.call('/sandbox/sms/latest', { body: { mobile: PHONE } })).body.data.sentAt).toBe(before);
    const res = await t.call('/security/register', { body: { mobile: PHONE, code: '123456' }, lang: 'es' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: ERRORS.MOBILE_REGISTERED.code, data: null, msg: 'Este número ya está registrado, inicie sesión directamente' });
  });
});

describe('bank-card codes', () => {
  it('need a session, and go to the signed-in user’s own phone whatever number is named', async () => {
    const anonymous = await t.call('/security/getVerifyCode', { body: { mobile: PHONE, type: 'bankCard' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const garbled = await t.call('/security/getVerifyCode', { body: { mobile: PHONE, type: 'bankCard' }, token: 'nonsense' });
    expect(garbled.body.code).toBe(ERRORS.TOKEN_INVALID.code);

    const token = await t.register(PHONE);
    t.clock.advance(MINUTE);
    const res = await t.call('/security/getVerifyCode', { body: { mobile: '08037654321', type: 'bankCard' }, token });
    expect(res.body.code).toBe(0);
    expect((await t.call('/sandbox/sms/latest', { body: { mobile: '08037654321' } })).body.code).toBe(ERRORS.NOT_FOUND.code);
    const mine = await t.call('/sandbox/sms/latest', { body: { mobile: PHONE } });
    expect(mine.body.data.sentAt).toBe(t.clock.now().toISOString());
  });

  it('rejects an unknown purpose with a translated field error', async () => {
    const res = await t.call('/security/getVerifyCode', { body: { mobile: PHONE, type: 'payout' } });
    expect(res.body.code).toBe(ERRORS.VALIDATION_FAILED.code);
    expect(res.body.data.fields).toEqual([{ field: 'type', message: 'Unknown code purpose' }]);
  });
});

describe('isRequiredVerificationCode', () => {
  it('always asks for a code', async () => {
    const res = await t.call('/security/isRequiredVerificationCode');
    expect(res.body).toEqual({ code: 0, data: { required: true }, msg: 'success' });
  });
});
