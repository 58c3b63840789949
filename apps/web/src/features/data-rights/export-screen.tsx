import type { DataExportOpened } from '@lendline/domain';
import { useEffect, useMemo, useState } from 'react';
import type { ApiFailure } from '../../shared/api/client.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { formatInstant } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { useQuery } from '../../shared/router/location.ts';
import { Spinner } from '../../shared/ui/loading.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { ReadProblem } from '../../shared/ui/read-problem.tsx';
import { openExport } from './data-rights-api.ts';
import { ExportValue } from './export-value.tsx';
import './data-rights.css';

/** The sections of an export in reading order, each with its heading; a section the file lacks is not shown. */
const SECTIONS: readonly [string, UiKey][] = [
  ['account', 'dataRights.section.account'],
  ['profile', 'dataRights.section.profile'],
  ['identity', 'dataRights.section.identity'],
  ['bankAccount', 'dataRights.section.bankAccount'],
  ['documents', 'dataRights.section.documents'],
  ['decisions', 'dataRights.section.decisions'],
  ['loans', 'dataRights.section.loans'],
  ['messages', 'dataRights.section.messages'],
  ['consents', 'dataRights.section.consents'],
  ['complaints', 'dataRights.section.complaints'],
  ['bureaus', 'dataRights.section.bureaus'],
  ['dataRequests', 'dataRights.section.dataRequests'],
];

type Opened = { data: DataExportOpened } | { error: ApiFailure } | null;

/** The JSON download, made in the browser from the answer: nothing else serves the file. */
function useDownloadUrl(document: Record<string, unknown> | undefined): string | null {
  const url = useMemo(() => {
    if (!document) return null;
    const json = JSON.stringify(document, null, 2);
    return typeof URL.createObjectURL === 'function'
      ? URL.createObjectURL(new Blob([json], { type: 'application/json' }))
      : `data:application/json;charset=utf-8,${encodeURIComponent(json)}`;
  }, [document]);
  useEffect(() => () => {
    if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/**
 * `/user_center/my_data/export?t=` (ours, ADR 103): a ready export, opened through its signed
 * link in the session of the borrower it was made for, as a readable page and as a JSON file.
 */
export function ExportScreen() {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const token = useQuery().get('t') ?? '';
  const [opened, setOpened] = useState<Opened>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setOpened(null);
    void openExport(token, controller.signal).then((result) => {
      if (!controller.signal.aborted) setOpened(result.ok ? { data: result.data } : { error: result });
    });
    return () => controller.abort();
  }, [token, attempt]);

  const data = opened && 'data' in opened ? opened.data : undefined;
  const url = useDownloadUrl(data?.document);
  return (
    <Page title={t('route.myDataExport')} back="/user_center/my_data">
      {opened === null && <Spinner />}
      {opened && 'error' in opened && <ReadProblem error={opened.error} onRetry={() => setAttempt((n) => n + 1)} />}
      {data && (
        <>
          <section className="card data-rights__card" aria-labelledby="data-file-title">
            <h2 id="data-file-title">{t('dataRights.file.title')}</h2>
            <p>{t('dataRights.file.made', { made: formatInstant(data.generatedAt, lang, market), until: formatInstant(data.expiresAt, lang, market) })}</p>
            {url && (
              <a href={url} download="lendline-my-data.json" className="btn btn--primary btn--block">
                {t('dataRights.file.download')}
              </a>
            )}
            <p>{t('dataRights.file.photos')}</p>
          </section>
          {SECTIONS.filter(([name]) => name in data.document).map(([name, title]) => (
            <section key={name} className="card data-rights__section" aria-labelledby={`data-section-${name}`}>
              <h2 id={`data-section-${name}`}>{t(title)}</h2>
              <ExportValue value={data.document[name]} />
            </section>
          ))}
        </>
      )}
    </Page>
  );
}
