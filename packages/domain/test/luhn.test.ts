import { describe, expect, it } from 'vitest';
import { isValidDebitCard16, isValidLuhn } from '../src/banking/luhn.ts';

// Published test card numbers (Stripe's testing docs and the card networks' test ranges).
const TEST_CARDS_16 = [
  '4111111111111111', // Visa
  '4242424242424242', // Visa
  '4012888888881881', // Visa
  '5555555555554444', // Mastercard
  '5105105105105100', // Mastercard
  '2223003122003222', // Mastercard 2-series
  '6011111111111117', // Discover
];

describe('isValidLuhn', () => {
  it.each(TEST_CARDS_16)('accepts the test card %s', (card) => {
    expect(isValidLuhn(card)).toBe(true);
  });

  it('accepts numbers of other lengths that pass', () => {
    expect(isValidLuhn('378282246310005')).toBe(true); // Amex test card, 15 digits
    expect(isValidLuhn('79927398713')).toBe(true); // the classic worked example
    expect(isValidLuhn('18')).toBe(true); // 1 doubled is 2; 2 + 8 = 10
  });

  it('refuses the classic example with any other final digit', () => {
    for (let d = 0; d <= 9; d++) {
      if (d === 3) continue;
      expect(isValidLuhn(`7992739871${d}`)).toBe(false);
    }
  });

  it('catches a swap of neighbours that a plain digit sum would miss', () => {
    expect(isValidLuhn('4111111111111111')).toBe(true);
    expect(isValidLuhn('1411111111111111')).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['one digit', '0'],
    ['spaces', '4111 1111 1111 1111'],
    ['dashes', '4111-1111-1111-1111'],
    ['a letter', '411111111111111A'],
  ])('refuses %s', (_why, input) => {
    expect(isValidLuhn(input)).toBe(false);
  });
});

describe('isValidDebitCard16', () => {
  it.each(TEST_CARDS_16)('accepts the 16-digit test card %s', (card) => {
    expect(isValidDebitCard16(card)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '4111111111111112'],
    ['a Luhn-valid 15-digit Amex', '378282246310005'],
    ['a Luhn-valid 19-digit number', '4111111111111111110'],
    ['15 digits', '411111111111111'],
    ['17 digits', '41111111111111111'],
    ['spaces', '4111 1111 1111 1111'],
    ['nothing', ''],
  ])('refuses %s', (_why, input) => {
    expect(isValidDebitCard16(input)).toBe(false);
  });
});
