/**
 * NUBAN, the 10-digit Nigerian account number: a 9-digit serial and a check digit that
 * binds the serial to the institution holding it, so a typo or the wrong bank is caught
 * before any money moves.
 *
 * CBN NUBAN standard (2010): check = 10 − (Σ digit × weight mod 10), 10 → 0, over the
 * 3-digit bank code and the serial with weights 3,7,3,3,7,3,3,7,3,3,7,3.
 * CBN revised standard (2020), which brought in other financial institutions: the code
 * becomes 6 digits — a deposit money bank's 3-digit code gets three leading zeros
 * ("011" → "000011"), an OFI's 5-digit code a leading 9 ("50211" → "950211") — and the
 * weights 3,7,3 simply run on over the 15 digits. The zeros add nothing and the pattern
 * repeats every three places, so old and new agree for every bank.
 */

// Weight of position i (0-based, counting from the first code digit) is WEIGHTS[i % 3].
const WEIGHTS = [3, 7, 3] as const;

/**
 * The 6-digit institution code the revised standard computes over. A 6-digit input is taken
 * as already in that form ("000011", "950211"); it is NOT the NIBSS NIP code ("090267").
 */
function institutionCode(bankCode: string): string | null {
  if (!/^\d+$/.test(bankCode)) return null;
  if (bankCode.length === 3) return `000${bankCode}`;
  if (bankCode.length === 5) return `9${bankCode}`;
  if (bankCode.length === 6) return bankCode;
  return null;
}

/** The check digit for a 9-digit serial at a bank (3-, 5- or 6-digit code); null if either is malformed. */
export function nubanCheckDigit(bankCode: string, serial9: string): number | null {
  const code = institutionCode(bankCode);
  if (code === null || !/^\d{9}$/.test(serial9)) return null;
  const digits = code + serial9;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[i]) * WEIGHTS[i % 3]!;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a 10-digit account number is a valid NUBAN at that bank. Digits only: strip spaces first. */
export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber)) return false;
  const expected = nubanCheckDigit(bankCode, accountNumber.slice(0, 9));
  return expected !== null && expected === Number(accountNumber[9]);
}
