import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { callApi, HOUR, MINUTE, useTestApp } from './helper.ts';

const t = useTestApp();
const PHONE = '08031234567';
const phoneNo = (i: number) => `0803${String(i).padStart(7, '0')}`;

async function ask(mobile: string, options: { ip?: string; type?: 'login' | 'register' } = {}) {
  return t.call('/security/getVerifyCode', { body: { mobile, type: options.type ?? 'register' }, ip: options.ip });
}

describe('send limits per phone', () => {
  it('allows 3 codes per 15 minutes, then SEND_LIMIT_REACHED (429) until the window has passed', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await ask(PHONE)).body.code).toBe(0);
      t.clock.advance(MINUTE);
    }
    const limited = await ask(PHONE);
    expect(limited.status).toBe(429);
    // The first send leaves the 15-minute window 12 minutes from now.
    expect(limited.body).toEqual({
      code: ERRORS.SEND_LIMIT_REACHED.code,
      data: { retryAfterSeconds: 720 },
      msg: 'Too many codes requested, please try again in 12 min',
    });

    t.clock.advance(12 * MINUTE - 1); // 14:59.999 after the first send
    const spanish = await t.call('/security/getVerifyCode', { body: { mobile: PHONE, type: 'register' }, lang: 'es' });
    expect(spanish.body).toMatchObject({ data: { retryAfterSeconds: 1 }, msg: 'Se pidieron demasiados códigos, inténtelo de nuevo en 1 min' });
    expect((await ask(PHONE)).body.code).toBe(ERRORS.SEND_LIMIT_REACHED.code);
    t.clock.advance(1); // the first send leaves the window
    expect((await ask(PHONE)).body.code).toBe(0);
  });

  it('allows 10 codes per 24 hours however they are spread', async () => {
    const first = t.clock.now().getTime();
    for (let i = 0; i < 10; i++) {
      expect((await ask(PHONE)).body.code, `send ${i + 1}`).toBe(0);
      t.clock.advance(16 * MINUTE);
    }
    const limited = await ask(PHONE);
    expect(limited.body.code).toBe(ERRORS.SEND_LIMIT_REACHED.code);
    // 10 × 16 minutes after the first send; it leaves the day's window 24 h after it was made.
    expect(limited.body.data).toEqual({ retryAfterSeconds: (24 * HOUR - 160 * MINUTE) / 1000 });
    expect(limited.body.msg).toBe('Too many codes requested, please try again in 1280 min');
    t.clock.set(new Date(first + 24 * HOUR));
    expect((await ask(PHONE)).body.code).toBe(0);
  });

  it('counts requests that sent nothing exactly like those that did', async () => {
    await t.register(PHONE);
    const stranger = '08037654321';
    t.clock.advance(16 * MINUTE);
    for (const mobile of [PHONE, stranger]) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await ask(mobile, { type: 'login' })).body.code);
      expect(answers, mobile).toEqual([0, 0, 0, ERRORS.SEND_LIMIT_REACHED.code]);
    }
  });

  it('holds under simultaneous requests (the count is taken under a per-phone lock)', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(PHONE)));
    const codes = answers.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, 0, 0, ...Array(3).fill(ERRORS.SEND_LIMIT_REACHED.code)].sort());
  });

  it('normalises before counting: different spellings are one number', async () => {
    for (const spelling of ['08031234567', '+2348031234567', '234 803 123 4567']) expect((await ask(spelling)).body.code).toBe(0);
    expect((await ask('8031234567')).body.code).toBe(ERRORS.SEND_LIMIT_REACHED.code);
  });
});

