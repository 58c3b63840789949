// Coupons and the lottery draw (issue 12, ADR 045).
export * from './coupon-rules.ts';
export * from './draw.ts';
export * from './reward-schemas.ts';
