import { dateTimeText } from '../../shared/format/format.ts';
import type { UiKey } from '../../shared/i18n/en.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { formFailureOf } from '../../shared/api/error-text.ts';
import type { ScreenProps } from '../../screens.ts';
import { useDataRequests } from './borrowers-api.ts';

const KINDS: Readonly<Record<string, UiKey>> = { deletion: 'dataRequests.kind.deletion', export: 'dataRequests.kind.export', correction: 'dataRequests.kind.correction' };
const STATES: Readonly<Record<string, UiKey>> = { done: 'dataRequests.state.done', refused: 'dataRequests.state.refused' };

/**
 * The borrowers' data requests (issue 22, ADR 081). A deletion is carried out, or refused while
 * a loan or an application is open, when it is asked: the queue shows each with its state, its
 * age, what was erased and what the law keeps until when. Nothing waits for a person, so there
 * is no action here; export and correction point to the data-rights queue, where staff decide them.
 */
export function DataRequestsScreen({ screen }: ScreenProps) {
  const { t, lang } = useI18n();
  const queue = useDataRequests();
  const data = queue.data;
  return (
    <>
      <h1>{t(screen.title)}</h1>
      <p>{t('dataRequests.intro')}</p>
      {queue.isPending ? <p>{t('app.loading')}</p> : null}
      {queue.isError ? <p role="alert">{formFailureOf(queue.error, [], t).general}</p> : null}
      {data ? (
        <>
          <ul aria-label={t('dataRequests.kinds')}>
            {data.kinds.map((kind) => (
              <li key={kind.kind}>{t(!kind.available ? 'dataRequests.notBuilt' : kind.kind === 'deletion' ? 'dataRequests.available' : 'dataRequests.elsewhere', { kind: t(KINDS[kind.kind] ?? 'dataRequests.kind.deletion') })}</li>
            ))}
          </ul>
          <p>{t('dataRequests.counts', { done: String(data.counts.done), refused: String(data.counts.refused) })}</p>
          {data.requests.length === 0 ? <p>{t('dataRequests.empty')}</p> : null}
          {data.requests.length > 0 ? (
            <table>
              <caption>{t('dataRequests.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('dataRequests.requestedAt')}</th>
                  <th scope="col">{t('dataRequests.age')}</th>
                  <th scope="col">{t('dataRequests.kind')}</th>
                  <th scope="col">{t('dataRequests.state')}</th>
                  <th scope="col">{t('dataRequests.erased')}</th>
                  <th scope="col">{t('dataRequests.kept')}</th>
                  <th scope="col">{t('dataRequests.borrower')}</th>
                </tr>
              </thead>
              <tbody>
                {data.requests.map((request) => (
                  <tr key={request.id}>
                    <td>{dateTimeText(request.requestedAt, lang)}</td>
                    <td>{t('dataRequests.days', { days: String(request.ageDays) })}</td>
                    <td>{t(KINDS[request.kind] ?? 'dataRequests.kind.deletion')}</td>
                    <td>
                      {t(STATES[request.state] ?? 'dataRequests.state.done')}
                      {request.refusal ? ` (${t(request.refusal === 'DELETION_LOAN_OPEN' ? 'dataRequests.refusal.loan' : 'dataRequests.refusal.application')})` : ''}
                    </td>
                    <td>{request.erased.join(', ')}</td>
                    <td>{request.keepUntil ? t('dataRequests.keptUntil', { kinds: request.kept.join(', '), until: request.keepUntil }) : request.kept.join(', ')}</td>
                    <td>{request.userId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </>
  );
}
