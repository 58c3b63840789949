import { homeStateFor, OrderStatus, type OrderStatusCode } from '@lendline/domain';
import { useEffect, type ReactNode } from 'react';
import { pathForStatus } from '../../shared/application/order-api.ts';
import { isApplicationInProgress } from '../../shared/application/step-status.ts';
import { registerPathFor } from '../../shared/router/resolve.ts';
import { pathOf } from '../../shared/router/route-table.ts';
import { navigate } from '../../shared/router/location.ts';
import { hasStrings, needStrings, useT } from '../../shared/i18n/i18n-store.ts';
import { readToken, useSession } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/loading.tsx';
import { ApprovedBanner, LendingBanner, PayFailedBanner, RejectedBanner, RepayingBanner } from './decision-banners.tsx';
import { FinishedBanner } from './finished-banner.tsx';
import { StatusProblem } from './status-problem.tsx';
import { useLatestOrderOnHome } from './use-latest-status.ts';

/**
 * What the card shows (spec section 4, home states): the domain's home state, with "can loan"
 * split in two because an application in progress resumes rather than starts. Overdue is a
 * loan being repaid too: its banner says it is overdue (RepayingBanner).
 */
type Card = 'waiting' | 'apply' | 'continue' | 'assessing' | 'success' | 'rejected' | 'lending' | 'repaying' | 'failed' | 'finished' | 'other';

function cardFor(status: OrderStatusCode | undefined): Card {
  if (status === undefined) return 'apply';
  // A repaid loan: the next one is applied for again, from that loan (ADR 035).
  if (status === OrderStatus.Finish) return 'finished';
  const state = homeStateFor(status);
  if (state === 'canLoan') return isApplicationInProgress(status) ? 'continue' : 'apply';
  return state === 'overdue' ? 'repaying' : state;
}

/**
 * The borrower's state on home, from the latest order. Apply goes to the choice of amount and
 * term (to_borrow), which starts the application; a guest registers (or follows the link to log
 * in) and then goes there. When the order cannot be read, the last state
 * known stays (a borrower with a loan must never be told they can apply), with why and a Retry.
 * Until the server has answered, a signed-in borrower sees a skeleton: "You can apply" only
 * ever follows the server's own "no order" (ADR 025, decision 3).
 */
export function StatusCard({ whenCanApply }: { whenCanApply?: ReactNode }) {
  const t = useT();
  const { token } = useSession();
  const latest = useLatestOrderOnHome();
  const order = latest.data?.order;
  const status = order?.status;
  const unknown = latest.error !== null && latest.data === undefined;
  // A signed-in borrower's banners are worded in the screens' strings, fetched once signed in
  // (ADR 059): the skeleton stays until they are in (useT re-renders when they arrive).
  const signedIn = token !== null;
  useEffect(() => {
    if (signedIn) void needStrings('screens', 'errors');
  }, [signedIn]);
  const waiting = (latest.isLoading && latest.data === undefined) || (signedIn && !hasStrings('screens'));
  const card = waiting ? 'waiting' : cardFor(status);

  // Every application starts from the borrower's choice of amount and term (to_borrow, issue 19):
  // a guest registers first and arrives there.
  function apply() {
    navigate(readToken() ? pathOf('toBorrow') : registerPathFor(pathOf('toBorrow')));
  }

  const resume = () => navigate((status !== undefined && pathForStatus(status)) || pathOf('personalInformation'));

  return (
    <>
      <section className="card status-card" aria-labelledby={waiting ? undefined : 'status-title'} aria-label={waiting ? t('common.loading') : undefined} aria-busy={waiting}>
        {waiting && <Skeleton lines={3} />}
        {!unknown && card === 'apply' && (
          <>
            <h2 id="status-title" className="status-card__title">
              {t('home.status.canLoan.title')}
            </h2>
            <p className="status-card__body">{t('home.status.canLoan.body')}</p>
            <Button className="btn--block" onClick={apply}>
              {t('home.apply')}
            </Button>
          </>
        )}
        {card === 'continue' && (
          <>
            <h2 id="status-title" className="status-card__title">
              {t('home.status.inProgress.title')}
            </h2>
            <p className="status-card__body">{t('home.status.inProgress.body')}</p>
            <Button className="btn--block" onClick={resume}>
              {t('home.continue')}
            </Button>
          </>
        )}
        {card === 'assessing' && (
          <>
            <h2 id="status-title" className="status-card__title">
              {t('home.status.assessing.title')}
            </h2>
            <p className="status-card__body" role="status">
              {t('home.status.assessing.body')}
            </p>
            <Button className="btn--block" variant="secondary" onClick={() => navigate(pathOf('reviewTips'))}>
              {t('home.detail')}
            </Button>
          </>
        )}
        {card === 'success' && <ApprovedBanner />}
        {card === 'rejected' && order && <RejectedBanner orderNo={order.orderNo} />}
        {card === 'lending' && <LendingBanner />}
        {card === 'repaying' && order && <RepayingBanner orderNo={order.orderNo} status={order.status} />}
        {card === 'failed' && order && <PayFailedBanner orderNo={order.orderNo} />}
        {card === 'finished' && <FinishedBanner />}
        {card === 'other' && (
          <h2 id="status-title" className="status-card__title">
            {t('home.status.other.title')}
          </h2>
        )}
        {latest.error && <StatusProblem error={latest.error} retrying={latest.isFetching} onRetry={latest.retry} naming={unknown} />}
      </section>
      {/* Hot loans for a guest or a borrower free to apply (ADR 046): shown only where "Apply" is. */}
      {!unknown && card === 'apply' && whenCanApply}
    </>
  );
}
