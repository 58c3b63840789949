import { CURRENCIES } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { LEDGER_ACCOUNTS } from './ledger-fns.ts';

/**
 * The ledger's invariants (ADR 018, 032, 092), checked on a whole database: after a restore
 * (the restore drill), and after a fault run, where a payout, payment or charge that happened
 * twice or half shows here. Read only; figures and ids, never a person's data.
 */
export interface InvariantCheck {
  name: 'transactions_balanced' | 'money_received_accounted' | 'finished_loans_owe_nothing';
  ok: boolean;
  /** One line a person reads: the figures, or the first offenders (ids only). */
  detail: string;
  /** How long the check took (milliseconds), for the drill's report. */
  ms: number;
}

export interface LedgerInvariants {
  ok: boolean;
  checks: InvariantCheck[];
}

const A = LEDGER_ACCOUNTS;
/** What a payment pays down or is owed on it: the receivables, the tax collected with interest, a rollover's fee. */
const ALLOCATED_ACCOUNTS = [A.principalReceivable, A.interestReceivable, A.penaltyReceivable, A.taxPayable, A.extensionFeeIncome];
const RECEIVABLE_ACCOUNTS = [A.principalReceivable, A.interestReceivable, A.penaltyReceivable];
/** How many offenders a failed check names; the rest are counted. */
const NAMED = 5;

const list = (items: readonly string[]) => sql.join(items.map((item) => sql`${item}`), sql`, `);
const big = (value: unknown) => BigInt(String(value ?? 0));

/** Every transaction's entries sum to zero in its currency (debits = credits), and each has two or more. */
async function balanced(db: Executor): Promise<Omit<InvariantCheck, 'ms'>> {
  const rows = rowsOf<{ transaction_id: string; currency: string; total: string; entries: number }>(
    await db.execute(sql`
      SELECT "transaction_id", "currency", sum("amount")::text AS "total", count(*)::integer AS "entries"
      FROM "ledger_entries" GROUP BY "transaction_id", "currency"
      HAVING sum("amount") <> 0 OR count(*) < 2
      ORDER BY "transaction_id"`),
  );
  // The published per-account totals must agree: all debits equal all credits in each currency.
  const totals = rowsOf<{ currency: string; debits: string; credits: string }>(
    await db.execute(sql`SELECT "currency", sum("debits")::text AS "debits", sum("credits")::text AS "credits" FROM "ledger_account_totals" GROUP BY "currency" ORDER BY "currency"`),
  );
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(await db.execute(sql`SELECT count(*)::integer AS "count" FROM "ledger_transactions"`));
  const uneven = totals.filter((t) => big(t.debits) !== big(t.credits));
  const figures = totals.map((t) => `${t.currency} debits ${t.debits} = credits ${t.credits}`).join('; ') || 'no entries';
  if (rows.length === 0 && uneven.length === 0) return { name: 'transactions_balanced', ok: true, detail: `${count} transactions, each balanced; ${figures}` };
  const named = rows.slice(0, NAMED).map((r) => `${r.transaction_id} (${r.currency} sums to ${r.total} over ${r.entries} entries)`);
  return {
    name: 'transactions_balanced', ok: false,
    detail: `${rows.length} of ${count} transactions unbalanced: ${named.join(', ')}${rows.length > NAMED ? ', …' : ''}; ${figures}`,
  };
}

/**
 * Money received = allocated + credit + suspense, per currency. Received is every payment the
 * repayments module recorded (its published view), in a currency the ledger keeps; in the
 * ledger it is what debited the collections account, and each such transaction spreads it over
 * what it paid, the borrower's credit and suspense, and nothing else.
 */
