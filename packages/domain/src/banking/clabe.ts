/**
 * CLABE (Clave Bancaria Estandarizada), Mexico's 18-digit account key for SPEI transfers:
 * 3 digits of bank, 3 of plaza, 11 of account and a check digit.
 *
 * Banxico's rule: weight the first 17 digits 3,7,1,3,7,1,…, keep each product mod 10, sum
 * them, and the check digit is (10 − sum mod 10) mod 10.
 */

const WEIGHTS = [3, 7, 1] as const;

/** The check digit for the first 17 digits of a CLABE; null unless exactly 17 digits. */
export function clabeCheckDigit(first17: string): number | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    sum += (Number(first17[i]) * WEIGHTS[i % 3]!) % 10;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether an 18-digit string is a CLABE with a correct check digit. Digits only: strip spaces first. */
export function isValidClabe(clabe: string): boolean {
  if (!/^\d{18}$/.test(clabe)) return false;
  return clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]);
}

/**
 * The 3-digit bank code (Banxico's ABM key, e.g. "012" BBVA, "002" Banamex) of a valid CLABE;
 * null for an invalid one, so a mistyped key never names a bank.
 */
export function clabeBankCode(clabe: string): string | null {
  return isValidClabe(clabe) ? clabe.slice(0, 3) : null;
}
