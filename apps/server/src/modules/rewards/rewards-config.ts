import { createHash } from 'node:crypto';
import type { MarketId, Prize, PrizeTable } from '@lendline/domain';
import { parseInteger } from '../../config-fns.ts';

/** A coupon the server gives by itself: its amount, smallest loan and days valid (minor units, days). */
export interface CouponGrant {
  amount: number;
  minLoan: number;
  expiryDays: number;
}

/** The market's draw: its prize table, the table's version (a digest of it) and the monthly budget. */
export interface DrawConfig {
  table: PrizeTable;
  version: string;
  monthlyBudget: number;
}

/** Coupons and the draw (ADR 045); one market per server. */
export interface RewardsConfig {
  /** The card-authorisation coupon (spec section 9: ₦100), Nigeria only; null: none given. */
  cardCoupon: CouponGrant | null;
  /** null: no draw in this market. */
  draw: DrawConfig | null;
}

type Raw = (name: string) => string | undefined;

/** Sandbox defaults, so `npm start` shows both (ADR 045). */
export const REWARD_DEFAULTS: Record<MarketId, { cardCoupon: string; drawPrizes: string; noPrizeWeight: string; monthlyBudget: string }> = {
  NG: { cardCoupon: '10000:0:30', drawPrizes: '20000:5:0:14,10000:15:0:14', noPrizeWeight: '80', monthlyBudget: '50000000' },
  MX: { cardCoupon: 'none', drawPrizes: '2000:5:0:14,1000:15:0:14', noPrizeWeight: '80', monthlyBudget: '5000000' },
};

const LIMIT = 1_000_000_000_00;
const whole = (text: string | undefined, max: number) => (text !== undefined && /^\d{1,15}$/.test(text) && Number(text) <= max ? Number(text) : null);

/** "amount:minLoan:expiryDays" in minor units and days, or "none". */
function readCardCoupon(raw: Raw, market: MarketId, problems: string[]): CouponGrant | null {
  const text = raw('CARD_COUPON') ?? REWARD_DEFAULTS[market].cardCoupon;
  if (text === 'none') return null;
  const [amount, minLoan, days] = text.split(':').map((part) => whole(part, LIMIT));
  if (text.split(':').length !== 3 || !amount || minLoan === null || minLoan === undefined || !days || days > 365) {
    problems.push(`CARD_COUPON: must read amount:minLoan:expiryDays in minor units and days, e.g. 10000:0:30, or none (got "${text}")`);
    return null;
  }
  if (market !== 'NG') {
    problems.push('CARD_COUPON: the card-authorisation coupon is Nigeria’s (spec section 9); set none for MX');
    return null;
  }
  return { amount, minLoan, expiryDays: days };
}

/** "amount:weight:minLoan:expiryDays,…", or "none". */
function readPrizes(text: string, problems: string[]): Prize[] | null {
  const prizes: Prize[] = [];
  for (const item of text.split(',')) {
    const parts = item.trim().split(':');
    const [amount, weight, minLoan, expiryDays] = parts.map((part) => whole(part, LIMIT));
    if (parts.length !== 4 || !amount || !weight || weight > 1_000_000 || minLoan === null || minLoan === undefined || !expiryDays || expiryDays > 365) {
      problems.push(`DRAW_PRIZES: each prize must read amount:weight:minLoan:expiryDays (minor units, a whole weight, minor units, days), comma-separated, or none (got "${item}")`);
      return null;
    }
    prizes.push({ amount, weight, minLoan, expiryDays });
  }
  return prizes;
}

/** CARD_COUPON, DRAW_PRIZES, DRAW_NO_PRIZE_WEIGHT and DRAW_MONTHLY_BUDGET; problems are pushed to the caller's list. */
export function readRewardsConfig(raw: Raw, market: MarketId, problems: string[]): RewardsConfig {
  const defaults = REWARD_DEFAULTS[market];
  const cardCoupon = readCardCoupon(raw, market, problems);
  const prizesText = raw('DRAW_PRIZES') ?? defaults.drawPrizes;
  const noPrize = parseInteger(raw('DRAW_NO_PRIZE_WEIGHT') ?? defaults.noPrizeWeight, 0, 1_000_000);
  if (!noPrize.ok) problems.push(`DRAW_NO_PRIZE_WEIGHT: ${noPrize.problem}`);
  const budget = parseInteger(raw('DRAW_MONTHLY_BUDGET') ?? defaults.monthlyBudget, 0, LIMIT);
  if (!budget.ok) problems.push(`DRAW_MONTHLY_BUDGET: ${budget.problem}`);
  if (prizesText === 'none') return { cardCoupon, draw: null };
  const prizes = readPrizes(prizesText, problems);
  if (!prizes || !noPrize.ok || !budget.ok) return { cardCoupon, draw: null };
  const table: PrizeTable = { prizes, noPrizeWeight: noPrize.value };
  // The version names the table a draw was made against: the same table always has the same one.
  const version = createHash('sha256').update(JSON.stringify(table)).digest('hex').slice(0, 12);
  return { cardCoupon, draw: { table, version, monthlyBudget: budget.value } };
}
