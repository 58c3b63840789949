/** A cash flow on a day counted from the start (day 0); positive to the borrower. */
export interface CashFlow {
  day: number;
  amount: number;
}

function npv(flows: readonly CashFlow[], rate: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  const logBase = Math.log1p(rate);
  for (const { day, amount } of flows) {
    const discounted = amount * Math.exp(-day * logBase);
    value += discounted;
    slope -= (day * discounted) / (1 + rate);
  }
  return { value, slope };
}

/**
 * The daily internal rate of return: the r with Σ amount / (1 + r)^day = 0. Newton's method from
 * r = 0. For a loan (money in at day 0, repayments later, repaid ≥ received) the NPV is increasing
 * and concave in r, so Newton climbs monotonically to the one root without overshooting.
 * Floats are fine here: this is a rate for disclosure, never money.
 */
export function dailyIrr(flows: readonly CashFlow[]): number {
  if (!flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0)) {
    throw new RangeError('dailyIrr needs money in and money out');
  }
  let rate = 0;
  for (let i = 0; i < 200; i++) {
    const { value, slope } = npv(flows, rate);
    if (slope === 0 || !Number.isFinite(slope)) break;
    const next = rate - value / slope;
    if (!(next > -1)) break;
    if (Math.abs(next - rate) <= 1e-16 + Math.abs(rate) * 1e-14) return next;
    rate = next;
  }
  throw new RangeError('dailyIrr did not converge');
}
