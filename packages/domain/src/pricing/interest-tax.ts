import { applyPpm } from './rounding.ts';

/**
 * Tax on interest, one amount per phase: Mexico's IVA (16%) on the interest of consumer credit
 * (ADR 028); Nigeria none. IVA is due as each instalment's interest is collected, so each phase
 * carries its own, rounded once like an invoice line, and the loan's total is their sum (never
 * a remainder, which could go negative after a coupon emptied a phase).
 */
export function phaseInterestTaxes(phaseInterests: readonly number[], taxPpm: number): number[] {
  return phaseInterests.map((interest) => applyPpm(interest, taxPpm));
}
