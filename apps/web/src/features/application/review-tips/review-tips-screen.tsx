import { OrderStatus } from '@lendline/domain';
import { useEffect, useState } from 'react';
import { fetchLatestOrder, type LatestOrder } from '../../../shared/application/order-api.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/loading.tsx';
import '../application.css';
import { EXPECTED_DECISION_MS, formatClock, useSecondsLeft } from './use-expected-decision.ts';

/**
 * Status 1 (Applying): "we are reviewing your application" with a countdown to the expected
 * decision. Approved and rejected results arrive with the credit-decision issue.
 */
export function ReviewTipsScreen() {
  const t = useT();
  const [order, setOrder] = useState<LatestOrder | null | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    void fetchLatestOrder({ signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setOrder(result.ok ? result.data.order : null);
    });
    return () => controller.abort();
  }, []);

  const assessing = order?.status === OrderStatus.Applying;
  const submittedAt = assessing && order.submittedAt ? Date.parse(order.submittedAt) : NaN;
  const seconds = useSecondsLeft(Number.isNaN(submittedAt) ? null : submittedAt + EXPECTED_DECISION_MS);

  return (
    <Page title={t('route.reviewTips')} back="/">
      {order === undefined && <Spinner />}
      {order !== undefined && !assessing && <p>{t('reviewTips.notYetBuilt')}</p>}
      {assessing && (
        <section className="form" aria-labelledby="assessing-title">
          <h2 id="assessing-title">{t('reviewTips.assessingTitle')}</h2>
          <p>{t('reviewTips.assessingBody')}</p>
          {seconds > 0 ? (
            <p role="timer" className="countdown" aria-label={t('reviewTips.countdown', { time: formatClock(seconds) })}>
              {formatClock(seconds)}
            </p>
          ) : (
            <p>{t('reviewTips.overdue')}</p>
          )}
        </section>
      )}
    </Page>
  );
}
