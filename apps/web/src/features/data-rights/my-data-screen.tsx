import { useRead } from '../../shared/api/use-read.ts';
import { useT } from '../../shared/i18n/i18n-store.ts';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { CorrectionForm } from './correction-form.tsx';
import { ExportCard } from './export-card.tsx';
import { MarketingCard } from './marketing-card.tsx';
import './data-rights.css';

/**
 * `/user_center/my_data` (ours, issue 24, ADR 103): a copy of everything we hold about the
 * borrower, corrections of what the submitted application locks, and the choice about
 * marketing messages. Asks again every few seconds while an export is being prepared.
 */
export function MyDataScreen() {
  const t = useT();
  const overview = useRead('/me/data/requests', {}, { quiet: true, pollWhile: (data) => data.export?.state === 'preparing' });
  const data = overview.data;
  return (
    <Page title={t('route.myData')} back="/me">
      {!data && overview.error === null && <Spinner />}
      {overview.error !== null && <ReadProblem error={overview.error} onRetry={overview.retry} />}
      {data && (
        <>
          <ExportCard latest={data.export} onChanged={overview.retry} />
          {data.locked ? (
            <CorrectionForm corrections={data.corrections} onChanged={overview.retry} />
          ) : (
            <section className="card data-rights__card" aria-labelledby="data-correction-title">
              <h2 id="data-correction-title">{t('dataRights.correction.title')}</h2>
              <p>{t('dataRights.correction.unlocked')}</p>
            </section>
          )}
          <MarketingCard allowed={data.marketingAllowed} onChanged={overview.retry} />
        </>
      )}
    </Page>
  );
}
