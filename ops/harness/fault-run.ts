// What every fault scenario shares: a fresh database on the private cluster, the instances over
// it, where the load goes, probes of /readyz while a fault lasts, and the scenario's report.
import { adminQuery, queryRows } from '../../apps/server/test/postgres-admin.ts';
import type { LoadResult } from './borrower-load.ts';
import { startInstances, type Instance, type Instances } from './fleet.ts';
import type { MoneyCounts } from './money-checks.ts';
import type { PostgresCluster } from './postgres-cluster.ts';
import type { Target } from './retrying-client.ts';

export interface ScenarioReport {
  name: string;
  /** Where the load went: "nginx" or "round-robin over the instances (no proxy)". */
  via: string;
  load: LoadResult | null;
  /** Fault start to fault end (PostgreSQL down, an instance dead), milliseconds. */
  outageMs: number | null;
  /** Fault end until every instance answered /readyz 200. */
  readyAfterMs: number | null;
  /** What /readyz answered on the instances while the fault lasted, by status. */
  readyzDuring: Map<string, number>;
  /** What the scenario expects to find, and what it found. */
  expected: { payouts: number; payments: number; charges: number };
  money: MoneyCounts;
  notes: string[];
}

let databases = 0;

/** A fresh database on the cluster for one scenario (its own rows only). */
export async function freshDatabase(cluster: PostgresCluster, prefix: string): Promise<string> {
  databases += 1;
  const name = `${prefix}_${process.pid}_${databases}`;
  await adminQuery(cluster.adminUrl, `CREATE DATABASE ${name}`);
  return cluster.urlOf(name);
}

/**
 * Where the load goes. A proxy's URL when one runs in front of the instances; otherwise the
 * instances in turn, which is a balancer WITHOUT health checks: a dead instance's share of the
 * requests fails and the client asks again (the harsher case).
 */
export type TargetFor = (instances: Instances) => Promise<{ target: Target; via: string; stop(): Promise<void> }>;

export const roundRobin: TargetFor = async (instances) => ({ target: { urls: instances.urls(), next: 0 }, via: 'round-robin over the instances (no proxy)', stop: async () => undefined });

export async function twoInstances(databaseUrl: string, logPrefix?: string): Promise<Instances> {
  return startInstances({ count: 2, databaseUrl, ...(logPrefix ? { logPrefix } : {}) });
}

/** Asks every instance's /readyz every `everyMs` until stopped; counts the answers by status. */
export function probeReadyz(instances: Instance[], everyMs = 200): { stop(): Promise<Map<string, number>>; seen: Map<string, number> } {
  const seen = new Map<string, number>();
  let running = true;
  const loop = (async () => {
    while (running) {
      await Promise.all(
        instances.map(async (instance) => {
          let key: string;
          try {
            key = String((await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(3_000) })).status);
          } catch (error) {
            key = `network ${(error as { cause?: { code?: string } }).cause?.code ?? 'timeout'}`;
          }
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    seen,
    stop: async () => {
      running = false;
      await loop;
      return seen;
    },
  };
}

/** Resolves when `condition` holds (asked every 100 ms), or throws after `timeoutMs`. */
export async function waitUntil(what: string, condition: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (await condition().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** One number from the scenario's database (a progress count while the load runs). */
export async function countOf(databaseUrl: string, text: string): Promise<number> {
  const [row] = await queryRows<{ n: string | null }>(databaseUrl, text);
  return Number(row?.n ?? 0);
}

export const PAID_OUT = `SELECT count(DISTINCT order_id) AS n FROM ledger_transactions WHERE kind = 'disbursement'`;
export const PAYMENTS = `SELECT count(*) AS n FROM incoming_payments`;

/** Milliseconds until every instance answers /readyz 200. */
export async function allReady(instances: Instance[]): Promise<number> {
  const started = performance.now();
  await Promise.all(instances.map((instance) => instance.waitReady(120_000)));
  return performance.now() - started;
}

const plural = (map: Map<string, number>) => (map.size === 0 ? 'none' : [...map].map(([key, n]) => `${n}x ${key}`).join(', '));

/** The report's lines for one scenario (the bench prints them; the docs quote them). */
export function describeScenario(r: ScenarioReport): string[] {
  const lines = [`${r.name} (load ${r.via})`];
  if (r.load) {
    const l = r.load;
    lines.push(`  borrowers ${l.completed} of ${l.borrowers} completed in ${(l.wallMs / 1000).toFixed(1)} s; stopped: ${plural(l.stopped)}`);
    lines.push(`  requests ${l.tally.requests}; failed attempts ${[...l.tally.failed.values()].reduce((a, b) => a + b, 0)} (${plural(l.tally.failed)}); retried ok ${l.tally.retriedOk}`);
    lines.push(`  failures the web app does not retry (lost): ${plural(l.tally.unclean)}; retries that met their own first attempt: ${plural(l.tally.metOwnEffect)}; bank-account codes a failed first attempt used up (a new code asked for): ${l.tally.codeUsedUp}`);
  }
  if (r.outageMs !== null) lines.push(`  outage ${(r.outageMs / 1000).toFixed(1)} s; /readyz 200 on every instance ${r.readyAfterMs === null ? '-' : `${(r.readyAfterMs / 1000).toFixed(1)} s`} after; /readyz meanwhile: ${plural(r.readyzDuring)}`);
  const m = r.money;
  lines.push(`  payouts: ${m.payoutTransfers} transfers for ${m.loansPaidOut} loans paid out (expected at least ${r.expected.payouts}), paid twice ${m.loansPaidTwice}`);
  lines.push(`  payments: ${m.payments} recorded (expected ${r.expected.payments}), over-allocated ${m.paymentsMisallocated}`);
  lines.push(`  late charges: ${m.loanDaysCharged} loan-days charged (expected ${r.expected.charges}), ${m.penaltyPostings} ledger postings, mismatched ${m.loanDaysMischarged}`);
  lines.push(`  ledger invariants: ${m.invariants.checks.map((c) => `${c.name} ${c.ok ? 'ok' : `FAILED (${c.detail})`}`).join('; ')}`);
  for (const note of r.notes) lines.push(`  note: ${note}`);
  return lines;
}
