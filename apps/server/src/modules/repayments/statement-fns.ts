import type { StatementLine, StatementLineKind } from '@lendline/domain';

/** A ledger transaction of one order, as the ledger service reads it back. */
export interface PostedTransaction {
  kind: string;
  createdAt: Date;
  entries: readonly { account: string; amount: number }[];
}

const sumOf = (entries: PostedTransaction['entries'], account: string) => entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amount, 0);
/** What was credited to an account, as a positive amount (and never -0). */
const creditedTo = (entries: PostedTransaction['entries'], account: string) => 0 - sumOf(entries, account);

/**
 * Records' Statement (issue 10): the order's ledger postings told from the borrower's side, in
 * the order they were posted, with what is owed after each. Nothing is recorded for it: the
 * ledger is the source, and the loan's total repayable supplies the tax on interest (Mexico's
 * IVA), which the ledger books only when it is paid (ADR 028).
 */
/** A day's penalty as the daily run charged it (ADR 036), summed over the loan's phases. */
export interface PenaltyDay {
  marketDay: string;
  base: number;
  ratePpm: number;
}

export function buildStatement(totalRepayable: number, transactions: readonly (PostedTransaction & { idempotencyKey?: string })[], penaltyDays: readonly PenaltyDay[] = []): StatementLine[] {
  const lines: StatementLine[] = [];
  let balance = 0;
  const push = (at: Date, kind: StatementLineKind, amount: number, effect: StatementLine['effect'], parts?: StatementLine['parts'], penalty?: StatementLine['penalty']) => {
    if (amount === 0) return;
    balance += effect === 'owed' ? amount : effect === 'paid' ? -amount : 0;
    lines.push({ at: at.toISOString(), kind, amount, effect, balance, ...(parts ? { parts } : {}), ...(penalty ? { penalty } : {}) });
  };

  // Posted in the same instant (a pinned clock, a payment racing the payout's commit): the loan comes before what pays it.
  const rank = (kind: string) => (kind === 'disbursement' ? 0 : kind === 'payoff_settlement' ? 2 : kind === 'reversal' || kind === 'write_off' ? 3 : 1);
  const ordered = [...transactions].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.kind) - rank(b.kind));
  for (const t of ordered) {
    const e = t.entries;
    switch (t.kind) {
      case 'disbursement': {
        const principal = sumOf(e, 'principal_receivable');
        const interest = sumOf(e, 'interest_receivable');
        push(t.createdAt, 'principal', principal, 'owed');
        push(t.createdAt, 'interest', interest, 'owed');
        push(t.createdAt, 'interest_tax', Math.max(0, totalRepayable - principal - interest), 'owed');
        push(t.createdAt, 'fee', creditedTo(e, 'fee_income'), 'none');
        push(t.createdAt, 'fee_tax', creditedTo(e, 'tax_payable'), 'none');
        push(t.createdAt, 'disbursed', creditedTo(e, 'provider_clearing'), 'none');
        break;
      }
      case 'repayment':
      case 'credit_applied': {
        const penalty = creditedTo(e, 'penalty_receivable');
        const parts = { principal: creditedTo(e, 'principal_receivable'), interest: creditedTo(e, 'interest_receivable'), interestTax: creditedTo(e, 'tax_payable'), ...(penalty > 0 ? { penalty } : {}) };
        push(t.createdAt, t.kind === 'repayment' ? 'payment' : 'credit_applied', parts.principal + parts.interest + parts.interestTax + penalty, 'paid', parts);
        // What of a payment paid nothing of this loan is held for the borrower.
        if (t.kind === 'repayment') push(t.createdAt, 'credit_held', creditedTo(e, 'borrower_credit'), 'none');
        break;
      }
      case 'penalty': {
        // One line per market day: the key names the day, the daily run's record the amount it was charged on.
        const marketDay = t.idempotencyKey?.split(':').at(-1) ?? '';
        const day = penaltyDays.find((d) => d.marketDay === marketDay);
        push(t.createdAt, 'penalty', sumOf(e, 'penalty_receivable'), 'owed', undefined, day);
        break;
      }
      case 'borrower_credit':
        // A payment that paid nothing of the loan (after Finish, a fee paid twice): the borrower's, kept as credit.
        push(t.createdAt, 'payment_credit', creditedTo(e, 'borrower_credit'), 'none');
        break;
      case 'payoff_settlement': {
        // Paid off early: what the schedule still carried is owed no more. Interest paid ahead for
        // days that did not come paid principal instead; the rest (interest and its tax) is waived.
        const principal = creditedTo(e, 'principal_receivable');
        const interest = creditedTo(e, 'interest_receivable');
        push(t.createdAt, 'early_payoff', balance, 'paid', { principal, interest, interestTax: Math.max(0, balance - principal - interest) });
        break;
      }
      case 'reversal':
        // A payout that came back: nothing is owed any more.
        push(t.createdAt, 'reversal', balance, 'paid');
        break;
      case 'write_off':
        // Written off by two staff members (ADR 079): whatever was still owed is owed no more, paid by nobody.
        push(t.createdAt, 'written_off', balance, 'paid');
        break;
      case 'extension_fee':
        // A rollover's fee and its tax (ADR 037): paid beside the loan, it moves the due dates and repays nothing.
        push(t.createdAt, 'extension_fee', sumOf(e, 'collections_clearing'), 'none');
        break;
    }
  }
  return lines;
}
