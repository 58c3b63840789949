import { formatRatePpm } from '@lendline/domain';
import { useState } from 'react';
import { useRead } from '../../shared/api/use-read.ts';
import { formatMoney } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { applyAgain } from './apply-again.ts';

/**
 * Finished (status 4): the loan is repaid. The next one, up to the limit the ladder now gives
 * and at the reloan rate when the borrower has earned one, from the same credit info the next
 * decision reads (ADR 035). Without it (not answered yet, or failed) the button still works.
 */
export function FinishedBanner({ orderNo }: { orderNo: string }) {
  const t = useT();
  const lang = useLanguage();
  const credit = useRead('/loan/get-credit-info', {}, { quiet: true }).data;
  const [applying, setApplying] = useState(false);
  const rate = credit?.reloanDailyInterestPpm ?? null;

  async function onApply() {
    setApplying(true);
    await applyAgain(orderNo);
    setApplying(false);
  }

  return (
    <>
      <h2 id="status-title" className="status-card__title">
        {t('home.status.finished.title')}
      </h2>
      {credit && <p className="status-card__body">{t('home.status.finished.limit', { limit: formatMoney(credit.tierLimit, credit.currency, lang) })}</p>}
      {rate !== null && <p className="status-card__body">{t('home.status.finished.rate', { rate: formatRatePpm(rate, lang) })}</p>}
      <p className="status-card__body">{t('home.status.finished.body')}</p>
      <Button className="btn--block" busy={applying} onClick={() => void onApply()}>
        {t('home.applyAgain')}
      </Button>
    </>
  );
}
