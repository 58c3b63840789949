import type { Currency } from '@lendline/domain';

/**
 * What a monthly file says of one loan and one borrower, read from the owning modules' views
 * (bureau-repository.ts) and turned into each bureau's format by pure functions (cdt-format.ts,
 * circulo-format.ts). Money in minor units; days 'YYYY-MM-DD' market days.
 */
export interface FacilityFacts {
  orderId: string;
  orderNo: string;
  userId: string;
  /** Open and current, open and in arrears (Overdue), or repaid/closed. */
  standing: 'current' | 'overdue' | 'closed';
  currency: Currency;
  principal: number;
  disbursedOn: string;
  closedOn: string | null;
  /** Never overdue and closed: repaid on time (the borrower is told once it is reported). */
  onTime: boolean;
  phases: number;
  /** The first instalment (the schedule's amounts are equal but for rounding). */
  instalment: number;
  firstDueDate: string;
  maturityDate: string;
  /** Principal, interest and penalties still owed by the ledger (what the portfolio reconciles with). */
  outstanding: number;
  /**
   * What the borrower owes, as they are told it: the schedule's amounts not yet covered and the
   * penalties owed. `outstanding` but for Mexico's IVA on the interest, which the ledger books
   * only as it is collected (ADR 028) while the borrower owes it from the payout.
   */
  balance: number;
  outstandingPrincipal: number;
  /** The unpaid part of the instalments past due, and penalties owed. */
  overdueAmount: number;
  /** Instalments past due and not fully paid. */
  pastDuePhases: number;
  daysInArrears: number;
  lastPaymentOn: string | null;
  lastPaymentAmount: number | null;
  /** Money paid to the loan before the month ended. */
  paidThrough: number;
  /** A figure an earlier delivered file reported has changed since (ADR 100): carried flagged. */
  correction: boolean;
}

export interface BorrowerFacts {
  userId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  /** '1' male, '2' female (the application's codes). */
  gender: string;
  /** 'YYYY-MM-DD'. */
  birthday: string;
  maritalStatus: string;
  /** ISO 3166-2 code ('NG-LA', 'MX-JAL'). */
  state: string;
  city: string;
  address: string;
  postalCode: string;
  email: string;
  curp: string;
  rfc: string;
  bvn: string;
  /** E.164 digits without '+'. */
  phone: string;
  employer: string;
}

/** The lender as the bureau knows it (its member code and name). */
export interface LenderIdentity {
  code: string;
  name: string;
}

/** One field of a row that breaks the format. */
export interface FieldProblem {
  field: string;
  rule: string;
}
