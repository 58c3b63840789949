/** Every service takes its clock, so tests pin and advance time instead of waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
