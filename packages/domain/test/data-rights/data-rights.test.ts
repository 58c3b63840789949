import { describe, expect, it } from 'vitest';
import {
  addDeadlineDays, CORRECTABLE_FIELDS, DATA_REQUEST_DAYS, dataRequestDeadline, INBOX_KINDS, INBOX_MESSAGE_CLASS, isCorrectableField, isOverdue, mayDeliver,
} from '../../src/index.ts';

describe('the law’s deadline for a data request (ADR 103)', () => {
  it.each([
    // 2 March 2026 is a Monday.
    ['2026-03-02', 30, 'calendar', '2026-04-01'],
    ['2026-03-02', 20, 'calendar', '2026-03-22'],
    // Twenty weekdays from a Monday: four whole weeks on.
    ['2026-03-02', 20, 'business', '2026-03-30'],
    // From a Friday, the first weekday counted is the Monday after.
    ['2026-03-06', 1, 'business', '2026-03-09'],
    ['2026-03-07', 1, 'business', '2026-03-09'],
    // Across a month's and a year's end.
    ['2026-12-20', 30, 'calendar', '2027-01-19'],
  ] as const)('from %s, %i %s days is %s', (day, days, dayType, expected) => {
    expect(addDeadlineDays(day, days, dayType)).toBe(expected);
  });

  it('is 30 days in Nigeria and 20 in Mexico by default, and an extension adds the same again once', () => {
    expect(DATA_REQUEST_DAYS).toEqual({ NG: 30, MX: 20 });
    expect(dataRequestDeadline('2026-03-02', { days: 30, dayType: 'calendar' }, false)).toBe('2026-04-01');
    expect(dataRequestDeadline('2026-03-02', { days: 30, dayType: 'calendar' }, true)).toBe('2026-05-01');
    expect(dataRequestDeadline('2026-03-02', { days: 20, dayType: 'business' }, true)).toBe('2026-04-27');
  });

  it('is overdue only the day after it, and never once handled', () => {
    expect(isOverdue('2026-04-01', '2026-04-01', false)).toBe(false);
    expect(isOverdue('2026-04-01', '2026-04-02', false)).toBe(true);
    expect(isOverdue('2026-04-01', '2026-04-02', true)).toBe(false);
  });
});

describe('message classes and the objection to marketing', () => {
  it('classifies every inbox kind, and today every kind is a service message', () => {
    expect(Object.keys(INBOX_MESSAGE_CLASS).sort()).toEqual([...INBOX_KINDS].sort());
    expect(new Set(Object.values(INBOX_MESSAGE_CLASS))).toEqual(new Set(['service']));
  });

  it('always delivers a service message, and marketing only to a borrower who has not objected', () => {
    expect(mayDeliver('service', false)).toBe(true);
    expect(mayDeliver('service', true)).toBe(true);
    expect(mayDeliver('marketing', true)).toBe(true);
    expect(mayDeliver('marketing', false)).toBe(false);
  });
});

describe('correctable fields', () => {
  it('are the personal step’s free fields, never an ID number or a phone', () => {
    expect(CORRECTABLE_FIELDS).toContain('lastName');
    for (const locked of ['curp', 'rfc', 'nss', 'whatsappNo', 'sparePhone', 'state']) expect(isCorrectableField(locked)).toBe(false);
    expect(isCorrectableField('email')).toBe(true);
  });
});
