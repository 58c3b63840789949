// Issue 23's faults under the borrower burst, two built instances over one PostgreSQL (ADR 096):
// PostgreSQL restarted, an instance killed during payouts and repayments, a rolling restart.
// The nightly run's kill is in nightly-kill.ts. The CI tests run them small; the bench large.
import { runBorrowers, type LoadResult } from './borrower-load.ts';
import { allReady, countOf, freshDatabase, PAID_OUT, PAYMENTS, probeReadyz, roundRobin, twoInstances, waitUntil, type ScenarioReport, type TargetFor } from './fault-run.ts';
import { countMoney } from './money-checks.ts';
import type { PostgresCluster } from './postgres-cluster.ts';

export interface ScenarioOptions {
  borrowers: number;
  /** Borrowers arrive evenly over this long. */
  rampMs: number;
  targetFor?: TargetFor;
  /** Instance stderr to /tmp/<prefix>-<n>.log when set. */
  logPrefix?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loans paid out and payments recorded are what the journeys saw, at least (a stopped journey may have got further). */
function expectedOf(load: LoadResult) {
  return { payouts: load.completed, payments: load.paymentsDelivered, charges: 0 };
}

/**
 * PostgreSQL stopped (fast: sessions ended, as a restart or failover does) while borrowers are
 * being paid out, kept down `downMs`, started again. The instances must find it by themselves.
 */
export async function postgresRestart(cluster: PostgresCluster, options: ScenarioOptions & { downMs: number }): Promise<ScenarioReport> {
  const url = await freshDatabase(cluster, 'fault_pg');
  const instances = await twoInstances(url, options.logPrefix);
  const { target, via, stop } = await (options.targetFor ?? roundRobin)(instances);
  try {
    const loading = runBorrowers({ target, borrowers: options.borrowers, rampMs: options.rampMs });
    // In the middle: a quarter of the borrowers paid out, the rest on their way.
    await waitUntil('the first payouts', async () => (await countOf(url, PAID_OUT)) >= Math.ceil(options.borrowers / 4));
    const probe = probeReadyz(instances.list);
    const down = performance.now();
    await cluster.stop('fast');
    await sleep(options.downMs);
    await cluster.start();
    const outageMs = performance.now() - down;
    const readyAfterMs = await allReady(instances.list);
    const readyzDuring = await probe.stop();
    const load = await loading;
    await instances.stopAll();
    return { name: 'PostgreSQL restarted during payouts', via, load, outageMs, readyAfterMs, readyzDuring, expected: expectedOf(load), money: await countMoney(url), notes: [] };
  } finally {
    await stop();
    await instances.stopAll();
  }
}

/**
 * kill -9 of instance 1 once a quarter of the loans are paid out (payouts in flight), started
 * again after `downMs`; then kill -9 of instance 2 once the repayments have begun, likewise.
 */
export async function killDuringMoney(cluster: PostgresCluster, options: ScenarioOptions & { downMs: number }): Promise<ScenarioReport> {
  const url = await freshDatabase(cluster, 'fault_kill');
  const instances = await twoInstances(url, options.logPrefix);
  const { target, via, stop } = await (options.targetFor ?? roundRobin)(instances);
  const [first, second] = instances.list as [(typeof instances.list)[0], (typeof instances.list)[0]];
  try {
    const loading = runBorrowers({ target, borrowers: options.borrowers, rampMs: options.rampMs });
    const probe = probeReadyz(instances.list);
    let outageMs = 0;
    let readyAfterMs = 0;
    const notes: string[] = [];
    // The second kill follows the first's recovery closely: a killed instance's running jobs wait
    // out their lease (60 s) before another instance runs them, and the two waits then overlap.
    for (const [instance, what, query, atLeast] of [
      [first, 'payouts', PAID_OUT, Math.ceil(options.borrowers / 4)],
      [second, 'repayments', PAYMENTS, 1],
    ] as const) {
      await waitUntil(`the ${what} under way`, async () => (await countOf(url, query)) >= atLeast);
      const atKill = await countOf(url, query);
      const down = performance.now();
      await instance.kill();
      await sleep(options.downMs);
      await instance.start();
      const outage = performance.now() - down;
      outageMs = Math.max(outageMs, outage);
      readyAfterMs = Math.max(readyAfterMs, await allReady(instances.list));
      notes.push(`instance ${instance.index} killed with ${atKill} of ${options.borrowers} ${what} done, back in ${(outage / 1000).toFixed(1)} s`);
    }
    const readyzDuring = await probe.stop();
    const load = await loading;
    await instances.stopAll();
    return { name: 'kill -9 during payouts, then during repayments', via, load, outageMs, readyAfterMs, readyzDuring, expected: expectedOf(load), money: await countMoney(url), notes };
  } finally {
    await stop();
    await instances.stopAll();
  }
}

/**
 * An upgrade: SIGTERM instance 1, start its replacement and wait for its /readyz 200, then the
 * same for instance 2, all while the borrowers' journeys run.
 */
export async function rollingRestart(cluster: PostgresCluster, options: ScenarioOptions): Promise<ScenarioReport> {
  const url = await freshDatabase(cluster, 'fault_roll');
  const instances = await twoInstances(url, options.logPrefix);
  const { target, via, stop } = await (options.targetFor ?? roundRobin)(instances);
  try {
    const loading = runBorrowers({ target, borrowers: options.borrowers, rampMs: options.rampMs });
    await waitUntil('the first payouts', async () => (await countOf(url, PAID_OUT)) >= 1);
    const notes: string[] = [];
    const started = performance.now();
    let readyAfterMs = 0;
    for (const instance of instances.list) {
      const at = performance.now();
      await instance.stop();
      const stoppedMs = performance.now() - at;
      const back = performance.now();
      await instance.start();
      const readyMs = performance.now() - back;
      readyAfterMs = Math.max(readyAfterMs, readyMs);
      notes.push(`instance ${instance.index}: stopped in ${(stoppedMs / 1000).toFixed(1)} s, replacement ready in ${(readyMs / 1000).toFixed(1)} s`);
    }
    const outageMs = performance.now() - started;
    const load = await loading;
    await instances.stopAll();
    return { name: 'rolling restart (SIGTERM one, replacement ready, then the other)', via, load, outageMs, readyAfterMs, readyzDuring: new Map(), expected: expectedOf(load), money: await countMoney(url), notes };
  } finally {
    await stop();
    await instances.stopAll();
  }
}