async function moneyReceived(db: Executor): Promise<Omit<InvariantCheck, 'ms'>> {
  const receipts = rowsOf<{ currency: string; received: string }>(
    await db.execute(sql`
      SELECT "currency", sum("amount")::text AS "received" FROM "repayment_receipts"
      WHERE "amount" > 0 AND "currency" IN (${list(CURRENCIES)}) GROUP BY "currency"`),
  );
  const split = rowsOf<{ currency: string; collected: string; allocated: string; credit: string; suspense: string; other: string }>(
    await db.execute(sql`
      WITH "money_in" AS (
        SELECT DISTINCT "transaction_id" FROM "ledger_entries" WHERE "account" = ${A.collectionsClearing} AND "amount" > 0
      )
      SELECT e."currency",
        coalesce(sum(e."amount") FILTER (WHERE e."account" = ${A.collectionsClearing}), 0)::text AS "collected",
        coalesce(-sum(e."amount") FILTER (WHERE e."account" IN (${list(ALLOCATED_ACCOUNTS)})), 0)::text AS "allocated",
        coalesce(-sum(e."amount") FILTER (WHERE e."account" = ${A.borrowerCredit}), 0)::text AS "credit",
        coalesce(-sum(e."amount") FILTER (WHERE e."account" = ${A.suspense}), 0)::text AS "suspense",
        count(*) FILTER (WHERE e."account" NOT IN (${list([A.collectionsClearing, A.borrowerCredit, A.suspense, ...ALLOCATED_ACCOUNTS])}))::text AS "other"
      FROM "ledger_entries" e JOIN "money_in" m ON m."transaction_id" = e."transaction_id"
      GROUP BY e."currency"`),
  );
  const currencies = [...new Set([...receipts.map((r) => r.currency), ...split.map((s) => s.currency)])].sort();
  const problems: string[] = [];
  const lines = currencies.map((currency) => {
    const received = big(receipts.find((r) => r.currency === currency)?.received);
    const s = split.find((row) => row.currency === currency);
    const [collected, allocated, credit, suspense] = [s?.collected, s?.allocated, s?.credit, s?.suspense].map(big) as [bigint, bigint, bigint, bigint];
    if (received !== collected) problems.push(`${currency} payments recorded ${received} but the ledger collected ${collected}`);
    if (collected !== allocated + credit + suspense) problems.push(`${currency} collected ${collected} but allocated + credit + suspense = ${allocated + credit + suspense}`);
    if (big(s?.other) !== 0n) problems.push(`${currency} money in touched ${s?.other} entries on other accounts`);
    return `${currency} received ${received} = allocated ${allocated} + credit ${credit} + suspense ${suspense}`;
  });
  const figures = lines.join('; ') || 'no money received';
  return problems.length === 0
    ? { name: 'money_received_accounted', ok: true, detail: figures }
    : { name: 'money_received_accounted', ok: false, detail: `${problems.join('; ')} (${figures})` };
}

/** A finished loan owes nothing: its receivables (principal, interest, penalties) are zero in the ledger. */
async function finishedOweNothing(db: Executor): Promise<Omit<InvariantCheck, 'ms'>> {
  const rows = rowsOf<{ order_id: string; owed: string }>(
    await db.execute(sql`
      SELECT l."order_id", sum(e."amount")::text AS "owed"
      FROM "portfolio_loans" l
      JOIN "ledger_transactions" t ON t."order_id" = l."order_id"
      JOIN "ledger_entries" e ON e."transaction_id" = t."id" AND e."account" IN (${list(RECEIVABLE_ACCOUNTS)})
      WHERE l."finished_at" IS NOT NULL
      GROUP BY l."order_id" HAVING sum(e."amount") <> 0
      ORDER BY l."order_id"`),
  );
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(await db.execute(sql`SELECT count(*)::integer AS "count" FROM "portfolio_loans" WHERE "finished_at" IS NOT NULL`));
  if (rows.length === 0) return { name: 'finished_loans_owe_nothing', ok: true, detail: `${count} finished loans, receivables zero` };
  const named = rows.slice(0, NAMED).map((r) => `${r.order_id} (${r.owed})`);
  return { name: 'finished_loans_owe_nothing', ok: false, detail: `${rows.length} of ${count} finished loans still owe: ${named.join(', ')}${rows.length > NAMED ? ', …' : ''}` };
}

export async function checkLedgerInvariants(db: Executor): Promise<LedgerInvariants> {
  // One after the other: on a restored copy or after a fault run there is no hurry, and a pool of one suffices.
  const checks: InvariantCheck[] = [];
  for (const check of [balanced, moneyReceived, finishedOweNothing]) {
    const started = performance.now();
    const result = await check(db);
    checks.push({ ...result, ms: Math.round(performance.now() - started) });
  }
  return { ok: checks.every((check) => check.ok), checks };
}
