// After a fault: did every payout, payment and late charge happen exactly once? The restore
// drill's ledger invariants (ADR 092) plus counts at the sandbox payout rail, the incoming
// payments and the penalties, read straight from the database the instances shared.
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { checkLedgerInvariants, type LedgerInvariants } from '../../apps/server/src/modules/ledger/ledger-invariants.ts';
import { countOf } from './fault-run.ts';

export interface MoneyCounts {
  /** Loans with a disbursement in the ledger. */
  loansPaidOut: number;
  /** Transfers the sandbox rail made for those loans (one expected per loan). */
  payoutTransfers: number;
  /** Loans with more than one transfer at the rail or more than one disbursement. */
  loansPaidTwice: number;
  /** Incoming payments recorded, and those whose allocations do not add up to the payment. */
  payments: number;
  paymentsMisallocated: number;
  /** Penalty ledger transactions, distinct (loan, market day) pairs charged, and pairs whose ledger amount differs from loan_penalties. */
  penaltyPostings: number;
  loanDaysCharged: number;
  loanDaysMischarged: number;
  invariants: LedgerInvariants;
}

export async function countMoney(databaseUrl: string): Promise<MoneyCounts> {
  const loansPaidOut = await countOf(databaseUrl, `SELECT count(DISTINCT order_id) AS n FROM ledger_transactions WHERE kind = 'disbursement'`);
  const payoutTransfers = await countOf(databaseUrl, `SELECT count(*) AS n FROM sandbox_transfers s JOIN payout_attempts a ON a.reference = s.reference`);
  const loansPaidTwice = await countOf(
    databaseUrl,
    `SELECT count(*) AS n FROM (
       SELECT a.order_id FROM payout_attempts a JOIN sandbox_transfers s ON s.reference = a.reference AND s.state IN ('pending', 'success')
       GROUP BY a.order_id HAVING count(*) > 1
       UNION
       SELECT order_id FROM ledger_transactions WHERE kind = 'disbursement' AND reverses_id IS NULL GROUP BY order_id HAVING count(*) > 1) twice`,
  );
  const payments = await countOf(databaseUrl, `SELECT count(*) AS n FROM incoming_payments`);
  const paymentsMisallocated = await countOf(
    databaseUrl,
    `SELECT count(*) AS n FROM incoming_payments p
     LEFT JOIN (SELECT payment_id, sum(amount) AS total FROM repayment_allocations GROUP BY payment_id) a ON a.payment_id = p.id
     WHERE p.outcome = 'allocated' AND coalesce(a.total, 0) > p.amount`,
  );
  const penaltyPostings = await countOf(databaseUrl, `SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'penalty'`);
  const loanDaysCharged = await countOf(databaseUrl, `SELECT count(*) AS n FROM (SELECT DISTINCT order_id, market_day FROM loan_penalties) d`);
  // The ledger's penalty receivable per loan against the penalties charged: a day posted twice shows.
  const loanDaysMischarged = await countOf(
    databaseUrl,
    `SELECT count(*) AS n FROM (
       SELECT p.order_id, sum(p.amount) AS charged FROM loan_penalties p GROUP BY p.order_id) c
     FULL JOIN (
       SELECT t.order_id, sum(e.amount) AS posted FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
       WHERE t.kind = 'penalty' AND e.account = 'penalty_receivable' GROUP BY t.order_id) l ON l.order_id = c.order_id
     WHERE coalesce(c.charged, 0) <> coalesce(l.posted, 0)`,
  );
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const invariants = await checkLedgerInvariants(database.db);
    return { loansPaidOut, payoutTransfers, loansPaidTwice, payments, paymentsMisallocated, penaltyPostings, loanDaysCharged, loanDaysMischarged, invariants };
  } finally {
    await database.close();
  }
}
