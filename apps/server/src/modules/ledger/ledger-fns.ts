/**
 * The chart of accounts and the pure rules of the ledger (ADR 018). Amounts are integer minor
 * units, signed: a debit is positive, a credit negative, so a balanced transaction sums to 0.
 */
export const LEDGER_ACCOUNTS = {
  /** Asset: principal the borrower owes us. */
  principalReceivable: 'principal_receivable',
  /** Asset: interest the borrower owes us (recognised at disbursement, per the agreement). */
  interestReceivable: 'interest_receivable',
  /** Asset, transit: money sent to the payout provider and not yet confirmed as back. */
  providerClearing: 'provider_clearing',
  /** Income: the processing fee deducted at payout. */
  feeIncome: 'fee_income',
  /** Liability: tax on the fee, owed to the tax authority. */
  taxPayable: 'tax_payable',
  /** Income: interest earned over the loan. */
  interestIncome: 'interest_income',
  /** Expense: interest given up by a coupon. */
  couponExpense: 'coupon_expense',
  /** Asset, transit: borrowers' payments received at a collections provider, not yet settled to our bank. */
  collectionsClearing: 'collections_clearing',
  /** Liability: money received that matches no loan (unknown account, wrong currency), held for staff to place or refund. */
  suspense: 'suspense',
  /** Liability: a borrower's money held for them (an overpayment), which pays their next amount due or is refunded. */
  borrowerCredit: 'borrower_credit',
  /** Asset: penalties charged on overdue loans by the daily servicing run (issue 11, ADR 036) and not yet paid. */
  penaltyReceivable: 'penalty_receivable',
  /** Income: penalties charged (earned when charged, as the agreement states them). */
  penaltyIncome: 'penalty_income',
  /** Income: rollover fees (issue 11, ADR 037), earned when the fee is paid and the due dates move. */
  extensionFeeIncome: 'extension_fee_income',
  /** Expense: what staff wrote off of an overdue loan by four-eyes (issue 22, ADR 079): owed no more. */
  writeOffExpense: 'write_off_expense',
} as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[keyof typeof LEDGER_ACCOUNTS];

export interface LedgerEntryInput {
  account: LedgerAccount;
  /** Debit positive, credit negative. */
  amount: number;
}

/** A set of entries that may be posted: at least two, whole minor units, summing to zero. */
export function entryProblems(entries: readonly LedgerEntryInput[]): string | null {
  if (entries.length < 2) return 'a transaction needs at least two entries';
  if (entries.some((e) => !Number.isSafeInteger(e.amount))) return 'amounts must be whole minor units';
  const sum = entries.reduce((total, e) => total + e.amount, 0);
  return sum === 0 ? null : `entries sum to ${sum}, not 0`;
}

/** The figures of a disbursement, as the loans service fixed them (the borrower's numbers). */
export interface DisbursementFigures {
  principal: number;
  disbursalAmount: number;
  processingFee: number;
  feeTax: number;
  interest: number;
  couponDiscount: number;
}

/**
 * The disbursement: the borrower now owes principal + interest; what left us is the disbursal
 * amount; the fee is earned and its tax owed at once (deducted at payout). A coupon lowers the
 * interest owed. Zero-amount lines are left out.
 */
export function disbursementEntries(f: DisbursementFigures): LedgerEntryInput[] {
  const A = LEDGER_ACCOUNTS;
  const lines: LedgerEntryInput[] = [
    { account: A.principalReceivable, amount: f.principal },
    { account: A.providerClearing, amount: -f.disbursalAmount },
    { account: A.feeIncome, amount: -f.processingFee },
    { account: A.taxPayable, amount: -f.feeTax },
    { account: A.interestReceivable, amount: f.interest },
    { account: A.interestIncome, amount: -f.interest },
    { account: A.couponExpense, amount: f.couponDiscount },
    { account: A.interestReceivable, amount: -f.couponDiscount },
  ];
  return lines.filter((line) => line.amount !== 0);
}

/** A payment's parts, as the repayments module allocated it (minor units). */
export interface PaymentSplit {
  amount: number;
  principal: number;
  interest: number;
  /** Tax collected with the interest (Mexico's IVA, owed when collected, ADR 028). */
  interestTax: number;
  /** Penalties paid (issue 11): absent, none. */
  penalty?: number;
  /** What paid no loan: the borrower's credit, or suspense when the money matches no borrower. */
  unapplied: number;
  unappliedTo: 'borrower_credit' | 'suspense';
}

/**
 * Money in: what arrived at the collections provider is ours to settle; it pays down the
 * receivables it was allocated to, the tax collected with interest is owed, and the rest is
 * held for the borrower (credit) or for staff to place (suspense).
 */
