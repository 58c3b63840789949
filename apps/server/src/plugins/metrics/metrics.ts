import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/client.ts';
import type { QueueStats } from '../../jobs/job-repository.ts';
import type { OutcomeCounters } from '../../shared/outcome-counters.ts';

/** What a scrape reads besides the counters: each source is one query (or none), whatever the book's size. */
export interface MetricSources {
  poolStats?: () => PoolStats;
  queueStats: () => Promise<QueueStats[]>;
  openMismatches: () => Promise<{ provider: string; kind: string; open: number }[]>;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}

export interface Metrics {
  readonly counters: OutcomeCounters;
  /** One answered request: `route` must be a pattern (never a raw URL), `status` its HTTP code. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The text exposition, after reading the gauges' sources (single-flight: concurrent scrapes share it). */
  render(): Promise<string>;
  readonly contentType: string;
  /** Set once the services exist (the gauges' sources are theirs). */
  setSources(sources: MetricSources): void;
}

/** 2xx, 4xx, 5xx...: HTTP codes are three digits, the first names the class. */
const statusClass = (status: number): string => `${String(status).charAt(0)}xx`;

/** Request durations, in seconds: from a cached read (under 5 ms) to a vendor call timing out. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's Prometheus metrics (ADR 090): one registry per app (tests build many apps in one
 * process), prom-client's default process and Node.js metrics, and the families below. Names
 * follow Prometheus's conventions: base units (`_seconds`), `_total` on counters.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: 'lendline_http_request_duration_seconds', help: 'HTTP requests answered, by route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'], buckets: HTTP_BUCKETS, registers: [registry],
  });
  const payouts = new Counter({ name: 'lendline_payout_outcomes_total', help: 'Payout outcomes applied, by provider and step (lending, settle, fail, reverse, conflict).', labelNames: ['provider', 'outcome'], registers: [registry] });
  const refunds = new Counter({ name: 'lendline_refund_outcomes_total', help: 'Credit refund transfer outcomes applied on the payout rail, by provider and step (accept, settle, fail, reverse, conflict).', labelNames: ['provider', 'outcome'], registers: [registry] });
  const collections = new Counter({
    name: 'lendline_collection_payments_total', help: 'Payments received and recorded, by provider, channel (account or reference) and outcome (allocated, credit, suspense, duplicate).',
    labelNames: ['provider', 'channel', 'outcome'], registers: [registry],
  });
  const signatures = new Counter({ name: 'lendline_webhook_signature_failures_total', help: 'Webhooks refused for a bad signature or an unknown provider.', labelNames: ['kind', 'provider'], registers: [registry] });
  const sms = new Counter({ name: 'lendline_sms_sends_total', help: 'SMS handed to the vendor, by provider and outcome (sent, failed).', labelNames: ['provider', 'outcome'], registers: [registry] });
  const runSeconds = new Gauge({ name: 'lendline_servicing_run_last_duration_seconds', help: 'How long the last servicing run this instance worked on took.', registers: [registry] });
  const runFinished = new Gauge({ name: 'lendline_servicing_run_last_finished_timestamp_seconds', help: 'When this instance last finished work on a servicing run (Unix time).', registers: [registry] });
  const charged = new Counter({ name: 'lendline_servicing_loans_charged_total', help: 'Loans charged a late penalty by the servicing run.', registers: [registry] });
  const due = new Gauge({ name: 'lendline_jobs_due', help: 'Jobs queued and due, waiting for a worker, by queue.', labelNames: ['queue'], registers: [registry] });
  const running = new Gauge({ name: 'lendline_jobs_running', help: 'Jobs running (leased), by queue.', labelNames: ['queue'], registers: [registry] });
  const failed = new Gauge({ name: 'lendline_jobs_failed', help: 'Jobs failed for good and kept, by queue.', labelNames: ['queue'], registers: [registry] });
  const oldest = new Gauge({ name: 'lendline_jobs_oldest_due_age_seconds', help: 'Age of the oldest due job past its run time, by queue (0: none waiting).', labelNames: ['queue'], registers: [registry] });
  const mismatches = new Gauge({ name: 'lendline_reconciliation_open_mismatches', help: 'Open reconciliation mismatches, by provider and kind.', labelNames: ['provider', 'kind'], registers: [registry] });
  const jobFailures = new Counter({ name: 'lendline_job_attempt_failures_total', help: 'Job attempts that failed, by queue and whether the job was given up (final) or will be retried.', labelNames: ['queue', 'final'], registers: [registry] });
  const refreshFailures = new Counter({ name: 'lendline_metrics_refresh_failures_total', help: 'Scrapes whose database-read gauges could not be refreshed (they keep their last values).', registers: [registry] });

  // PostgreSQL only: PGlite has no pool, and a gauge never set would read 0 connections at most.
  const poolGauges = () => ({
    pool: new Gauge({ name: 'lendline_db_pool_connections', help: 'PostgreSQL pool connections by state (busy, idle).', labelNames: ['state'], registers: [registry] }),
    waiting: new Gauge({ name: 'lendline_db_pool_waiting_requests', help: 'Queries waiting for a pool connection.', registers: [registry] }),
    max: new Gauge({ name: 'lendline_db_pool_max_connections', help: 'The pool\'s size (DATABASE_POOL_SIZE).', registers: [registry] }),
  });
  let poolFigures: ReturnType<typeof poolGauges> | null = null;
  let sources: MetricSources | null = null;
  let refreshing: Promise<void> | null = null;

  async function refresh(from: MetricSources): Promise<void> {
    const stats = from.poolStats?.();
    if (stats && poolFigures) {
      poolFigures.pool.set({ state: 'busy' }, stats.total - stats.idle);
      poolFigures.pool.set({ state: 'idle' }, stats.idle);
      poolFigures.waiting.set(stats.waiting);
      poolFigures.max.set(stats.max);
    }
    try {
      const [queues, open] = await Promise.all([from.queueStats(), from.openMismatches()]);
      const at = from.now().getTime();
      for (const q of queues) {
        due.set({ queue: q.queue }, q.due);
        running.set({ queue: q.queue }, q.running);
        failed.set({ queue: q.queue }, q.failed);
        oldest.set({ queue: q.queue }, q.oldestDueAt ? Math.max(0, (at - q.oldestDueAt.getTime()) / 1000) : 0);
      }
      // A resolved kind leaves the list: reset, so it reads absent rather than its old count.
      mismatches.reset();
      for (const m of open) mismatches.set({ provider: m.provider, kind: m.kind }, m.open);
    } catch (error) {
      refreshFailures.inc();
      from.log.warn({ err: error }, 'metrics: could not read the queues or the reconciliation queue');
    }
  }

  return {
    contentType: registry.contentType,
    setSources(next) {
      sources = next;
      if (next.poolStats) poolFigures ??= poolGauges();
    },
    observeRequest(method, route, status, seconds) {
      http.observe({ method, route, status_class: statusClass(status) }, seconds);
    },
    async render() {
      if (sources) {
        refreshing ??= refresh(sources).finally(() => void (refreshing = null));
        await refreshing;
      }
      return registry.metrics();
    },
    counters: {
      payoutOutcome: (provider, outcome) => payouts.inc({ provider, outcome }),
      refundOutcome: (provider, outcome) => refunds.inc({ provider, outcome }),
      collectionPayment: (provider, channel, outcome) => collections.inc({ provider, channel, outcome }),
      webhookSignatureFailure: (kind, provider) => signatures.inc({ kind, provider }),
      smsSend: (provider, outcome) => sms.inc({ provider, outcome }),
      jobAttemptFailed: (queue, final) => jobFailures.inc({ queue, final: final ? 'true' : 'false' }),
      servicingRun(seconds, loansCharged) {
        runSeconds.set(seconds);
        runFinished.set(Date.now() / 1000);
        charged.inc(loansCharged);
      },
    },
  };
}
