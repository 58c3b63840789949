import { navigate } from '../router/location.ts';
import { showToast } from '../ui/toast-store.ts';
import { applyMarket, fetchLatestOrder, pathForStatus } from './order-api.ts';

/**
 * Sends the borrower to the step their latest order is at. Answers false when there is no
 * order, or its status routes nowhere (the caller decides what then).
 */
export async function routeByLatestOrder(): Promise<boolean> {
  const latest = await fetchLatestOrder({ loading: true });
  if (!latest.ok || !latest.data.order) return false;
  const path = pathForStatus(latest.data.order.status);
  if (!path) return false;
  navigate(path);
  return true;
}

/**
 * "Apply now": starts an application, or gets the one in progress back (apply-market returns
 * an unfinished order), then goes to its step. An order past submit cannot be restarted; the
 * latest order then says where the borrower is.
 */
export async function startApplication(): Promise<void> {
  const applied = await applyMarket();
  if (applied.ok) {
    const path = pathForStatus(applied.data.status);
    if (path) navigate(path);
    return;
  }
  if (await routeByLatestOrder()) return;
  if (applied.msg) showToast(applied.msg, 'error');
}

/** Arriving at the first step with no application (e.g. straight back from sign-in): start one. */
export async function ensureOrder(): Promise<void> {
  const latest = await fetchLatestOrder({ quiet: true });
  if (latest.ok && latest.data.order === null) await applyMarket();
}
