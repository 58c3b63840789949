import { HOUR_MS, MINUTE_MS } from '../../shared/clock.ts';
import type { Limit } from '../rate-limit/rate-limit-service.ts';

/** One-time codes live five minutes and survive at most five wrong guesses (1 in 200,000 odds). */
export const CODE_TTL_MS = 5 * MINUTE_MS;
export const MAX_WRONG_TRIES = 5;
/** Advisory: the web app's resend countdown. The limits below are what is enforced. */
export const RESEND_AFTER_SECONDS = 60;

/** Sends per phone number: a burst limit and a daily cap (SMS costs money and annoys). */
export const SENDS_PER_PHONE: readonly Limit[] = [
  { max: 3, windowMs: 15 * MINUTE_MS },
  { max: 10, windowMs: 24 * HOUR_MS },
];
/** Sends per client address, against one machine spraying many numbers (CODE_SENDS_PER_ADDRESS_PER_HOUR). */
export const sendsPerAddress = (perHour: number): Limit => ({ max: perHour, windowMs: HOUR_MS });
/**
 * Answers that tell whether a number is registered (existsByMobile, register, a register code
 * for a registered number), per client address, from one budget: slows enumeration of who is
 * a customer whichever call is used (LOOKUPS_PER_ADDRESS_PER_10_MINUTES).
 */
export const lookupsPerAddress = (per10Minutes: number): Limit => ({ max: per10Minutes, windowMs: 10 * MINUTE_MS });

/** Sessions are "seen" at most once a minute, so an authenticated read stays one SELECT. */
export const LAST_SEEN_GRANULARITY_MS = MINUTE_MS;
