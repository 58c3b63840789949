/** Pure helpers of the job queue (no I/O, no clock). */

const SECOND_MS = 1_000;
const MAX_BACKOFF_MS = 10 * 60 * SECOND_MS;

/** 1 s, 2 s, 4 s ... doubling per failed attempt (1-based), capped at 10 minutes. */
export function exponentialBackoffMs(attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, SECOND_MS * 2 ** Math.max(0, attempt - 1));
}

/** The slot a periodic job belongs to: every instance computes the same key for the same slot. */
export function periodicSlot(queue: string, everyMs: number, nowMs: number): { key: string; runAt: Date } {
  const slot = Math.floor(nowMs / everyMs);
  return { key: `${queue}:${slot}`, runAt: new Date(slot * everyMs) };
}

/** What is kept of a handler's failure: enough to debug, bounded so a huge message cannot bloat the row. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2_000);
}
