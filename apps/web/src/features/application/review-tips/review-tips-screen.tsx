import { isStatusIn, OrderStatus, STATUS_GROUPS } from '@lendline/domain';
import { useLatestOrder } from '../../../shared/application/use-latest-order.ts';
import { useT } from '../../../shared/i18n/i18n-store.ts';
import { Link } from '../../../shared/router/link.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Spinner } from '../../../shared/ui/loading.tsx';
import '../application.css';
import { ApprovedResult, RejectedResult } from './review-result.tsx';
import { EXPECTED_DECISION_MS, formatClock, useSecondsLeft } from './use-expected-decision.ts';

/**
 * The review: assessing (1) with a countdown to the expected decision, watched every few
 * seconds so a decision shows without a reload; approved (14, 18) leads to confirm borrow;
 * rejected (9) gives the retry date and recommended products.
 */
export function ReviewTipsScreen() {
  const t = useT();
  const { order } = useLatestOrder((status) => status === OrderStatus.Applying);
  const status = order?.status;
  const assessing = status === OrderStatus.Applying;
  const submittedAt = assessing && order?.submittedAt ? Date.parse(order.submittedAt) : NaN;
  const seconds = useSecondsLeft(Number.isNaN(submittedAt) ? null : submittedAt + EXPECTED_DECISION_MS);

  let content;
  if (order === undefined) content = <Spinner />;
  else if (assessing) {
    content = (
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
    );
  } else if (isStatusIn(STATUS_GROUPS.offered, status)) content = <ApprovedResult />;
  else if (order && status === OrderStatus.Reject) content = <RejectedResult orderNo={order.orderNo} />;
  else {
    content = (
      <div className="empty">
        <p>{t('reviewTips.other')}</p>
        <Link to="/" className="btn btn--secondary">
          {t('common.home')}
        </Link>
      </div>
    );
  }
  return (
    <Page title={t('route.reviewTips')} back="/">
      {content}
    </Page>
  );
}
