import { principalOf, type HandlerContext, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import { ok } from '../../shared/outcome.ts';
import type { LoansService } from '../loans/loans-service.ts';
import type { RewardsService } from './rewards-service.ts';

/** Coupons and the draw (ADR 045); checking a coupon prices the order through the loans module's quote. */
export function registerRewardsRoutes(registry: HandlerRegistry, rewards: RewardsService, loans: Pick<LoansService, 'offer'>): void {
  const userOf = (ctx: HandlerContext) => principalOf(ctx).userId;
  registry.add('/lottery-draw/coupon/quantity', async (_input, ctx) => ok(await rewards.usableCount(userOf(ctx))));
  registry.add('/lottery-draw/coupons', async (input, ctx) => ok(await rewards.listCoupons(userOf(ctx), input.state)));
  registry.add('/lottery-draw/coupon/used', async (_input, ctx) => ok(await rewards.listCoupons(userOf(ctx), 'used')));
  registry.add('/lottery-draw/coupon/use', async (input, ctx) => {
    const quote = await loans.offer(userOf(ctx), input.orderNo, { amount: input.amount, tenure: input.tenure, couponId: input.couponId });
    return quote.ok ? ok({ couponId: input.couponId, discount: quote.value.figures.couponDiscount, figures: quote.value.figures }) : quote;
  });
  registry.add('/lottery-draw/is-show', (input, ctx) => rewards.drawState(userOf(ctx), input.orderNo));
  registry.add('/lottery-draw/create', (input, ctx) => rewards.draw(userOf(ctx), input.orderNo));
}

/** Sandbox mode only: a coupon to try the app with (and for the browser tests). */
export function registerSandboxRewardsRoutes(registry: HandlerRegistry, rewards: RewardsService): void {
  registry.add('/sandbox/rewards/coupon', (input, ctx) => rewards.sandboxCoupon(principalOf(ctx).userId, input));
}
