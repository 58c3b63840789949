// The nightly servicing run (ADR 036) killed half way: kill -9 of the instance running it, the
// other carries on from the run's cursor, and every overdue loan is charged once for the day.
//
// How the run is made to happen on one known instance: loans seeded (bench/servicing-run.ts's
// seed) with a tenth due TODAY, so today's run (both instances, at start) charges nothing; a loan
// half way through the run is locked (as a payment holds it) so the run's batch waits there; then
// instance 1's sandbox clock moves a day on, so only it has a sweep slot for tomorrow (the other's
// clock is still today, and a job runs at its slot's time or later). Killed once a batch of
// tomorrow is committed; instance 2's clock then moves a day and a slot on, and its own sweep
// continues tomorrow's run where the last committed batch left it.
import { addCalendarDays, marketDate, DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../bench/servicing-run.ts';
import { allReady, countOf, freshDatabase, probeReadyz, twoInstances, waitUntil, type ScenarioReport } from './fault-run.ts';
import type { Instance } from './fleet.ts';
import { countMoney } from './money-checks.ts';
import type { PostgresCluster } from './postgres-cluster.ts';

/**
 * Hours from now to tomorrow about 10:00 in Lagos: far from either midnight, so instance 2's
 * extra hour (a new sweep slot: they are 5 minutes) is still tomorrow.
 */
function hoursToTomorrowMorning(now: Date): number {
  const lagosHour = (now.getUTCHours() + 1) % 24;
  return 24 - lagosHour + 10;
}

async function advanceClock(instance: Instance, hours: number): Promise<string> {
  const query = new URLSearchParams({ timestamp: String(Math.floor(Date.now() / 1000)) });
  const res = await fetch(`${instance.url}/api/${encryptPath('/sandbox/clock', DEFAULT_PACKAGE_NAME)}?${query}`, {
    method: 'POST',
    headers: { packageName: DEFAULT_PACKAGE_NAME, lang: 'en', 'content-type': 'application/json' },
    body: JSON.stringify({ advanceHours: hours }),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: { now: string } };
  if (envelope.code !== 0) throw new Error(`/sandbox/clock: ${envelope.code} ${envelope.msg}`);
  return envelope.data.now;
}

/**
 * Locks the `offset`-th loan past due on `day` (in id order, the run's order) in a transaction
 * left open until `release()`, which rolls it back. Chosen first, locked after: FOR UPDATE
 * with OFFSET would lock every row it skipped too.
 */
async function holdLoanHalfWay(url: string, day: string, offset: number): Promise<{ release(): Promise<void> }> {
  const database = await openDatabase({ url, poolSize: 1 });
  let locked!: () => void;
  let failed!: (error: unknown) => void;
  let release!: () => void;
  // Settles once: a failure before the lock rejects it; the rollback on purpose after it does nothing.
  const isLocked = new Promise<void>((resolve, reject) => ((locked = resolve), (failed = reject)));
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding = database
    .transaction(async (s) => {
      const [loan] = await s.query<{ id: string }>(
        'SELECT o.id FROM loan_orders o WHERE EXISTS (SELECT 1 FROM loan_phases p WHERE p.order_id = o.id AND p.due_date < $1::date) ORDER BY o.id OFFSET $2 LIMIT 1',
        [day, offset],
      );
      await s.query('SELECT id FROM loan_orders WHERE id = $1 FOR UPDATE', [loan!.id]);
      locked();
      await released;
      throw new Error('rolled back on purpose');
    })
    .catch((error: unknown) => failed(error));
  await isLocked;
  return {
    release: async () => {
      release();
      await holding;
      await database.close();
    },
  };
}

export interface NightlyOptions {
  /** Loans being repaid; a tenth become overdue tomorrow (at least a few batches of 5,000). */
  loans: number;
  logPrefix?: string;
}

export async function killDuringNightlyRun(cluster: PostgresCluster, options: NightlyOptions): Promise<ScenarioReport> {
  const url = await freshDatabase(cluster, 'fault_night');
  const today = marketDate(new Date(), 'NG');
  const tomorrow = addCalendarDays(today, 1);
  const database = await openDatabase({ url, poolSize: 2 });
  const seeding = performance.now();
  try {
    await migrate(database);
    // seed() puts a tenth three days before its "today": three days on from ours, that is today.
    await seed(database, options.loans, addCalendarDays(today, 3));
  } finally {
    await database.close();
  }
  const seedMs = performance.now() - seeding;
  const instances = await twoInstances(url, options.logPrefix);
  const [first, second] = instances.list as [Instance, Instance];
  const run = (column: string) => countOf(url, `SELECT coalesce(max(${column}), 0) AS n FROM servicing_runs WHERE market_day = '${tomorrow}'`);
  try {
    // Today's run (every instance sweeps at start) finds nothing past due: wait until it is done.
    await waitUntil("today's run finished", async () => (await countOf(url, `SELECT count(*) AS n FROM servicing_runs WHERE market_day = '${today}' AND finished_at IS NOT NULL`)) === 1);
    // A loan half way through tomorrow's run, locked as a payment would lock it: the run's batch
    // that reaches it waits, so the kill lands with committed batches behind it and one in flight.
    const holder = await holdLoanHalfWay(url, tomorrow, Math.floor(options.loans / 20));
    const hours = hoursToTomorrowMorning(new Date());
    await advanceClock(first, hours);
    const waiting = `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    await waitUntil("tomorrow's run to reach the held loan", async () => (await run('loans')) > 0 && (await countOf(url, waiting)) > 0, 60_000);
    const atKill = await run('loans');
    const finishedBeforeKill = (await countOf(url, `SELECT count(*) AS n FROM servicing_runs WHERE market_day = '${tomorrow}' AND finished_at IS NOT NULL`)) > 0;
    const probe = probeReadyz([second]);
    const down = performance.now();
    await first.kill();
    await holder.release();
    // The survivor's own sweep for tomorrow, an hour (twelve slots) later than instance 1's.
    await advanceClock(second, hours + 1);
    await waitUntil("tomorrow's run finished by the other instance", async () => (await countOf(url, `SELECT count(*) AS n FROM servicing_runs WHERE market_day = '${tomorrow}' AND finished_at IS NOT NULL`)) === 1, 120_000);
    const carriedOnMs = performance.now() - down;
    await first.start();
    const outageMs = performance.now() - down;
    const readyAfterMs = await allReady(instances.list);
    const readyzDuring = await probe.stop();
    await instances.stopAll();
    const overdue = options.loans / 10;
    const notes = [
      `${options.loans} loans seeded in ${(seedMs / 1000).toFixed(1)} s, ${overdue} past due tomorrow`,
      `instance 1 killed with ${atKill} of ${options.loans} loans of tomorrow's run done${finishedBeforeKill ? ' (the run had ALREADY FINISHED: the kill tested nothing)' : ''}; instance 2 finished the run ${(carriedOnMs / 1000).toFixed(1)} s after the kill`,
      `the run's counts: ${await run('loans')} loans, ${await run('marked_overdue')} moved to overdue, ${await run('penalties')} penalties`,
    ];
    return { name: "kill -9 during the nightly servicing run", via: 'no borrower load (the run is the work)', load: null, outageMs, readyAfterMs, readyzDuring, expected: { payouts: 0, payments: 0, charges: overdue }, money: await countMoney(url), notes };
  } finally {
    await instances.stopAll();
  }
}

/** Whether the kill landed inside the run (the report's note says so too). */
export const killedMidRun = (report: ScenarioReport) => !report.notes.some((note) => note.includes('ALREADY FINISHED'));
