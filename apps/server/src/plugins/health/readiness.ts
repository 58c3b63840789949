import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A readiness answer is reused for this long: a crawler hammering /readyz costs one query a second per instance. */
export const READINESS_CACHE_MS = 1_000;
/** The database must answer within this, or the instance is not ready (a load balancer's own check times out at a few seconds). */
export const READINESS_QUERY_TIMEOUT_MS = 1_000;
/**
 * The job runner polls every second; ten missed polls mean it is stuck or cannot reach the
 * database. Not tighter: a busy but working instance taken out of the balancer pushes its load
 * onto the others (ADR 090).
 */
export const JOB_POLL_STALE_MS = 10_000;

/** Why an instance is not ready: logged on a change, never answered (the body says ready or not). */
export type NotReadyReason = 'database_unreachable' | 'migrations_behind' | 'job_runner_stalled';

export interface ReadinessDeps {
  db: Db;
  /** The newest migration of this build (null: it has none, nothing to compare). */
  latestMigration: string | null;
  /** performance.now() of the job runner's last poll, null before its first. */
  lastJobPoll(): number | null;
  /** Monotonic milliseconds (performance.now); tests move it. */
  monotonicNow?: () => number;
  onChange?: (ready: boolean, reason: NotReadyReason | null) => void;
}

export interface Readiness {
  /** Single-flight and cached: any number of callers within a second share one check. */
  check(): Promise<{ ready: boolean; reason: NotReadyReason | null }>;
}

export function createReadiness(deps: ReadinessDeps): Readiness {
  const clock = deps.monotonicNow ?? (() => performance.now());
  let cached: { at: number; value: { ready: boolean; reason: NotReadyReason | null } } | null = null;
  let inFlight: Promise<{ ready: boolean; reason: NotReadyReason | null }> | null = null;

  async function compute(): Promise<NotReadyReason | null> {
    const applied = await withTimeout(
      // One round trip, no transaction: the cheapest statement that also answers the migrations' question.
      deps.db.execute(sql`SELECT max(name) AS name FROM schema_migrations`).then((result) => (result as unknown as { rows: { name: string | null }[] }).rows),
      READINESS_QUERY_TIMEOUT_MS,
    ).catch(() => null);
    if (applied === null) return 'database_unreachable';
    if (deps.latestMigration !== null && (applied[0]?.name ?? '') < deps.latestMigration) return 'migrations_behind';
    const polled = deps.lastJobPoll();
    if (polled === null || clock() - polled > JOB_POLL_STALE_MS) return 'job_runner_stalled';
    return null;
  }

  return {
    check() {
      if (cached && clock() - cached.at < READINESS_CACHE_MS) return Promise.resolve(cached.value);
      inFlight ??= compute().then((reason) => {
        const value = { ready: reason === null, reason };
        if (cached?.value.reason !== reason) deps.onChange?.(value.ready, reason);
        cached = { at: clock(), value };
        inFlight = null;
        return value;
      });
      return inFlight;
    },
  };
}

/** Rejects after `ms`; the query itself is left to finish or fail on its own (a hung connection is the pool's to drop). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness query timed out')), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
