import type { Currency } from '../market/markets.ts';
import { asMinor, minorDigits, type Minor } from './minor-units.ts';

declare const decimalText: unique symbol;

/**
 * Major units as plain decimal text with exactly the currency's minor digits: "5000.50",
 * "-12.00", "0.07". No grouping, no symbol: what vendors that speak major units take, and
 * what a spreadsheet reads in any locale. Made only by `minorToDecimal`.
 */
export type DecimalText = string & { readonly [decimalText]: true };

/**
 * 500050 → "5000.50" (and -105 → "-1.05"), by string arithmetic on the integer's digits, so
 * no float ever touches the amount.
 */
export function minorToDecimal(minor: number, currency: Currency): DecimalText {
  const digits = minorDigits(currency);
  const abs = String(Math.abs(asMinor(minor, currency))).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  const text = digits === 0 ? abs : `${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
  return `${sign}${text}` as DecimalText;
}

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * A vendor's major-unit amount as minor units: `"5000.5"` / `5000.50` / `5000` → 500050 /
 * 500050 / 500000 (NGN). Converted on the decimal TEXT, never by multiplying a float: 1.15 × 100
 * is 114.99999999999999 and 4500.55 × 100 is 450054.99999999994 in IEEE doubles. A JSON number
 * reaches us already parsed, but `String(n)` gives the shortest text that reads back as the
 * same double, which is the text the vendor wrote (4500.50 → "4500.5").
 *
 * Null when the value is not a plain, non-negative decimal, has non-zero digits below the minor
 * unit (e.g. 0.1 + 0.2, which prints as 0.30000000000000004), or is too large to hold exactly:
 * such an amount is refused rather than rounded.
 */
export function decimalToMinor<C extends Currency>(value: unknown, currency: C): Minor<C> | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match) return null; // negative, exponent (1e21, 1e-7), empty, or not a number at all
  const digits = minorDigits(currency);
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(digits))) return null;
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.slice(0, digits).padEnd(digits, '0') || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? (Number(minor) as Minor<C>) : null;
}
