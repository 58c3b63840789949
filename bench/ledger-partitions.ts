// Issue 23 (ADR 097): the ledger partitioned by month against the ledger as it is, on the same
// rows. Not a migration: two copies of the ledger's shape in a throwaway database, timed with
// EXPLAIN ANALYZE on the queries that read it by loan and by month.
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { freshPostgres } from './fresh-postgres.ts';

/** Months of history the seed spreads over (one partition each), ending with the current month. */
const MONTHS = 24;

interface QueryFigures {
  executionMs: number;
  planningMs: number;
  /** Tables (or partitions) the plan read. */
  partitionsScanned: number;
}

export interface PartitionTiming {
  query: string;
  /** Median execution time of the rounds, ms, as EXPLAIN ANALYZE reports it (planning apart). */
  plain: QueryFigures;
  partitioned: QueryFigures;
}

export interface PartitionResult {
  loans: number;
  transactions: number;
  entries: number;
  seedMs: { plain: number; partitioned: number };
  bytes: { plain: number; partitioned: number };
  timings: PartitionTiming[];
}

/**
 * The ledger's two tables as migration 0007 and 0040 made them (ids, keys, indexes), with one
 * change the partitioned copy needs anyway: the entry carries its transaction's `created_at`,
 * the partition key (a plain copy could only filter a month by joining the transactions).
 */
function schemaSql(partitioned: boolean): string {
  const p = partitioned ? 'part_' : 'plain_';
  const by = partitioned ? ' PARTITION BY RANGE ("created_at")' : '';
  // A partitioned table's primary key and unique constraints must include the partition key.
  const key = partitioned ? ', "created_at"' : '';
  const months = partitioned
    ? Array.from({ length: MONTHS + 1 }, (_, i) => {
        const from = `date_trunc('month', now()) - interval '${MONTHS - 1 - i} months'`;
        const to = `date_trunc('month', now()) - interval '${MONTHS - 2 - i} months'`;
        return `
          EXECUTE format('CREATE TABLE %I PARTITION OF ${p}transactions FOR VALUES FROM (%L) TO (%L)', '${p}transactions_m' || ${i}, ${from}, ${to});
          EXECUTE format('CREATE TABLE %I PARTITION OF ${p}entries FOR VALUES FROM (%L) TO (%L)', '${p}entries_m' || ${i}, ${from}, ${to});`;
      }).join('')
    : '';
  return `
    CREATE TABLE ${p}transactions (
      "id" text NOT NULL, "kind" text NOT NULL, "order_id" text, "idempotency_key" text NOT NULL,
      "currency" text NOT NULL, "created_at" timestamptz NOT NULL, "reverses_id" text,
      PRIMARY KEY ("id"${key}), UNIQUE ("idempotency_key"${key})
    )${by};
    CREATE TABLE ${p}entries (
      "id" bigint GENERATED ALWAYS AS IDENTITY, "transaction_id" text NOT NULL, "account" text NOT NULL,
      "amount" bigint NOT NULL, "currency" text NOT NULL, "created_at" timestamptz NOT NULL,
      PRIMARY KEY ("id"${key}),
      FOREIGN KEY ("transaction_id"${key}) REFERENCES ${p}transactions ("id"${key})
    )${by};
    DO $$ BEGIN ${months} END $$;
    CREATE INDEX ON ${p}transactions ("order_id");
    CREATE INDEX ON ${p}entries ("transaction_id");
    CREATE INDEX ON ${p}entries ("account", "currency", "amount");
    CREATE INDEX ON ${p}entries ("created_at");`;
}

/**
 * Per loan, over the 24 months: a disbursement, then (loan i) i % 3 + 1 repayments 30 days
 * apart and, every tenth loan, a late penalty. Entries as the service posts them, two to four
 * per transaction, each transaction balanced. `loans` in slices of 100,000.
 */
