import { createHash } from 'node:crypto';
import { clabeCheckDigit } from '@lendline/domain';

/**
 * STP lets each client company number the CLABEs of its own customers: every CLABE that starts
 * with the company's prefix (646 STP, a 3-digit plaza, then the company's digits, 10 or 13 in
 * all) is routed to the company, so a borrower's CLABE is the prefix, a serial of ours and the
 * Banxico check digit. STP keeps no list of them, hence no network call (STP's "Cuentas CLABE"
 * guide, https://stpmex.zendesk.com/hc/es, section "Cuentas CLABE").
 */
const PREFIX = /^646\d{7}(?:\d{3})?$/;

export function isValidClabePrefix(prefix: string): boolean {
  return PREFIX.test(prefix);
}

/**
 * The serial fills the 17 - prefix digits (7 or 4). A numeric customerReference that fits is
 * used as is, which can never collide; any other is reduced from its SHA-256, which can. The
 * caller's unique index on the account number is what catches such a collision (the interface
 * has no way to ask for a second CLABE for the same borrower), so prefer numeric references.
 */
export function customerSerial(customerReference: string, digits: number): string {
  if (/^\d+$/.test(customerReference) && customerReference.length <= digits) return customerReference.padStart(digits, '0');
  const hash = BigInt(`0x${createHash('sha256').update(customerReference, 'utf8').digest('hex')}`);
  return (hash % 10n ** BigInt(digits)).toString().padStart(digits, '0');
}

/** prefix + serial + check digit: 18 digits, the same for the same customerReference. */
export function assignClabe(prefix: string, customerReference: string): string {
  if (!isValidClabePrefix(prefix)) throw new Error(`invalid STP CLABE prefix ${prefix}`);
  const first17 = `${prefix}${customerSerial(customerReference, 17 - prefix.length)}`;
  const check = clabeCheckDigit(first17);
  if (check === null) throw new Error(`cannot compute a CLABE check digit for ${first17}`);
  return `${first17}${check}`;
}