export function paymentEntries(split: PaymentSplit): LedgerEntryInput[] {
  const A = LEDGER_ACCOUNTS;
  const penalty = split.penalty ?? 0;
  if (split.amount !== penalty + split.principal + split.interest + split.interestTax + split.unapplied) throw new Error('paymentEntries: parts do not add up to the amount');
  const lines: LedgerEntryInput[] = [
    { account: A.collectionsClearing, amount: split.amount },
    { account: A.penaltyReceivable, amount: -penalty },
    { account: A.principalReceivable, amount: -split.principal },
    { account: A.interestReceivable, amount: -split.interest },
    { account: A.taxPayable, amount: -split.interestTax },
    { account: split.unappliedTo === 'suspense' ? A.suspense : A.borrowerCredit, amount: -split.unapplied },
  ];
  return lines.filter((line) => line.amount !== 0);
}

/**
 * A borrower's credit paying a loan (the rest of an overpayment paying their next amount due):
 * the same allocation as money in, drawn from the credit held for them instead of a provider.
 */
export function creditApplicationEntries(split: Omit<PaymentSplit, 'unapplied' | 'unappliedTo'>): LedgerEntryInput[] {
  const A = LEDGER_ACCOUNTS;
  return paymentEntries({ ...split, unapplied: 0, unappliedTo: 'borrower_credit' }).map((line) =>
    line.account === A.collectionsClearing ? { account: A.borrowerCredit, amount: line.amount } : line,
  );
}

/**
 * An early payoff's settlement (ADR 013): the interest booked at disbursement for the days
 * that will not come is no longer earned, and interest and tax paid ahead for those days turn
 * out to have paid principal. Zero-amount lines are left out.
 */
export function payoffSettlementEntries(s: { waivedInterest: number; remainingInterest: number; taxAhead: number; principalCovered: number }): LedgerEntryInput[] {
  const A = LEDGER_ACCOUNTS;
  const lines: LedgerEntryInput[] = [
    { account: A.interestIncome, amount: s.waivedInterest },
    { account: A.interestReceivable, amount: -s.remainingInterest },
    { account: A.taxPayable, amount: s.taxAhead },
    { account: A.principalReceivable, amount: -s.principalCovered },
  ];
  return lines.filter((line) => line.amount !== 0);
}

/** A day's penalty on a loan (issue 11): owed by the borrower, earned by us. */
export function penaltyEntries(amount: number): LedgerEntryInput[] {
  return [
    { account: LEDGER_ACCOUNTS.penaltyReceivable, amount },
    { account: LEDGER_ACCOUNTS.penaltyIncome, amount: -amount },
  ];
}

/**
 * A rollover's fee paid (issue 11, ADR 037): part of a payment received is earned as the fee
 * and its tax is owed; the fee repays nothing of the loan.
 */
export function extensionFeeEntries(fee: number, feeTax: number): LedgerEntryInput[] {
  const A = LEDGER_ACCOUNTS;
  const lines: LedgerEntryInput[] = [
    { account: A.collectionsClearing, amount: fee + feeTax },
    { account: A.extensionFeeIncome, amount: -fee },
    { account: A.taxPayable, amount: -feeTax },
  ];
  return lines.filter((line) => line.amount !== 0);
}

/** Credit given back to the borrower by a transfer from the collections account. */
export function creditRefundEntries(amount: number): LedgerEntryInput[] {
  return [
    { account: LEDGER_ACCOUNTS.borrowerCredit, amount },
    { account: LEDGER_ACCOUNTS.collectionsClearing, amount: -amount },
  ];
}

/**
 * Money held in suspense matched to a loan (ADR 079): the payment is booked again as money in
 * through the one way in (paymentEntries), so the suspense it was held in goes back to the
 * collections account it came from; together, suspense pays the loan and nothing is counted twice.
 */
export function suspenseMatchEntries(amount: number): LedgerEntryInput[] {
  return [
    { account: LEDGER_ACCOUNTS.suspense, amount },
    { account: LEDGER_ACCOUNTS.collectionsClearing, amount: -amount },
  ];
}

/**
 * What an overdue loan still owes written off (ADR 079): the receivables go, as an expense. The
 * tax on interest is booked only when paid (ADR 028), so there is none to write off. Zero-amount
 * lines are left out.
 */
export function writeOffEntries(w: { principal: number; interest: number; penalty: number }): LedgerEntryInput[] {
  const A = LEDGER_ACCOUNTS;
  const lines: LedgerEntryInput[] = [
    { account: A.writeOffExpense, amount: w.principal + w.interest + w.penalty },
    { account: A.principalReceivable, amount: -w.principal },
    { account: A.interestReceivable, amount: -w.interest },
    { account: A.penaltyReceivable, amount: -w.penalty },
  ];
  return lines.filter((line) => line.amount !== 0);
}

/** The entries that cancel `entries` exactly. */
export function reversingEntries(entries: readonly LedgerEntryInput[]): LedgerEntryInput[] {
  return entries.map((e) => ({ account: e.account, amount: -e.amount }));
}
