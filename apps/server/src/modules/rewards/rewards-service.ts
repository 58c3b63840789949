import type { MarketId } from '@lendline/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import type { CouponService } from './coupon-service.ts';
import { createDraws, type ConfirmStage } from './draw-service.ts';
import type { RewardsConfig } from './rewards-config.ts';

export interface RewardsDeps {
  db: Db;
  now: Clock;
  log: Log;
  market: MarketId;
  config: RewardsConfig;
  loans: ConfirmStage;
  /** The module's coupons, built below the loans module that takes them (ADR 067). */
  coupons: CouponService;
  /** A uniform integer in [0, max) for the draw; node:crypto's randomInt unless a test pins it. */
  random?: (max: number) => number;
}

export type RewardsService = ReturnType<typeof createRewardsService>;

/** The rewards module (issue 12, ADR 045): coupons and the lottery draw. */
export function createRewardsService(deps: RewardsDeps) {
  return { ...deps.coupons, ...createDraws(deps) };
}
