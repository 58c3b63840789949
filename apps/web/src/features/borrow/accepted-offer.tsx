import { useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { pathOf } from '../../shared/router/route-table.ts';
import { Skeleton } from '../../shared/ui/loading.tsx';
import { LoanFigures } from './loan-figures.tsx';
import { OfferExpired, OfferProblem } from './offer-problem.tsx';
import { useOffer } from './use-offer.ts';

/** Status 18: the accepted figures, read-only, while the payout starts. */
export function AcceptedOffer({ orderNo }: { orderNo: string }) {
  const t = useT();
  const { state, retry } = useOffer(orderNo, null);
  if (state.kind === 'loading') return <Skeleton lines={6} />;
  if (state.kind === 'expired') return <OfferExpired />;
  if (state.kind !== 'ready') return <OfferProblem message={t('borrow.loadFailed')} onRetry={retry} />;
  return (
    <div className="form">
      <section className="card" aria-labelledby="sending-title">
        <h2 id="sending-title">{t('borrow.sendingTitle')}</h2>
        <p role="status">{t('borrow.sendingBody')}</p>
      </section>
      <LoanFigures figures={state.offer.figures} />
      <Link to={`${pathOf('borrowAgreement')}?orderNo=${encodeURIComponent(orderNo)}`} className="btn btn--text">
        {t('borrow.readAgreement')}
      </Link>
    </div>
  );
}
