import { useRead, type Read } from '../../shared/api/use-read.ts';
import { LATEST_ORDER, LATEST_ORDER_READ, type LatestOrder } from '../../shared/application/order-api.ts';
import { useSession } from '../../shared/session/session.ts';

/**
 * The signed-in borrower's latest order, for the home card. Nothing is read signed out. Quiet:
 * the card itself says when the call failed, next to the last state known (remembered across
 * reloads, ADR 025).
 */
export function useLatestOrderOnHome(): Read<{ order: LatestOrder | null }> {
  const { token } = useSession();
  return useRead(token ? LATEST_ORDER : null, {}, { ...LATEST_ORDER_READ, quiet: true });
}
