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
    expect(limited.body).toEqual({ code: ERRORS.SEND_LIMIT_REACHED.code, data: null, msg: 'Too many codes requested, please try again later' });

    t.clock.advance(12 * MINUTE - 1); // 14:59.999 after the first send
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
    expect((await ask(PHONE)).body.code).toBe(ERRORS.SEND_LIMIT_REACHED.code);
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
