import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { incrementWindow, windowHits } from './rate-limit-repository.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimitService {
  /** Counts one hit for `key`; false when the key has used up its window. */
  hit(scope: string, key: string, limit: Limit): Promise<boolean>;
  /** Whether `key` has used up its window, without counting: for budgets of failures, counted only when one happens. */
  isSpent(scope: string, key: string, limit: Limit): Promise<boolean>;
}

/**
 * Fixed-window counters kept in the database, so every instance behind a load balancer
 * counts against the same budget. A fixed window can let up to twice `max` through around
 * a boundary; that is acceptable for slowing enumeration, which is what it is used for.
 */
export function createRateLimitService(deps: { db: Db; now: Clock }): RateLimitService {
  return {
    async hit(scope, key, limit) {
      const now = deps.now().getTime();
      const windowStart = new Date(now - (now % limit.windowMs));
      const hits = await incrementWindow(deps.db, `${scope}:${key}`, windowStart);
      return hits <= limit.max;
    },
    async isSpent(scope, key, limit) {
      const now = deps.now().getTime();
      const windowStart = new Date(now - (now % limit.windowMs));
      return (await windowHits(deps.db, `${scope}:${key}`, windowStart)) >= limit.max;
    },
  };
}
