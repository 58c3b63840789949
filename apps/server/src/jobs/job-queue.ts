import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../db/client.ts';
import type { Clock } from '../shared/clock.ts';
import { runInTrace, type JobTracing } from '../shared/trace-context.ts';
import { describeError, exponentialBackoffMs, periodicSlot } from './job-fns.ts';
import { claimJobs, extendLease, insertJob, markDone, markFailed, queueStats, releaseJob, type ClaimedJob, type QueueStats } from './job-repository.ts';

/**
 * A durable job queue in our own database (ADR 014): jobs are rows, claimed with
 * SELECT ... FOR UPDATE SKIP LOCKED under a lease, so any number of instances share the work
 * and a job whose instance died is picked up again once its lease runs out. Every instant
 * comes from the injected clock, so tests pin time and call runDue().
 */
export interface JobContext {
  id: string;
  queue: string;
  key: string;
  payload: Record<string, unknown>;
  payloadVersion: number;
  /** 1-based. */
  attempt: number;
  /**
   * Aborted when this instance stops and wants the job back (ADR 093). A long handler checks it
   * between its transactions and throws; the job is then handed back (due now, the attempt not
   * counted) for another instance. A handler that finishes anyway is simply done.
   */
  signal: AbortSignal;
}

/**
 * Thrown by a handler for a job that can never run (a payload of another version, or one that
 * fails its schema): the job is marked failed at once instead of being retried for nothing.
 */
export class UnrunnableJobError extends Error {
  override name = 'UnrunnableJobError';
}

export interface QueueOptions {
  /** Jobs of this queue run at once on one instance (default 4). */
  concurrency?: number;
  /** Default 60_000; renewed while the handler runs. */
  leaseMs?: number;
  /** Default 8; then the job is marked failed and kept. */
  maxAttempts?: number;
  /** Delay before the next attempt after attempt `attempt` failed; default 1 s doubling, capped at 10 min. */
  backoffMs?: (attempt: number) => number;
  /** A long job (a pass over the book): asked to stop as soon as the instance stops, not after the grace (ADR 093). */
  handOffAtStop?: boolean;
}

export type JobHandler = (job: JobContext) => Promise<void>;

export interface JobQueue {
  /** Inserts a job unless one with the same (queue, key) already exists (whatever its state): returns false then. Runs on the caller's transaction `tx` so it commits or rolls back with the caller's data. */
  enqueue(tx: Executor, job: { queue: string; key: string; payload?: Record<string, unknown>; payloadVersion?: number; runAt?: Date }): Promise<boolean>;
  register(queue: string, handler: JobHandler, options?: QueueOptions): void;
  /** A job added every `everyMs` with key `<queue>:<floor(now/everyMs)>` (so several instances add it once): for sweeps like cancellations and retention. */
  registerPeriodic(queue: string, everyMs: number, handler: JobHandler, options?: QueueOptions): void;
  /** Claims and runs every job due at the clock's now, returns how many ran. Tests with a pinned clock call this. */
  runDue(): Promise<number>;
  /** Polls every pollMs (default 1000) and also whenever nudge() is called. */
  start(): void;
  /** Call right after a transaction that enqueued commits, so the job runs within milliseconds. */
  nudge(): void;
  /**
   * Stops claiming, lets running handlers finish for `stopGraceMs`, then aborts their signals;
   * a job still running `abandonAfterMs` later is handed back anyway and stop() returns (ADR 093).
   */
  stop(): Promise<void>;
  /** performance.now() of the last poll that reached the database, or null before the first (readiness, ADR 090). */
  lastPolledAt(): number | null;
  /** Every registered queue's backlog, in one query (the metrics scrape). */
  stats(): Promise<QueueStats[]>;
}

export interface JobQueueDeps {
  db: Db;
  now: Clock;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  pollMs?: number;
  instanceId?: string;
  /** Called once a failed attempt is recorded: `final` when the job will not be tried again (metrics, ADR 090). */
  onAttemptFailed?: (queue: string, final: boolean) => void;
  /** How long stop() lets running jobs finish before it asks them to stop; default 3_000. */
  stopGraceMs?: number;
  /** How long after asking stop() waits before handing back a job that did not stop; default 2_000. Both fit the 10 s of main.ts. */
  abandonAfterMs?: number;
  /** With tracing on (ADR 094): a span per job run, its root. */
  tracing?: JobTracing | undefined;
}

