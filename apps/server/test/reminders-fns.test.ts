import { describe, expect, it } from 'vitest';
import { signRepaymentLink } from '../src/modules/repayments/repayment-link.ts';
import { isSendingHour, marketHour, marketInstant, nextSendingAt } from '../src/modules/reminders/reminder-fns.ts';
import { MESSAGE_KINDS, messageText, smsDate, smsMoney, type MessageFacts } from '../src/modules/reminders/reminder-texts.ts';
import { gsm7Septets, isGsm7, smsPages, toGsm7 } from '../src/modules/reminders/sms-encoding.ts';

// A real signed token, behind a long (41-character) PUBLIC_URL and behind a plain one.
const TOKEN = signRepaymentLink('a-secret-key-of-at-least-32-characters-0000', '6f1c2e0a-5b7d-4c3e-9a8b-1d2e3f4a5b6c', new Date('2099-12-31T23:59:59Z'));
const LINK = `https://pay.lendline-microfinance.example/r/${TOKEN}`;
const PLAIN_LINK = `https://lendline.ng/r/${TOKEN}`;
// The largest figures (999,999.99 million) and the longest dates of each language.
const BIG = 99_999_999_999;
const LONGEST: MessageFacts[] = [
  { kind: 'payment_received', amount: BIG, left: BIG },
  { kind: 'payment_received', amount: BIG, left: 0 },
  { kind: 'rollover_confirmed', dueDate: '2026-12-31', amount: BIG },
  { kind: 'due_in_3_days', dueDate: '2026-12-31', amount: BIG },
  { kind: 'due_today', amount: BIG },
  { kind: 'overdue', amount: BIG },
];

describe('reminder texts', () => {
  it('covers every kind in both languages', () => {
    expect(new Set(LONGEST.map((f) => f.kind))).toEqual(new Set(MESSAGE_KINDS));
  });

  it.each(['en', 'es'] as const)('in %s: every message is in the SMS alphabet, ends with the link and never takes a third page', (lang) => {
    for (const facts of LONGEST) {
      const text = messageText(facts, lang, lang === 'en' ? 'NGN' : 'MXN', LINK);
      expect(isGsm7(text), text).toBe(true);
      expect(text.endsWith(` ${LINK}`), text).toBe(true);
      expect(smsPages(text), text).toBeLessThanOrEqual(2);
      // Room for a link of up to 160 characters (a much longer PUBLIC_URL) before a third page.
      expect(gsm7Septets(text.slice(0, -LINK.length - 1)), text).toBeLessThanOrEqual(2 * 153 - 1 - 160);
    }
  });

  it.each(['en', 'es'] as const)('in %s: every message fits one SMS page, link included, for amounts up to a million (ADR 039)', (lang) => {
    // The short link (/r/ and 40 characters) is what makes one page possible.
    expect(PLAIN_LINK.length).toBe(62);
    const million = 1_000_000_00;
    const facts: MessageFacts[] = LONGEST.map((f) => ({ ...f, amount: million, ...('left' in f && f.left > 0 ? { left: million } : {}) }));
    for (const f of facts) {
      const text = messageText(f, lang, lang === 'en' ? 'NGN' : 'MXN', PLAIN_LINK);
      expect(smsPages(text), text).toBe(1);
    }
  });

  it.each(['en', 'es'] as const)('in %s: a reminder with a USSD code (ADR 104) stays in the SMS alphabet and within two pages', (lang) => {
    // Paystack's documented code, and the sandbox's longer one (18 digits of reference).
    for (const code of ['*737*33*4*18791#', '*737*000*812345678901234567#']) {
      for (const facts of LONGEST.filter((f) => f.kind !== 'payment_received' && f.kind !== 'rollover_confirmed')) {
        const text = messageText(facts, lang, 'NGN', LINK, { code, amount: BIG });
        expect(isGsm7(text), text).toBe(true);
        expect(text, text).toContain(` ${LINK} `);
        expect(text.endsWith(lang === 'en' ? `No data? Dial ${code} to pay NGN 999,999,999.99.` : `¿Sin datos? Marque ${code} para pagar NGN 999,999,999.99.`), text).toBe(true);
        expect(smsPages(text), text).toBeLessThanOrEqual(2);
      }
    }
  });

  it('writes the figures the borrower checks', () => {
    expect(messageText({ kind: 'payment_received', amount: 5_000_00, left: 12_345_67 }, 'en', 'NGN', 'L')).toBe(
      'Lendline: we received NGN 5,000.00. Thank you! Left to pay: NGN 12,345.67. Details: L',
    );
    expect(messageText({ kind: 'due_in_3_days', dueDate: '2026-03-05', amount: 1_234_50 }, 'es', 'MXN', 'L')).toBe(
      'Lendline: MXN 1,234.50 vence el 5 mar 2026, en 3 dias. Pague en la app o aqui: L',
    );
    expect(messageText({ kind: 'overdue', amount: 7 }, 'es', 'MXN', 'L')).toBe(
      'Lendline: MXN 0.07 esta vencido. Se suma un cargo por atraso cada dia. Pague aqui: L',
    );
  });

  it('formats money and dates without Intl, and refuses what is not money', () => {
    expect(smsMoney(0, 'NGN')).toBe('NGN 0.00');
    expect(smsMoney(100_000_000_00, 'MXN')).toBe('MXN 100,000,000.00');
    expect(() => smsMoney(1.5, 'NGN')).toThrow(RangeError);
    expect(() => smsMoney(-1, 'NGN')).toThrow(RangeError);
    expect(smsDate('2026-01-09', 'en')).toBe('9 Jan 2026');
    expect(smsDate('2026-08-31', 'es')).toBe('31 ago 2026');
  });
});

