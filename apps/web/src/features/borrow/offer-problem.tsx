import { useT } from '../../shared/i18n/i18n-store.ts';
import { Link } from '../../shared/router/link.tsx';
import { Button } from '../../shared/ui/button.tsx';

/** OFFER_EXPIRED: the 24 hours are over; the borrower applies again from home. */
export function OfferExpired() {
  const t = useT();
  return (
    <section className="empty" aria-labelledby="expired-title">
      <h2 id="expired-title">{t('borrow.expiredTitle')}</h2>
      <p>{t('borrow.expiredBody')}</p>
      <Link to="/" className="btn btn--primary">
        {t('common.home')}
      </Link>
    </section>
  );
}

/** A quote that could not be loaded: say so, and offer a retry and the way home. */
export function OfferProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <div className="empty">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
      <Link to="/" className="btn btn--text">
        {t('common.home')}
      </Link>
    </div>
  );
}
