import { useState } from 'react';
import { startApplication } from '../../shared/application/route-by-order.ts';
import { pathOf } from '../../shared/router/route-table.ts';
import { navigate } from '../../shared/router/location.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { readToken } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/button.tsx';

/**
 * The borrower's state on home. For now always "can loan" (orders arrive with a later issue).
 * Apply starts (or resumes) the application and goes to the step its order is at; a signed-out
 * user goes to the first step, which the guard turns into login and back.
 */
export function StatusCard() {
  const t = useT();
  const [applying, setApplying] = useState(false);

  async function apply() {
    if (!readToken()) {
      navigate(pathOf('personalInfomation'));
      return;
    }
    setApplying(true);
    await startApplication();
    setApplying(false);
  }

  return (
    <section className="card status-card" aria-labelledby="status-title">
      <h2 id="status-title" className="status-card__title">
        {t('home.status.canLoan.title')}
      </h2>
      <p className="status-card__body">{t('home.status.canLoan.body')}</p>
      <Button className="btn--block" busy={applying} onClick={() => void apply()}>
        {t('home.apply')}
      </Button>
    </section>
  );
}
