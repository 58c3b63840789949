import { addCalendarDays } from '../pricing/calendar-days.ts';
import { servicingTermsOf, type ProductTerms } from '../pricing/product-terms.ts';
import { applyPpm } from '../pricing/rounding.ts';
import { OrderStatus, type OrderStatusCode } from '../status/order-status.ts';

/**
 * Rollover (extension), issue 11, ADR 037. A borrower who cannot pay on the due date pays a
 * fee (the product's share of the principal still owed, plus the tax a fee carries) and every
 * unpaid instalment moves `extensionDays` later. Pure rules: the server reads the loan, the
 * screens and the renewal agreement show what these return.
 */

/** Why a loan cannot be extended; each is an error of the contract with a translated message. */
export const EXTENSION_REFUSALS = {
  /** Finished, cancelled, rejected, or not paid out yet: there is no due date to move. */
  closed: 'EXTENSION_LOAN_CLOSED',
  /** The product has no rollover (the FAQ's "no extension" product). */
  notOffered: 'EXTENSION_NOT_OFFERED',
  /** The product's most rollovers per loan were taken. */
  limit: 'EXTENSION_LIMIT_REACHED',
  /** Nothing is owed: nothing to extend. */
  nothingOwed: 'EXTENSION_LOAN_CLOSED',
} as const;
export type ExtensionRefusal = keyof typeof EXTENSION_REFUSALS;

export interface ExtensionInput {
  status: OrderStatusCode;
  /** The loan's terms snapshot (`loan_offers.terms`). */
  terms: ProductTerms;
  /** Each phase's due date and what it still owes: principal, and everything (principal, interest, tax, penalties). */
  phases: readonly { phase: number; dueDate: string; principalOwed: number; owed: number }[];
  /** Rollovers already applied to this loan. */
  used: number;
  /** The market's calendar day today (YYYY-MM-DD). */
  today: string;
}

export interface ExtensionQuote {
  allowed: boolean;
  refusal: ExtensionRefusal | null;
  days: number;
  /** On the principal still owed, at the product's rate. */
  fee: number;
  /** The tax a fee carries in the market (the processing fee's rate: VAT, IVA). */
  feeTax: number;
  /** What the borrower pays for the rollover: fee + tax. It repays nothing of the loan. */
  total: number;
  principalOwed: number;
  /** The first unpaid instalment's due date; null when nothing is owed. */
  currentDueDate: string | null;
  /** Where that due date moves: `days` after it, or after today when it has passed (the borrower gets the full days). */
  newDueDate: string | null;
  /** The day the days count from (recorded with the extension). */
  fromDate: string | null;
  used: number;
  max: number;
}

const OPEN: readonly OrderStatusCode[] = [OrderStatus.Repaying, OrderStatus.Overdue];

/** The day an unpaid instalment due `dueDate` moves to: `days` after its due date, or after today once that has passed. */
export function extendedDueDate(dueDate: string, today: string, days: number): string {
  return addCalendarDays(dueDate < today ? today : dueDate, days);
}

/** What a rollover of this loan costs today and where it moves the due date, or why there is none. */
export function extensionQuote(input: ExtensionInput): ExtensionQuote {
  const servicing = servicingTermsOf(input.terms);
  const unpaid = input.phases.filter((p) => p.owed > 0).sort((a, b) => a.phase - b.phase);
  const principalOwed = unpaid.reduce((sum, p) => sum + p.principalOwed, 0);
  const fee = applyPpm(principalOwed, servicing.extensionFeePpm);
  const feeTax = applyPpm(fee, input.terms.feeTaxPpm);
  const first = unpaid[0];
  const refusal: ExtensionRefusal | null = !OPEN.includes(input.status)
    ? 'closed'
    : !servicing.extensionEnabled
      ? 'notOffered'
      : !first
        ? 'nothingOwed'
        : input.used >= servicing.maxExtensions
          ? 'limit'
          : null;
  return {
    allowed: refusal === null,
    refusal,
    days: servicing.extensionDays,
    fee,
    feeTax,
    total: fee + feeTax,
    principalOwed,
    currentDueDate: first?.dueDate ?? null,
    newDueDate: first ? extendedDueDate(first.dueDate, input.today, servicing.extensionDays) : null,
    fromDate: first ? (first.dueDate < input.today ? input.today : first.dueDate) : null,
    used: input.used,
    max: servicing.extensionEnabled ? servicing.maxExtensions : 0,
  };
}

/**
 * The schedule after a rollover: every unpaid instalment moves (paid ones keep their dates, so
 * the on-time record still reads them against the dates they were due).
 */
export function extendedSchedule<P extends { phase: number; dueDate: string }>(phases: readonly P[], unpaid: ReadonlySet<number>, today: string, days: number): P[] {
  return phases.map((p) => (unpaid.has(p.phase) ? { ...p, dueDate: extendedDueDate(p.dueDate, today, days) } : p));
}