interface Registration extends Required<QueueOptions> {
  queue: string;
  handler: JobHandler;
  inFlight: number;
  /** A claim of this queue alone is under way (refill); another asked meanwhile runs after it. */
  refilling?: boolean;
  refillAgain?: boolean;
  everyMs?: number;
  /** The last periodic slot this instance made sure exists, to skip the insert until the next slot. */
  lastSlotKey?: string;
}

/** One job this instance runs: what stop() needs to ask it to stop or hand it back. */
interface Run {
  reg: Registration;
  job: ClaimedJob;
  controller: AbortController;
  /** Handed back by stop() while the handler still ran: its late result changes nothing. */
  released: boolean;
}

/** Whether `promise` settled within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timeout: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => (timeout = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), expired]);
  } finally {
    clearTimeout(timeout);
  }
}

export function createJobQueue(deps: JobQueueDeps): JobQueue {
  const { db, now, log } = deps;
  const instanceId = deps.instanceId ?? randomUUID();
  const pollMs = deps.pollMs ?? 1_000;
  const registrations = new Map<string, Registration>();
  const running = new Map<Promise<void>, Run>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let tickAgain = false;
  let lastPolledAt: number | null = null;
  /** Set by stop(): nothing more is claimed, or a job handed back would be taken again here. */
  let stopping = false;

  function add(queue: string, handler: JobHandler, options: QueueOptions, everyMs?: number): void {
    if (registrations.has(queue)) throw new Error(`job queue "${queue}" is already registered`);
    registrations.set(queue, {
      queue,
      handler,
      concurrency: options.concurrency ?? 4,
      leaseMs: options.leaseMs ?? 60_000,
      maxAttempts: options.maxAttempts ?? 8,
      backoffMs: options.backoffMs ?? exponentialBackoffMs,
      handOffAtStop: options.handOffAtStop ?? false,
      inFlight: 0,
      everyMs,
    });
  }

  async function ensurePeriodic(reg: Registration): Promise<void> {
    if (reg.everyMs === undefined) return;
    const at = now();
    const slot = periodicSlot(reg.queue, reg.everyMs, at.getTime());
    if (slot.key === reg.lastSlotKey) return;
    await insertJob(db, { queue: reg.queue, key: slot.key, payload: {}, payloadVersion: 1, runAt: slot.runAt }, at);
    reg.lastSlotKey = slot.key;
  }

  async function runJob(run: Run): Promise<void> {
    const { reg, job, controller } = run;
    const heartbeat = setInterval(() => {
      extendLease(db, job, instanceId, new Date(now().getTime() + reg.leaseMs)).catch((error: unknown) =>
        log.error({ err: error, jobId: job.id, queue: job.queue }, 'job lease renewal failed'),
      );
    }, Math.max(1_000, Math.floor(reg.leaseMs / 3)));
    heartbeat.unref();
    let failure: unknown;
    let failed = false;
    // With tracing on, the run is a trace of its own: its statements and vendor calls are its children (ADR 094).
    const trace = deps.tracing?.startJob(job.queue, job.attempt);
    try {
      const context = { ...job, signal: controller.signal };
      await (trace ? runInTrace(trace, () => reg.handler(context)) : reg.handler(context));
    } catch (error) {
      failed = true;
      failure = error;
    } finally {
      clearInterval(heartbeat);
      trace?.end(failed ? failure : undefined);
    }
    try {
      if (!failed) return await markDone(db, job, instanceId, now());
      if (controller.signal.aborted) {
        // Stopped on our request, not failed: back in the queue for whoever polls next.
        if (!run.released) await releaseJob(db, job, instanceId, now());
        return;
      }
      const at = now();
      const isFinal = job.attempt >= reg.maxAttempts || failure instanceof UnrunnableJobError;
      const retryAt = isFinal ? null : new Date(at.getTime() + reg.backoffMs(job.attempt));
      const context = { err: failure, jobId: job.id, queue: job.queue, key: job.key, attempt: job.attempt };
      if (isFinal) log.error(context, 'job failed for good');
      else log.warn({ ...context, retryAt }, 'job failed; will retry');
      await markFailed(db, job, instanceId, { now: at, error: describeError(failure), retryAt });
      deps.onAttemptFailed?.(job.queue, isFinal);
    } catch (error) {
      // The lease runs out and the job is claimed again: handlers are idempotent.
      log.error({ err: error, jobId: job.id, queue: job.queue }, 'could not record job result');
    }
  }

  /** Claims what one queue has room for and starts it; returns the started runs. */
  async function claimFor(reg: Registration): Promise<Promise<void>[]> {
    const free = reg.concurrency - reg.inFlight;
    if (free <= 0 || stopping) return [];
    const at = now();
    const claimed = await claimJobs(db, {
      queue: reg.queue,
      limit: free,
      now: at,
      leaseUntil: new Date(at.getTime() + reg.leaseMs),
      instanceId,
    });
    return claimed.map((job) => {
      reg.inFlight += 1;
      const entry: Run = { reg, job, controller: new AbortController(), released: false };
      const run: Promise<void> = runJob(entry).finally(() => {
        reg.inFlight -= 1;
        running.delete(run);
        if (timer) refill(reg);
      });
      running.set(run, entry);
      return run;
    });
  }

  /** Claims what each queue has room for and starts it; returns the started runs. */
  async function claimAndLaunch(): Promise<Promise<void>[]> {
    const launched: Promise<void>[] = [];
    for (const reg of registrations.values()) {
      await ensurePeriodic(reg);
      launched.push(...(await claimFor(reg)));
    }
    return launched;
  }

  /**
   * A finished job makes room in its own queue only: that queue is claimed again at once (one
   * query), not every queue. Under a burst of photo checks a full poll of every queue per
   * finished job queued behind the requests and left the workers idle (issue 20).
   */
  function refill(reg: Registration): void {
    if (reg.refilling) {
      reg.refillAgain = true;
      return;
    }
    reg.refilling = true;
    claimFor(reg)
      .catch((error: unknown) => log.error({ err: error, queue: reg.queue }, 'job claim failed'))
      .finally(() => {
        reg.refilling = false;
        if (reg.refillAgain && timer) {
          reg.refillAgain = false;
          refill(reg);
        }
      });
  }

  function tick(): void {
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = claimAndLaunch()
      .then(() => void (lastPolledAt = performance.now()))
      .catch((error: unknown) => log.error({ err: error }, 'job poll failed'))
      .finally(() => {
        ticking = undefined;
        if (tickAgain && timer) {
          tickAgain = false;
          tick();
        }
      });
  }

  return {
    enqueue: (tx, job) =>
      insertJob(tx, { queue: job.queue, key: job.key, payload: job.payload ?? {}, payloadVersion: job.payloadVersion ?? 1, runAt: job.runAt ?? now() }, now()),
    register: (queue, handler, options = {}) => add(queue, handler, options),
    registerPeriodic(queue, everyMs, handler, options = {}) {
      if (!(everyMs > 0)) throw new Error('registerPeriodic: everyMs must be positive');
      add(queue, handler, options, everyMs);
    },
    async runDue() {
      let ran = 0;
      for (;;) {
        const launched = await claimAndLaunch();
        if (launched.length === 0) return ran;
        await Promise.all(launched);
        ran += launched.length;
      }
    },
    start() {
      if (timer) return;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    nudge() {
      if (timer) tick();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await ticking;
      for (const run of running.values()) if (run.reg.handOffAtStop) run.controller.abort();
      const settled = Promise.all([...running.keys()]);
      if (await settlesWithin(settled, deps.stopGraceMs ?? 3_000)) return;
      for (const run of running.values()) run.controller.abort();
      if (await settlesWithin(settled, deps.abandonAfterMs ?? 2_000)) return;
      // A handler deaf to its signal (a query that runs on): the job is idempotent, so it is
      // handed back now and the process may exit; a transaction cut by the exit rolls back.
      for (const run of running.values()) {
        run.released = true;
        log.warn({ jobId: run.job.id, queue: run.job.queue }, 'job still running at shutdown; handed back');
        await releaseJob(db, run.job, instanceId, now()).catch((error: unknown) =>
          log.error({ err: error, jobId: run.job.id }, 'could not hand back job'));
      }
    },
    lastPolledAt: () => lastPolledAt,
    stats: () => queueStats(db, [...registrations.keys()], now()),
  };
}
