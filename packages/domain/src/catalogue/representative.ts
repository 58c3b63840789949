import type { MarketId } from '../market/markets.ts';
import { tierLimit } from '../loan/credit-limits.ts';
import { priceLoan } from '../pricing/price-loan.ts';
import { PRODUCT_TERMS, type ProductTerms } from '../pricing/product-terms.ts';
import type { LoanMarketIndex, MarketProduct, RepresentativeExample } from './market-schemas.ts';

/**
 * Any calendar day: a representative example's figures count days, not dates (phases are equal
 * splits of the tenure), so the price is the same whichever day it starts. Fixed so the web app
 * can show the server's exact figures before the server has answered.
 */
const EXAMPLE_START = '2026-01-01';

/**
 * The amount an example borrows: a first loan's limit (the ladder, ADR 019) within the
 * product's range, on its step. Honest for a newcomer: what an advert's visitor could get.
 */
export function representativeAmount(terms: ProductTerms): number {
  const wanted = Math.min(Math.max(tierLimit(terms.market, 0), terms.minAmount), terms.maxAmount);
  return wanted - ((wanted - terms.minAmount) % terms.amountStep);
}

/** The representative example of DESIGN.md section 6: every charge, the total and the APR, priced by the pricing model itself. */
export function representativeExample(terms: ProductTerms): RepresentativeExample {
  return exampleFor(terms, representativeAmount(terms), Math.min(...terms.tenures));
}

/** The same figures for an amount and tenure of the visitor's choosing (a landing page's or the borrow screen's picker). */
export function exampleFor(terms: ProductTerms, amount: number, tenureDays: number): RepresentativeExample {
  const f = priceLoan({ terms, principal: amount, tenureDays, startDate: EXAMPLE_START });
  return {
    amount: f.principal,
    tenureDays,
    interest: f.interest,
    interestTax: f.interestTax,
    fees: f.processingFee + f.feeTax,
    disbursalAmount: f.disbursalAmount,
    totalRepayable: f.totalRepayable,
    totalCostOfCredit: f.totalCostOfCredit,
    aprPpm: f.aprPpm,
    catPpm: f.catPpm,
  };
}

export function marketProduct(terms: ProductTerms): MarketProduct {
  const { productId, name, currency, minAmount, maxAmount, amountStep, tenures } = terms;
  return {
    productId, name, currency, minAmount, maxAmount, amountStep, tenures: [...tenures],
    dailyInterestPpm: terms.dailyInterestPpm,
    dailyFeePpm: terms.dailyFeePpm,
    feeTaxPpm: terms.feeTaxPpm,
    interestTaxPpm: terms.interestTaxPpm ?? 0,
    phases: terms.phases,
    representative: representativeExample(terms),
  };
}

/** The products a newcomer may take (the good-record product needs on-time repayments first). */
export function marketProducts(market: MarketId, terms: readonly ProductTerms[] = PRODUCT_TERMS[market]): MarketProduct[] {
  return terms.filter((t) => t.minOnTimeRepayments === 0).map(marketProduct);
}

/** A copy of the terms for the answer: the contract's arrays are mutable, the catalogue's are not. */
function wireTerms({ tenures, allocationOrder, ...rest }: ProductTerms): LoanMarketIndex['terms'][number] {
  return { ...rest, tenures: [...tenures], ...(allocationOrder ? { allocationOrder: [...allocationOrder] } : {}) };
}

/**
 * `/loanMarket/index`: what a landing page states. The lowest daily interest rate ("from"),
 * the ranges, the first-loan limit, and the example of the product with that rate and the
 * shortest tenure, so the headline rate and the example belong to one real product; and every
 * product's whole terms, so the web app prices with the live versions (ADR 089).
 */
export function loanMarketIndex(market: MarketId, terms: readonly ProductTerms[] = PRODUCT_TERMS[market]): LoanMarketIndex {
  const products = marketProducts(market, terms);
  const first = products[0];
  if (!first) throw new Error(`no products for ${market}`);
  const headline = products.reduce((best, p) =>
    p.dailyInterestPpm < best.dailyInterestPpm || (p.dailyInterestPpm === best.dailyInterestPpm && Math.min(...p.tenures) < Math.min(...best.tenures)) ? p : best,
  );
  return {
    market,
    currency: first.currency,
    minAmount: Math.min(...products.map((p) => p.minAmount)),
    maxAmount: Math.max(...products.map((p) => p.maxAmount)),
    firstLoanLimit: Math.min(tierLimit(market, 0), Math.max(...products.map((p) => p.maxAmount))),
    tenures: [...new Set(products.flatMap((p) => p.tenures))].sort((a, b) => a - b),
    fromDailyInterestPpm: headline.dailyInterestPpm,
    headlineProductId: headline.productId,
    products,
    terms: terms.map(wireTerms),
  };
}
