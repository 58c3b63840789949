/**
 * Vendors that speak major units (Monnify's `amountPaid: "4500.50"`, Flutterwave's
 * `amount: 4500.5`) are converted here, on the decimal TEXT, never by multiplying a float:
 * 1.15 * 100 is 114.99999999999999 and 4500.55 * 100 is 450054.99999999994 in IEEE doubles.
 * A JSON number reaches us already parsed, but `String(n)` gives the shortest text that reads
 * back as the same double, which is the text the vendor wrote (4500.50 -> "4500.5").
 */

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * `"5000.5"` / `5000.50` / `5000` -> 500050 / 500050 / 500000 minor units, for a currency
 * with `decimals` minor digits (2 for NGN and MXN). Null when the value is not a plain,
 * non-negative decimal, or has non-zero digits below the minor unit (e.g. 0.1 + 0.2, which
 * prints as 0.30000000000000004): such an amount is refused rather than rounded.
 */
export function toMinorUnits(value: unknown, decimals = 2): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match) return null; // negative, exponent (1e21, 1e-7), empty, or not a number at all
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(decimals))) return null;
  const minor = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

/** 500050 -> "5000.50": the major-unit text a vendor that takes decimals expects. */
export function fromMinorUnits(minor: number, decimals = 2): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`invalid minor amount ${minor}`);
  const digits = String(minor).padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