describe('send limits per client address', () => {
  it('allows 20 code requests per hour from one address, across numbers, then RATE_LIMITED', async () => {
    for (let i = 0; i < 20; i++) expect((await ask(phoneNo(i), { ip: '203.0.113.7' })).body.code).toBe(0);
    const limited = await ask(phoneNo(99), { ip: '203.0.113.7' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ERRORS.RATE_LIMITED.code);
    expect((await ask(phoneNo(99), { ip: '198.51.100.1' })).body.code).toBe(0);
    t.clock.advance(HOUR);
    expect((await ask(phoneNo(98), { ip: '203.0.113.7' })).body.code).toBe(0);
  });
});

describe('register per client address', () => {
  it('shares the 30 lookups per 10 minutes of existsByMobile (its answer also tells who is registered)', async () => {
    const register = (i: number, ip: string) => t.call('/security/register', { body: { mobile: phoneNo(i), code: '123456' }, ip });
    for (let i = 0; i < 20; i++) expect((await register(i, '203.0.113.11')).body.code).toBe(ERRORS.CODE_INVALID.code);
    for (let i = 20; i < 30; i++) {
      expect((await t.call('/security/existsByMobile', { body: { mobile: phoneNo(i) }, ip: '203.0.113.11' })).body.code).toBe(0);
    }
    const limited = await register(31, '203.0.113.11');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ERRORS.RATE_LIMITED.code);
    expect((await register(31, '198.51.100.3')).body.code).toBe(ERRORS.CODE_INVALID.code);
    t.clock.advance(10 * MINUTE);
    expect((await register(31, '203.0.113.11')).body.code).toBe(ERRORS.CODE_INVALID.code);
  });
});

describe('a register code for a registered number', () => {
  it('answers MOBILE_REGISTERED without counting against the phone’s send limits, so login codes still come', async () => {
    await t.register(PHONE);
    t.clock.advance(16 * MINUTE);
    for (let i = 0; i < 4; i++) {
      const res = await ask(PHONE);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: ERRORS.MOBILE_REGISTERED.code, data: null, msg: 'This number has been registered, please login directly' });
    }
    for (let i = 0; i < 3; i++) expect((await ask(PHONE, { type: 'login' })).body.code, `login code ${i + 1}`).toBe(0);
  });

  it('counts against the per-address lookups instead, like existsByMobile', async () => {
    await t.register(PHONE);
    for (let i = 0; i < 29; i++) {
      expect((await t.call('/security/existsByMobile', { body: { mobile: phoneNo(i) }, ip: '203.0.113.12' })).body.code).toBe(0);
    }
    expect((await ask(PHONE, { ip: '203.0.113.12' })).body.code).toBe(ERRORS.MOBILE_REGISTERED.code);
    expect((await ask(PHONE, { ip: '203.0.113.12' })).body.code).toBe(ERRORS.RATE_LIMITED.code);
    expect((await t.call('/security/existsByMobile', { body: { mobile: PHONE }, ip: '203.0.113.12' })).body.code).toBe(ERRORS.RATE_LIMITED.code);
  });
});

describe('existsByMobile per client address', () => {
  it('answers 30 lookups per 10 minutes from one address, then RATE_LIMITED', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await t.call('/security/existsByMobile', { body: { mobile: phoneNo(i) }, ip: '203.0.113.9' })).body.code).toBe(0);
    }
    const limited = await t.call('/security/existsByMobile', { body: { mobile: phoneNo(31) }, ip: '203.0.113.9', lang: 'es' });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toBe('Demasiadas solicitudes, espere un momento e inténtelo de nuevo');
    expect((await t.call('/security/existsByMobile', { body: { mobile: phoneNo(31) }, ip: '198.51.100.2' })).body.code).toBe(0);
    t.clock.advance(10 * MINUTE);
    expect((await t.call('/security/existsByMobile', { body: { mobile: phoneNo(31) }, ip: '203.0.113.9' })).body.code).toBe(0);
  });

  it('counts in the database, so a second app instance on the same database shares the budget', async () => {
    // Two instances = two apps over one database; the counter lives in rate_limit_counters.
    const other = await buildApp({ config: t.config, database: t.database, now: t.clock.now, logger: createLogger('silent') });
    try {
      for (let i = 0; i < 15; i++) await t.call('/security/existsByMobile', { body: { mobile: phoneNo(i) }, ip: '203.0.113.10' });
      for (let i = 0; i < 15; i++) {
        await callApi(other, t.clock, '/security/existsByMobile', { body: { mobile: phoneNo(i) }, ip: '203.0.113.10' });
      }
      const res = await callApi(other, t.clock, '/security/existsByMobile', { body: { mobile: PHONE }, ip: '203.0.113.10' });
      expect(res.body.code).toBe(ERRORS.RATE_LIMITED.code);
    } finally {
      await other.close();
    }
  });
});
