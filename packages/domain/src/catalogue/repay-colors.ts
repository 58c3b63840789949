import { OrderStatus } from '../status/order-status.ts';
import type { RepayColors } from './market-schemas.ts';

/**
 * `/loanMarket/repay-color` (ADR 046): the spec names the call, not its answer. We read it as
 * the colours of the repayment status badges, one table for every market, so a native shell or
 * a partner page colours a loan the way our screens word it. First match wins, top down.
 * Every pair reaches WCAG AA contrast (4.5:1), checked by a test.
 */
export const REPAY_COLORS: RepayColors = {
  colors: [
    { state: 'overdue', statuses: [OrderStatus.Overdue], maxDaysToDue: null, tone: 'danger', foreground: '#9b1c1c', background: '#fdecec' },
    { state: 'payoutFailed', statuses: [OrderStatus.PayoutFailed], maxDaysToDue: null, tone: 'danger', foreground: '#9b1c1c', background: '#fdecec' },
    { state: 'dueSoon', statuses: [OrderStatus.Repaying], maxDaysToDue: 3, tone: 'warning', foreground: '#7a4300', background: '#fff1d6' },
    { state: 'repaying', statuses: [OrderStatus.Repaying], maxDaysToDue: null, tone: 'success', foreground: '#0a5c43', background: '#e3f4ec' },
    { state: 'finished', statuses: [OrderStatus.Finish], maxDaysToDue: null, tone: 'neutral', foreground: '#3d4451', background: '#eef0f3' },
  ],
};
