import { productTermsProblems, type ProductTerms } from './product-terms.ts';

/** A rule a product's terms break, at the field a person would change: its catalogue key says which rule. */
export interface ProductFieldProblem {
  field: keyof ProductTerms;
  key: string;
}

/**
 * Each problem of `productTermsProblems` (one source of the product rules: the server's start
 * check, the domain's tests and the console's form read the same) at its field, with its own
 * message key `error.product.<rule>` (issue 22). Matched on the problem's opening words, so a
 * rule whose text embeds a figure ("tenure under 61 days") still lands.
 */
const RULES: readonly (readonly [start: string, field: keyof ProductTerms, rule: string])[] = [
  ['amounts and step', 'minAmount', 'amounts'],
  ['minimum amount is above', 'maxAmount', 'minAboveMax'],
  ['amount step does not divide', 'amountStep', 'step'],
  ['no tenure', 'tenures', 'tenures'],
  ['tenures must be whole', 'tenures', 'tenures'],
  ['tenure under', 'tenures', 'tenureShort'],
  ['tenure listed twice', 'tenures', 'tenureTwice'],
  ['phases must be', 'phases', 'phases'],
  ['more phases than days', 'phases', 'phases'],
  ['annual interest cap', 'annualInterestCapPpm', 'annualCap'],
  ['daily interest must be', 'dailyInterestPpm', 'interestWhole'],
  ['daily interest over', 'dailyInterestPpm', 'interestOverCap'],
  ['interest method', 'interestMethod', 'interestMethod'],
  ['reloan interest must be', 'reloanDailyInterestPpm', 'interestWhole'],
  ['reloan interest over', 'reloanDailyInterestPpm', 'interestOverCap'],
  ['reloan interest above', 'reloanDailyInterestPpm', 'reloanAbove'],
  ['daily processing fee', 'dailyFeePpm', 'fee'],
  ['fee tax', 'feeTaxPpm', 'tax'],
  ['interest tax', 'interestTaxPpm', 'tax'],
  ['fee plus tax at the longest tenure takes the whole', 'dailyFeePpm', 'feeWhole'],
  ['fee plus tax at the longest tenure takes over', 'dailyFeePpm', 'feeOver20'],
  ['allocation order', 'allocationOrder', 'allocation'],
  ['currency does not match', 'currency', 'currency'],
  ['product id', 'productId', 'productId'],
  ['overdue penalty', 'overduePenaltyDailyPpm', 'penalty'],
  ['penalty cap', 'penaltyCapPpm', 'penaltyCap'],
  ['penalty days', 'maxPenaltyDays', 'penaltyDays'],
  ['most extensions', 'maxExtensions', 'maxExtensions'],
  ['extension days', 'extensionDays', 'extensionDays'],
  ['extension fee', 'extensionFeePpm', 'extensionFee'],
  ['on-time repayments', 'minOnTimeRepayments', 'onTime'],
];

/** The rule keys a problem may carry, for the catalogues' completeness test. */
export const PRODUCT_RULE_KEYS: readonly string[] = [...new Set(RULES.map(([, , rule]) => `error.product.${rule}`)), 'error.product.terms'];

/** The product rules' problems by field; the first problem of a field only (one message per field). Empty = valid. */
export function productFieldProblems(terms: ProductTerms): ProductFieldProblem[] {
  const seen = new Set<string>();
  const problems: ProductFieldProblem[] = [];
  for (const text of productTermsProblems(terms)) {
    const rule = RULES.find(([start]) => text.startsWith(start));
    const problem: ProductFieldProblem = rule ? { field: rule[1], key: `error.product.${rule[2]}` } : { field: 'productId', key: 'error.product.terms' };
    if (seen.has(problem.field)) continue;
    seen.add(problem.field);
    problems.push(problem);
  }
  return problems;
}
