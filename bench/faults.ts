// Issue 23 (ADR 096): the faults of ops/test/faults.test.ts at campaign size, one after the
// other on a private PostgreSQL cluster (never the shared server), the load through nginx
// where it is installed. BENCH_FAULT_BORROWERS (default 200), BENCH_FAULT_LOANS (the nightly
// run's book, default 200,000), BENCH_FAULT_PG_DOWN_S (how long PostgreSQL stays down, default 10).
import { describeScenario, type ScenarioReport } from '../ops/harness/fault-run.ts';
import { killDuringMoney, postgresRestart, rollingRestart } from '../ops/harness/fault-scenarios.ts';
import { builtServerMissing } from '../ops/harness/instances.ts';
import { killDuringNightlyRun } from '../ops/harness/nightly-kill.ts';
import { postgresBinaries, startPostgresCluster, type PostgresCluster } from '../ops/harness/postgres-cluster.ts';
import { targetFor } from '../ops/harness/target.ts';

export async function reportFaults(print: (line: string) => void = console.log): Promise<void> {
  const binaries = postgresBinaries();
  const missing = 'missing' in binaries ? binaries.missing : builtServerMissing();
  if (missing) {
    print(`Faults under load: skipped, ${missing}`);
    return;
  }
  const borrowers = Number(process.env.BENCH_FAULT_BORROWERS ?? 200);
  const loans = Number(process.env.BENCH_FAULT_LOANS ?? 200_000);
  const downMs = Number(process.env.BENCH_FAULT_PG_DOWN_S ?? 10) * 1000;
  // 1,000 borrowers a minute, as the burst benchmark's campaign.
  const rampMs = (borrowers * 60_000) / 1000;
  print(`Faults under load (issue 23, ADR 096): two built instances, one private PostgreSQL 15 cluster; ${borrowers} borrowers over ${(rampMs / 1000).toFixed(0)} s per scenario`);
  const scenarios: [string, (cluster: PostgresCluster) => Promise<ScenarioReport>][] = [
    ['pg', (cluster) => postgresRestart(cluster, { borrowers, rampMs, downMs, targetFor })],
    ['kill', (cluster) => killDuringMoney(cluster, { borrowers, rampMs, downMs: 2_000, targetFor })],
    ['nightly', (cluster) => killDuringNightlyRun(cluster, { loans })],
    ['rolling', (cluster) => rollingRestart(cluster, { borrowers, rampMs, targetFor })],
  ];
  for (const [, scenario] of scenarios) {
    const cluster = await startPostgresCluster();
    const started = performance.now();
    try {
      const report = await scenario(cluster);
      for (const line of describeScenario(report)) print(`  ${line}`);
      print(`    scenario wall time ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } catch (error) {
      print(`  FAILED: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await cluster.destroy();
    }
  }
}
