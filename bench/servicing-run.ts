// Issue 11: the daily servicing run over many loans, 10% of them overdue (ADR 036).
import { readFileSync } from 'node:fs';
import { marketDate, addCalendarDays } from '@lendline/domain';
import { freshPostgres } from './fresh-postgres.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createLedgerService } from '../apps/server/src/modules/ledger/ledger-service.ts';
import { createServicingTransitions } from '../apps/server/src/modules/loans/servicing-transitions.ts';
import { createServicingRun } from '../apps/server/src/modules/repayments/servicing-run.ts';

export interface ServicingResult {
  database: 'postgres' | 'pglite';
  loans: number;
  overdue: number;
  penalties: number;
  seedMs: number;
  runMs: number;
  loansPerSecond: number;
  /** A second run of the same day: it must find the day finished and charge nothing. */
  rerunMs: number;
  /** PostgreSQL only: what the run cost the machine and what the book takes on disk (issue 23). */
  footprint?: ServicingFootprint;
}

export interface ServicingFootprint {
  /** The bench process (the run is in-process, as in an instance): peak resident set, MB. */
  nodeMaxRssMb: number;
  /** The database's server processes serving the run, sampled every 250 ms: peak private (anonymous) memory of one, MB, and the peak resident set (shared buffers they touched included). */
  backendPeakAnonMb: number;
  backendPeakRssMb: number;
  /** Bytes, the biggest tables first: heap (with TOAST) and indexes. */
  relations: { name: string; tableBytes: number; indexBytes: number }[];
  databaseBytes: number;
}

/** A fresh database: a new one on the PostgreSQL server at `adminUrl`, dropped afterwards, or PGlite in memory. */
async function freshDatabase(adminUrl: string | undefined): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (!adminUrl) {
    const database = await openDatabase({ memory: true });
    return { database, drop: () => database.close() };
  }
  const fresh = await freshPostgres(adminUrl, 'lendline_bench');
  const database = await openDatabase({ url: fresh.url });
  return { database, url: fresh.url, drop: async () => { await database.close(); await fresh.drop(); } };
}

/** kB fields of /proc/PID/status; null when the process is gone or not readable (another machine). */
function procKb(pid: number, field: string): number | null {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Samples the memory of the database's backends (same machine only) while the run goes. */
function watchBackends(url: string): { stop(): Promise<{ anonMb: number; rssMb: number }> } {
  let anon = 0;
  let rss = 0;
  let stopped = false;
  const loop = (async () => {
    const watcher = await openDatabase({ url, poolSize: 1 });
    while (!stopped) {
      const rows = await watcher.transaction((s) => s.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'));
      for (const { pid } of rows) {
        anon = Math.max(anon, procKb(pid, 'RssAnon') ?? 0);
        rss = Math.max(rss, procKb(pid, 'VmRSS') ?? 0);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await watcher.close();
  })();
  return { stop: async () => { stopped = true; await loop; return { anonMb: anon / 1024, rssMb: rss / 1024 }; } };
}

async function relationSizes(database: Database): Promise<Pick<ServicingFootprint, 'relations' | 'databaseBytes'>> {
  return database.transaction(async (s) => {
    const rows = await s.query<{ name: string; table: string; index: string }>(`
      SELECT c.relname AS name, pg_table_size(c.oid) AS table, pg_indexes_size(c.oid) AS index
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 8`);
    const [size] = await s.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes');
    return { relations: rows.map((r) => ({ name: r.name, tableBytes: Number(r.table), indexBytes: Number(r.index) })), databaseBytes: Number(size!.bytes) };
  });
}

/**
 * `count` Nigerian loans being repaid (one user, order, offer and one-phase schedule each),
 * every tenth due three days ago and unpaid, the rest due in 30 days: set-based inserts of
 * generate_series in slices, so neither database holds one huge statement.
 */
export async function seed(database: Database, count: number, today: string): Promise<void> {
  // BENCH_SEED_SLICE: rows per transaction; bigger slices seed 10,000,000 loans faster on PostgreSQL.
  const slice = Number(process.env.BENCH_SEED_SLICE ?? 100_000);
  const past = addCalendarDays(today, -3);
  const future = addCalendarDays(today, 30);
  for (let from = 1; from <= count; from += slice) {
    const to = Math.min(from + slice - 1, count);
    await database.transaction(async (s) => {
      await s.exec(`
        INSERT INTO users (id, phone, market, created_at)
          SELECT 'u' || i, '234' || (8000000000 + i)::text, 'NG', now() FROM generate_series(${from}, ${to}) i;
        INSERT INTO loan_orders (id, order_no, user_id, market, product_id, status, created_at, updated_at, submitted_at)
          SELECT md5(i::text), 'LLB' || i, 'u' || i, 'NG', 'ng-cash-50k', 2, now(), now(), now() FROM generate_series(${from}, ${to}) i;
        INSERT INTO loan_offers (order_id, user_id, product_id, currency, credit_limit, reloan, terms, approved_at, confirm_by, accepted_at, principal, tenure_days, total_repayable)
          SELECT md5(i::text), 'u' || i, 'ng-cash-50k', 'NGN', 5000000, false, '{"overduePenaltyDailyPpm": 20000}'::jsonb, now(), now(), now(), 5000000, 91, 5445900
          FROM generate_series(${from}, ${to}) i;
        INSERT INTO loan_phases (order_id, phase, due_date, principal, interest, amount)
          SELECT md5(i::text), 1, CASE WHEN i % 10 = 0 THEN '${past}'::date ELSE '${future}'::date END, 5000000, 445900, 5445900
          FROM generate_series(${from}, ${to}) i;`);
    });
  }
  await database.transaction((s) => s.exec('ANALYZE'));
}

export async function measureServicingRun(count: number, adminUrl: string | undefined): Promise<ServicingResult> {
  const { database, url, drop } = await freshDatabase(adminUrl);
  try {
    await migrate(database);
    const now = () => new Date();
    const today = marketDate(now(), 'NG');
    const seeded = performance.now();
    await seed(database, count, today);
    const seedMs = performance.now() - seeded;
    const quiet = () => undefined;
    const log = { info: quiet, warn: quiet, error: quiet, debug: quiet };
    const run = createServicingRun({ db: database.db, now, log, market: 'NG', ledger: createLedgerService({ db: database.db, now }), loans: createServicingTransitions() });
    const watch = url ? watchBackends(url) : null;
    const started = performance.now();
    const result = await run.runServicingDay({ marketDay: today });
    const runMs = performance.now() - started;
    const backends = await watch?.stop();
    const again = performance.now();
    const rerun = await run.runServicingDay({ marketDay: today });
    const rerunMs = performance.now() - again;
    if (result.loans !== count || result.markedOverdue !== count / 10 || rerun.penalties !== result.penalties) throw new Error(`servicing bench: unexpected run ${JSON.stringify(result)}`);
    const footprint = url && backends
      ? { nodeMaxRssMb: process.resourceUsage().maxRSS / 1024, backendPeakAnonMb: backends.anonMb, backendPeakRssMb: backends.rssMb, ...(await relationSizes(database)) }
      : undefined;
    return { database: database.kind, loans: result.loans, overdue: result.markedOverdue, penalties: result.penalties, seedMs, runMs, loansPerSecond: (result.loans / runMs) * 1000, rerunMs, footprint };
  } finally {
    await drop();
  }
}
