import { currencyOf, findProductTerms, ladderLimit, nextTier, type CreditInfo, type MarketId, type MoneyTime, type OrderListResponse, type OrderTab, type ProductTerms } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import { MINUTE_MS } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { EXPECTED_MINUTES_MAX, EXPECTED_MINUTES_MIN, inTab } from './loan-fns.ts';
import { findOwnOrderWithOffer, latestOffer, listOrders } from './offer-repository.ts';
import type { LiveProductTerms } from './order-transitions.ts';
import type { RepaymentRecordOf } from './repayment-record.ts';

/**
 * The lowest daily rate a reloan is priced at among the products open to the borrower: the
 * engine approves a reloan from one on-time repayment on a product with a reloan rate (ADR
 * 019). Null before that, or when no open product has one (Mexico's today).
 */
function reloanRatePpm(products: readonly ProductTerms[], onTime: number): number | null {
  if (onTime < 1) return null;
  const open = products.filter((terms) => terms.minOnTimeRepayments <= onTime);
  const rates = open.flatMap((terms) => (terms.reloanDailyInterestPpm === null ? [] : [terms.reloanDailyInterestPpm]));
  return rates.length > 0 ? Math.min(...rates) : null;
}

export interface LoanRecordsDeps {
  db: Db;
  market: MarketId;
  repaymentRecord: RepaymentRecordOf;
  /** The live product versions (ADR 082): the ladder's figures are capped by what is sold now. */
  products: LiveProductTerms;
  /**
   * A limit staff set by hand for the borrower (four-eyes, ADR 082; the underwriting module's),
   * or null: the next decision uses it in place of the ladder, so the borrower is told it.
   */
  limitOverrideOf(userId: string): Promise<number | null>;
}

/** What the borrower reads about their orders: credit limit, payout time, the records list. */
export function createLoanRecords(deps: LoanRecordsDeps) {
  const { db } = deps;
  const ownOrder = findOwnOrderWithOffer;
  return {
    /**
     * `/loan/get-credit-info`: the latest approval's limit, the ladder's limit for the borrower
     * now (the first-loan limit before any approval), what on-time repayment opens next and the
     * reloan rate; on time as the credit decision counts it (ADR 035).
     */
    async creditInfo(userId: string): Promise<Outcome<CreditInfo>> {
      const [latest, record, override] = await Promise.all([latestOffer(db, userId), deps.repaymentRecord(db, userId), deps.limitOverrideOf(userId)]);
      const onTimeRepayments = record.onTime;
      const creditLimit = latest?.creditLimit ?? null;
      const products = deps.products.live();
      const tierLimit = override ?? ladderLimit(deps.market, onTimeRepayments, products);
      // A limit set by hand stands in for the ladder (ADR 082), so no step of it opens anything
      // then; otherwise the next step is told only when it raises what the live products allow.
      const next = override === null ? nextTier(deps.market, onTimeRepayments) : null;
      const nextLimit = next ? ladderLimit(deps.market, next.minOnTime, products) : null;
      const rises = next !== null && nextLimit !== null && nextLimit > tierLimit;
      return ok({
        currency: currencyOf(deps.market),
        creditLimit,
        tierLimit,
        onTimeRepayments,
        nextLimit: rises ? nextLimit : null,
        nextLimitOnTime: rises ? next.minOnTime : null,
        reloanEligible: onTimeRepayments > 0,
        reloanDailyInterestPpm: reloanRatePpm(products, onTimeRepayments),
      });
    },

    /** `/loan/get-money-time`: when the money should arrive (the lending screen). */
    async payoutArrival(userId: string, orderNo: string): Promise<Outcome<MoneyTime>> {
      const found = await ownOrder(db, userId, orderNo);
      if (!found) return fail('NOT_FOUND');
      const { order, offer } = found;
      const requested = offer?.payoutRequestedAt ?? null;
      return ok({
        orderNo: order.orderNo, status: order.status, confirmedAt: offer?.acceptedAt ? offer.acceptedAt.toISOString() : null,
        expectedMinutesMin: EXPECTED_MINUTES_MIN, expectedMinutesMax: EXPECTED_MINUTES_MAX,
        expectedBy: requested ? new Date(requested.getTime() + EXPECTED_MINUTES_MAX * MINUTE_MS).toISOString() : null,
      });
    },

    /** `/loan/loan-order/list`: the records screen, newest first; the figures stay null until accepted. */
    async list(userId: string, tab: OrderTab | undefined): Promise<Outcome<OrderListResponse>> {
      const rows = await listOrders(db, userId);
      const orders = rows
        .filter(({ order }) => inTab(order.status, tab))
        .map(({ order, offer }) => {
          const terms = offer ? offer.terms : order.productId ? findProductTerms(order.market, order.productId) : undefined;
          const accepted = offer?.acceptedAt ? offer : null;
          return {
            orderNo: order.orderNo, status: order.status, productName: terms?.name ?? null,
            currency: offer?.currency ?? currencyOf(order.market),
            amount: accepted?.principal ?? null, tenureDays: accepted?.tenureDays ?? null, totalRepayable: accepted?.totalRepayable ?? null,
            dueDate: accepted?.dueDate ?? null, createdAt: order.createdAt.toISOString(),
            ...(order.cancelReason ? { cancelReason: order.cancelReason } : {}),
          };
        });
      return ok({ orders });
    },
  };
}
