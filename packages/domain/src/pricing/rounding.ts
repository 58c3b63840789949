/** Rates are parts per million: 1% = 10_000 ppm, the spec's 0.098% a day = 980 ppm (ADR 013). */
export const PPM = 1_000_000;

/**
 * The one rounding function for money: half-up (half away from zero, like Java's HALF_UP) of an
 * exact integer fraction to a whole minor unit. BigInt inside, so no float ever touches money.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('roundHalfUp needs a positive denominator');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (2n * magnitude + denominator) / (2n * denominator);
  const result = Number(negative ? -quotient : quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('roundHalfUp result is not a safe integer');
  return result;
}

/**
 * The other named mode, down (toward zero; money here is never negative): the late penalty is
 * floor(owed × rate), as the agreement states it, so a fraction of a minor unit is never the
 * borrower's to pay (ADR 036).
 */
export function roundDown(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n || numerator < 0n) throw new RangeError('roundDown needs a non-negative fraction');
  const result = Number(numerator / denominator);
  if (!Number.isSafeInteger(result)) throw new RangeError('roundDown result is not a safe integer');
  return result;
}

/** amount × ppm₁ × ppm₂ … / 1e6ⁿ, rounded half-up once on the exact product. */
export function applyPpm(amount: number, ...factors: number[]): number {
  let numerator = BigInt(amount);
  let denominator = 1n;
  for (const factor of factors) {
    numerator *= BigInt(factor);
    denominator *= BigInt(PPM);
  }
  return roundHalfUp(numerator, denominator);
}