describe('the SMS alphabet', () => {
  it.each([
    ['₦5,000', 'NGN5,000'],
    ['días aquí está prórroga Árbol', 'dias aqui esta prorroga Arbol'],
    ['préstamo ñ ¿Ü? ¡sí!', 'préstamo ñ ¿Ü? ¡si!'],
    ['emoji 🙂 and ł', 'emoji ? and ?'],
  ])('folds %j to %j', (text, folded) => {
    expect(toGsm7(text)).toBe(folded);
    expect(isGsm7(folded)).toBe(true);
  });

  it('counts pages as vendors bill them', () => {
    expect(smsPages('a'.repeat(160))).toBe(1);
    expect(smsPages('a'.repeat(161))).toBe(2);
    expect(smsPages('a'.repeat(306))).toBe(2);
    expect(smsPages('a'.repeat(307))).toBe(3);
    // An extension character takes two septets.
    expect(smsPages(`${'a'.repeat(159)}€`)).toBe(2);
    expect(() => gsm7Septets('á')).toThrow(RangeError);
  });
});

describe('sending hours', () => {
  // Lagos is UTC+1 all year; Mexico City UTC-6 (no daylight saving since 2022).
  it.each([
    ['NG', '2026-03-02T06:59:59Z', 7, false],
    ['NG', '2026-03-02T07:00:00Z', 8, true],
    ['NG', '2026-03-02T18:59:59Z', 19, true],
    ['NG', '2026-03-02T19:00:00Z', 20, false],
    ['MX', '2026-03-02T13:59:00Z', 7, false],
    ['MX', '2026-03-02T14:00:00Z', 8, true],
    ['MX', '2026-03-03T01:59:00Z', 19, true],
    ['MX', '2026-03-03T02:00:00Z', 20, false],
  ] as const)('%s at %s is %i:00 local, sending %s', (market, iso, hour, sending) => {
    expect(marketHour(new Date(iso), market)).toBe(hour);
    expect(isSendingHour(new Date(iso), market)).toBe(sending);
  });

  it.each([
    ['NG', '2026-03-02T12:00:00Z', '2026-03-02T12:00:00.000Z'],
    ['NG', '2026-03-02T19:30:00Z', '2026-03-03T07:00:00.000Z'],
    ['NG', '2026-03-02T23:30:00Z', '2026-03-03T07:00:00.000Z'],
    ['NG', '2026-03-03T05:00:00Z', '2026-03-03T07:00:00.000Z'],
    ['MX', '2026-03-03T03:00:00Z', '2026-03-03T14:00:00.000Z'],
    ['MX', '2026-03-02T07:00:00Z', '2026-03-02T14:00:00.000Z'],
    ['MX', '2027-01-01T03:00:00Z', '2027-01-01T14:00:00.000Z'],
  ] as const)('%s: a message at %s goes at %s', (market, iso, expected) => {
    expect(nextSendingAt(new Date(iso), market).toISOString()).toBe(expected);
  });

  it('finds a wall-clock hour in the market', () => {
    expect(marketInstant('2026-03-03', 8, 'NG').toISOString()).toBe('2026-03-03T07:00:00.000Z');
    expect(marketInstant('2026-07-01', 8, 'MX').toISOString()).toBe('2026-07-01T14:00:00.000Z');
  });
});
