/**
 * The lottery draw (issue 12, ADR 045): a prize table of coupons with weights, drawn on the
 * server from a cryptographic random value. Pure: the caller supplies the random value and the
 * budget left, so the odds shown and the outcome drawn come from one computation.
 */
export interface Prize {
  /** Coupon amount, minor units. */
  amount: number;
  /** Relative weight against the other prizes and `noPrizeWeight`. */
  weight: number;
  /** Smallest loan the won coupon applies to, minor units. */
  minLoan: number;
  /** Days the won coupon stays usable. */
  expiryDays: number;
}

export interface PrizeTable {
  prizes: readonly Prize[];
  noPrizeWeight: number;
}

/** Each prize with the weight it has now, and the weight of "no prize" (to be read against `totalWeight`). */
export interface DrawOdds {
  prizes: (Prize & { available: boolean })[];
  noPrizeWeight: number;
  totalWeight: number;
}

/**
 * The odds with `budgetLeft` minor units left this period: a prize the budget can no longer
 * pay keeps its place but its weight goes to "no prize", so the odds stated are the odds drawn.
 */
export function drawOdds(table: PrizeTable, budgetLeft: number): DrawOdds {
  let noPrizeWeight = table.noPrizeWeight;
  const prizes = table.prizes.map((prize) => {
    const available = prize.amount <= budgetLeft;
    if (!available) noPrizeWeight += prize.weight;
    return { ...prize, weight: available ? prize.weight : 0, available };
  });
  const totalWeight = prizes.reduce((sum, p) => sum + p.weight, noPrizeWeight);
  return { prizes, noPrizeWeight, totalWeight };
}

/**
 * The prize a random value in [0, totalWeight) lands on: the prizes in table order, each over
 * its weight, then "no prize" (null).
 */
export function prizeAt(odds: DrawOdds, value: number): Prize | null {
  if (!Number.isSafeInteger(value) || value < 0 || value >= odds.totalWeight) throw new RangeError(`draw value ${value} outside [0, ${odds.totalWeight})`);
  let from = 0;
  for (const prize of odds.prizes) {
    if (value < from + prize.weight) {
      const { available: _, ...won } = prize;
      return won;
    }
    from += prize.weight;
  }
  return null;
}

/** A draw's budget period: the calendar month of the market day ('YYYY-MM'). */
export function budgetPeriodOf(marketDay: string): string {
  return marketDay.slice(0, 7);
}
