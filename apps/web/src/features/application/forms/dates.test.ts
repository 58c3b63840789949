import { describe, expect, it } from 'vitest';
import { yearsBefore } from './dates.ts';

describe('the latest allowed birthday', () => {
  it.each([
    ['2026-11-22', 18, '2008-11-22'],
    ['2026-02-28', 18, '2008-02-28'],
    ['2028-02-29', 18, '2010-02-28'],
    ['2028-02-29', 4, '2024-02-29'],
  ])('from %s, %i years back, is %s', (today, years, expected) => {
    expect(yearsBefore(today, years)).toBe(expected);
  });
});
