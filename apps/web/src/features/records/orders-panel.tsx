import { ERRORS, type OrderTab } from '@lendline/domain';
import { useRead } from '../../shared/api/use-read.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';
import { OrderRow } from './order-row.tsx';

/**
 * One tab's orders from `/loan/loan-order/list`, newest first as the server sends them. A list
 * already shown stays when asking again fails, with the failure and a Retry above it.
 */
export function OrdersPanel({ tab }: { tab: OrderTab }) {
  const t = useT();
  const list = useRead('/loan/loan-order/list', { tab });
  const orders = list.data?.orders;

  if (!orders && !list.error) return <Skeleton lines={3} />;
  if (!orders && list.error?.code === ERRORS.NOT_AVAILABLE_YET.code) return <p className="empty">{t('records.notAvailable')}</p>;
  const failure = list.error && (
    <div className="empty">
      <p>{t('records.loadFailed')}</p>
      <Button variant="secondary" busy={list.isFetching} onClick={list.retry}>
        {t('common.retry')}
      </Button>
    </div>
  );
  if (!orders) return failure;
  if (orders.length === 0) return failure || <p className="empty">{t(tab === 'finished' ? 'records.emptyFinished' : 'records.empty')}</p>;
  return (
    <>
      {failure}
      <ul className="orders">
        {orders.map((order) => (
          <li key={order.orderNo}>
            <OrderRow order={order} />
          </li>
        ))}
      </ul>
    </>
  );
}
