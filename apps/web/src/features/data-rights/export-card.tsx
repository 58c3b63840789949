import type { DataExportState } from '@lendline/domain';
import { useRef, useState } from 'react';
import { NETWORK_FAILURE } from '../../shared/api/client.ts';
import { FormError } from '../../shared/forms/form-error.tsx';
import { formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { Link } from '../../shared/router/link.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { askForExport } from './data-rights-api.ts';

/**
 * "Download my data": the latest export's state (preparing, ready until …, expired, failed)
 * and the way to ask for one. While it is prepared the screen asks again every few seconds;
 * once ready, it opens on its own page through its signed link.
 */
export function ExportCard({ latest, onChanged }: { latest: DataExportState | null; onChanged: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const [problem, setProblem] = useState<string | undefined>();
  const problemRef = useRef<HTMLParagraphElement>(null);

  async function ask() {
    setProblem(undefined);
    const result = await askForExport();
    if (result.ok) onChanged();
    else {
      setProblem(result.code === NETWORK_FAILURE ? t('error.network') : result.msg);
      problemRef.current?.focus();
    }
  }

  const canAsk = latest === null || latest.state === 'expired' || latest.state === 'failed';
  return (
    <section className="card data-rights__card" aria-labelledby="data-export-title">
      <h2 id="data-export-title">{t('dataRights.export.title')}</h2>
      <p>{t('dataRights.export.intro')}</p>
      <p role="status">
        {latest?.state === 'preparing' && t('dataRights.export.preparing')}
        {latest?.state === 'ready' && latest.expiresAt && t('dataRights.export.ready', { until: formatInstant(latest.expiresAt, lang, market) })}
        {latest?.state === 'expired' && t('dataRights.export.expired')}
        {latest?.state === 'failed' && t('dataRights.export.failed')}
      </p>
      {latest?.state === 'ready' && latest.token && (
        <Link to={`/user_center/my_data/export?t=${encodeURIComponent(latest.token)}`} className="btn btn--primary btn--block">
          {t('dataRights.export.open')}
        </Link>
      )}
      <FormError message={problem} ref={problemRef} />
      {canAsk && (
        <Button type="button" className="btn--block" onClick={() => void ask()}>
          {t('dataRights.export.ask')}
        </Button>
      )}
    </section>
  );
}
