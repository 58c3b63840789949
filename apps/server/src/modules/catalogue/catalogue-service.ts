import {
  firstLoanSummaries,
  isStatusIn,
  loanMarketIndex,
  REPAY_COLORS,
  STATUS_GROUPS,
  type LendingRecord,
  type LoanMarketIndex,
  type MarketId,
  type MarketProduct,
  type MarketProductList,
  type OrderListResponse,
  type ProductListResponse,
  type ProductTerms,
  type RepayColors,
  type RepayDetailResponse,
  type RepayProducts,
} from '@lendline/domain';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome, type Success } from '../../shared/outcome.ts';

/** Days the lending record covers, and the fewest loans it will state figures for (ADR 046). */
export const LENDING_RECORD_DAYS = 30;
export const LENDING_RECORD_MIN_LOANS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the borrower-specific market calls read, through the owning modules' services. */
export interface CatalogueDeps {
  market: MarketId;
  now: Clock;
  ordersOf(userId: string, tab: undefined): Promise<Outcome<OrderListResponse>>;
  repayDetail(userId: string, orderNo: string): Promise<Outcome<RepayDetailResponse>>;
  lendingTotals(since: Date): Promise<{ loans: number; amountLent: number }>;
  /** The products module's live versions (ADR 082); `generation` changes when they do. */
  products: { live(): readonly ProductTerms[]; generation(): number };
}

/** A public answer built and serialised once per live catalogue: it changes only when a product version goes live. */
function fixed<T>(value: T): Success<T> {
  return { ok: true, value, json: JSON.stringify(value) };
}

/** The catalogue's public answers for one set of live terms. */
function buildAnswers(market: MarketId, terms: readonly ProductTerms[]) {
  const index: LoanMarketIndex = loanMarketIndex(market, terms);
  return {
    index,
    productList: fixed<ProductListResponse>({ products: firstLoanSummaries(terms) }),
    marketIndex: fixed(index),
    marketList: fixed<MarketProductList>({ products: index.products }),
    byId: new Map<string, Success<{ product: MarketProduct }>>(index.products.map((p) => [p.productId, fixed({ product: p })])),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** The market's products, and the loan-market calls of spec section 7 (ADR 046). */
export function createCatalogueService(deps: CatalogueDeps) {
  const colors = fixed<RepayColors>(REPAY_COLORS);
  let built = -1;
  let answers = buildAnswers(deps.market, deps.products.live());
  // The answers are rebuilt only when a version went live: the hot path stays a read of memory.
  const current = () => {
    const generation = deps.products.generation();
    if (generation !== built) {
      answers = buildAnswers(deps.market, deps.products.live());
      built = generation;
    }
    return answers;
  };

  return {
    productList: () => current().productList,
    /** `/loanMarket/index`: a landing page's figures. */
    marketIndex: () => current().marketIndex,
    /** `/loan/product/list-market`: a single lender's market is its own products. */
    marketProducts: () => current().marketList,
    repayColors: () => colors,

    /** `/loan/loan-product/index`: one product's landing data; without an id, the headline's product. */
    productIndex(productId: string | undefined): Outcome<{ product: MarketProduct }> {
      const { byId, index } = current();
      return byId.get(productId ?? index.headlineProductId) ?? fail('NOT_FOUND');
    },

    /** `/loanMarket/lending-record`: the last 30 days in aggregate, withheld below 20 loans so no one loan shows through. */
    async lendingRecord(): Promise<Outcome<LendingRecord>> {
      const { index } = current();
      const totals = await deps.lendingTotals(new Date(deps.now().getTime() - LENDING_RECORD_DAYS * DAY_MS));
      const enough = totals.loans >= LENDING_RECORD_MIN_LOANS;
      return ok({
        currency: index.currency, days: LENDING_RECORD_DAYS, minimumLoans: LENDING_RECORD_MIN_LOANS,
        loans: enough ? totals.loans : null, amountLent: enough ? totals.amountLent : null,
      });
    },

    /** `/loanMarket/repay/products`: the borrower's loans with money still owed, with what is owed now. */
    async repayProducts(userId: string): Promise<Outcome<RepayProducts>> {
      const orders = await deps.ordersOf(userId, undefined);
      if (!orders.ok) return orders;
      const products: RepayProducts['products'] = [];
      for (const order of orders.value.orders) {
        if (!isStatusIn(STATUS_GROUPS.repayable, order.status)) continue;
        const detail = await deps.repayDetail(userId, order.orderNo);
        if (!detail.ok || detail.value.outstanding <= 0) continue;
        const { outstanding, dueNow, nextDueDate, overdueDays } = detail.value;
        products.push({ orderNo: order.orderNo, status: order.status, productName: order.productName, currency: order.currency, outstanding, dueNow, nextDueDate, overdueDays });
      }
      return ok({ products });
    },
  };
}
