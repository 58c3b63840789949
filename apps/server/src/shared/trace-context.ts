import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The seam between the server's code and tracing (ADR 094). The few places that make child
 * spans (database statements, vendor calls) ask `childSpan()`; it answers undefined unless a
 * traced request or job is running, which is never the case with tracing off: then no
 * OpenTelemetry code is loaded and this file's AsyncLocalStorage is never entered.
 */
export type SpanAttributes = Record<string, string | number | boolean>;

/** One span under way; `end` once, with the error when it failed (only its name is recorded). */
export interface SpanHandle {
  setAttributes(attributes: SpanAttributes): void;
  end(error?: unknown): void;
}

/** The trace a request or a job runs in: child spans are made under its own span. */
export interface ActiveTrace {
  child(name: string, kind: 'client' | 'internal', attributes: SpanAttributes): SpanHandle;
}

/** A job run's span, the root of its own trace (jobs/job-queue.ts). */
export interface RootTrace extends ActiveTrace {
  end(error?: unknown): void;
}

/** What the job queue needs of tracing. */
export interface JobTracing {
  startJob(queue: string, attempt: number): RootTrace;
}

const current = new AsyncLocalStorage<ActiveTrace>();

/** Runs `fn` (and whatever it starts, sync or async) inside `trace`. */
export function runInTrace<T>(trace: ActiveTrace, fn: () => T): T {
  return current.run(trace, fn);
}

/** A child of the running request's or job's span; undefined when none is traced. */
export function childSpan(name: string, kind: 'client' | 'internal', attributes: SpanAttributes): SpanHandle | undefined {
  return current.getStore()?.child(name, kind, attributes);
}
