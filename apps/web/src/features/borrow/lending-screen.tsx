import { OrderStatus, type MoneyTime } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { pathForStatus } from '../../shared/application/order-api.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { fetchMoneyTime } from '../../shared/loan/loan-api.ts';
import { formatInstant } from '../../shared/loan/format-loan.ts';
import { useLatestOrder } from '../../shared/loan/use-latest-order.ts';
import { useMarket } from '../../shared/market/market.ts';
import { navigate } from '../../shared/router/location.ts';
import { Page } from '../../shared/ui/page.tsx';
import { Spinner } from '../../shared/ui/loading.tsx';

const SENDING: readonly number[] = [OrderStatus.Lending, OrderStatus.getMoney];
/** The copy's promise when the server cannot say (spec: "10-60 minutes"). */
const DEFAULT_TIME = { expectedMinutesMin: 10, expectedMinutesMax: 60, expectedBy: null };

/**
 * Lending (status 7): "deposit on the way". Watches the order every few seconds while the
 * screen is open and visible; once the payout settles (2) or fails (10) home shows the result.
 */
export function LendingScreen() {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const order = useLatestOrder(SENDING);
  const orderNo = order?.orderNo;
  const status = order?.status;
  const [time, setTime] = useState<Pick<MoneyTime, 'expectedMinutesMin' | 'expectedMinutesMax' | 'expectedBy'>>(DEFAULT_TIME);

  useEffect(() => {
    if (!orderNo) return;
    const controller = new AbortController();
    void fetchMoneyTime(orderNo, { signal: controller.signal, quiet: true }).then((result) => {
      if (result.ok) setTime(result.data);
    });
    return () => controller.abort();
  }, [orderNo]);

  useEffect(() => {
    if (status === undefined || SENDING.includes(status)) return;
    const settled = status === OrderStatus.Repaying || status === OrderStatus.PayFail;
    navigate(settled ? '/' : (pathForStatus(status) ?? '/'), { replace: true });
  }, [status]);

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
