import { pathOf } from '../../shared/router/route-table.ts';
import { navigate } from '../../shared/router/location.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';

/**
 * The borrower's state on home. For now always "can loan" (orders arrive with a later issue).
 * Apply goes to the first application step; the guard sends a signed-out user to login first
 * and brings them back there.
 */
export function StatusCard() {
  const t = useT();
  return (
    <section className="card status-card" aria-labelledby="status-title">
      <h2 id="status-title" className="status-card__title">
        {t('home.status.canLoan.title')}
      </h2>
      <p className="status-card__body">{t('home.status.canLoan.body')}</p>
      <Button className="btn--block" onClick={() => navigate(pathOf('personalInfomation'))}>
        {t('home.apply')}
      </Button>
    </section>
  );
}
