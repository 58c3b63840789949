import { request } from '../../shared/api/client.ts';
import { orderChanged, pathForStatus } from '../../shared/application/order-api.ts';
import { routeByLatestOrder } from '../../shared/application/route-by-order.ts';
import { navigate } from '../../shared/router/location.ts';
import { showToast } from '../../shared/ui/toast-store.ts';

/**
 * "Apply again" after a finished loan: apply-market-again with that loan's number starts the
 * next application, and the status it answers is the first step to renew (ADR 035). When it
 * is refused because an application is already under way, the latest order says where to go.
 */
export async function applyAgain(orderNo: string): Promise<void> {
  const applied = await request('/loan/loan-order/apply-market-again', { orderNo }, { loading: true });
  if (applied.ok) {
    orderChanged();
    const path = pathForStatus(applied.data.status);
    if (path) navigate(path);
    return;
  }
  if (await routeByLatestOrder()) return;
  if (applied.msg) showToast(applied.msg, 'error');
}
