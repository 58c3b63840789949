import { currencyOf, type MarketId } from '@lendline/domain';
import { and, count, eq, gte, isNotNull, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loanOffers } from '../../db/schema.ts';

/**
 * The market's lending in aggregate (`/loanMarket/lending-record`, ADR 046): how many loans
 * were paid out since an instant and how much in all. No row, borrower or amount of one loan
 * leaves here; the catalogue withholds even these figures when too few loans make them up.
 */
export function createLendingTotals(deps: { db: Db; market: MarketId }) {
  return {
    async lendingTotals(since: Date): Promise<{ loans: number; amountLent: number }> {
      const [row] = await deps.db
        .select({ loans: count(), amountLent: sum(loanOffers.principal) })
        .from(loanOffers)
        .where(and(isNotNull(loanOffers.disbursedAt), gte(loanOffers.disbursedAt, since), eq(loanOffers.currency, currencyOf(deps.market))));
      return { loans: Number(row?.loans ?? 0), amountLent: Number(row?.amountLent ?? 0) };
    },
  };
}
