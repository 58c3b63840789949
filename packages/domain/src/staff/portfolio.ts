/**
 * The portfolio as staff read it (issue 22, ADR 078): `GET /staff/portfolio` answers a
 * `PortfolioView`, `GET /staff/portfolio/<table>.csv` one of its tables. Amounts are integer
 * minor units of `currency`; shares are parts per million (ppm) and null where nothing was
 * there to divide by (no loan in the bucket, no decision in the window), never a made-up 0.
 */
import type { Currency } from '../market/markets.ts';

/** The tables the screen shows and the CSV export names (the path is `/staff/portfolio/<name>.csv`). */
export const PORTFOLIO_TABLES = ['totals', 'par', 'roll-rates', 'vintages', 'channels', 'first-payment-default', 'approvals', 'approval-reasons'] as const;
export type PortfolioTable = (typeof PORTFOLIO_TABLES)[number];

export function isPortfolioTable(value: unknown): value is PortfolioTable {
  return typeof value === 'string' && (PORTFOLIO_TABLES as readonly string[]).includes(value);
}

/** PAR N: principal outstanding of loans more than N days past due, over all principal outstanding. */
export const PAR_DAYS = [1, 7, 30, 60, 90] as const;

/** Days-past-due buckets of the roll rates: each is 30 days wide, so a loan not cured in 30 days rolls to the next. */
export const DPD_BUCKETS = ['current', '1-30', '31-60', '61-90', '91+'] as const;
export type DpdBucket = (typeof DPD_BUCKETS)[number];

/** The window of the flow figures (collections, approvals): the last 90 market days before `asOf`. */
export const PORTFOLIO_WINDOW_DAYS = 90;

export interface PortfolioTotals {
  /** Loans paid out and not reversed (Repaying, Overdue or Finished). */
  loans: number;
  /** Of those, still being repaid (Repaying or Overdue). */
  openLoans: number;
  /** Principal of those loans, as accepted (the ledger's disbursement debits). */
  disbursed: number;
  /** Money received from borrowers at the collections providers (ledger: collections_clearing debits). */
  collected: number;
  /** Ledger balances: what borrowers owe now. */
  outstandingPrincipal: number;
  outstandingInterest: number;
  outstandingPenalties: number;
}

export interface ParRow {
  /** More than this many days past due. */
  days: number;
  loans: number;
  principal: number;
  /** principal ÷ all principal outstanding. */
  ppm: number | null;
}

export interface RollRateRow {
  from: DpdBucket;
  to: DpdBucket;
  /** Loans in `from` 30 days ago. */
  loans: number;
  /** Of them, in `to` today. */
  rolled: number;
  ppm: number | null;
}

export interface VintagePoint {
  /** Whole months since the month of disbursal (0: that month). */
  monthsSince: number;
  /** Share of the cohort's loans repaid in full by the end of that month. */
  repaidPpm: number;
  /** Share of the cohort's loans that had gone overdue by the end of that month. */
  overduePpm: number;
}

export interface VintageRow {
  /** Month of disbursal, YYYY-MM in the market's time zone. */
  cohort: string;
  loans: number;
  principal: number;
  points: VintagePoint[];
}

export interface ChannelRow {
  provider: string;
  /** The repayment channel: a reference's channel (checkout, oxxo, ...) or 'account' for a transfer to the borrower's own account. */
  channel: string;
  payments: number;
  amount: number;
  /** amount ÷ all money received in the window. */
  sharePpm: number | null;
  /** amount ÷ the amount that fell due in the window: the channels' rates add up to the collection rate. */
  ratePpm: number | null;
}

export interface CollectionFigures {
  /** First and last market day of the window (inclusive). */
  from: string;
  to: string;
  /** Scheduled amount of the phases due in the window. */
  due: number;
  received: number;
  ratePpm: number | null;
  channels: ChannelRow[];
}

export interface FirstPaymentDefault {
  /** The loans whose first due date is at least `days` days before asOf. */
  days: number;
  matured: number;
  /** Went overdue on the first due date. */
  missed: number;
  missedPpm: number | null;
  /** Went overdue on the first due date and were not repaid in full within `days` days of it. */
  defaulted: number;
  defaultedPpm: number | null;
}

export interface ApprovalReasonRow {
  outcome: string;
  reason: string;
  decisions: number;
}

export interface ApprovalFigures {
  from: string;
  to: string;
  approved: number;
  rejected: number;
  /** Sent to staff and not decided by them yet. */
  referred: number;
  /** approved ÷ (approved + rejected). */
  approvalPpm: number | null;
  reasons: ApprovalReasonRow[];
}

/** Open reconciliation mismatches of one provider (ADR 086): how many, and the money at stake (minor units). */
export interface ReconciliationRow {
  provider: string;
  mismatches: number;
  amount: number;
}

/**
 * Open reconciliation mismatches in the currency (ADR 086), per provider. `measured: false` is
 * what snapshots computed before the reconciliation recorded mismatches hold.
 */
export type ReconciliationFigures = { measured: false } | { measured: true; mismatches: number; amount: number; providers: ReconciliationRow[] };

export interface PortfolioView {
  market: string;
  currency: Currency;
  /** The market day the figures are as of. */
  asOf: string;
  totals: PortfolioTotals;
  par: ParRow[];
  rollRates: RollRateRow[];
  vintages: VintageRow[];
  collections: CollectionFigures;
  firstPaymentDefault: FirstPaymentDefault;
  approvals: ApprovalFigures;
  reconciliation: ReconciliationFigures;
  /** When these figures were computed (the dashboard answers the latest computation, ADR 078). */
  computedAt: string;
  /** These figures are older than the refresh period or of another day, and a new computation is under way. */
  refreshing?: true;
}
