import { describe, expect, it } from 'vitest';
import {
  ageOn, emailSuggestions, hasSecondPayday, isCalendarDate, normalizeContactPhone, padBirthday, paydayKind, stripSpaces,
  visibleWorkFields, withDefaultEmailDomain,
} from '../src/application/index.ts';

describe('visibleWorkFields (spec section 5)', () => {
  const all = { industryCategory: true, company: true, jobExperience: true, payFrequency: true, monthlyPayday: true, monthlyPaydayTwo: true };
  const none = { industryCategory: false, company: false, jobExperience: false, payFrequency: false, monthlyPayday: false, monthlyPaydayTwo: false };
  it.each([
    ['employee', 'biweekly', all],
    ['employee', 'monthly', { ...all, monthlyPaydayTwo: false }],
    ['employee', undefined, { ...all, monthlyPayday: false, monthlyPaydayTwo: false }],
    ['self_employed', 'monthly', { ...none, industryCategory: true, company: true }],
    ['unemployed', 'weekly', none],
    ['no_work', undefined, none],
    [undefined, undefined, none],
  ])('%s paid %s', (employment, frequency, expected) => {
    expect(visibleWorkFields(employment, frequency)).toEqual(expected);
  });
});

describe('paydays', () => {
  it.each([
    ['monthly', 'dayOfMonth', false],
    ['biweekly', 'dayOfMonth', true],
    ['weekly', 'weekday', false],
    ['fourteen', 'weekday', true],
    ['', null, false],
    [undefined, null, false],
  ])('%s: %s picker, second payday %s', (frequency, kind, second) => {
    expect(paydayKind(frequency)).toBe(kind);
    expect(hasSecondPayday(frequency)).toBe(second);
  });
});

describe('ageOn', () => {
  it.each([
    ['2008-03-02', '2026-03-02', 18],
    ['2008-03-03', '2026-03-02', 17],
    ['1990-12-31', '2026-01-01', 35],
    // Born on 29 February: a year older on 1 March in common years, not on 28 February.
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
  ])('born %s, on %s: %i', (birthday, today, age) => {
    expect(ageOn(birthday, today)).toBe(age);
  });
});

describe('padBirthday and isCalendarDate', () => {
  it.each([
    ['1990-1-5', '1990-01-05'],
    ['1990-12-25', '1990-12-25'],
    [' 2001-7-09 ', '2001-07-09'],
    ['not a date', 'not a date'],
  ])('pads %j to %j', (input, output) => {
    expect(padBirthday(input)).toBe(output);
  });
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1990-04-31', false],
    ['1990-4-1', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('normalizeContactPhone (spec: strip +234, 234, a leading 0, non-digits)', () => {
  it.each([
    ['+234 803 123 4567', 'NG', '8031234567'],
    ['2348031234567', 'NG', '8031234567'],
    ['0803-123-4567', 'NG', '8031234567'],
    ['8031234567', 'NG', '8031234567'],
    ['12345', 'NG', null],
    ['0603 123 4567', 'NG', null],
    ['+52 55 1234 5678', 'MX', '5512345678'],
  ] as const)('%s (%s) → %s', (input, market, expected) => {
    expect(normalizeContactPhone(input, market)).toBe(expected);
  });
});

describe('email helpers', () => {
  it.each([
    ['ada', ['ada@gmail.com', 'ada@yahoo.com', 'ada@outlook.com']],
    ['a da@y', ['ada@yahoo.com']],
    ['ada@hot', []],
    ['', []],
  ])('suggestions for %j', (partial, expected) => {
    expect(emailSuggestions(partial)).toEqual(expected);
  });
  it.each([
    ['ada', 'ada@gmail.com'],
    ['ada@yahoo.com', 'ada@yahoo.com'],
    ['', ''],
  ])('default domain for %j', (value, expected) => {
    expect(withDefaultEmailDomain(value)).toBe(expected);
  });
  it('strips every space', () => {
    expect(stripSpaces(' a d a @gmail.com ')).toBe('ada@gmail.com');
  });
});
