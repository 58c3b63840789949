import { useState } from 'react';
import { formFailureOf } from '../../shared/api/error-text.ts';
import { auditActionKey } from '../../shared/format/audit-action.ts';
import { dateTimeText } from '../../shared/format/format.ts';
import { useI18n } from '../../shared/i18n/i18n.ts';
import { ChangeTable } from '../../shared/ui/change-table.tsx';
import type { ScreenProps } from '../../screens.ts';
import { exportHref, NO_FILTERS, useAuditEvents, type AuditFilters } from './audit-api.ts';
import { AuditFilterForm } from './audit-filters.tsx';

/** The audit trail (ADR 073): who did what to which object, newest first, filtered, and a CSV of a range. */
export function AuditScreen({ screen }: ScreenProps) {
  const { t, lang } = useI18n();
  const actionText = (action: string) => {
    const key = auditActionKey(action);
    return key ? t(key) : action;
  };
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const trail = useAuditEvents(filters);
  const events = trail.data?.pages.flatMap((page) => page.events) ?? [];
  const csv = exportHref(filters);

  return (
    <>
      <h1>{t(screen.title)}</h1>
      <AuditFilterForm initial={filters} onApply={setFilters} />
      <p>{csv ? <a href={csv} download>{t('audit.export')}</a> : t('audit.exportNeedsRange')}</p>
      {trail.isPending ? <p>{t('app.loading')}</p> : null}
      {trail.isError ? <p role="alert">{formFailureOf(trail.error, [], t).general}</p> : null}
      {trail.isSuccess && events.length === 0 ? <p>{t('audit.empty')}</p> : null}
      {events.length > 0 ? (
        <div className="table-scroll">
          <table>
            <caption>{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.at')}</th>
                <th scope="col">{t('audit.actor')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.object')}</th>
                <th scope="col">{t('audit.outcome')}</th>
                <th scope="col">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>{dateTimeText(event.at, lang)}</td>
                  <td>{event.actorName}</td>
                  <td>
                    {actionText(event.action)}
                    <p className="cell-note">
                      <code>{event.action}</code>
                    </p>
                  </td>
                  <td>{`${event.objectType} ${event.objectId}`}</td>
                  <td>
                    {event.outcome === 'refused' ? t('audit.refused') : t('audit.done')}
                    {event.reason ? <p className="cell-note">{t('audit.reason', { reason: event.reason })}</p> : null}
                  </td>
                  <td>
                    {event.before || event.after ? (
                      <details>
                        <summary>{t('audit.showChange')}</summary>
                        <ChangeTable before={event.before} after={event.after} caption={t('audit.changeOf', { action: actionText(event.action) })} />
                      </details>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {trail.hasNextPage ? (
        <button type="button" className="secondary" onClick={() => void trail.fetchNextPage()} disabled={trail.isFetchingNextPage}>
          {t('audit.more')}
        </button>
      ) : null}
    </>
  );
}
