/**
 * How a payment is spread over a loan (issue 10, ADR 032): the oldest due phase first, and
 * within a phase charge by charge in the product's order; by default penalties, the tax on
 * interest (IVA; stored as `interest_tax` since migration 0033, `fee` before), interest,
 * principal, Apache Fineract's order of penalties, fees, interest, principal. Integer minor units throughout.
 */
export const CHARGE_COMPONENTS = ['penalty', 'interest_tax', 'interest', 'principal'] as const;
export type ChargeComponent = (typeof CHARGE_COMPONENTS)[number];

/** The default order within a phase: the components in the order above. */
export const DEFAULT_ALLOCATION_ORDER: readonly ChargeComponent[] = [...CHARGE_COMPONENTS];

/** What a phase still owes, per charge, in minor units. */
export interface PhaseBalance {
  phase: number;
  /** YYYY-MM-DD, the market's calendar day. */
  dueDate: string;
  outstanding: Readonly<Record<ChargeComponent, number>>;
}

export interface Allocation {
  phase: number;
  component: ChargeComponent;
  amount: number;
}

const isMinor = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Throws on input no caller should pass (a bug, never a borrower's error). */
function checkInput(amount: number, phases: readonly PhaseBalance[], order: readonly ChargeComponent[]): void {
  if (!isMinor(amount)) throw new RangeError(`allocatePayment: ${amount} is not whole minor units`);
  if (order.length !== CHARGE_COMPONENTS.length || new Set(order).size !== order.length || !order.every((c) => CHARGE_COMPONENTS.includes(c))) {
    throw new RangeError(`allocatePayment: ${order.join(',')} is not an order of ${CHARGE_COMPONENTS.join(',')}`);
  }
  if (new Set(phases.map((p) => p.phase)).size !== phases.length) throw new RangeError('allocatePayment: a phase is listed twice');
  for (const p of phases) {
    if (!CHARGE_COMPONENTS.every((c) => isMinor(p.outstanding[c]))) throw new RangeError(`allocatePayment: phase ${p.phase} owes a negative or fractional amount`);
  }
}

/**
 * Pays `amount` into `phases`: oldest due date first (then the lower phase number, whatever
 * the input order), within a phase in `order`. What is left once everything is paid is
 * `unallocated`: the caller holds it as the borrower's credit.
 */
export function allocatePayment(
  amount: number,
  phases: readonly PhaseBalance[],
  order: readonly ChargeComponent[] = DEFAULT_ALLOCATION_ORDER,
): { allocations: Allocation[]; unallocated: number } {
  checkInput(amount, phases, order);
  const oldestFirst = [...phases].sort((a, b) => (a.dueDate === b.dueDate ? a.phase - b.phase : a.dueDate < b.dueDate ? -1 : 1));
  const allocations: Allocation[] = [];
  let left = amount;
  for (const phase of oldestFirst) {
    for (const component of order) {
      const paid = Math.min(left, phase.outstanding[component]);
      if (paid > 0) allocations.push({ phase: phase.phase, component, amount: paid });
      left -= paid;
    }
  }
  return { allocations, unallocated: left };
}

/** Everything the phases still owe. */
export function outstandingTotal(phases: readonly PhaseBalance[]): number {
  return phases.reduce((sum, p) => sum + CHARGE_COMPONENTS.reduce((s, c) => s + p.outstanding[c], 0), 0);
}
