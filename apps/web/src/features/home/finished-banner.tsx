import { formatRatePpm } from '@lendline/domain';
import { useRead } from '../../shared/api/use-read.ts';
import { formatMoney } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { navigate } from '../../shared/router/location.ts';
import { pathOf } from '../../shared/router/route-table.ts';
import { Button } from '../../shared/ui/button.tsx';

/**
 * Finished (status 4): the loan is repaid. The next one, up to the limit the ladder now gives
 * and at the reloan rate when the borrower has earned one, from the same credit info the next
 * decision reads (ADR 035). Without it (not answered yet, or failed) the button still works.
 */
export function FinishedBanner() {
  const t = useT();
  const lang = useLanguage();
  const credit = useRead('/loan/get-credit-info', {}, { quiet: true }).data;
  const rate = credit?.reloanDailyInterestPpm ?? null;

  return (
    <>
      <h2 id="status-title" className="status-card__title">
        {t('home.status.finished.title')}
      </h2>
      {credit && <p className="status-card__body">{t('home.status.finished.limit', { limit: formatMoney(credit.tierLimit, credit.currency, lang) })}</p>}
      {rate !== null && <p className="status-card__body">{t('home.status.finished.rate', { rate: formatRatePpm(rate, lang) })}</p>}
      <p className="status-card__body">{t('home.status.finished.body')}</p>
      {/* The next loan's amount and term are chosen first; to_borrow then applies again from this loan (issue 19). */}
      <Button className="btn--block" onClick={() => navigate(pathOf('toBorrow'))}>
        {t('home.applyAgain')}
      </Button>
    </>
  );
}
