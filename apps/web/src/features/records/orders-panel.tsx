import { ERRORS, type OrderListItem, type OrderTab } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { fetchOrders } from '../../shared/loan/loan-api.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';
import { OrderRow } from './order-row.tsx';

type State = { kind: 'loading' } | { kind: 'ready'; orders: readonly OrderListItem[] } | { kind: 'notAvailable' } | { kind: 'failed' };

/** One tab's orders from `/loan/loan-order/list`, newest first as the server sends them. */
export function OrdersPanel({ tab }: { tab: OrderTab }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void fetchOrders(tab, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ kind: 'ready', orders: result.data.orders });
      else setState({ kind: result.code === ERRORS.NOT_AVAILABLE_YET.code ? 'notAvailable' : 'failed' });
    });
    return () => controller.abort();
  }, [tab, attempt]);

  if (state.kind === 'loading') return <Skeleton lines={3} />;
  if (state.kind === 'notAvailable') return <p className="empty">{t('records.notAvailable')}</p>;
  if (state.kind === 'failed') {
    return (
      <div className="empty">
        <p>{t('records.loadFailed')}</p>
        <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (state.orders.length === 0) return <p className="empty">{t(tab === 'finished' ? 'records.emptyFinished' : 'records.empty')}</p>;
  return (
    <ul className="orders">
      {state.orders.map((order) => (
        <li key={order.orderNo}>
          <OrderRow order={order} />
        </li>
      ))}
    </ul>
  );
}
