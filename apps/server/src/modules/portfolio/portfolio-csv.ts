import { minorToDecimal, type PortfolioTable, type PortfolioView } from '@lendline/domain';
import { csvCell } from '../audit/audit-service.ts';

type Cell = string | number | null;

/**
 * One table of the portfolio as CSV (RFC 4180, CRLF, a header line): amounts as decimals of the
 * currency (the money module's text, ADR 068), shares in parts per million as the API answers
 * them, an empty cell where a share has nothing to divide by. Text cells go through the audit
 * export's `csvCell` (quoted, and never read as a formula by a spreadsheet).
 */
export function portfolioCsv(view: PortfolioView, table: PortfolioTable): string {
  const money = (minor: number) => minorToDecimal(minor, view.currency);
  const lines: Cell[][] = ((): Cell[][] => {
    switch (table) {
      case 'totals': {
        const t = view.totals;
        return [
          ['figure', 'value'],
          ['loans', t.loans], ['open_loans', t.openLoans], ['disbursed', money(t.disbursed)], ['collected', money(t.collected)],
          ['outstanding_principal', money(t.outstandingPrincipal)], ['outstanding_interest', money(t.outstandingInterest)], ['outstanding_penalties', money(t.outstandingPenalties)],
        ];
      }
      case 'par':
        return [['more_than_days_past_due', 'loans', 'principal', 'share_ppm'], ...view.par.map((r) => [r.days, r.loans, money(r.principal), r.ppm])];
      case 'roll-rates':
        return [['from_bucket', 'to_bucket', 'loans_then', 'rolled', 'share_ppm'], ...view.rollRates.map((r) => [r.from, r.to, r.loans, r.rolled, r.ppm])];
      case 'vintages':
        return [
          ['cohort', 'loans', 'principal', 'months_since_disbursal', 'repaid_ppm', 'overdue_ppm'],
          ...view.vintages.flatMap((v) => v.points.map((p) => [v.cohort, v.loans, money(v.principal), p.monthsSince, p.repaidPpm, p.overduePpm])),
        ];
      case 'channels':
        return [
          ['provider', 'channel', 'payments', 'amount', 'share_ppm', 'rate_ppm', 'from', 'to'],
          ...view.collections.channels.map((c) => [c.provider, c.channel, c.payments, money(c.amount), c.sharePpm, c.ratePpm, view.collections.from, view.collections.to]),
        ];
      case 'first-payment-default': {
        const f = view.firstPaymentDefault;
        return [['days', 'matured', 'missed', 'missed_ppm', 'defaulted', 'defaulted_ppm'], [f.days, f.matured, f.missed, f.missedPpm, f.defaulted, f.defaultedPpm]];
      }
      case 'approvals': {
        const a = view.approvals;
        return [['from', 'to', 'approved', 'rejected', 'referred', 'approval_ppm'], [a.from, a.to, a.approved, a.rejected, a.referred, a.approvalPpm]];
      }
      case 'approval-reasons':
        return [['outcome', 'reason', 'decisions'], ...view.approvals.reasons.map((r) => [r.outcome, r.reason, r.decisions])];
    }
  })();
  const cell = (value: Cell) => (typeof value === 'number' ? String(value) : csvCell(value));
  return lines.map((line) => `${line.map(cell).join(',')}\r\n`).join('');
}
