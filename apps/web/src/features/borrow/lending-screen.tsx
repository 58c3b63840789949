import { isStatusIn, OrderStatus, STATUS_GROUPS, type OrderStatusCode } from '@lendline/domain';
import { useEffect } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { pathForStatus } from '../../shared/application/order-api.ts';
import { PAYOUT_MINUTES } from '../../shared/application/payout-time.ts';
import { useLatestOrder } from '../../shared/application/use-latest-order.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { navigate } from '../../shared/router/location.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';
import { formatInstant } from '../../shared/i18n/format.ts';

const sending = (status: OrderStatusCode) => isStatusIn(STATUS_GROUPS.payoutUnderWay, status);
/** The copy's promise when the server cannot say. */
const DEFAULT_TIME = { expectedMinutesMin: PAYOUT_MINUTES.min, expectedMinutesMax: PAYOUT_MINUTES.max, expectedBy: null };

/**
 * Lending (status 7): "deposit on the way". Watches the order every few seconds while the
 * screen is open and visible; once the payout settles (2) or fails (10) home shows the result.
 */
export function LendingScreen() {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const { order, isStale } = useLatestOrder(sending);
  const orderNo = order?.orderNo;
  const status = order?.status;
  const time = useRead(orderNo ? '/loan/get-money-time' : null, { orderNo: orderNo ?? '' }, { quiet: true }).data ?? DEFAULT_TIME;

  // Routed away only on this screen's own answer, never on an earlier screen's.
  useEffect(() => {
    if (status === undefined || isStale || sending(status)) return;
    const settled = status === OrderStatus.Repaying || status === OrderStatus.PayoutFailed;
    navigate(settled ? '/' : (pathForStatus(status) ?? '/'), { replace: true });
  }, [status, isStale]);

  useEffect(() => {
    if (order === null) navigate('/', { replace: true });
  }, [order]);

  return (
    <Page title={t('route.lending')} back="/">
      {order === undefined ? (
        <Spinner />
      ) : (
        <section className="card" aria-labelledby="lending-title">
          <h2 id="lending-title">{t('lending.title')}</h2>
          <p role="status">{t('lending.body', { min: time.expectedMinutesMin, max: time.expectedMinutesMax })}</p>
          {time.expectedBy && <p>{t('lending.expectedBy', { time: formatInstant(time.expectedBy, lang, market) })}</p>}
          <p className="notice">{t('lending.watching')}</p>
        </section>
      )}
    </Page>
  );
}