function seedSql(table: string, from: number, to: number): string {
  return `
    WITH loans AS (
      SELECT i, date_trunc('month', now()) - interval '${MONTHS - 1} months' + (i % (${MONTHS - 1} * 30)) * interval '1 day' + (i % 86400) * interval '1 second' AS paid_out
      FROM generate_series(${from}, ${to}) i
    ), txs AS (
      SELECT 'd' || i AS id, 'disbursement' AS kind, 'o' || i AS order_id, paid_out AS at, 1 AS shape FROM loans
      UNION ALL SELECT 'r' || i || '-' || n, 'repayment', 'o' || i, paid_out + n * interval '30 days', 2 FROM loans, generate_series(1, 3) n WHERE n <= i % 3 + 1 AND paid_out + n * interval '30 days' < now()
      UNION ALL SELECT 'p' || i, 'penalty', 'o' || i, paid_out + interval '33 days', 3 FROM loans WHERE i % 10 = 0 AND paid_out + interval '33 days' < now()
    ), ins AS (
      INSERT INTO ${table}_transactions (id, kind, order_id, idempotency_key, currency, created_at)
      SELECT id, kind, order_id, kind || ':' || id, 'NGN', at FROM txs RETURNING id, kind, created_at
    )
    INSERT INTO ${table}_entries (transaction_id, account, amount, currency, created_at)
    SELECT ins.id, e.account, e.amount, 'NGN', ins.created_at FROM ins, LATERAL (VALUES
      ('principal_receivable', CASE ins.kind WHEN 'disbursement' THEN 5000000 WHEN 'repayment' THEN -1500000 ELSE NULL END),
      ('provider_clearing', CASE ins.kind WHEN 'disbursement' THEN -5000000 ELSE NULL END),
      ('interest_receivable', CASE ins.kind WHEN 'disbursement' THEN 445900 WHEN 'repayment' THEN -150000 ELSE NULL END),
      ('interest_income', CASE ins.kind WHEN 'disbursement' THEN -445900 ELSE NULL END),
      ('collections_clearing', CASE ins.kind WHEN 'repayment' THEN 1650000 ELSE NULL END),
      ('penalty_receivable', CASE ins.kind WHEN 'penalty' THEN 100000 ELSE NULL END),
      ('penalty_income', CASE ins.kind WHEN 'penalty' THEN -100000 ELSE NULL END)
    ) AS e(account, amount) WHERE e.amount IS NOT NULL;`;
}

