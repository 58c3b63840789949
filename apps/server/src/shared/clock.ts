/** Every service takes its clock, so tests pin and advance time instead of waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock that test servers may move forward (SANDBOX_CLOCK, never in production): browser
 * journeys see a loan fall due and go overdue without waiting days. It only ever moves
 * forward, so nothing the server stamped can end up in its own future.
 */
export function createAdvancingClock(base: Clock = systemClock): { now: Clock; advance(ms: number): Date } {
  let offsetMs = 0;
  const now: Clock = () => new Date(base().getTime() + offsetMs);
  return {
    now,
    advance(ms) {
      if (!(Number.isSafeInteger(ms) && ms > 0)) throw new Error('advance: a positive whole number of milliseconds');
      offsetMs += ms;
      return now();
    },
  };
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
