/**
 * The Luhn (mod 10) check that ends every payment card number (ISO/IEC 7812). It catches
 * any single mistyped digit and most swaps of neighbours, so a card form can refuse a typo
 * before it reaches the processor.
 */

/** Whether a string of digits passes Luhn. At least two digits: one alone has nothing to check. */
export function isValidLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  // From the right, every second digit (starting with the one left of the check digit) is doubled.
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Whether a card number is 16 digits and passes Luhn: the shape of Visa and Mastercard debit
 * cards. Verve numbers may also be 18 or 19 digits; those do not pass here, so check them
 * with isValidLuhn wherever they are accepted.
 */
export function isValidDebitCard16(number: string): boolean {
  return /^\d{16}$/.test(number) && isValidLuhn(number);
}