async function explain(database: Database, sql: string, params: unknown[]): Promise<QueryFigures> {
  const rows = await database.transaction((s) => s.query<{ 'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number; Plan: unknown }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params));
  const [plan] = rows[0]!['QUERY PLAN'];
  // Each scan of a partition names its relation; the plain table's scans are counted alike.
  const scanned = new Set([...JSON.stringify(plan.Plan).matchAll(/"Relation Name":"([a-z_0-9]+)"/g)].map((m) => m[1]));
  return { executionMs: plan['Execution Time'], planningMs: plan['Planning Time'], partitionsScanned: scanned.size };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The queries that read the ledger by loan (`$1` the loan, `$2`/`$3` its life) and by month (`$1`/`$2` the month, or `$1` its end). */
const QUERIES: { name: string; sql: (table: string, pruned: boolean) => string; params: 'loan' | 'month' }[] = [
  {
    name: "a loan's balances per account (sumByAccount by order, the statement's ledger side)",
    params: 'loan',
    sql: (t, pruned) => `SELECT e.account, e.currency, sum(e.amount) FROM ${t}_entries e JOIN ${t}_transactions x ON x.id = e.transaction_id${pruned ? ' AND x.created_at = e.created_at' : ''}
      WHERE x.order_id = $1${pruned ? ' AND x.created_at >= $2 AND x.created_at < $3 AND e.created_at >= $2 AND e.created_at < $3' : ''} GROUP BY e.account, e.currency`,
  },
  {
    name: "a loan's transactions in order (findTransactions)",
    params: 'loan',
    sql: (t, pruned) => `SELECT * FROM ${t}_transactions WHERE order_id = $1${pruned ? ' AND created_at >= $2 AND created_at < $3' : ''} ORDER BY created_at`,
  },
  {
    name: 'the monthly close: each account\'s movements in one month',
    params: 'month',
    sql: (t) => `SELECT account, currency, sum(amount) FILTER (WHERE amount > 0) AS debits, -sum(amount) FILTER (WHERE amount < 0) AS credits
      FROM ${t}_entries WHERE created_at >= $1 AND created_at < $2 GROUP BY account, currency`,
  },
  {
    name: 'the trial balance at a month end (every month up to it)',
    params: 'month',
    sql: (t) => `SELECT account, currency, sum(amount) FROM ${t}_entries WHERE created_at < $1 GROUP BY account, currency`,
  },
];

export async function measureLedgerPartitions(loans: number, adminUrl: string, rounds = 5): Promise<PartitionResult> {
  const fresh = await freshPostgres(adminUrl, 'lendline_partitions');
  const database = await openDatabase({ url: fresh.url, poolSize: 1 });
  const query = <R>(sql: string, params?: unknown[]) => database.transaction((s) => s.query<R>(sql, params));
  try {
    const seedMs = { plain: 0, partitioned: 0 };
    for (const partitioned of [false, true]) {
      const table = partitioned ? 'part' : 'plain';
      await database.transaction((s) => s.exec(schemaSql(partitioned)));
      const started = performance.now();
      for (let from = 1; from <= loans; from += 100_000) await database.transaction((s) => s.exec(seedSql(table, from, Math.min(from + 99_999, loans))));
      // Statistics and the visibility map, as autovacuum would have by now (both copies: the second pass finds the first done).
      await fresh.vacuum();
      seedMs[partitioned ? 'partitioned' : 'plain'] = performance.now() - started;
    }
    const count = async (sql: string) => Number((await query<{ n: string }>(sql))[0]!.n);
    const bytes = async (table: string) => count(`SELECT sum(pg_total_relation_size(c.oid)) AS n FROM pg_class c WHERE c.relkind = 'r' AND c.relname LIKE '${table}\\_%'`);
    // A loan in the middle of the history, its life (payout to its last repayment) as the date range, and last whole month.
    const loan = `o${Math.floor(loans / 2) + 7}`;
    const [life] = await query<{ from: Date; to: Date }>(`SELECT min(created_at) AS from, max(created_at) + interval '1 second' AS to FROM plain_transactions WHERE order_id = $1`, [loan]);
    const [month] = await query<{ from: Date; to: Date }>(`SELECT date_trunc('month', now()) - interval '1 month' AS from, date_trunc('month', now()) AS to`);
    const timings: PartitionTiming[] = [];
    for (const q of QUERIES) {
      const params = q.params === 'loan' ? [loan, life!.from, life!.to] : q.name.startsWith('the trial') ? [month!.to] : [month!.from, month!.to];
      const usedParams = (sql: string) => params.slice(0, Math.max(0, ...[...sql.matchAll(/\$(\d)/g)].map((m) => Number(m[1]))));
      const run = async (table: string, pruned: boolean) => {
        const sql = q.sql(table, pruned);
        const samples = [];
        for (let i = 0; i < rounds; i++) samples.push(await explain(database, sql, usedParams(sql)));
        return { executionMs: median(samples.map((s) => s.executionMs)), planningMs: median(samples.map((s) => s.planningMs)), partitionsScanned: samples[0]!.partitionsScanned };
      };
      const plain = await run('plain', false);
      timings.push({ query: q.name, plain, partitioned: await run('part', true) });
      // By loan without the date range: what a query that does not carry it costs on partitions.
      if (q.params === 'loan') timings.push({ query: `${q.name}, without the date range`, plain, partitioned: await run('part', false) });
    }
    return {
      loans,
      transactions: await count('SELECT count(*) AS n FROM plain_transactions'),
      entries: await count('SELECT count(*) AS n FROM plain_entries'),
      seedMs,
      bytes: { plain: await bytes('plain'), partitioned: await bytes('part') },
      timings,
    };
  } finally {
    await database.close();
    await fresh.drop();
  }
}
