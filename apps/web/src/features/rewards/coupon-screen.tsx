import { COUPON_STATES, type Coupon } from '@lendline/domain';
import { useRead } from '../../shared/api/use-read.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Skeleton } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { CouponCard } from './coupon-card.tsx';
import './rewards.css';

/** The coupon screen (spec section 2, guarded): the borrower's coupons, ready to use, used and expired. */
export function CouponScreen() {
  const t = useT();
  const read = useRead('/lottery-draw/coupons', {});
  const coupons = read.data?.coupons;
  const of = (state: Coupon['state']) => (coupons ?? []).filter((c) => c.state === state);
  return (
    <Page title={t('route.coupon')} back="/me">
      <p className="notice">{t('rewards.intro')}</p>
      {!coupons && !read.error && <Skeleton lines={4} />}
      {!coupons && read.error && <ReadProblem error={read.error} onRetry={read.retry} />}
      {coupons &&
        COUPON_STATES.map((state) => (
          <section key={state} className="coupons" aria-labelledby={`coupons-${state}`}>
            <h2 id={`coupons-${state}`}>
              {t(`rewards.${state}`)} ({of(state).length})
            </h2>
            {of(state).length === 0 ? (
              <p>{t('rewards.none')}</p>
            ) : (
              <ul className="coupons__list">
                {of(state).map((coupon) => (
                  <CouponCard key={coupon.id} coupon={coupon} />
                ))}
              </ul>
            )}
          </section>
        ))}
    </Page>
  );
}
