import { randomInt, randomUUID } from 'node:crypto';
import { budgetPeriodOf, currencyOf, drawOdds, marketDate, prizeAt, type DrawOutcome, type DrawState, type MarketId } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { couponView } from './coupon-fns.ts';
import type { CouponService } from './coupon-service.ts';
import type { RewardsConfig } from './rewards-config.ts';
import { drawOf, insertDraw, lockBudget, spentIn, type CouponWithUse, type DrawRow } from './rewards-repository.ts';

/** What the draw needs of the loans module: the borrower's order and whether its offer is open for confirmation now. */
export interface ConfirmStage {
  confirmStage(executor: Executor, userId: string, orderNo: string): Promise<{ orderId: string; orderNo: string; open: boolean } | null>;
}

export interface DrawDeps {
  db: Db;
  now: Clock;
  log: Log;
  market: MarketId;
  config: RewardsConfig;
  loans: ConfirmStage;
  coupons: Pick<CouponService, 'issueCoupon'>;
  /** A uniform integer in [0, max): node:crypto's by default; tests pass their own. */
  random?: (max: number) => number;
}

/**
 * The lottery draw on the confirm screen (issue 12, ADR 045): once per loan, while its offer
 * is open, decided here from the cryptographic random source against the configured prize
 * table and this month's budget, and recorded with every input. The prize is a coupon.
 */
export function createDraws(deps: DrawDeps) {
  const { db, now, market, config } = deps;
  const random = deps.random ?? ((max: number) => randomInt(max));
  const currency = currencyOf(market);
  const periodOf = (at: Date) => budgetPeriodOf(marketDate(at, market));

  async function budgetLeft(executor: Executor, at: Date): Promise<number> {
    if (!config.draw) return 0;
    return Math.max(0, config.draw.monthlyBudget - (await spentIn(executor, market, periodOf(at))));
  }

  const outcomeOf = (draw: DrawRow, coupon: CouponWithUse | null, at: Date): DrawOutcome => ({
    prize: coupon ? couponView(coupon, at) : null,
    drawnAt: draw.createdAt.toISOString(),
  });

  return {
    /** `/lottery-draw/is-show`: whether this order may draw now, and the odds it would draw at; or its outcome. */
    async drawState(userId: string, orderNo: string): Promise<Outcome<DrawState>> {
      const stage = await deps.loans.confirmStage(db, userId, orderNo);
      if (!stage) return fail('NOT_FOUND');
      const at = now();
      const drawn = await drawOf(db, stage.orderId);
      if (drawn) return ok({ show: false, state: 'drawn', currency, odds: null, outcome: outcomeOf(drawn.draw, drawn.coupon, at) });
      if (!config.draw) return ok({ show: false, state: 'off', currency, odds: null, outcome: null });
      if (!stage.open) return ok({ show: false, state: 'not_offered', currency, odds: null, outcome: null });
      return ok({ show: true, state: 'open', currency, odds: drawOdds(config.draw.table, await budgetLeft(db, at)), outcome: null });
    },

    /** `/lottery-draw/create`: draws once; a repeat (or a concurrent second call) answers the first outcome. */
    draw(userId: string, orderNo: string) {
      return db.transaction(async (tx) => {
        const stage = await deps.loans.confirmStage(tx, userId, orderNo);
        if (!stage) return fail('NOT_FOUND');
        const at = now();
        const period = periodOf(at);
        // Every draw of the period waits here, so two draws never both spend the last of the budget.
        await lockBudget(tx, market, period);
        const drawn = await drawOf(tx, stage.orderId);
        if (drawn) {
          const odds = drawOdds(drawn.draw.prizeTable, Number(drawn.draw.budgetLeft));
          return ok({ outcome: outcomeOf(drawn.draw, drawn.coupon, at), odds, currency });
        }
        if (!config.draw || !stage.open) return fail('DRAW_NOT_OFFERED');
        const left = await budgetLeft(tx, at);
        const odds = drawOdds(config.draw.table, left);
        const value = random(odds.totalWeight);
        const prize = prizeAt(odds, value);
        const coupon = prize ? await deps.coupons.issueCoupon(tx, userId, prize, 'draw') : null;
        const row = {
          id: randomUUID(), orderId: stage.orderId, userId, market, period, tableVersion: config.draw.version, prizeTable: config.draw.table,
          totalWeight: odds.totalWeight, randomValue: value, budgetLeft: left, prizeAmount: prize?.amount ?? null, couponId: coupon?.id ?? null, createdAt: at,
        };
        // Under the period's lock no second draw for the order can be here; the index is the last guard (and rolls back the coupon).
        if (!(await insertDraw(tx, row))) throw new Error(`draw for order ${stage.orderId} recorded twice`);
        deps.log.info({ drawId: row.id, orderId: stage.orderId, tableVersion: row.tableVersion, value, prize: row.prizeAmount }, 'lottery drawn');
        return ok({ outcome: { prize: coupon, drawnAt: at.toISOString() }, odds, currency });
      });
    },
  };
}
