import { describe, expect, it } from 'vitest';
import { maskPhone, nationalNumber, normalizePhone } from '../src/phone/normalize.ts';

describe('normalizePhone', () => {
  it.each([
    '+2348031234567', '2348031234567', '08031234567', '8031234567', '+234 803 123 4567',
    '0803-123-4567', '(0803) 123 4567', '002348031234567', ' 0803 123 4567 ',
  ])('reads Nigerian %s as one canonical number', (input) => {
    expect(normalizePhone(input, 'NG')).toBe('2348031234567');
  });

  it.each([
    ['too short', '0803123456'], ['too long', '080312345678'], ['letters', '0803abc4567'],
    ['landline-like prefix', '01234567890'], ['empty', ''], ['another country', '+14155552671'],
    ['plus in the middle', '0803+1234567'],
  ])('rejects a Nigerian number that is %s', (_why, input) => {
    expect(normalizePhone(input, 'NG')).toBeNull();
  });

  it.each(['+52 55 1234 5678', '525512345678', '5512345678', '+52 1 55 1234 5678', '0052 55 1234 5678'])(
    'reads Mexican %s as one canonical number',
    (input) => {
      expect(normalizePhone(input, 'MX')).toBe('525512345678');
    },
  );

  it.each(['551234567', '+2348031234567', '0551234567'])('rejects %s in Mexico', (input) => {
    expect(normalizePhone(input, 'MX')).toBeNull();
  });

  it('gives back the national number and a masked form', () => {
    expect(nationalNumber('2348031234567', 'NG')).toBe('8031234567');
    expect(maskPhone('2348031234567')).toBe('234******4567');
    expect(maskPhone('2348031234567')).not.toContain('803123');
  });
});
