import { isStatusIn, OrderStatus, STATUS_GROUPS } from '@lendline/domain';
import { useRead } from '../../shared/api/use-read.ts';
import { useSession } from '../../shared/session/session.ts';
import { useLatestOrderOnHome } from './use-latest-status.ts';

export interface OwnLimit {
  /** Minor units: what this borrower may borrow now, or at most on their next application. */
  limit: number;
  /** The next step of the ladder and the on-time repayments still needed for it; null at the top. */
  next: { limit: number; repayments: number } | null;
  /** The latest application was rejected: no limit may be promised until the borrower is approved again. */
  declined: boolean;
}

/**
 * The signed-in borrower's own limit (`/loan/get-credit-info`): an approval waiting for them
 * gives its limit; otherwise the ladder's limit for their on-time repayments, which before any
 * approval is the first-loan limit; after a rejection, none (`declined`). Null signed out, or
 * when it cannot be read.
 */
export function useOwnLimit(): { own: OwnLimit | null; loading: boolean } {
  const { token } = useSession();
  // Remembered (ADR 025): offline, the borrower's own limit, never the guest's first-loan one.
  const credit = useRead(token ? '/loan/get-credit-info' : null, {}, { quiet: true, remember: true });
  const status = useLatestOrderOnHome().data?.order?.status;
  const info = credit.data;
  if (!info) return { own: null, loading: credit.isLoading };
  const offered = status !== undefined && isStatusIn(STATUS_GROUPS.offered, status) && info.creditLimit !== null;
  const next =
    info.nextLimit !== null && info.nextLimitOnTime !== null
      ? { limit: info.nextLimit, repayments: Math.max(1, info.nextLimitOnTime - info.onTimeRepayments) }
      : null;
  const declined = status === OrderStatus.Reject;
  return { own: { limit: offered && info.creditLimit !== null ? info.creditLimit : info.tierLimit, next, declined }, loading: false };
}
