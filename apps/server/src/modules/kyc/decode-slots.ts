/**
 * A small semaphore for image decoding on one instance (ADR 027). A phone photo of up to
 * 50 MP takes a core for a second or more in sharp, on libuv's thread pool, which file,
 * DNS and crypto work shares: without a bound, 16 parallel uploads would take seconds of CPU
 * from every other request. A caller waits for a slot at most `waitMs`, behind at most
 * `maxWaiting` others, and otherwise gets null (the route answers RATE_LIMITED, and the app
 * asks the borrower to try again).
 */
export interface DecodeSlots {
  /** Runs `work` in a slot, or answers null when none freed up in time. */
  run<T>(work: () => Promise<T>): Promise<T | null>;
}

export interface DecodeSlotOptions {
  slots: number;
  waitMs: number;
  maxWaiting: number;
}

export function createDecodeSlots(options: DecodeSlotOptions): DecodeSlots {
  let busy = 0;
  // Oldest first; each waiter is told true (it now holds a slot) or false (it gave up).
  const waiting: ((granted: boolean) => void)[] = [];

  function acquire(): Promise<boolean> {
    if (busy < options.slots) {
      busy += 1;
      return Promise.resolve(true);
    }
    if (options.waitMs === 0 || waiting.length >= options.maxWaiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(grant), 1);
        resolve(false);
      }, options.waitMs);
      const grant = (granted: boolean) => {
        clearTimeout(timer);
        resolve(granted);
      };
      waiting.push(grant);
    });
  }

  function release(): void {
    // A freed slot passes straight to the longest waiter, so `busy` never drops below what runs.
    const next = waiting.shift();
    if (next) next(true);
    else busy -= 1;
  }

  return {
    async run(work) {
      if (!(await acquire())) return null;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
