// Issue 24 (ADR 100): the month's bureau files over 100,000 loans on a real PostgreSQL.
import { marketDate } from '@lendline/domain';
import { freshPostgres } from './fresh-postgres.ts';
import { seedPortfolio } from './portfolio.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createBureauReportingService } from '../apps/server/src/modules/bureau-reporting/bureau-reporting-service.ts';
import { createPortfolioService } from '../apps/server/src/modules/portfolio/portfolio-service.ts';

export interface BureauFilesResult {
  loans: number;
  seedMs: number;
  /** Each timed generation of the month (both Nigerian bureaus: one pass, four files), in order. */
  timesMs: number[];
  /** CPU of this process (the rendering and validation; the database's own is not in it) per generation. */
  cpuMs: number[];
  /** Rows of the facility file, per bureau. */
  facilities: number;
  borrowers: number;
  /** Every file valid and reconciled with the portfolio (what lets it leave). */
  sendable: boolean;
  bytes: number;
}

/**
 * The borrowers' details the files name them by, as the application and banking modules write
 * them: a personal step and a payout account with a BVN for each of the seeded borrowers.
 */
function identitiesSql(): string {
  return `
    INSERT INTO applicant_profiles (user_id, personal, updated_at)
      SELECT id, jsonb_build_object('firstName', 'Adaeze', 'middleName', '', 'lastName', 'Okafor', 'gender', '2',
        'inputBirthday', '1990-05-01', 'maritalStatus', 'single', 'state', 'NG-LA', 'city', 'Ikeja', 'address', substr(id, 2) || ' Allen Avenue',
        'postalCode', '100001', 'email', 'b' || substr(id, 2) || '@gmail.com'), created_at
      FROM users WHERE id LIKE 'u%';
    INSERT INTO bank_accounts (user_id, market, bank_code, account_number, account_name, bvn, verified_at, updated_at)
      SELECT id, 'NG', '011', lpad(substr(id, 2), 10, '0'), 'ADAEZE OKAFOR', '22' || lpad(substr(id, 2), 9, '0'), created_at, created_at
      FROM users WHERE id LIKE 'u%';`;
}

/**
 * Seeds `count` loans paid out since the first day of last month (so every one of them is in
 * the month's file: open, or closed within the month or since), times the month's generation
 * `rounds` times (each round files a new month's worth, the one before set aside so nothing is
 * skipped), and answers what the files held.
 */
export async function measureBureauFiles(count: number, adminUrl: string, rounds = 2): Promise<BureauFilesResult> {
  const fresh = await freshPostgres(adminUrl, 'lendline_bench');
  const database: Database = await openDatabase({ url: fresh.url });
  try {
    await migrate(database);
    const now = () => new Date();
    const today = marketDate(now(), 'NG');
    const periodStart = `${previousMonth(today)}-01`;
    const seeded = performance.now();
    await seedPortfolio(database, count, today, Math.max(1, Math.round((Date.parse(today) - Date.parse(periodStart)) / 86_400_000)));
    await database.transaction((s) => s.exec(identitiesSql()));
    await fresh.vacuum();
    const seedMs = performance.now() - seeded;
    const quiet = async () => undefined;
    const jobs = { enqueue: async () => true, nudge: () => undefined };
    const portfolio = createPortfolioService({ db: database.db, readDb: database.db, now, market: 'NG', audit: { record: quiet, recordReveal: quiet, recordAlone: quiet }, jobs, cancelStatements: async () => 0 });
    const reporting = createBureauReportingService({
      db: database.db, now, log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined }, market: 'NG', jobs,
      audit: { record: quiet, recordReveal: quiet, recordAlone: quiet }, inbox: { recordMany: async () => 0 },
      delivery: { name: 'none', deliver: async () => ({ state: 'delivered', receipt: null }) }, fingerprintKey: 'bench-fingerprint-key-of-32-characters!!',
      lender: { code: '000000', name: 'LENDLINE' }, portfolioTotals: portfolio.bureauTotals,
    });
    const period = previousMonth(today);
    const timesMs: number[] = [];
    const cpuMs: number[] = [];
    for (let i = 0; i < rounds; i++) {
      // The month's earlier files set aside: each round makes the whole month again, as a first run would.
      await database.transaction((s) => s.exec(`UPDATE bureau_files SET state = 'invalid'`));
      const started = performance.now();
      const cpu = process.cpuUsage();
      await reporting.generate(period, 'bench');
      timesMs.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuMs.push((used.user + used.system) / 1000);
    }
    const list = await reporting.list(period);
    const latest = list.files.slice(0, 4);
    const credit = latest.find((f) => f.format === 'cdt-credit');
    const individual = latest.find((f) => f.format === 'cdt-individual');
    const [size] = await database.transaction((s) => s.query<{ bytes: string }>(`SELECT sum(octet_length(content))::text AS bytes FROM bureau_files WHERE id = ANY($1)`, [latest.map((f) => f.id)]));
    return {
      loans: count, seedMs, timesMs, cpuMs, facilities: credit?.rows ?? 0, borrowers: individual?.rows ?? 0,
      sendable: latest.length === 4 && latest.every((f) => f.problemCount === 0 && f.reconciliation.equal), bytes: Number(size?.bytes ?? 0),
    };
  } finally {
    await database.close();
    await fresh.drop();
  }
}

function previousMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
